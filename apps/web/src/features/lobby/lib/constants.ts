/** SPEC §9 / issue 4: a game grid shows 30 games a page. */
export const GAMES_PAGE_SIZE = 30;
/** Search input settles this long before a request goes out. */
export const SEARCH_DEBOUNCE_MS = 250;
/** How many recent searches are remembered on this device. */
export const RECENT_SEARCHES_KEPT = 5;
/** How many recently opened games the lobby's "Recently played" row keeps (this device only). */
export const RECENTLY_PLAYED_KEPT = 12;
/** A lobby row starts loading this far before it scrolls into view. */
export const ROW_PRELOAD_MARGIN = '400px 0px';
