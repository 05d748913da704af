/**
 * The fiat currencies an account can be opened in (SPEC §9 currency list). The account currency is chosen
 * at registration and fixes which bank methods the cashier offers, so the form must offer them all.
 */
export const ACCOUNT_CURRENCIES = ['USD', 'EUR', 'RUB', 'UAH', 'KZT', 'UZS', 'PLN', 'IDR'] as const;
export type AccountCurrency = (typeof ACCOUNT_CURRENCIES)[number];

/** Languages that name one currency on their own. */
const BY_LANGUAGE: Record<string, AccountCurrency> = {
  ru: 'RUB',
  uk: 'UAH',
  kk: 'KZT',
  uz: 'UZS',
  pl: 'PLN',
  id: 'IDR',
};

/** Regions (the part after the dash of a browser language tag) and their currency. */
const BY_REGION: Record<string, AccountCurrency> = {
  US: 'USD',
  RU: 'RUB',
  UA: 'UAH',
  KZ: 'KZT',
  UZ: 'UZS',
  PL: 'PLN',
  ID: 'IDR',
  ...Object.fromEntries(
    [
      'AT',
      'BE',
      'CY',
      'DE',
      'EE',
      'ES',
      'FI',
      'FR',
      'GR',
      'HR',
      'IE',
      'IT',
      'LT',
      'LU',
      'LV',
      'MT',
      'NL',
      'PT',
      'SI',
      'SK',
    ].map((region) => [region, 'EUR' as const]),
  ),
};

function currencyOfTag(tag: string): AccountCurrency | undefined {
  const [language = '', ...rest] = tag.split(/[-_]/);
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase();
  return (region && BY_REGION[region]) || BY_LANGUAGE[language.toLowerCase()];
}

/**
 * The currency a registration form suggests: the site's language when it names one (a player who chose
 * Russian or Ukrainian), else the first browser language that does (de-DE → EUR), else USD.
 */
export function defaultAccountCurrency(
  siteLanguage: string,
  browserLanguages: readonly string[] = [],
): AccountCurrency {
  const site = BY_LANGUAGE[siteLanguage.split(/[-_]/)[0]?.toLowerCase() ?? ''];
  if (site) return site;
  for (const tag of browserLanguages) {
    const found = currencyOfTag(tag);
    if (found) return found;
  }
  return 'USD';
}
