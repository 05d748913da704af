import { describe, expect, it } from 'vitest';
import { validAdjustment, validBonus, validTelegram } from './player-action-rules.ts';

describe('player action forms', () => {
  it('takes a signed, non-zero adjustment with a reason', () => {
    expect(validAdjustment({ amount: '-25.50', reason: 'refund of a double charge' })).toEqual({
      amount: null,
      reason: null,
    });
    expect(validAdjustment({ amount: '+10', reason: 'x' }).amount).toBeNull();
    expect(validAdjustment({ amount: '', reason: '' })).toEqual({ amount: 'required', reason: 'required' });
    expect(validAdjustment({ amount: '0.00', reason: 'x' }).amount).toBe('zero_amount');
    expect(validAdjustment({ amount: '1e3', reason: 'x' }).amount).toBe('invalid_amount');
    expect(validAdjustment({ amount: '10', reason: 'r'.repeat(501) }).reason).toBe('invalid_format');
  });

  it('checks a bonus as the server does: positive amount, wager 0–100, 1–365 days, a title', () => {
    expect(validBonus({ amount: '50', wager: '35', days: '7', title: 'Sorry bonus' })).toEqual({
      amount: null,
      wager: null,
      days: null,
      title: null,
    });
    expect(validBonus({ amount: '-5', wager: '101', days: '0', title: ' ' })).toEqual({
      amount: 'invalid_amount',
      wager: 'out_of_range',
      days: 'out_of_range',
      title: 'required',
    });
    expect(validBonus({ amount: '0', wager: '1.5', days: '', title: 'x' })).toMatchObject({
      amount: 'invalid_amount',
      wager: 'invalid_format',
      days: 'required',
    });
  });

  it('takes a Telegram username with or without @, or none', () => {
    expect(validTelegram('')).toBe(true);
    expect(validTelegram('@vip_anna')).toBe(true);
    expect(validTelegram('anna')).toBe(false);
    expect(validTelegram('anna smith')).toBe(false);
  });
});
