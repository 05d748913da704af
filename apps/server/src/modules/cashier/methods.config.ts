/**
 * Fiat payment methods (SPEC §3 "Payment method, fiat"). Amounts are major-unit decimal strings in the
 * method's currency; a player sees the methods of their account currency, so a deposit never converts.
 * `flow` says how the money arrives: `details` shows payment details (card, phone) to pay to, and
 * `pay_external_invoice` sends the player to the provider's page.
 */
export type FiatFlow = 'details' | 'pay_external_invoice';

export interface ExternalDetailsFields {
  required: string[];
  optional: string[];
}

export interface FeeLevel {
  from: string;
  fee: string;
}

export interface FiatMethodConfig {
  id: string;
  name: string;
  method: string;
  label: string;
  currency: string;
  priority: number;
  flow: FiatFlow;
  buy: {
    minAmount: string;
    maxAmount: string;
    multiplyOrdersAllowed: boolean;
    externalDetailsFields: ExternalDetailsFields;
  };
  sell: {
    minAmount: string;
    maxAmount: string;
    levels: FeeLevel[];
    externalDetailsFields: ExternalDetailsFields;
    subbanks: Array<{ id: string; name: string; externalDetailsFields: ExternalDetailsFields }>;
  };
}

const none: ExternalDetailsFields = { required: [], optional: [] };
const standardLevels: FeeLevel[] = [
  { from: '0', fee: '0.03' },
  { from: '10000', fee: '0.02' },
  { from: '100000', fee: '0.01' },
];

