import { PHONE_DEFAULT_COUNTRY_BY_CURRENCY, TON_CURRENCIES } from './constants.ts';

/**
 * Rules of the wallet's deposit tab (SPEC §2.7, §9): currency order, fiat method rows, the crypto deposit
 * bonus and its countdown, the phone input's default country. Pure; the clock is passed in.
 */

/**
 * SPEC §9 "Currency order for Ukrainian: UAH second, RUB last". Other languages keep the given order.
 * Codes are compared case-insensitively; a missing UAH or RUB is simply not moved.
 */
export function orderDepositCurrencies<T>(
  items: readonly T[],
  language: string,
  codeOf: (item: T) => string = (item) => String(item),
): T[] {
  const list = [...items];
  if (!/^uk(?:-|$)/i.test(language)) return list;
  const is = (code: string) => (item: T) => codeOf(item).toUpperCase() === code;
  const uah = list.filter(is('UAH'));
  const rub = list.filter(is('RUB'));
  const others = list.filter((item) => !is('UAH')(item) && !is('RUB')(item));
  return [...others.slice(0, 1), ...uah, ...others.slice(1), ...rub];
}

/** SPEC §2.7: the fiat group shows 4 buttons at tablet size, else 6; an 'other' button expands the rest. */
export const FIAT_BUTTONS_TABLET = 4;
export const FIAT_BUTTONS_DEFAULT = 6;

export function splitFiatMethods<T>(
  methods: readonly T[],
  isTablet: boolean,
  expanded = false,
): { visible: T[]; hidden: T[] } {
  const limit = isTablet ? FIAT_BUTTONS_TABLET : FIAT_BUTTONS_DEFAULT;
  if (expanded || methods.length <= limit) return { visible: [...methods], hidden: [] };
  return { visible: methods.slice(0, limit), hidden: methods.slice(limit) };
}

/**
 * SPEC §9: "deposit bonus percent equals depositBonus times 100". depositBonus is a fraction (0.05 → 5);
 * the percent is rounded to two decimals to hide binary floating-point noise (0.07 × 100 = 7.000000000000001).
 * Null when there is no bonus.
 */
export function depositBonusPercent(depositBonus: number | string | null | undefined): number | null {
  const fraction = typeof depositBonus === 'string' ? Number(depositBonus) : depositBonus;
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction) || fraction <= 0) return null;
  return Math.round(fraction * 100 * 100) / 100;
}

/**
 * SPEC §9: the deposit-bonus countdown runs to the next midnight, local or UTC. Milliseconds from `now`
 * to the next 00:00 (never 0: at midnight exactly the next one is a day away).
 */
export function msUntilNextMidnight(now: Date, zone: 'local' | 'utc' = 'local'): number {
  const next = new Date(now.getTime());
  if (zone === 'utc') {
    next.setUTCHours(24, 0, 0, 0);
  } else {
    next.setHours(24, 0, 0, 0);
  }
  return next.getTime() - now.getTime();
}

/** "HH:MM:SS" for a countdown (hours may exceed 24; negative counts as zero). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/** SPEC §9: the phone input's default country for an account currency (undefined when none is set). */
export function phoneDefaultCountry(currency: string | null | undefined): string | undefined {
  if (!currency) return undefined;
  const code = currency.toUpperCase();
  return Object.hasOwn(PHONE_DEFAULT_COUNTRY_BY_CURRENCY, code)
    ? PHONE_DEFAULT_COUNTRY_BY_CURRENCY[code]
    : undefined;
}

/** International dialling prefixes of the SPEC §9 default countries (the phone input's initial value). */
export const DIAL_CODE_BY_COUNTRY: Readonly<Record<string, string>> = Object.freeze({
  id: '+62',
  ru: '+7',
  kz: '+7',
  ua: '+380',
  uz: '+998',
  pl: '+48',
});

/** SPEC §9 TON family: these currencies are deposited through the TON view. */
export function isTonFamily(code: string): boolean {
  return (TON_CURRENCIES as readonly string[]).includes(code.toUpperCase());
}

/**
 * SPEC §4.2 pay_external_invoice: the provider's page opens in the parent window (when the site itself is
 * framed), a new tab (the messenger mini-app, which cannot frame outside pages), or an embedded frame.
 */
export type ExternalInvoiceTarget = 'parent' | 'new-tab' | 'frame';

export function externalInvoiceTarget(context: { framed: boolean; miniApp: boolean }): ExternalInvoiceTarget {
  if (context.framed) return 'parent';
  if (context.miniApp) return 'new-tab';
  return 'frame';
}
