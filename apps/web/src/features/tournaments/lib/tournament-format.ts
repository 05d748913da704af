import {
  formatDisplay,
  TOURNAMENT_BONUS_PRIZE_TERMS,
  type TournamentScoring,
  type TournamentView,
} from '@casino/shared';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Currency = TournamentView['prizePool']['currency'];

/**
 * An amount of the tournament's currency in its display format, written the way the page's language
 * writes numbers; a negative one (a net win below zero) with the minus before the currency sign.
 */
export function formatMoney(amount: string, currency: Currency, locale: string): string {
  const trimmed = amount.trim();
  if (trimmed.startsWith('-')) return `−${formatDisplay(trimmed.slice(1), currency.displayFormat, locale)}`;
  return formatDisplay(trimmed, currency.displayFormat, locale);
}

/** A multiplier score ("12.5") as ×12.50 in the page's language. */
export function formatMultiplier(value: string, locale: string): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return `×${value}`;
  return `×${number.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A leaderboard score as its rule counts it: money for wagered and net win, a multiplier otherwise. */
export function formatScore(
  score: string,
  scoring: TournamentScoring,
  currency: Currency,
  locale: string,
): string {
  return scoring === 'multiplier' ? formatMultiplier(score, locale) : formatMoney(score, currency, locale);
}

/** A date and time in the page's language ("12 Mar 2025, 18:00"). */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** Is the minimum stake above zero ("0", "0.00" and an unreadable one mean any stake counts). */
function hasMinStake(minStake: string): boolean {
  const value = Number(minStake);
  return Number.isFinite(value) && value > 0;
}

export interface RuleLine {
  id: string;
  text: string;
}

/**
 * "How it works": the tournament's rules in plain words, from the same fields the server scores by (which
 * bets count, how a score is made, how places are ranked and paid, how to take part, when).
 */
export function ruleLines(tournament: TournamentView, t: Translate, locale: string): RuleLine[] {
  const lines: RuleLine[] = [];
  const push = (id: string, text: string) => lines.push({ id, text });
  const { currency } = tournament.prizePool;
  const min = formatMoney(tournament.minStake, currency, locale);
  const some = tournament.games.length > 0;
  const withMin = hasMinStake(tournament.minStake);

  push(
    'period',
    t('rules.period', {
      start: formatDateTime(tournament.startsAt, locale),
      end: formatDateTime(tournament.endsAt, locale),
    }),
  );
  push('entry', tournament.joinRequired ? t('rules.join') : t('rules.auto'));
  const bets = some ? (withMin ? 'betsGamesMin' : 'betsGames') : withMin ? 'betsAllMin' : 'betsAll';
  push('bets', `${t(`rules.${bets}`, { min })} ${t('rules.currency', { currency: currency.code })}`);
  push('score', `${t(`rules.score.${tournament.scoring}`)} ${t('rules.ranking')}`);
  const places = tournament.prizes.length;
  if (places > 0) push('prizes', t('rules.prizes', { count: places }));
  if (tournament.prizes.some((prize) => prize.kind === 'bonus'))
    push(
      'bonus',
      t('rules.bonusPrizes', {
        wager: TOURNAMENT_BONUS_PRIZE_TERMS.wagerMultiplier,
        count: Math.round(TOURNAMENT_BONUS_PRIZE_TERMS.hours / 24),
      }),
    );
  return lines;
}
