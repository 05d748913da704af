import { randomUUID } from 'node:crypto';
import type { ApiError, ApiErrorCode, FieldError, WalletErrorCode } from '@casino/shared';

type Extra = Partial<Pick<ApiError, 'errors' | 'reason' | 'country' | 'ip' | 'retry_after'>>;

export type Detail = ApiErrorCode | WalletErrorCode;
export type Envelope = Omit<ApiError, 'detail'> & { detail: Detail };

/** A failure the caller can act on: rendered as the error envelope with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: Detail,
    readonly params?: Record<string, string | number>,
    readonly extra: Extra = {},
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'not_found');
/** The database cannot take the request now (no free connection, a statement or lock timed out). */
export const serviceUnavailable = (retryAfterSeconds = 5) =>
  new AppError(503, 'service_unavailable', undefined, { retry_after: retryAfterSeconds });
export const validationFailed = (errors: FieldError[]) =>
  new AppError(400, 'validation_error', undefined, { errors });

export function envelope(
  detail: Detail,
  params?: Record<string, string | number>,
  extra: Extra = {},
): Envelope {
  return {
    detail,
    ...(params ? { params } : {}),
    ...extra,
    key: randomUUID(),
    time: new Date().toISOString(),
  };
}
