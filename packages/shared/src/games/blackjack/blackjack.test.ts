import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../stepped.ts';
import {
  BLACKJACK_FLOATS_NEEDED,
  BLACKJACK_MAX_RETURN,
  type BlackjackState,
  blackjackAct,
  blackjackMoves,
  blackjackPayout,
  blackjackStake,
  blackjackStart,
  blackjackView,
  handTotal,
} from './rules.ts';
import type { BlackjackAction } from './schema.ts';
import { basicStrategy } from './strategy.ts';

const cardFloat = (card: number) => (card + 0.5) / 52;
/** A round from its cards in dealing order (player, dealer up, player, hole, then draws). */
const deal = (cards: number[]) =>
  blackjackStart(Array.from({ length: BLACKJACK_FLOATS_NEEDED }, (_, i) => cardFloat(cards[i] ?? 4)));

const floats = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
  minLength: BLACKJACK_FLOATS_NEEDED,
  maxLength: BLACKJACK_FLOATS_NEEDED,
});
const anyAction: fc.Arbitrary<BlackjackAction> = fc.oneof(
  fc.constantFrom('hit', 'stand', 'double', 'split').map((action) => ({ action }) as BlackjackAction),
  fc.boolean().map((take) => ({ action: 'insurance' as const, take })),
);

describe('blackjack rules', () => {
  it('counts aces as 11 when that stays within 21', () => {
    expect(handTotal([0, 12])).toEqual({ total: 21, soft: true });
    expect(handTotal([0, 0, 8])).toEqual({ total: 21, soft: true });
    expect(handTotal([0, 5, 9])).toEqual({ total: 17, soft: false });
    expect(handTotal([9, 11, 1])).toEqual({ total: 22, soft: false });
  });

  it('any sequence of decisions: legal ones apply, others throw, the round ends within bounds', () => {
    fc.assert(
      fc.property(floats, fc.array(anyAction, { maxLength: 60 }), (f, actions) => {
        let state: BlackjackState = blackjackStart(f);
        for (const action of actions) {
          if (state.status !== 'open') break;
          if (!blackjackMoves(state).includes(action.action)) {
            expect(() => blackjackAct(state, action)).toThrow(IllegalActionError);
            continue;
          }
          const before = blackjackStake(state, 100n);
          state = blackjackAct(state, action);
          const added = blackjackStake(state, 100n) - before;
          const extra = action.action === 'double' || action.action === 'split' ? 100n : 0n;
          const insurance = action.action === 'insurance' && action.take ? 50n : 0n;
          expect(added).toBe(extra + insurance);
          if (state.status === 'open') {
            const view = blackjackView(state);
            expect(view.dealer.cards).toHaveLength(1);
          }
        }
        // Finish with basic strategy: every round ends.
        for (let guard = 0; state.status === 'open'; guard++) {
          expect(guard).toBeLessThan(60);
          state = blackjackAct(state, basicStrategy(state));
        }
        const stake = blackjackStake(state, 100n);
        const payout = blackjackPayout(state, 100n);
        expect(stake).toBeLessThanOrEqual(450n);
        expect(payout).toBeLessThanOrEqual(BigInt(BLACKJACK_MAX_RETURN) * 100n);
        expect(blackjackView(state).dealer.hidden).toBe(false);
        const dealer = handTotal(state.dealer).total;
        const live = state.hands.some((hand) => handTotal(hand.cards).total <= 21);
        const natural = state.hands.length === 1 && state.hands[0]?.cards.length === 2;
        if (live && !natural && state.dealer.length > 2) expect(dealer).toBeGreaterThanOrEqual(17);
        for (const hand of state.hands) expect(hand.result).not.toBeNull();
      }),
    );
  });

  it('blackjack pays 3:2, a push returns the stake, a dealer blackjack takes only the first stake', () => {
    // Player A, K against dealer 9, 7.
    const natural = deal([0, 8, 12, 6]);
    expect(natural.status).toBe('settled');
    expect(blackjackPayout(natural, 100n)).toBe(250n);
    // Both natural (dealer's ten up: peeked at once).
    const push = deal([0, 9, 12, 0]);
    expect(push.hands[0]?.result).toBe('push');
    expect(blackjackPayout(push, 100n)).toBe(100n);
    // Dealer 10 over an ace: the round ends before the player can double.
    const lost = deal([4, 9, 5, 0]);
    expect(lost.status).toBe('settled');
    expect(blackjackStake(lost, 100n)).toBe(100n);
    expect(blackjackPayout(lost, 100n)).toBe(0n);
  });

  it('dealer stands on soft 17 and insurance pays 2:1', () => {
    // Player 10, 8 (18) against dealer 6 with an ace underneath: soft 17, stands; 18 wins.
    const soft = blackjackAct(deal([9, 5, 7, 0]), { action: 'stand' });
    expect(soft.dealer).toHaveLength(2);
    expect(soft.hands[0]?.result).toBe('win');
    // Dealer ace with a queen: insurance taken (50) pays 150, the hand loses.
    const offered = deal([9, 0, 7, 11]);
    expect(blackjackMoves(offered)).toEqual(['insurance']);
    const insured = blackjackAct(offered, { action: 'insurance', take: true });
    expect(insured.status).toBe('settled');
    expect(blackjackStake(insured, 100n)).toBe(150n);
    expect(blackjackPayout(insured, 100n)).toBe(150n);
    // Declined, no dealer blackjack: play goes on.
    const declined = blackjackAct(deal([9, 0, 7, 5]), { action: 'insurance', take: false });
    expect(declined.status).toBe('open');
    expect(blackjackMoves(declined)).toEqual(['hit', 'stand', 'double']);
  });

  it('split aces take one card each; a split 21 is not a blackjack; no second split', () => {
    const aces = blackjackAct(deal([0, 5, 0, 9, 12, 12, 9]), { action: 'split' });
    expect(aces.hands.map((hand) => hand.cards.length)).toEqual([2, 2]);
    expect(aces.status).toBe('settled');
    expect(aces.hands.map((hand) => hand.result)).toEqual(['win', 'win']);
    expect(blackjackPayout(aces, 100n)).toBe(400n);
    const eights = blackjackAct(deal([7, 5, 7, 9, 7, 1]), { action: 'split' });
    expect(blackjackMoves(eights)).not.toContain('split');
    expect(() => blackjackAct(eights, { action: 'split' })).toThrow(IllegalActionError);
  });
});
