import { formatMajor, parseMajor } from '@casino/shared';
import type { AdminGameView, GameLabel, GamePatch } from './game-types.ts';

/**
 * The edit dialog's checks, the same as the server's (games/catalog-admin.schemas.ts), so an operator
 * sees a mistake beside its field instead of a 400; the server checks again anyway.
 */

/**
 * Every currency the server accepts and its precision (server db/reference-data.ts CURRENCIES; the web app
 * may not import the server, and the operator API lists no currencies). A currency added there is refused
 * here until added too: refused, never converted at the wrong precision.
 */
export const CURRENCY_PRECISION: Readonly<Record<string, number>> = {
  USD: 2,
  EUR: 2,
  RUB: 2,
  UAH: 2,
  KZT: 2,
  UZS: 2,
  PLN: 2,
  IDR: 2,
  BTC: 8,
  ETH: 9,
  LTC: 8,
  TRX: 6,
  USDTTRC20: 6,
  USDTERC20: 6,
  TON: 9,
  USDTTON: 6,
  NOT: 9,
  DOGS: 9,
};
export const CURRENCY_CODES = Object.keys(CURRENCY_PRECISION);

export const LABELS: readonly GameLabel[] = ['Exclusive', 'Early Access'];
export const TITLE_MAX = 120;
export const RATE_MAX = 1_000_000_000;
const COUNTRIES_MAX = 300;
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;
/** The server's minor amount: a positive integer of at most 18 digits. */
const MINOR_AMOUNT = /^[1-9]\d{0,17}$/;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** An assigned ISO 3166-1 alpha-2 code, as the server decides it (ICU names it; ZZ, UK, EU, UN are not). */
export function isIsoCountry(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || ['ZZ', 'UK', 'EU', 'UN'].includes(code)) return false;
  try {
    return regionNames.of(code) !== code;
  } catch {
    return false;
  }
}

/** What is wrong with a field: a key of the `games.problems.*` words, and the code at fault. */
export type Problem = {
  key:
    | 'required'
    | 'invalid_format'
    | 'too_long'
    | 'too_large'
    | 'invalid_amount'
    | 'not_positive'
    | 'min_above_max'
    | 'bad_code'
    | 'duplicate_code'
    | 'too_many_codes';
  code?: string;
};

/** "ru, by  kz" → ['RU', 'BY', 'KZ']: commas or spaces between, case does not matter. */
export const splitCodes = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

function checkCodes(codes: string[], valid: (code: string) => boolean, max: number): Problem | null {
  const bad = codes.find((code) => !valid(code));
  if (bad !== undefined) return { key: 'bad_code', code: bad };
  const seen = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) return { key: 'duplicate_code', code };
    seen.add(code);
  }
  return codes.length > max ? { key: 'too_many_codes' } : null;
}

/** One currency's stake limits as typed, in major units. */
export interface LimitRow {
  currency: string;
  min: string;
  max: string;
}

export interface GameForm {
  title: string;
  category: string;
  label: GameLabel | '';
  rate: string;
  hidden: boolean;
  demoAllowed: boolean;
  countries: string;
  currencies: string;
  limits: LimitRow[];
}

export function formOf(game: AdminGameView): GameForm {
  return {
    title: game.title,
    category: game.category,
    label: game.label ?? '',
    rate: String(game.rate),
    hidden: game.hidden,
    demoAllowed: game.demoAllowed,
    countries: game.blacklists.countries.join(', '),
    currencies: game.blacklists.currencies.join(', '),
    limits: Object.entries(game.betLimits).map(([currency, limit]) => {
      const precision = CURRENCY_PRECISION[currency];
      // An unknown currency shows its minor units as they are (the row cannot be saved until removed).
      const major = (minor: string) =>
        precision === undefined ? minor : formatMajor(BigInt(minor), precision);
      return { currency, min: major(limit.min), max: major(limit.max) };
    }),
  };
}

/** Major units → the server's minor-unit string, exactly (bigint), or the problem with it. */
export function toMinor(amount: string, currency: string): string | Problem {
  const precision = CURRENCY_PRECISION[currency];
  if (precision === undefined) return { key: 'bad_code', code: currency };
  if (amount.trim() === '') return { key: 'required' };
  const minor = parseMajor(amount, precision);
  if (minor === null) return { key: 'invalid_amount', code: String(precision) };
  if (minor <= 0n) return { key: 'not_positive' };
  const text = minor.toString();
  return MINOR_AMOUNT.test(text) ? text : { key: 'too_large' };
}

