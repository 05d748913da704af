/** Reference data every installation has. Rates are the seeded defaults; a rates adapter may refresh them. */
export const CURRENCIES = [
  // biome-ignore lint/suspicious/noTemplateCurlyInString: SPEC's displayFormat placeholder, not a template.
  { code: 'USD', name: 'US Dollar', precision: 2, isFiat: true, displayFormat: '${amount}', rate: '1' },
  { code: 'EUR', name: 'Euro', precision: 2, isFiat: true, displayFormat: '€{amount}', rate: '1.08' },
  {
    code: 'RUB',
    name: 'Russian Ruble',
    precision: 2,
    isFiat: true,
    displayFormat: '{amount} ₽',
    rate: '0.0108',
  },
  {
    code: 'UAH',
    name: 'Ukrainian Hryvnia',
    precision: 2,
    isFiat: true,
    displayFormat: '{amount} ₴',
    rate: '0.024',
  },
  {
    code: 'KZT',
    name: 'Kazakhstani Tenge',
    precision: 2,
    isFiat: true,
    displayFormat: '{amount} ₸',
    rate: '0.0021',
  },
  {
    code: 'UZS',
    name: 'Uzbekistani Som',
    precision: 2,
    isFiat: true,
    displayFormat: '{amount} сўм',
    rate: '0.000079',
  },
  {
    code: 'PLN',
    name: 'Polish Zloty',
    precision: 2,
    isFiat: true,
    displayFormat: '{amount} zł',
    rate: '0.25',
  },
  {
    code: 'IDR',
    name: 'Indonesian Rupiah',
    precision: 2,
    isFiat: true,
    displayFormat: 'Rp {amount}',
    rate: '0.000063',
  },
  { code: 'BTC', name: 'Bitcoin', precision: 8, isFiat: false, displayFormat: '{amount} BTC', rate: '97000' },
  // Ether at gwei precision (9): wei would overflow a bigint minor unit at ~9.2 ETH.
  { code: 'ETH', name: 'Ethereum', precision: 9, isFiat: false, displayFormat: '{amount} ETH', rate: '3400' },
  { code: 'LTC', name: 'Litecoin', precision: 8, isFiat: false, displayFormat: '{amount} LTC', rate: '95' },
  { code: 'TRX', name: 'Tron', precision: 6, isFiat: false, displayFormat: '{amount} TRX', rate: '0.24' },
  {
    code: 'USDTTRC20',
    name: 'Tether (TRC20)',
    precision: 6,
    isFiat: false,
    displayFormat: '{amount} USDT',
    rate: '1',
  },
  {
    code: 'USDTERC20',
    name: 'Tether (ERC20)',
    precision: 6,
    isFiat: false,
    displayFormat: '{amount} USDT',
    rate: '1',
  },
  { code: 'TON', name: 'Toncoin', precision: 9, isFiat: false, displayFormat: '{amount} TON', rate: '5.4' },
  {
    code: 'USDTTON',
    name: 'Tether (TON)',
    precision: 6,
    isFiat: false,
    displayFormat: '{amount} USDT',
    rate: '1',
  },
  {
    code: 'NOT',
    name: 'Notcoin',
    precision: 9,
    isFiat: false,
    displayFormat: '{amount} NOT',
    rate: '0.0068',
  },
  {
    code: 'DOGS',
    name: 'Dogs',
    precision: 9,
    isFiat: false,
    displayFormat: '{amount} DOGS',
    rate: '0.00045',
  },
] as const;

export const LANGUAGES = [
  { code: 'en', title: 'English', icon: '/icons/flags/en.svg' },
  { code: 'ru', title: 'Русский', icon: '/icons/flags/ru.svg' },
  { code: 'uk', title: 'Українська', icon: '/icons/flags/uk.svg' },
] as const;

export const SUPPORTED_LANGUAGE_CODES: readonly string[] = LANGUAGES.map((l) => l.code);
export const SUPPORTED_CURRENCY_CODES: readonly string[] = CURRENCIES.map((c) => c.code);
export const FIAT_CURRENCY_CODES: readonly string[] = CURRENCIES.filter((c) => c.isFiat).map((c) => c.code);
