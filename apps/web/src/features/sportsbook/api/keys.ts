/** Every sportsbook query starts with this key, so one prefix reaches them all (realtime patches, resets). */
export const SPORTSBOOK_KEY = 'sportsbook';

export const sportsbookKeys = {
  sports: [SPORTSBOOK_KEY, 'sports'] as const,
  events: (filter: EventsFilter) => [SPORTSBOOK_KEY, 'events', filter] as const,
  event: (id: string) => [SPORTSBOOK_KEY, 'event', id] as const,
  favorites: [SPORTSBOOK_KEY, 'favorites'] as const,
  bets: (status: 'open' | 'settled') => [SPORTSBOOK_KEY, 'bets', status] as const,
};

export interface EventsFilter {
  sport?: string;
  league?: string;
  live?: boolean;
}