export type FormProblems = Partial<
  Record<'title' | 'rate' | 'category' | 'countries' | 'currencies', Problem> & {
    limits: Array<{ currency?: Problem; min?: Problem; max?: Problem }>;
  }
>;

const isProblem = (value: string | Problem): value is Problem => typeof value !== 'string';

/** The form's problems (none: `patch` holds the fields that changed), or the PATCH body to send. */
export function checkForm(
  game: AdminGameView,
  form: GameForm,
): { problems: FormProblems; patch: GamePatch | null } {
  const problems: FormProblems = {};
  const title = form.title.trim();
  if (title === '') problems.title = { key: 'required' };
  else if (title.length > TITLE_MAX) problems.title = { key: 'too_long', code: String(TITLE_MAX) };
  else if (!NO_CONTROL_CHARACTERS.test(title)) problems.title = { key: 'invalid_format' };

  const rateText = form.rate.trim();
  const rate = Number(rateText);
  if (rateText === '') problems.rate = { key: 'required' };
  else if (!/^\d+$/.test(rateText)) problems.rate = { key: 'invalid_format' };
  else if (rate > RATE_MAX) problems.rate = { key: 'too_large' };

  if (form.category === '') problems.category = { key: 'required' };

  const countries = splitCodes(form.countries);
  const countryProblem = checkCodes(countries, isIsoCountry, COUNTRIES_MAX);
  if (countryProblem) problems.countries = countryProblem;
  const currencies = splitCodes(form.currencies);
  const currencyProblem = checkCodes(
    currencies,
    (code) => Object.hasOwn(CURRENCY_PRECISION, code),
    CURRENCY_CODES.length,
  );
  if (currencyProblem) problems.currencies = currencyProblem;

  const betLimits: Record<string, { min: string; max: string }> = {};
  const limitProblems = form.limits.map((row) => {
    const rowProblems: { currency?: Problem; min?: Problem; max?: Problem } = {};
    if (row.currency === '') rowProblems.currency = { key: 'required' };
    else if (!Object.hasOwn(CURRENCY_PRECISION, row.currency))
      rowProblems.currency = { key: 'bad_code', code: row.currency };
    else if (form.limits.some((other) => other !== row && other.currency === row.currency))
      rowProblems.currency = { key: 'duplicate_code', code: row.currency };
    const min = toMinor(row.min, row.currency);
    const max = toMinor(row.max, row.currency);
    if (!rowProblems.currency) {
      if (isProblem(min)) rowProblems.min = min;
      if (isProblem(max)) rowProblems.max = max;
      if (!isProblem(min) && !isProblem(max)) {
        if (BigInt(min) > BigInt(max)) rowProblems.min = { key: 'min_above_max' };
        betLimits[row.currency] = { min, max };
      }
    }
    return rowProblems;
  });
  if (limitProblems.some((row) => Object.keys(row).length > 0)) problems.limits = limitProblems;

  if (Object.keys(problems).length > 0) return { problems, patch: null };

  // Only what changed: each field sent is recorded as the operator's, which the import then leaves alone.
  const patch: GamePatch = {};
  if (title !== game.title) patch.title = title;
  if (rate !== game.rate) patch.rate = rate;
  const label = form.label === '' ? null : form.label;
  if (label !== game.label) patch.label = label;
  if (form.category !== game.category) patch.category = form.category;
  if (form.hidden !== game.hidden) patch.hidden = form.hidden;
  if (form.demoAllowed !== game.demoAllowed) patch.demoAllowed = form.demoAllowed;
  if (!sameList(countries, game.blacklists.countries)) patch.blacklistCountries = countries;
  if (!sameList(currencies, game.blacklists.currencies)) patch.blacklistCurrencies = currencies;
  if (!sameLimits(betLimits, game.betLimits)) patch.betLimits = betLimits;
  return { problems, patch };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

function sameLimits(
  a: Record<string, { min: string; max: string }>,
  b: Record<string, { min: string; max: string }>,
): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const other = Object.hasOwn(b, key) ? b[key] : undefined;
    return other !== undefined && a[key]?.min === other.min && a[key]?.max === other.max;
  });
}
