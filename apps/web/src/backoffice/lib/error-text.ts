import { ApiError, NetworkError } from '../../lib/api-client.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A failed operator call in words: `errors.{code}` when the back office knows the code (forbidden,
 * conflict, insufficient_balance, …), a field's validation message when that is what came back, else
 * `errors.generic` with the status; `errors.network` when the server was not reached.
 */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    const field = error.errors[0];
    if (error.detail === 'validation_error' && field)
      return t('errors.validation_field', {
        field: field.field,
        message: t(`validation.${field.message.replace(/^Validation\./, '')}`, {
          ...field.params,
          defaultValue: field.message,
        }),
      });
    return t(`errors.${error.detail}`, {
      ...error.params,
      defaultValue: t('errors.generic', { status: error.status, code: error.detail }),
    });
  }
  if (error instanceof NetworkError) return t('errors.network');
  return t('errors.generic', { status: '—', code: 'client' });
}

/** The server's error reference (`key` of the envelope), for a support ticket. */
export function errorKey(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return typeof error.body.key === 'string' ? error.body.key : undefined;
}

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
