import { WALLET_ERROR_CODES, type WalletErrorCode } from '@casino/shared';
import { toast } from 'sonner';
import { i18n } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { protectionErrorParams } from '../../../lib/api-error-text.ts';

/**
 * SPEC §8: a wallet action's failure is shown as one error notification. Known codes read
 * `wallet.server_error.{code}` with the answer's params; anything else reads the fallback title and message
 * (`create_deposit_fail_message` for deposits and fiat withdrawals). The error key and time go with it, so
 * support can find the server log line.
 */
export type ServerErrorFallback = 'default' | 'deposit';

export interface ServerErrorText {
  /** i18n key in the `wallet` namespace (without the namespace). */
  titleKey: string;
  messageKey: string | null;
  params: Record<string, unknown>;
  code: string | null;
  /** The envelope's `key` and `time` (absent for network errors). */
  errorKey: string | null;
  time: string | null;
}

export function isWalletErrorCode(code: string): code is WalletErrorCode {
  return (WALLET_ERROR_CODES as readonly string[]).includes(code);
}

/** The player's own deposit limit or exclusion (issue 20): worded like SPEC §8's codes, beside them. */
const PROTECTION_CODES: readonly string[] = ['deposit_limit_exceeded', 'player_excluded'];

/** Pure: what to show for an error (tested without sonner). */
export function describeServerError(
  error: unknown,
  fallback: ServerErrorFallback = 'default',
): ServerErrorText {
  const apiError = error instanceof ApiError ? error : null;
  const code = apiError?.detail ?? null;
  const errorKey = typeof apiError?.body.key === 'string' ? apiError.body.key : null;
  const time = typeof apiError?.body.time === 'string' ? apiError.body.time : null;
  if (code && (isWalletErrorCode(code) || PROTECTION_CODES.includes(code))) {
    return {
      titleKey: `server_error.${code}`,
      messageKey: null,
      params: apiError?.params ?? {},
      code,
      errorKey,
      time,
    };
  }
  return {
    titleKey: 'server_error.title',
    messageKey: fallback === 'deposit' ? 'server_error.create_deposit_fail_message' : 'server_error.message',
    params: apiError?.params ?? {},
    code,
    errorKey,
    time,
  };
}

function formatTime(time: string, language: string): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return time;
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' }).format(date);
}

/** The toast's second line: the message (if any), then "Error key … · time". */
export function serverErrorDescription(text: ServerErrorText): string {
  const t = i18n.getFixedT(null, 'wallet');
  const lines: string[] = [];
  if (text.messageKey) lines.push(t(text.messageKey, text.params));
  if (text.errorKey || text.time) {
    lines.push(
      t('server_error.reference', {
        key: text.errorKey ?? '—',
        time: text.time ? formatTime(text.time, i18n.language) : '—',
      }),
    );
  }
  return lines.join('\n');
}

/** Shows the SPEC §8 error notification for `error`; returns the toast id. */
export function toastServerError(
  error: unknown,
  options: { fallback?: ServerErrorFallback } = {},
): string | number {
  const text = describeServerError(error, options.fallback);
  const t = i18n.getFixedT(null, 'wallet');
  const params = protectionErrorParams(text.code ?? '', text.params, t, i18n.language, 'server_error.');
  return toast.error(t(text.titleKey, params), {
    description: serverErrorDescription(text) || undefined,
    classNames: { description: 'whitespace-pre-line' },
  });
}
