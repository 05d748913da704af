import {
  CRYPTOBOT_PROVIDER,
  DEFAULT_CRYPTOBOT_CURRENCY,
  isTonFamily,
  XROCKET_PROVIDER,
} from '@casino/shared';
import type { WalletView } from '../machine/views.ts';

/** Where a crypto button leads: the TON family to the TON Connect view, the rest to the address view. */
export function cryptoTarget(code: string): { view: WalletView; payload: Record<string, string> } {
  return { view: isTonFamily(code) ? 'crypto-deposit-ton' : 'crypto-deposit', payload: { currency: code } };
}

export interface OtherMethod {
  id: 'cryptobot' | 'xrocket';
  view: WalletView;
  payload: Record<string, string>;
}

/**
 * The 'other' group (SPEC §2.7, §6): the crypto-bot and the rocket wallet, offered in the messenger
 * mini-app when some currency lists that provider in `additionalProviders`.
 */
export function otherMethods(
  currencies: ReadonlyArray<{ code: string; additionalProviders: readonly string[] }>,
  miniApp: boolean,
): OtherMethod[] {
  if (!miniApp) return [];
  const offers = (provider: string) => currencies.filter((c) => c.additionalProviders.includes(provider));
  const result: OtherMethod[] = [];
  const bot = offers(CRYPTOBOT_PROVIDER);
  if (bot.length > 0) {
    const currency = bot.some((c) => c.code === DEFAULT_CRYPTOBOT_CURRENCY)
      ? DEFAULT_CRYPTOBOT_CURRENCY
      : (bot[0]?.code ?? '');
    result.push({ id: 'cryptobot', view: 'crypto-bot-deposit', payload: { currency } });
  }
  const rocket = offers(XROCKET_PROVIDER);
  if (rocket.length > 0)
    result.push({ id: 'xrocket', view: 'x-rocket', payload: { currency: rocket[0]?.code ?? '' } });
  return result;
}
