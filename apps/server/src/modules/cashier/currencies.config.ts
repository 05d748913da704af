/**
 * Cashier settings per currency (SPEC §3 "Payment method / currency, crypto"). Amounts are major-unit
 * decimal strings; address patterns are the networks' real formats.
 */
export interface CashierCurrencyConfig {
  code: string;
  network: string | null;
  withdrawAllowed: boolean;
  minWithdrawAmount: string;
  /** Network fee of one withdrawal, charged on top of the amount, in major units of this currency. */
  withdrawFee: string;
  minDepositAmount: string;
  /** Confirmations a chain payment needs before it is credited (reorg safety per network). */
  confirmations: number;
  addressFormat: string | null;
  valuePresets: string[];
  additionalProviders: string[];
  /** Fraction added as a deposit bonus ("0.05" = +5%). */
  depositBonus: string;
}

const BTC_ADDRESS = '^(bc1[a-z0-9]{25,87}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$';
const ETH_ADDRESS = '^0x[a-fA-F0-9]{40}$';
const TRON_ADDRESS = '^T[1-9A-HJ-NP-Za-km-z]{33}$';
const TON_ADDRESS = '^(EQ|UQ|kQ|0Q)[A-Za-z0-9_-]{46}$';
const LTC_ADDRESS = '^(ltc1[a-z0-9]{25,87}|[LM3][a-km-zA-HJ-NP-Z1-9]{26,33})$';

export const CRYPTO_CURRENCIES: CashierCurrencyConfig[] = [
  {
    code: 'BTC',
    network: 'BTC',
    withdrawAllowed: true,
    minWithdrawAmount: '0.0005',
    withdrawFee: '0.0001',
    minDepositAmount: '0.0001',
    confirmations: 2,
    addressFormat: BTC_ADDRESS,
    valuePresets: ['0.001', '0.005', '0.01', '0.05'],
    additionalProviders: ['cryptobot'],
    depositBonus: '0.05',
  },
  {
    code: 'ETH',
    network: 'ERC20',
    withdrawAllowed: true,
    minWithdrawAmount: '0.005',
    withdrawFee: '0.002',
    minDepositAmount: '0.002',
    confirmations: 12,
    addressFormat: ETH_ADDRESS,
    valuePresets: ['0.01', '0.05', '0.1', '0.5'],
    additionalProviders: ['cryptobot'],
    depositBonus: '0.05',
  },
  {
    code: 'LTC',
    network: 'LTC',
    withdrawAllowed: true,
    minWithdrawAmount: '0.05',
    withdrawFee: '0.001',
    minDepositAmount: '0.02',
    confirmations: 6,
    addressFormat: LTC_ADDRESS,
    valuePresets: ['0.1', '0.5', '1', '5'],
    additionalProviders: ['cryptobot'],
    depositBonus: '0.05',
  },
  {
    code: 'TRX',
    network: 'TRC20',
    withdrawAllowed: true,
    minWithdrawAmount: '20',
    withdrawFee: '1',
    minDepositAmount: '10',
    confirmations: 20,
    addressFormat: TRON_ADDRESS,
    valuePresets: ['50', '100', '500', '1000'],
    additionalProviders: ['cryptobot'],
    depositBonus: '0.05',
  },
  {
    code: 'USDTTRC20',
    network: 'TRC20',
    withdrawAllowed: true,
    minWithdrawAmount: '10',
    withdrawFee: '1',
    minDepositAmount: '5',
    confirmations: 20,
    addressFormat: TRON_ADDRESS,
    valuePresets: ['10', '25', '50', '100'],
    additionalProviders: ['cryptobot', 'xrocket'],
    depositBonus: '0.1',
  },
  {
    code: 'USDTERC20',
    network: 'ERC20',
    withdrawAllowed: true,
    minWithdrawAmount: '20',
    withdrawFee: '5',
    minDepositAmount: '10',
    confirmations: 12,
    addressFormat: ETH_ADDRESS,
    valuePresets: ['20', '50', '100', '250'],
    additionalProviders: [],
    depositBonus: '0.1',
  },
  {
    code: 'TON',
    network: 'TON',
    withdrawAllowed: true,
    minWithdrawAmount: '2',
    withdrawFee: '0.05',
    minDepositAmount: '1',
    confirmations: 1,
    addressFormat: TON_ADDRESS,
    valuePresets: ['5', '10', '25', '50'],
    additionalProviders: ['cryptobot', 'xrocket'],
    depositBonus: '0.1',
  },
  {
    code: 'USDTTON',
    network: 'TON',
    withdrawAllowed: true,
    minWithdrawAmount: '10',
    withdrawFee: '0.2',
    minDepositAmount: '5',
    confirmations: 1,
    addressFormat: TON_ADDRESS,
    valuePresets: ['10', '25', '50', '100'],
    additionalProviders: ['xrocket'],
    depositBonus: '0.1',
  },
  {
    code: 'NOT',
    network: 'TON',
    withdrawAllowed: true,
    minWithdrawAmount: '2000',
    withdrawFee: '50',
    minDepositAmount: '1000',
    confirmations: 1,
    addressFormat: TON_ADDRESS,
    valuePresets: ['2000', '5000', '10000', '50000'],
    additionalProviders: ['xrocket'],
    depositBonus: '0',
  },
  {
    code: 'DOGS',
    network: 'TON',
    withdrawAllowed: false,
    minWithdrawAmount: '50000',
    withdrawFee: '500',
    minDepositAmount: '20000',
    confirmations: 1,
    addressFormat: TON_ADDRESS,
    valuePresets: ['20000', '50000', '100000'],
    additionalProviders: ['xrocket'],
    depositBonus: '0',
  },
];
