/** Colours of the paying segments, by rank of their multiplier (lowest first); empty segments are slate. */
const PAYING = ['#22c55e', '#eab308', '#a855f7', '#f97316', '#ef4444', '#06b6d4', '#ec4899'];
export const EMPTY_SEGMENT = '#334155';

/** A colour per distinct multiplier of a wheel. */
export function segmentColors(multipliers: readonly number[]): Map<number, string> {
  const paying = [...new Set(multipliers.filter((m) => m > 0))].sort((a, b) => a - b);
  const colors = new Map<number, string>([[0, EMPTY_SEGMENT]]);
  paying.forEach((m, rank) => {
    colors.set(m, PAYING[rank % PAYING.length] as string);
  });
  return colors;
}

/**
 * The wheel's next rotation (degrees, clockwise, ever growing) that brings the middle of `segment` under
 * the pointer at the top after at least `turns` full turns from `current`.
 */
export function rotationFor(current: number, segment: number, segments: number, turns = 4): number {
  const size = 360 / segments;
  const wanted = (((-(segment + 0.5) * size) % 360) + 360) % 360;
  const from = ((current % 360) + 360) % 360;
  const extra = (wanted - from + 360) % 360;
  return current + turns * 360 + extra;
}

/** SVG path of one segment of a ring (centre 0,0), from `start` to `end` degrees clockwise from the top. */
export function segmentPath(start: number, end: number, outer: number, inner: number): string {
  const point = (deg: number, r: number) => {
    const rad = (deg * Math.PI) / 180;
    return `${(r * Math.sin(rad)).toFixed(2)} ${(-r * Math.cos(rad)).toFixed(2)}`;
  };
  const large = end - start > 180 ? 1 : 0;
  return `M${point(start, outer)} A${outer} ${outer} 0 ${large} 1 ${point(end, outer)} L${point(end, inner)} A${inner} ${inner} 0 ${large} 0 ${point(start, inner)} Z`;
}
