/** Below this width (px) the sidebar becomes a drawer and the bottom bar appears (Tailwind's `md`). */
export const MOBILE_MAX_WIDTH = 767;
/** SPEC §9: the scroll-to-top button appears after 350 px. */
export const SCROLL_TOP_THRESHOLD_PX = 350;
/** localStorage key of the sidebar's collapsed state. */
export const SIDEBAR_COLLAPSED_KEY = 'casino.sidebar.collapsed';
/** Below this width the sidebar starts collapsed (the player's own choice, once made, wins). */
export const NARROW_DESKTOP_QUERY = '(max-width: 1279px)';
