import { describe, expect, it } from 'vitest';
import { type OfferBonus, type OfferFacts, offerStates } from './offer-state.ts';

const b = (id: string, extra: Partial<OfferBonus> = {}): OfferBonus => ({
  id,
  type: 'deposit',
  isPersonal: false,
  welcomeStep: null,
  minDepositNumber: null,
  amountMultiplierBp: 10_000,
  freespinsCount: 0,
  ...extra,
});

const catalogue = [
  b('w1', { welcomeStep: 1, minDepositNumber: 1 }),
  b('w2', { welcomeStep: 2, minDepositNumber: 2 }),
  b('w3', { welcomeStep: 3, minDepositNumber: 3 }),
  b('w4a', { welcomeStep: 4, minDepositNumber: 4, freespinsCount: 50 }),
  b('w4b', { welcomeStep: 4, minDepositNumber: 4, freespinsCount: 100 }),
  b('everyday', { minDepositNumber: 5, amountMultiplierBp: 500 }),
  b('reload', { type: 'promo' }),
  b('spins', { type: 'promo_freespins', amountMultiplierBp: 0, freespinsCount: 30 }),
  b('vip', { type: 'personal', isPersonal: true, amountMultiplierBp: 0 }),
];

const facts = (extra: Partial<OfferFacts> = {}): OfferFacts => ({
  depositCount: 0,
  claims: new Map(),
  offers: new Map(),
  unlocked: new Set(),
  ...extra,
});

const byId = (states: ReturnType<typeof offerStates<OfferBonus>>) =>
  Object.fromEntries([...states].map(([bonus, state]) => [bonus.id, state]));

describe('offer states', () => {
  it('a new player sees the welcome steps and a disabled everyday bonus; promo and personal are hidden', () => {
    const s = byId(offerStates(catalogue, facts()));
    expect(Object.keys(s)).toEqual(['w1', 'w2', 'w3', 'w4a', 'w4b', 'everyday']);
    expect(s.w1).toMatchObject({ status: 'available', isCurrent: true, isFirst: true, isClaimable: false });
    expect(s.w2).toMatchObject({ status: 'disabled', isCurrent: false });
    expect(s.everyday).toMatchObject({ status: 'disabled', isCurrent: false });
  });

  it('after three claimed steps every 4th-deposit tier is current', () => {
    const claims = new Map([
      ['w1', 'wagered'],
      ['w2', 'expired'],
      ['w3', 'wagered'],
    ] as const);
    const s = byId(offerStates(catalogue, facts({ depositCount: 3, claims })));
    expect(s.w3).toMatchObject({ status: 'claimed', isClaimed: true, isCurrent: false });
    expect(s.w4a?.isCurrent).toBe(true);
    expect(s.w4b?.isCurrent).toBe(true);
  });

  it('with 4 deposits the everyday bonus is current again after each claim ends', () => {
    const claims = new Map([['everyday', 'wagered']] as const);
    const s = byId(offerStates(catalogue, facts({ depositCount: 7, claims })));
    expect(s.everyday).toMatchObject({ status: 'available', isCurrent: true, isClaimed: true });
  });

  it('an active bonus blocks every other claim, by deposit or by button', () => {
    const claims = new Map([['w1', 'active']] as const);
    const s = byId(
      offerStates(
        catalogue,
        facts({ depositCount: 1, claims, offers: new Map([['vip', '9']]), unlocked: new Set(['spins']) }),
      ),
    );
    expect(s.w1).toMatchObject({ status: 'active', isCurrent: false });
    expect(s.w2).toMatchObject({ status: 'available', isCurrent: false });
    expect(s.vip).toMatchObject({ status: 'available', isClaimable: false });
    expect(s.spins).toMatchObject({ status: 'available', isClaimable: false });
  });

  it('codes unlock promo bonuses: a deposit promo is current, a free-spins promo is claimable', () => {
    const s = byId(offerStates(catalogue, facts({ unlocked: new Set(['reload', 'spins']) })));
    expect(s.reload).toMatchObject({ status: 'available', isCurrent: true, isClaimable: false });
    expect(s.spins).toMatchObject({ status: 'available', isCurrent: false, isClaimable: true });
  });

  it('a personal bonus is seen only with an offer, is claimed by button and never current', () => {
    const s = byId(offerStates(catalogue, facts({ offers: new Map([['vip', '9']]) })));
    expect(s.vip).toMatchObject({ status: 'available', isClaimable: true, isCurrent: false });
    const after = byId(
      offerStates(
        catalogue,
        facts({ offers: new Map([['vip', '9']]), claims: new Map([['vip', 'expired']]) }),
      ),
    );
    expect(after.vip).toMatchObject({ status: 'expired', isClaimable: false, isClaimed: true });
  });
});
