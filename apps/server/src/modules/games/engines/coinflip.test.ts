import { coinflipMultiplier } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { coinflipEngine, coinflipStrategyRtp } from './coinflip.ts';

describe('coin flip engine', () => {
  it('returns 0.99^k at most for cashing out after k flips, 99 % for one', () => {
    expect(coinflipStrategyRtp(1)).toBe(0.99);
    for (let k = 1; k <= 20; k++) {
      expect(coinflipStrategyRtp(k)).toBeLessThanOrEqual(0.99 ** k + 1e-12);
      expect(coinflipStrategyRtp(k)).toBeGreaterThan(0.99 ** k - 10_000 / 2 ** k / 10_000);
    }
    expect(coinflipEngine.maxMultiplier({})).toBe(coinflipMultiplier(1));
  });

  it('a round is only as long as its calls: the view hides the flips not made', () => {
    const round = coinflipEngine.start({}, new Array(20).fill(0.25));
    expect(coinflipEngine.view(round)).not.toHaveProperty('sides');
    const lost = coinflipEngine.act(round, { action: 'flip', side: 'tails' });
    expect(coinflipEngine.view(lost)).toMatchObject({ status: 'lost', sides: new Array(20).fill('heads') });
    expect(coinflipEngine.result(lost, 100n)).toEqual({ payout: 0n, multiplier: 0n });
  });
});
