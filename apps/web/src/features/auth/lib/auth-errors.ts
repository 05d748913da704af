import { ApiError, NetworkError } from '../../../lib/api-client.ts';

export type AuthField = 'email' | 'password';

/** An i18n key with its namespace (`common:Validation.required`, `auth:error.email_taken`) and params. */
export interface AuthMessage {
  key: string;
  params?: Record<string, unknown>;
}

export interface AuthErrors {
  fields: Partial<Record<AuthField, AuthMessage>>;
  form?: AuthMessage;
}

/** Validation messages are SPEC §5 keys (`Validation.required`) kept in the common namespace. */
export function messageKey(message: string): string {
  return message.startsWith('Validation.') ? `common:${message}` : message;
}

const FORM_ERRORS = new Set([
  'invalid_credentials',
  'too_many_requests',
  'banned',
  'region_restricted',
  'two_factor_required',
  'two_factor_invalid',
]);

/**
 * Where a failed sign-in or registration is shown: on the field it is about (the server's field errors,
 * a taken e-mail) or above the submit button (wrong credentials, rate limit, ban, region, no connection).
 */
export function authErrorsOf(error: unknown): AuthErrors {
  if (error instanceof NetworkError) return { fields: {}, form: { key: 'auth:error.network' } };
  if (!(error instanceof ApiError)) return { fields: {}, form: { key: 'auth:error.generic' } };
  if (error.detail === 'email_taken') return { fields: { email: { key: 'auth:error.email_taken' } } };
  if (error.detail === 'too_many_requests') {
    const seconds = Number(error.params.retry_after);
    return {
      fields: {},
      form:
        Number.isFinite(seconds) && seconds > 0
          ? { key: 'auth:error.too_many_requests_in', params: { seconds: Math.ceil(seconds) } }
          : { key: 'auth:error.too_many_requests' },
    };
  }
  if (FORM_ERRORS.has(error.detail)) return { fields: {}, form: { key: `auth:error.${error.detail}` } };
  const fields: AuthErrors['fields'] = {};
  for (const fieldError of error.errors) {
    if (fieldError.field === 'email' || fieldError.field === 'password') {
      fields[fieldError.field] ??= { key: messageKey(fieldError.message), params: fieldError.params };
    }
  }
  return Object.keys(fields).length ? { fields } : { fields: {}, form: { key: 'auth:error.generic' } };
}
