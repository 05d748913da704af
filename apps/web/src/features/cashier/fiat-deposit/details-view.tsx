import { isFiatOrderUnpaid } from '@casino/shared';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { type FiatOrder, useBuyOrder } from '../api/get-buy-order.ts';
import { useConditions } from '../api/get-conditions.ts';
import { useWalletSend } from '../machine/context.tsx';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';
import { ViewLoading } from '../modal/view-boundary.tsx';
import { ExternalInvoice } from './external-invoice.tsx';
import { PaidForm } from './paid-form.tsx';
import { PaymentDetails } from './payment-details.tsx';

/** The fiat method id of an order (for retry after expiry), found by its method and currency. */
function useBankIdOf(order: FiatOrder | undefined): string | undefined {
  const conditions = useConditions();
  return useMemo(
    () =>
      order
        ? conditions.data?.find((m) => m.method === order.bankMethod && m.currency === order.currencyFrom)?.id
        : undefined,
    [conditions.data, order],
  );
}

/**
 * SPEC §2.7 fiat-deposit-details (order id in the URL): the non-submit step (payment details, copy, countdown,
 * 'I paid') and the submit step (name and receipt); an external invoice opens the provider's page instead.
 */
export function FiatDepositDetailsView({ payload, go }: ViewProps<ViewPayloads['fiat-deposit-details']>) {
  const { t } = useTranslation('wallet');
  const send = useWalletSend();
  const order = useBuyOrder(payload.orderId);
  const bankId = useBankIdOf(order.data);
  const status = order.data?.status;
  const missing = order.error instanceof ApiError && order.error.status === 404;
  const external = Boolean(order.data?.url);

  useEffect(() => {
    if (missing) send({ type: 'order-missing' });
  }, [missing, send]);

  useEffect(() => {
    // An unpaid order is shown here; any other status is routed by the machine (SPEC §4.2).
    if (!order.data || !status || isFiatOrderUnpaid(status)) return;
    // SPEC §4.2: a paid (or refused) external invoice returns to the history; other orders by status.
    if (external && status !== 'wait_for_confirmation') send({ type: 'external-finished' });
    else send({ type: 'order', orderId: order.data.id, status, bankId });
  }, [order.data, status, external, bankId, send]);

  if (order.isPending || missing) return <ViewLoading />;
  if (order.isError) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center" role="alert">
        <p className="text-sm text-muted">{t('common.load_failed')}</p>
        <Button onClick={() => void order.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  }
  const data = order.data;
  if (!isFiatOrderUnpaid(data.status)) return <ViewLoading />;
  if (data.status === 'pay_external_invoice' && data.url) {
    return (
      <ExternalInvoice
        order={data}
        onFinished={() => void order.refetch()}
        onDone={() => send({ type: 'external-finished' })}
      />
    );
  }
  if (payload.step === 'submit') return <PaidForm order={data} onPaid={() => send({ type: 'paid' })} />;
  return (
    <PaymentDetails
      order={data}
      onExpired={() => send({ type: 'details-expired', bankId })}
      onPaid={() => go('fiat-deposit-details', { orderId: data.id, step: 'submit' })}
    />
  );
}
