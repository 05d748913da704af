/**
 * Board geometry in SVG units (1000 wide). Row r has r + 3 pins; the ball sits above the pin it hits, so
 * after `rights` steps to the right in r rows it is at centre + (rights − r / 2) × spacing, and after the
 * last row that is the centre of slot `rights` (slots 0..rows, left to right).
 */
export const BOARD_WIDTH = 1000;
const TOP = 70;

export interface BoardGeometry {
  rows: number;
  spacing: number;
  rowHeight: number;
  pinRadius: number;
  ballRadius: number;
  slotTop: number;
  slotHeight: number;
  height: number;
}

export function boardGeometry(rows: number): BoardGeometry {
  const spacing = BOARD_WIDTH / (rows + 2);
  const rowHeight = spacing * 0.86;
  const pinRadius = Math.max(4, spacing * 0.09);
  const ballRadius = Math.max(9, spacing * 0.2);
  const slotTop = TOP + (rows - 1) * rowHeight + rowHeight * 0.7;
  const slotHeight = Math.min(70, spacing * 0.85);
  return {
    rows,
    spacing,
    rowHeight,
    pinRadius,
    ballRadius,
    slotTop,
    slotHeight,
    height: slotTop + slotHeight + 16,
  };
}

export const pinX = (g: BoardGeometry, row: number, index: number) =>
  BOARD_WIDTH / 2 + (index - (row + 2) / 2) * g.spacing;
export const rowY = (row: number, g: BoardGeometry) => TOP + row * g.rowHeight;
export const slotX = (g: BoardGeometry, slot: number) => BOARD_WIDTH / 2 + (slot - g.rows / 2) * g.spacing;

export interface Point {
  x: number;
  y: number;
}

/** The points the ball touches: above the first pin, on each pin row, then the slot. */
export function ballWaypoints(g: BoardGeometry, path: readonly number[]): Point[] {
  const lift = g.pinRadius + g.ballRadius;
  const points: Point[] = [{ x: BOARD_WIDTH / 2, y: rowY(0, g) - g.rowHeight }];
  let rights = 0;
  for (let row = 0; row < g.rows; row++) {
    points.push({ x: BOARD_WIDTH / 2 + (rights - row / 2) * g.spacing, y: rowY(row, g) - lift });
    rights += path[row] === 1 ? 1 : 0;
  }
  points.push({ x: slotX(g, rights), y: g.slotTop + g.slotHeight / 2 });
  return points;
}

/** Where the ball is `progress` (0–1) of the way: straight-ish across, falling with a small hop per pin. */
export function ballPosition(points: readonly Point[], progress: number): Point {
  const segments = points.length - 1;
  const at = Math.min(segments, Math.max(0, progress * segments));
  const index = Math.min(segments - 1, Math.floor(at));
  const u = at - index;
  const from = points[index] as Point;
  const to = points[index + 1] as Point;
  const hop = index === 0 ? 0 : Math.abs(to.x - from.x) * 0.35;
  return {
    x: from.x + (to.x - from.x) * (1 - (1 - u) ** 2),
    y: from.y + (to.y - from.y) * u * u - hop * Math.sin(Math.PI * u),
  };
}
