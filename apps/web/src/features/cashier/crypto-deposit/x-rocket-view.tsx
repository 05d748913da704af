import { XROCKET_PROVIDER } from '@casino/shared';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';
import { InvoiceDepositForm } from './invoice-deposit-form.tsx';

/** SPEC §2.7 x-rocket: an xRocket Pay invoice in one of the currencies xRocket takes (USDT and TON variants). */
export function XRocketView({ payload }: ViewProps<ViewPayloads['x-rocket']>) {
  return <InvoiceDepositForm provider={XROCKET_PROVIDER} initialCurrency={payload.currency ?? 'TON'} />;
}
