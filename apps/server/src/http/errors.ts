import { randomUUID } from 'node:crypto';
import type { ApiError, ApiErrorCode, FieldError, WalletErrorCode } from '@casino/shared';

type Extra = Partial<Pick<ApiError, 'errors' | 'reason' | 'country' | 'ip' | 'retry_after'>>;

/** A failure the caller can act on: rendered as the error envelope with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: ApiErrorCode | WalletErrorCode,
    readonly params?: Record<string, string | number>,
    readonly extra: Extra = {},
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'not_found');
export const validationFailed = (errors: FieldError[]) =>
  new AppError(400, 'validation_error', undefined, { errors });

export function envelope(
  detail: ApiError['detail'],
  params?: Record<string, string | number>,
  extra: Extra = {},
): ApiError {
  return {
    detail,
    ...(params ? { params } : {}),
    ...extra,
    key: randomUUID(),
    time: new Date().toISOString(),
  };
}
