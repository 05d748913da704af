import { normalizeExternalFields } from '@casino/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTranslation } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { createBuyOrder } from '../api/create-buy-order.ts';
import { type FiatOrder, fetchBuyOrder } from '../api/get-buy-order.ts';
import type { FiatMethod } from '../api/get-conditions.ts';
import { fetchNotExpiredOrder } from '../api/get-not-expired-order.ts';
import { useWalletSend } from '../machine/context.tsx';
import { toastServerError } from '../status/server-error.ts';

export interface StartDepositInput {
  amount: string;
  externalFields: Record<string, string>;
}

/** Field errors of a refused create, by form field (`amount`, or the detail field's name). */
export type DepositFieldErrors = Record<string, { message: string; params?: Record<string, unknown> }>;

export function fieldErrorsOf(error: unknown): DepositFieldErrors | null {
  if (!(error instanceof ApiError) || error.errors.length === 0) return null;
  const result: DepositFieldErrors = {};
  for (const fieldError of error.errors) {
    const field = fieldError.field.replace(/^externalFields\./, '');
    result[field] ??= { message: fieldError.message, params: fieldError.params };
  }
  return result;
}

/**
 * SPEC §4.2 start of a fiat deposit: a method without multiple orders first asks for its open order and,
 * if there is one, opens it; otherwise POST /api/v2/wallet/orders/buy (one Idempotency-Key per distinct
 * submission, kept across a reload, so a repeated click, a retry after a lost answer or a reload mid-request
 * gets the same order), then GET the order and let the machine route by its status.
 */
export function useStartDeposit(method: FiatMethod | undefined) {
  const { t } = useTranslation('wallet');
  const send = useWalletSend();
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey('fiat-deposit');

  return useMutation({
    mutationFn: async (input: StartDepositInput): Promise<{ order: FiatOrder; existing: boolean }> => {
      if (!method) throw new Error('no method');
      if (!method.buy.multiplyOrdersAllowed) {
        const existing = await fetchNotExpiredOrder(method.id);
        if (existing) return { order: existing, existing: true };
      }
      const externalFields = normalizeExternalFields(
        Object.fromEntries(Object.entries(input.externalFields).filter(([, value]) => value.trim() !== '')),
      );
      const { id } = await createBuyOrder(
        { amount: input.amount, bankId: method.id, externalFields, callbackUrl: window.location.origin },
        idempotency.keyFor([method.id, input.amount, externalFields]),
      );
      return { order: await fetchBuyOrder(id), existing: false };
    },
    onSuccess: ({ order, existing }) => {
      idempotency.succeeded();
      queryClient.setQueryData(['buyOrder', order.id], order);
      if (existing) toast.info(t('fiat.existing_order'));
      send({ type: 'order', orderId: order.id, status: order.status, bankId: method?.id });
    },
    onError: (error) => {
      idempotency.failed(error);
      if (error instanceof ApiError && error.status === 404 && error.detail === 'not_found') {
        send({ type: 'order-missing' });
        return;
      }
      // Field errors are drawn by the form beside their fields.
      if (fieldErrorsOf(error)) return;
      toastServerError(error, { fallback: 'deposit' });
    },
  });
}
