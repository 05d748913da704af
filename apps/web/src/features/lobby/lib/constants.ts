/** SPEC §9 / issue 4: a game grid shows 30 games a page. */
export const GAMES_PAGE_SIZE = 30;
/** Search input settles this long before a request goes out. */
export const SEARCH_DEBOUNCE_MS = 250;
/** How many recent searches are remembered on this device. */
export const RECENT_SEARCHES_KEPT = 5;
