import { describe, expect, it } from 'vitest';
import { telegramContact } from '../components/manager-contact.tsx';
import { usd, VIP_LADDER, vipProgress } from './vip-progress.ts';

describe('vipProgress', () => {
  it('measures the wager against the next level (wagered + what is left)', () => {
    expect(vipProgress({ level: 0, wagered: '0.00', toNextLevel: '1000.00' })).toEqual({
      level: 0,
      name: 'none',
      next: 'bronze',
      wagered: '0.00',
      nextThreshold: '1000.00',
      toNextLevel: '1000.00',
      percent: 0,
    });
    const bronze = vipProgress({ level: 1, wagered: '3333.33', toNextLevel: '6666.67' });
    expect(bronze).toMatchObject({ name: 'bronze', next: 'silver', nextThreshold: '10000.00' });
    expect(bronze.percent).toBe(33.3);
  });

  it('is full at the top, where nothing is left', () => {
    expect(vipProgress({ level: 5, wagered: '1500000.00', toNextLevel: null })).toMatchObject({
      name: 'diamond',
      next: null,
      nextThreshold: null,
      toNextLevel: null,
      percent: 100,
    });
  });

  it('copes with what it should not get: levels out of range, bad amounts', () => {
    expect(vipProgress({ level: 9, wagered: '1.00', toNextLevel: '5.00' })).toMatchObject({
      level: 5,
      name: 'diamond',
      next: null,
    });
    expect(vipProgress({ level: -2, wagered: 'x', toNextLevel: '1000.00' })).toMatchObject({
      level: 0,
      wagered: '0.00',
      percent: 0,
    });
  });
});

describe('usd and the ladder', () => {
  it('writes dollars the way the language writes numbers; whole dollars without cents', () => {
    expect(usd('1234.50', 'en')).toBe('$1,234.50');
    expect(usd('50000.00', 'en')).toBe('$50,000');
    expect(usd('1234.50', 'ru').replace(/\s/g, ' ')).toBe('$1 234,50');
  });

  it('lists Bronze to Diamond, VIP from Gold', () => {
    expect(VIP_LADDER.map((step) => [step.name, step.threshold, step.isVip])).toEqual([
      ['bronze', '1000.00', false],
      ['silver', '10000.00', false],
      ['gold', '50000.00', true],
      ['platinum', '250000.00', true],
      ['diamond', '1000000.00', true],
    ]);
  });
});

describe('telegramContact', () => {
  it('links a Telegram username, with or without its @', () => {
    expect(telegramContact('@anna_vip')).toEqual({ handle: '@anna_vip', href: 'https://t.me/anna_vip' });
    expect(telegramContact(' anna_vip ')).toEqual({ handle: '@anna_vip', href: 'https://t.me/anna_vip' });
  });

  it('does not link what is not a username', () => {
    expect(telegramContact('anna vip/../x').href).toBeNull();
  });
});
