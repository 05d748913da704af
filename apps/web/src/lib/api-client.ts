import { getToken, setToken } from './session.ts';

export interface FieldError {
  field: string;
  message: string;
  params?: Record<string, unknown>;
}

/** The server's error envelope: `detail` is the code (SPEC §8), `errors` the field errors (SPEC §5 keys). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly params: Record<string, unknown> = {},
    readonly errors: FieldError[] = [],
    /** The whole envelope, for fields beside `detail` (401 banned `reason`, 451 `country` and `ip`). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

/** Thrown when the server cannot be reached at all (the connection-problem state). */
export class NetworkError extends Error {
  constructor(message = 'network_error') {
    super(message);
    this.name = 'NetworkError';
  }
}

/**
 * Thrown when no answer came within the call's `timeoutMs`: the request may or may not have reached the
 * server. A NetworkError to callers that only ask "did it get through?"; the overlays are not told (the
 * server may be up, only slow).
 */
export class TimeoutError extends NetworkError {
  constructor() {
    super('timeout');
    this.name = 'TimeoutError';
  }
}

/**
 * Every failed call (after the error is built, before the caller sees it) and every answer that arrived:
 * the overlays (ban, region, connection problem) watch the whole app through these, without each caller
 * having to pass its errors on.
 */
type ApiErrorListener = (error: ApiError | NetworkError) => void;
type ApiResponseListener = (response: { status: number; path: string }) => void;
const errorListeners = new Set<ApiErrorListener>();
const responseListeners = new Set<ApiResponseListener>();

export function onApiError(listener: ApiErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/** Called for every answer from the server, success or not: the server is reachable. */
export function onApiResponse(listener: ApiResponseListener): () => void {
  responseListeners.add(listener);
  return () => responseListeners.delete(listener);
}

function notify<T>(listeners: Set<(value: T) => void>, value: T): void {
  for (const listener of listeners) {
    try {
      listener(value);
    } catch {
      // A listener's bug must not change what the caller of the API sees.
    }
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header on writes that move money. */
  idempotencyKey?: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** Gives up (TimeoutError) when the whole answer has not arrived within this many milliseconds. */
  timeoutMs?: number;
  /** Extra request headers (a withdrawal's `x-two-factor-code`); they cannot replace the ones set here. */
  headers?: Record<string, string>;
}

/** The caller's signal, plus an abort at `timeoutMs` (a plain timer, so tests can run it on fake time). */
function withTimeout(options: RequestOptions) {
  const { signal, timeoutMs } = options;
  if (timeoutMs === undefined) return { signal, timedOut: () => false, done: () => {} };
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, timeoutMs);
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const deadline = withTimeout(options);
  let response: Response;
  let text: string;
  try {
    try {
      response = await fetch(withQuery(path, options.query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: deadline.signal,
      });
    } catch (error) {
      if (deadline.timedOut()) throw new TimeoutError();
      if (options.signal?.aborted) throw error;
      const networkError = new NetworkError();
      notify(errorListeners, networkError);
      throw networkError;
    }
    notify(responseListeners, { status: response.status, path });
    try {
      text = await response.text();
    } catch (error) {
      // The answer broke off (or ran past the deadline) after its status line.
      if (deadline.timedOut()) throw new TimeoutError();
      if (options.signal?.aborted) throw error;
      throw new NetworkError();
    }
  } finally {
    deadline.done();
  }
  const json: unknown = text ? safeParse(text) : undefined;
  if (!response.ok) {
    const envelope = (json ?? {}) as { detail?: unknown; params?: unknown; errors?: unknown };
    const detail = typeof envelope.detail === 'string' ? envelope.detail : 'internal_error';
    // A revoked or expired session: forget the token so the app shows the guest state.
    if (response.status === 401 && token && detail === 'unauthorized') setToken(null);
    const apiError = new ApiError(
      response.status,
      detail,
      (envelope.params as Record<string, unknown>) ?? {},
      Array.isArray(envelope.errors) ? (envelope.errors as FieldError[]) : [],
      json !== null && typeof json === 'object' ? (json as Record<string, unknown>) : {},
    );
    notify(errorListeners, apiError);
    throw apiError;
  }
  return json as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body ?? {}, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body ?? {}, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
