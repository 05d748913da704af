import { ApiError, type FieldError, NetworkError } from '../../lib/api-client.ts';

/**
 * The operator API (/api/admin/v1) with the operator's own session token. Kept apart from the player's
 * client (lib/api-client): another token under another key, and none of the player overlays (ban, region,
 * connection problem) listen to these calls. Errors are the same ApiError / NetworkError classes.
 */
export const ADMIN_PREFIX = '/api/admin/v1';

const TOKEN_KEY = 'backoffice.token';

type TokenListener = (token: string | null) => void;
const tokenListeners = new Set<TokenListener>();

/**
 * localStorage rather than sessionStorage: a cashier opens players in new tabs, and each tab would
 * otherwise ask for the password and a fresh code. The server ends the session after 12 hours anyway.
 */
export function getOperatorToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setOperatorToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Without storage the session lasts for this page only.
  }
  for (const listener of tokenListeners) listener(token);
}

export function onOperatorTokenChange(listener: TokenListener): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

/** Every refused call: the session gate listens for 401 (signed out) and 403 two_factor_setup_required. */
type ErrorListener = (error: ApiError) => void;
const errorListeners = new Set<ErrorListener>();

export function onAdminError(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

export interface AdminRequest {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** One per operator action on money (a double click or a retry of the same action sends the same key). */
  idempotencyKey?: string;
}

export function adminUrl(path: string, query?: AdminRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return `${ADMIN_PREFIX}${path}${text ? `?${text}` : ''}`;
}

async function send(method: string, path: string, options: AdminRequest, accept: string): Promise<Response> {
  const headers: Record<string, string> = { accept };
  const token = getOperatorToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(adminUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError();
  }
  if (!response.ok) throw await errorOf(response, token);
  return response;
}

async function errorOf(response: Response, token: string | null): Promise<ApiError> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  const envelope = (json ?? {}) as { detail?: unknown; params?: unknown; errors?: unknown };
  const detail = typeof envelope.detail === 'string' ? envelope.detail : 'internal_error';
  const error = new ApiError(
    response.status,
    detail,
    (envelope.params as Record<string, unknown>) ?? {},
    Array.isArray(envelope.errors) ? (envelope.errors as FieldError[]) : [],
    json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {},
  );
  // An ended or expired session: forget it, so the gate shows the sign-in again.
  if (response.status === 401 && token && detail === 'unauthorized') setOperatorToken(null);
  for (const listener of errorListeners) listener(error);
  return error;
}

async function json<T>(method: string, path: string, options: AdminRequest = {}): Promise<T> {
  const response = await send(method, path, options, 'application/json');
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const admin = {
  get: <T>(path: string, options?: AdminRequest) => json<T>('GET', path, options),
  post: <T>(path: string, options?: AdminRequest) => json<T>('POST', path, { body: {}, ...options }),
  patch: <T>(path: string, options?: AdminRequest) => json<T>('PATCH', path, options),
  /** A file answer (a receipt image, a CSV export) with its type. */
  blob: async (path: string, options?: AdminRequest): Promise<Blob> =>
    (await send('GET', path, options ?? {}, '*/*')).blob(),
};
