import { ApiError, NetworkError } from './api-client.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A failed call in a feature's words: `errors.{code}` of the server's code when the feature knows it,
 * else `errors.generic`; `errors.network` when the server was not reached.
 */
export function apiErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError)
    return t(`errors.${error.detail}`, { ...error.params, defaultValue: t('errors.generic') });
  if (error instanceof NetworkError) return t('errors.network');
  return t('errors.generic');
}

/** The error's reference for support ("key" of the envelope), when the server sent one. */
export function errorReference(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const key = error.body.key;
  return typeof key === 'string' ? key : undefined;
}
