import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../stepped.ts';
import {
  COINFLIP_MAX_FLIPS,
  coinflipAct,
  coinflipMultiplier,
  coinflipResultMultiplier,
  coinflipStart,
  coinflipStreak,
  coinflipView,
} from './rules.ts';
import { COIN_SIDES, coinflipAction } from './schema.ts';

const floats = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
  minLength: COINFLIP_MAX_FLIPS,
  maxLength: COINFLIP_MAX_FLIPS,
});

describe('coin flip rules', () => {
  it('the streak multiplier is 1.98^k floored to 10^-4', () => {
    expect(coinflipMultiplier(0)).toBe(0n);
    expect(coinflipMultiplier(1)).toBe(19_800n);
    expect(coinflipMultiplier(2)).toBe(39_204n);
    for (let k = 1; k <= COINFLIP_MAX_FLIPS; k++) {
      const exact = 1.98 ** k * 10_000;
      expect(Number(coinflipMultiplier(k))).toBeLessThanOrEqual(exact + 1e-6);
      expect(Number(coinflipMultiplier(k))).toBeGreaterThan(exact - 1 - exact * 1e-12);
    }
  });

  it('any play: a right call extends the streak, a wrong one loses all, the view never shows flips ahead', () => {
    fc.assert(
      fc.property(
        floats,
        fc.array(fc.option(fc.constantFrom(...COIN_SIDES)), { maxLength: 25 }),
        (f, calls) => {
          let state = coinflipStart(f);
          for (const call of calls) {
            if (state.status !== 'open') {
              expect(() => coinflipAct(state, { action: 'cashout' })).toThrow(IllegalActionError);
              break;
            }
            const before = coinflipStreak(state);
            if (call === null) {
              if (before === 0) {
                expect(() => coinflipAct(state, { action: 'cashout' })).toThrow(IllegalActionError);
                continue;
              }
              state = coinflipAct(state, { action: 'cashout' });
              expect(coinflipResultMultiplier(state)).toBe(coinflipMultiplier(before));
              continue;
            }
            const landed = (f[state.calls.length] as number) < 0.5 ? 'heads' : 'tails';
            state = coinflipAct(state, { action: 'flip', side: call });
            if (call === landed) expect(coinflipStreak(state)).toBe(before + 1);
            else {
              expect(state.status).toBe('lost');
              expect(coinflipResultMultiplier(state)).toBe(0n);
            }
            const view = coinflipView(state);
            expect(view.results).toHaveLength(state.calls.length);
            expect(view).not.toHaveProperty('sides');
          }
        },
      ),
    );
  });

  it('twenty right calls cash out by themselves', () => {
    let state = coinflipStart(new Array(COINFLIP_MAX_FLIPS).fill(0.75));
    for (let i = 0; i < COINFLIP_MAX_FLIPS; i++)
      state = coinflipAct(state, { action: 'flip', side: 'tails' });
    expect(state.status).toBe('cashed');
    expect(coinflipResultMultiplier(state)).toBe(coinflipMultiplier(COINFLIP_MAX_FLIPS));
  });

  it('the action schema takes a side to flip, or a cash-out, and nothing else', () => {
    expect(coinflipAction.safeParse({ action: 'flip', side: 'heads' }).success).toBe(true);
    expect(coinflipAction.safeParse({ action: 'cashout' }).success).toBe(true);
    for (const bad of [{}, { action: 'flip' }, { action: 'flip', side: 'edge' }, { action: 'cashout', x: 1 }])
      expect(coinflipAction.safeParse(bad).success).toBe(false);
  });
});
