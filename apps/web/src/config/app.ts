/** SPEC §9: toasts stay 10 s, at most 5 are shown. */
export const TOAST_DURATION_MS = 10_000;
export const TOASTS_VISIBLE = 5;
/** SPEC §9: skeleton of 18 tiles while the game list loads. */
export const GAME_SKELETON_TILES = 18;
