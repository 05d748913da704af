import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playingCard } from '../fairness/outcomes.ts';
import { CARD_RANKS, cardRank, IllegalActionError } from '../stepped.ts';
import {
  HILO_FLOATS_NEEDED,
  HILO_MAX_SKIPS,
  hiloAct,
  hiloCompound,
  hiloGuessMultiplier,
  hiloResultMultiplier,
  hiloStart,
  hiloView,
  hiloWinningRanks,
  hiloWins,
} from './rules.ts';
import { HILO_GUESSES, type HiloAction } from './schema.ts';

const floats = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
  minLength: HILO_FLOATS_NEEDED,
  maxLength: HILO_FLOATS_NEEDED,
});
const action: fc.Arbitrary<HiloAction> = fc.oneof(
  fc.constantFrom(...HILO_GUESSES).map((guess) => ({ action: 'guess' as const, guess })),
  fc.constant({ action: 'skip' as const }),
  fc.constant({ action: 'cashout' as const }),
);

describe('hi-lo rules', () => {
  it('every guess wins on the ranks it counts, never on all 13, and pays at most 0.99 / chance', () => {
    for (let rank = 0; rank < CARD_RANKS; rank++) {
      for (const guess of HILO_GUESSES) {
        const wins = Array.from({ length: CARD_RANKS }, (_, next) => hiloWins(rank, guess, next));
        const count = hiloWinningRanks(rank, guess);
        expect(wins.filter(Boolean)).toHaveLength(count);
        expect(count).toBeLessThan(CARD_RANKS);
        const multiplier = Number(hiloGuessMultiplier(rank, guess));
        expect((multiplier * count) / CARD_RANKS).toBeLessThanOrEqual(9_900);
        expect((multiplier * count) / CARD_RANKS).toBeGreaterThan(9_899);
      }
    }
    // An ace: "higher" is strictly higher (12 ranks); a king: "lower" strictly lower.
    expect(hiloWinningRanks(0, 'higher')).toBe(12);
    expect(hiloWinningRanks(12, 'lower')).toBe(12);
    expect(hiloWinningRanks(6, 'higher')).toBe(7);
  });

  it('any play follows the deck, compounds only right guesses and limits skips', () => {
    fc.assert(
      fc.property(floats, fc.array(action, { maxLength: 40 }), (f, actions) => {
        let state = hiloStart(f);
        expect(state.history[0]?.card).toBe(playingCard(f[0] as number));
        for (const next of actions) {
          if (state.status !== 'open') {
            expect(() => hiloAct(state, next)).toThrow(IllegalActionError);
            break;
          }
          const before = state;
          const illegal =
            (next.action === 'cashout' && before.guesses === 0) ||
            (next.action === 'skip' && before.skips >= HILO_MAX_SKIPS);
          if (illegal) {
            expect(() => hiloAct(before, next)).toThrow(IllegalActionError);
            continue;
          }
          state = hiloAct(before, next);
          expect(state.step).toBe(before.step + 1);
          if (next.action === 'guess') {
            const shown = state.history[state.history.length - 1];
            expect(shown?.card).toBe(playingCard(f[state.history.length - 1] as number));
            const rank = cardRank((before.history[before.history.length - 1]?.card ?? 0) as number);
            if (shown?.win) {
              expect(BigInt(state.multiplier)).toBe(
                hiloCompound(BigInt(before.multiplier), hiloGuessMultiplier(rank, next.guess)),
              );
            } else {
              expect(state.status).toBe('lost');
              expect(hiloResultMultiplier(state)).toBe(0n);
            }
          }
          if (state.status === 'cashed') expect(hiloResultMultiplier(state)).toBe(BigInt(state.multiplier));
          expect(JSON.stringify(hiloView(state))).not.toContain('"cards"');
        }
      }),
    );
  });
});
