import { AppError, serviceUnavailable } from './errors.ts';

/**
 * SQLSTATEs that mean the input was bad, not the server: text PostgreSQL cannot store (NUL, invalid
 * UTF-8), a value that does not parse or fit its column. Route schemas should refuse these first; this is
 * the backstop so one that slips through is a 400, not a 500.
 */
const BAD_INPUT = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22021', // character_not_in_repertoire (NUL, invalid byte sequence)
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character (unsupported Unicode escape sequence)
]);

/** SQLSTATEs of a wait the pool's timeouts cut short: busy, try again shortly. */
const BUSY = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
]);

/** pg-pool's own error when no connection frees up within connectionTimeoutMillis (it carries no code). */
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';

/** Seconds a client should wait before retrying after a busy answer. */
export const BUSY_RETRY_AFTER = 2;

/**
 * The AppError a database failure stands for, or null when it is a real fault. Drizzle wraps the driver's
 * error (DrizzleQueryError), so the cause chain is searched.
 */
export function fromDatabaseError(error: unknown): AppError | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') break;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && BAD_INPUT.has(code)) return new AppError(400, 'validation_error');
    if (typeof code === 'string' && BUSY.has(code)) return serviceUnavailable(BUSY_RETRY_AFTER);
    if (message === POOL_TIMEOUT) return serviceUnavailable(BUSY_RETRY_AFTER);
    current = cause;
  }
  return null;
}
