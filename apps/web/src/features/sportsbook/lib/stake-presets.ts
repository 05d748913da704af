/**
 * Stake presets of the bet slip, per account currency in major units: round amounts around each currency's
 * usual stakes (the server's minimum is ten to a hundred times smaller). Unknown currencies use USD's.
 */
const PRESETS: Record<string, readonly string[]> = {
  USD: ['1', '5', '10', '50'],
  EUR: ['1', '5', '10', '50'],
  PLN: ['5', '20', '50', '200'],
  UAH: ['50', '200', '500', '2000'],
  RUB: ['100', '500', '1000', '5000'],
  KZT: ['500', '2000', '5000', '20000'],
  UZS: ['10000', '50000', '100000', '500000'],
  IDR: ['15000', '50000', '150000', '500000'],
  BTC: ['0.0001', '0.0005', '0.001', '0.005'],
  ETH: ['0.001', '0.005', '0.01', '0.05'],
  TON: ['1', '5', '10', '50'],
};

export const stakePresets = (currency: string | undefined): readonly string[] =>
  PRESETS[currency ?? ''] ?? (PRESETS.USD as readonly string[]);
