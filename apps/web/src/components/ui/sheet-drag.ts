/** A phone sheet dragged down past this share of its height closes when let go. */
export const SHEET_CLOSE_SHARE = 0.25;
/** ...or flicked down at least this fast (px per ms) over at least SHEET_FLICK_MIN_PX. */
export const SHEET_FLICK_SPEED = 0.5;
export const SHEET_FLICK_MIN_PX = 40;

/** How far a sheet follows a drag: down only (a drag up does not lift it off the bottom edge). */
export function sheetOffset(startY: number, y: number): number {
  return Math.max(0, y - startY);
}

/** Whether a released drag of `offset` px over `ms` closes a sheet `height` px tall. */
export function sheetDragCloses(offset: number, ms: number, height: number): boolean {
  if (offset <= 0) return false;
  if (offset >= height * SHEET_CLOSE_SHARE) return true;
  return offset >= SHEET_FLICK_MIN_PX && ms > 0 && offset / ms >= SHEET_FLICK_SPEED;
}
