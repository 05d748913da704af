import { describe, expect, it } from 'vitest';
import {
  hasBurnableBonus,
  nextWithdrawStep,
  type WithdrawFlowState,
  wagerFailureStep,
} from './withdraw-flow.ts';

const passed: WithdrawFlowState = {
  wager: { passed: true },
  verifyRequired: false,
  profileComplete: false,
  hasBonuses: false,
  bonusBurnAccepted: false,
};

describe('withdrawal flow (SPEC §4.4)', () => {
  it('a failed wager check goes to the wager view, whatever else holds', () => {
    expect(
      nextWithdrawStep({ ...passed, wager: { passed: false, detail: 'wager' }, hasBonuses: true }),
    ).toEqual({ step: 'wager' });
  });

  it('the known personal-data error goes to the personal-data view', () => {
    expect(
      nextWithdrawStep({ ...passed, wager: { passed: false, detail: 'personal_data_required' } }),
    ).toEqual({ step: 'personal-data' });
    expect(wagerFailureStep('personal_data_required')).toEqual({ step: 'personal-data' });
  });

  it('any other failure is an error with its detail', () => {
    expect(wagerFailureStep('internal_error')).toEqual({ step: 'error', detail: 'internal_error' });
  });

  it('asks for personal data only when the verify flag is on and the profile is incomplete', () => {
    expect(nextWithdrawStep({ ...passed, verifyRequired: true })).toEqual({ step: 'personal-data' });
    expect(nextWithdrawStep({ ...passed, verifyRequired: true, profileComplete: true })).toEqual({
      step: 'create',
    });
    expect(nextWithdrawStep({ ...passed, verifyRequired: false })).toEqual({ step: 'create' });
  });

  it('warns about bonuses once, then creates', () => {
    expect(nextWithdrawStep({ ...passed, hasBonuses: true })).toEqual({ step: 'bonus-burn' });
    expect(nextWithdrawStep({ ...passed, hasBonuses: true, bonusBurnAccepted: true })).toEqual({
      step: 'create',
    });
  });

  it('personal data comes before the bonus warning', () => {
    expect(nextWithdrawStep({ ...passed, verifyRequired: true, hasBonuses: true })).toEqual({
      step: 'personal-data',
    });
  });

  it('counts only bonuses that still hold money', () => {
    expect(hasBurnableBonus([])).toBe(false);
    expect(hasBurnableBonus([{ status: 'completed' }, { status: 'expired' }])).toBe(false);
    expect(hasBurnableBonus([{ status: 'active' }])).toBe(true);
  });
});
