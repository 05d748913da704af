import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_SEGMENT, rotationFor, segmentColors } from './wheel-geometry.ts';

describe('wheel geometry', () => {
  it('turns forward at least the given turns and stops with the segment centred under the pointer', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.constantFrom(10, 20, 30, 40, 50),
        fc.nat(49),
        (current, segments, raw) => {
          const segment = raw % segments;
          const next = rotationFor(current, segment, segments);
          expect(next - current).toBeGreaterThanOrEqual(4 * 360 - 1e-6);
          expect(next - current).toBeLessThan(5 * 360);
          // Where the segment's middle ends up, clockwise from the top: 0 (mod 360).
          const at = (((((segment + 0.5) * 360) / segments + next) % 360) + 360) % 360;
          expect(Math.min(at, 360 - at)).toBeLessThan(1e-6);
        },
      ),
    );
  });

  it('colours each multiplier once, empty segments slate', () => {
    const colors = segmentColors([0, 1.5, 0, 3, 1.5]);
    expect(colors.get(0)).toBe(EMPTY_SEGMENT);
    expect(colors.get(1.5)).not.toBe(colors.get(3));
    expect(colors.size).toBe(3);
  });
});
