import type { FieldError } from '@casino/shared';
import { toast } from 'sonner';
import { i18n } from '../../../../i18n/index.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import {
  describeServerError,
  isWalletErrorCode,
  serverErrorDescription,
  toastServerError,
} from '../../status/server-error.ts';

/**
 * SPEC §8 for a failed withdrawal: a known wallet code reads `wallet.server_error.{code}` with its params;
 * anything else is 'wallet.withdrawal_crypto.error' for crypto and the create-deposit-fail message for fiat.
 * The error key and time go with it either way.
 */
export function toastWithdrawError(error: unknown, kind: 'crypto' | 'fiat'): void {
  const text = describeServerError(error, 'deposit');
  if ((text.code && isWalletErrorCode(text.code)) || kind === 'fiat') {
    toastServerError(error, { fallback: 'deposit' });
    return;
  }
  toast.error(i18n.t('withdrawal_crypto.error', { ns: 'wallet' }), {
    description: serverErrorDescription({ ...text, messageKey: null }) || undefined,
    classNames: { description: 'whitespace-pre-line' },
  });
}

/** The server's field errors (400 validation_error), with SPEC §5 keys. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  return error.errors.map((e) => ({
    field: e.field,
    message: e.message as FieldError['message'],
    ...(e.params ? { params: e.params as FieldError['params'] } : {}),
  }));
}
