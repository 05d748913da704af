import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountPresets } from './presets.ts';

describe('amountPresets', () => {
  it('keeps the presets within bounds and defaults to the third', () => {
    expect(amountPresets([100n, 500n, 1000n, 5000n, 50_000n], 300n, 10_000n)).toEqual({
      presets: [500n, 1000n, 5000n],
      defaultAmount: 5000n,
    });
    expect(amountPresets([100n, 500n, 1000n], 100n, 1000n)).toEqual({
      presets: [100n, 500n, 1000n],
      defaultAmount: 1000n,
    });
  });

  it('defaults to the last when fewer than three fit', () => {
    expect(amountPresets([100n, 500n, 1000n], 200n, 800n)).toEqual({ presets: [500n], defaultAmount: 500n });
    expect(amountPresets([100n, 500n], 0n, 800n).defaultAmount).toBe(500n);
  });

  it('defaults to the midpoint, rounded down, when none fits', () => {
    expect(amountPresets([], 100n, 201n)).toEqual({ presets: [], defaultAmount: 150n });
    expect(amountPresets([5n, 10_000n], 100n, 1000n)).toEqual({ presets: [], defaultAmount: 550n });
    expect(amountPresets([], 500_00n, 1_201_00n, { step: 100n }).defaultAmount).toBe(850_00n);
    expect(amountPresets([], 150n, 180n, { step: 100n }).defaultAmount).toBe(150n);
  });

  it('always shows only in-bound presets and a default within the bounds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { maxLength: 12 }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.constantFrom(1n, 100n, 10_000n),
        (values, a, b, step) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const { presets, defaultAmount } = amountPresets(values, min, max, { step });
          expect(presets).toEqual(values.filter((v) => v >= min && v <= max));
          expect(defaultAmount >= min && defaultAmount <= max).toBe(true);
          if (presets.length >= 3) expect(defaultAmount).toBe(presets[2]);
          else if (presets.length > 0) expect(defaultAmount).toBe(presets.at(-1));
          else {
            expect(defaultAmount * 2n <= min + max).toBe(true);
            expect(defaultAmount === min || defaultAmount % step === 0n).toBe(true);
          }
        },
      ),
    );
  });
});