export const FIAT_METHODS: FiatMethodConfig[] = [
  {
    id: 'rub-p2p',
    name: 'Bank card',
    method: 'p2p',
    label: 'Card to card',
    currency: 'RUB',
    priority: 100,
    flow: 'details',
    buy: { minAmount: '500', maxAmount: '300000', multiplyOrdersAllowed: false, externalDetailsFields: none },
    sell: {
      minAmount: '1000',
      maxAmount: '500000',
      levels: standardLevels,
      externalDetailsFields: { required: ['card'], optional: [] },
      subbanks: [],
    },
  },
  {
    id: 'rub-sbp',
    name: 'SBP',
    method: 'sbp',
    label: 'Faster payments',
    currency: 'RUB',
    priority: 90,
    flow: 'details',
    buy: {
      minAmount: '300',
      maxAmount: '300000',
      multiplyOrdersAllowed: false,
      externalDetailsFields: { required: [], optional: ['phone'] },
    },
    sell: {
      minAmount: '1000',
      maxAmount: '600000',
      levels: standardLevels,
      externalDetailsFields: { required: ['phone'], optional: [] },
      subbanks: [
        { id: 'sber', name: 'Sberbank', externalDetailsFields: { required: ['phone'], optional: [] } },
        { id: 'tinkoff', name: 'T-Bank', externalDetailsFields: { required: ['phone'], optional: [] } },
        { id: 'alfa', name: 'Alfa-Bank', externalDetailsFields: { required: ['phone'], optional: [] } },
      ],
    },
  },
  {
    id: 'rub-mpayment',
    name: 'Mobile payment',
    method: 'mpayment',
    label: 'Mobile operator',
    currency: 'RUB',
    priority: 50,
    flow: 'pay_external_invoice',
    buy: {
      minAmount: '100',
      maxAmount: '15000',
      multiplyOrdersAllowed: true,
      externalDetailsFields: { required: ['phone'], optional: [] },
    },
    sell: {
      minAmount: '1000',
      maxAmount: '15000',
      levels: standardLevels,
      externalDetailsFields: none,
      subbanks: [],
    },
  },
  {
    id: 'rub-account',
    name: 'Bank transfer',
    method: 'account_number',
    label: 'Account number',
    currency: 'RUB',
    priority: 40,
    flow: 'details',
    buy: {
      minAmount: '1000',
      maxAmount: '1000000',
      multiplyOrdersAllowed: true,
      externalDetailsFields: { required: ['full_name'], optional: ['email'] },
    },
    sell: {
      minAmount: '5000',
      maxAmount: '1000000',
      levels: standardLevels,
      externalDetailsFields: { required: ['account_number_online_banking_ph'], optional: [] },
      subbanks: [],
    },
  },
  {
    id: 'uah-p2p',
    name: 'Bank card',
    method: 'p2p',
    label: 'Card to card',
    currency: 'UAH',
    priority: 100,
    flow: 'details',
    buy: { minAmount: '200', maxAmount: '100000', multiplyOrdersAllowed: false, externalDetailsFields: none },
    sell: {
      minAmount: '500',
      maxAmount: '150000',
      levels: standardLevels,
      externalDetailsFields: { required: ['card'], optional: [] },
      subbanks: [],
    },
  },
  {
    id: 'kzt-p2p',
    name: 'Bank card',
    method: 'p2p',
    label: 'Card to card',
    currency: 'KZT',
    priority: 100,
    flow: 'details',
    buy: {
      minAmount: '2000',
      maxAmount: '2000000',
      multiplyOrdersAllowed: false,
      externalDetailsFields: none,
    },
    sell: {
      minAmount: '5000',
      maxAmount: '3000000',
      levels: standardLevels,
      externalDetailsFields: { required: ['card'], optional: [] },
      subbanks: [],
    },
  },
  {
    id: 'pln-blik',
    name: 'BLIK',
    method: 'blik',
    label: 'BLIK code',
    currency: 'PLN',
    priority: 100,
    flow: 'pay_external_invoice',
    buy: {
      minAmount: '20',
      maxAmount: '20000',
      multiplyOrdersAllowed: true,
      externalDetailsFields: { required: [], optional: ['email'] },
    },
    sell: {
      minAmount: '50',
      maxAmount: '20000',
      levels: standardLevels,
      externalDetailsFields: { required: ['phone'], optional: [] },
      subbanks: [],
    },
  },
  {
    id: 'usd-skrill',
    name: 'Skrill',
    method: 'skrill',
    label: 'E-wallet',
    currency: 'USD',
    priority: 90,
    flow: 'pay_external_invoice',
    buy: {
      minAmount: '10',
      maxAmount: '10000',
      multiplyOrdersAllowed: true,
      externalDetailsFields: { required: ['email'], optional: [] },
    },
    sell: {
      minAmount: '20',
      maxAmount: '10000',
      levels: standardLevels,
      externalDetailsFields: { required: ['email'], optional: [] },
      subbanks: [],
    },
  },
  {
    id: 'usd-neteller',
    name: 'Neteller',
    method: 'neteller',
    label: 'E-wallet',
    currency: 'USD',
    priority: 80,
    flow: 'pay_external_invoice',
    buy: {
      minAmount: '10',
      maxAmount: '10000',
      multiplyOrdersAllowed: true,
      externalDetailsFields: { required: ['email'], optional: [] },
    },
    sell: {
      minAmount: '20',
      maxAmount: '10000',
      levels: standardLevels,
      externalDetailsFields: { required: ['email'], optional: [] },
      subbanks: [],
    },
  },
  {
    id: 'usd-game-store',
    name: 'Game store gift card',
    method: 'game_store',
    label: 'Gift card',
    currency: 'USD',
    priority: 20,
    flow: 'details',
    buy: {
      minAmount: '5',
      maxAmount: '500',
      multiplyOrdersAllowed: true,
      externalDetailsFields: { required: [], optional: [] },
    },
    sell: {
      minAmount: '10',
      maxAmount: '500',
      levels: [{ from: '0', fee: '0.05' }],
      externalDetailsFields: { required: ['email'], optional: [] },
      subbanks: [],
    },
  },
  {
    id: 'eur-revolut',
    name: 'Revolut',
    method: 'revolut',
    label: 'Instant transfer',
    currency: 'EUR',
    priority: 90,
    flow: 'pay_external_invoice',
    buy: {
      minAmount: '10',
      maxAmount: '10000',
      multiplyOrdersAllowed: true,
      externalDetailsFields: { required: ['email'], optional: [] },
    },
    sell: {
      minAmount: '20',
      maxAmount: '10000',
      levels: standardLevels,
      externalDetailsFields: { required: ['email', 'full_name_latin'], optional: [] },
      subbanks: [],
    },
  },
  {
    id: 'eur-wise',
    name: 'Wise',
    method: 'wise',
    label: 'Bank transfer',
    currency: 'EUR',
    priority: 80,
    flow: 'pay_external_invoice',
    buy: {
      minAmount: '10',
      maxAmount: '20000',
      multiplyOrdersAllowed: true,
      externalDetailsFields: { required: ['email'], optional: [] },
    },
    sell: {
      minAmount: '20',
      maxAmount: '20000',
      levels: standardLevels,
      externalDetailsFields: { required: ['email', 'full_name_latin'], optional: [] },
      subbanks: [],
    },
  },
];

export function findMethod(id: string): FiatMethodConfig | undefined {
  return FIAT_METHODS.find((m) => m.id === id);
}
