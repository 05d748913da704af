/** Route ids the layout looks for among the matched routes. */
export const GAME_ROUTE_ID = 'game';
