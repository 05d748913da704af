import type { SportsEventUpdate, SportsEventView } from '@casino/shared';

/**
 * An event as the page shows it, after a `broadcast:sportsbook` update: status, score and clock replaced;
 * each market the view holds takes the update's status and odds (a list item holds the main market only,
 * so markets it does not hold are ignored). The same object when the update is for another event.
 */
export function applyUpdate(event: SportsEventView, update: SportsEventUpdate): SportsEventView {
  if (event.id !== update.id) return event;
  const markets = new Map(update.markets.map((market) => [market.id, market]));
  return {
    ...event,
    status: update.status,
    score: update.score,
    clock: update.clock,
    markets: event.markets.map((market) => {
      const next = markets.get(market.id);
      if (!next) return market;
      const odds = new Map(next.outcomes.map((outcome) => [outcome.id, outcome.odds]));
      return {
        ...market,
        status: next.status,
        outcomes: market.outcomes.map((outcome) => {
          const value = odds.get(outcome.id);
          return value === undefined || value === outcome.odds ? outcome : { ...outcome, odds: value };
        }),
      };
    }),
  };
}

/** What an update means for the bet slip: each outcome's odds now, and whether it can be bet on. */
export function slipChanges(update: SportsEventUpdate): Map<string, { odds: string; locked: boolean }> {
  const over = update.status === 'finished' || update.status === 'cancelled';
  const changes = new Map<string, { odds: string; locked: boolean }>();
  for (const market of update.markets)
    for (const outcome of market.outcomes)
      changes.set(outcome.id, { odds: outcome.odds, locked: over || market.status !== 'open' });
  return changes;
}
