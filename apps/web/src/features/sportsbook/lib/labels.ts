import type { EventClock, MarketView, OutcomeKey, SportsEventView } from '@casino/shared';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The away side's handicap is the home side's, negated ("-1.5" → "+1.5"). */
function signed(line: string, negate: boolean): string {
  const negative = line.startsWith('-') !== negate && line !== '0';
  const digits = line.replace(/^[-+]/, '');
  return Number(digits) === 0 ? digits : `${negative ? '-' : '+'}${digits}`;
}

/** "Match winner", "Total 2.5", "Handicap", "Map 2 winner". */
export function marketTitle(t: Translate, market: Pick<MarketView, 'type' | 'line' | 'period'>): string {
  if (market.type === 'map_winner') return t('markets.map_winner', { map: market.period ?? 1 });
  if (market.type === 'total' && market.line !== null) return t('markets.total_line', { line: market.line });
  if (market.type === 'handicap' && market.line !== null)
    return t('markets.handicap_line', { line: signed(market.line, false) });
  return t(`markets.${market.type}`);
}

/** An outcome as the player reads it: a team's name, "Draw", "Over 2.5", "Arsenal (-1.5)", "Yes". */
export function outcomeLabel(
  t: Translate,
  event: Pick<SportsEventView, 'home' | 'away'>,
  market: Pick<MarketView, 'type' | 'line'>,
  key: OutcomeKey,
): string {
  switch (key) {
    case 'home':
    case 'away': {
      const team = key === 'home' ? event.home : event.away;
      if (market.type === 'handicap' && market.line !== null)
        return `${team} (${signed(market.line, key === 'away')})`;
      return team;
    }
    case 'over':
    case 'under':
      return t(`outcomes.${key}`, { line: market.line ?? '' }).trim();
    default:
      return t(`outcomes.${key}`);
  }
}

/** "2nd half · 67′", "Set 3", "Map 2": where a live event is. */
export function clockText(t: Translate, clock: EventClock | null): string {
  if (!clock) return t('event.live');
  const period = t('event.period', { period: clock.period });
  return clock.minute === null ? period : `${period} · ${clock.minute}′`;
}

/** The main market of a list item: the match winner (the server sends it first). */
export const mainMarket = (event: SportsEventView): MarketView | undefined =>
  event.markets.find((market) => market.type === 'match_winner') ?? event.markets[0];
