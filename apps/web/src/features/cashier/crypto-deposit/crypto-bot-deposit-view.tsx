import { CRYPTOBOT_PROVIDER, DEFAULT_CRYPTOBOT_CURRENCY } from '@casino/shared';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';
import { InvoiceDepositForm } from './invoice-deposit-form.tsx';

/** SPEC §2.7 crypto-bot-deposit: a Crypto Pay invoice (default currency USDTTRC20, SPEC §9). */
export function CryptoBotDepositView({ payload }: ViewProps<ViewPayloads['crypto-bot-deposit']>) {
  return (
    <InvoiceDepositForm
      provider={CRYPTOBOT_PROVIDER}
      initialCurrency={payload.currency ?? DEFAULT_CRYPTOBOT_CURRENCY}
    />
  );
}
