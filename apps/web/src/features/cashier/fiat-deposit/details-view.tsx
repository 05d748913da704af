import { isFiatOrderUnpaid } from '@casino/shared';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCancelBuyOrder } from '../api/cancel-buy-order.ts';
import { type FiatOrder, useBuyOrder } from '../api/get-buy-order.ts';
import { useConditions } from '../api/get-conditions.ts';
import { useWalletSend } from '../machine/context.tsx';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';
import { ViewLoading } from '../modal/view-boundary.tsx';
import { toastServerError } from '../status/server-error.ts';
import { ExternalInvoice } from './external-invoice.tsx';
import { PaidForm } from './paid-form.tsx';
import { PaymentDetails } from './payment-details.tsx';
import { CancelledOrder, UnpaidOrderActions } from './unpaid-order.tsx';

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
 * Under an unpaid order: its status, a "Pay" link while it can be paid, and "Cancel order" (confirmed first);
 * an order the player cancelled here stays on this screen as cancelled.
 */
export function FiatDepositDetailsView({ payload, go }: ViewProps<ViewPayloads['fiat-deposit-details']>) {
  const { t } = useTranslation('wallet');
  const send = useWalletSend();
  const order = useBuyOrder(payload.orderId);
  const bankId = useBankIdOf(order.data);
  const status = order.data?.status;
  const missing = order.error instanceof ApiError && order.error.status === 404;
  const external = Boolean(order.data?.url);
  const cancel = useCancelBuyOrder(payload.orderId);
  // Set before the request: when the order comes back declined, it is the player's cancel, shown here.
  const [cancelRequested, setCancelRequested] = useState(false);
  const cancelled = cancelRequested && status === 'declined';

  const requestCancel = () => {
    setCancelRequested(true);
    cancel.mutate(undefined, {
      onError: (error) => {
        setCancelRequested(false);
        // Already paid, settled or lapsed: read the order again, and its status routes the screen.
        if (error instanceof ApiError && error.status === 409) void order.refetch();
        else toastServerError(error, { fallback: 'deposit' });
      },
    });
  };

  useEffect(() => {
    if (missing) send({ type: 'order-missing' });
  }, [missing, send]);

  useEffect(() => {
    // An unpaid order is shown here; any other status is routed by the machine (SPEC §4.2).
    if (!order.data || !status || isFiatOrderUnpaid(status) || cancelled) return;
    // SPEC §4.2: a paid (or refused) external invoice returns to the history; other orders by status.
    if (external && status !== 'wait_for_confirmation') send({ type: 'external-finished' });
    else send({ type: 'order', orderId: order.data.id, status, bankId });
  }, [order.data, status, external, bankId, send, cancelled]);

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
  if (cancelled) {
    return (
      <CancelledOrder
        order={data}
        onNewDeposit={() => (bankId ? go('fiat-deposit', { bankId }) : send({ type: 'tab', tab: 'deposit' }))}
        onHistory={() => send({ type: 'tab', tab: 'history' })}
      />
    );
  }
  if (!isFiatOrderUnpaid(data.status)) return <ViewLoading />;
  if (payload.step === 'submit') return <PaidForm order={data} onPaid={() => send({ type: 'paid' })} />;
  const actions = <UnpaidOrderActions order={data} cancelling={cancel.isPending} onCancel={requestCancel} />;
  if (data.status === 'pay_external_invoice' && data.url) {
    return (
      <div className="flex flex-col gap-3">
        <ExternalInvoice
          order={data}
          onFinished={() => void order.refetch()}
          onDone={() => send({ type: 'external-finished' })}
        />
        {actions}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <PaymentDetails
        order={data}
        onExpired={() => send({ type: 'details-expired', bankId })}
        onPaid={() => go('fiat-deposit-details', { orderId: data.id, step: 'submit' })}
      />
      {actions}
    </div>
  );
}
