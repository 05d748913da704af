/** Calls the placeholder page makes. The real UI replaces this with TanStack Query hooks per feature. */

export interface Health {
  status: string;
}

export interface Language {
  code: string;
  title: string;
  icon: string;
}

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function getJson(path: string, signal: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiRequestError('The server cannot be reached.');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // Errors carry the envelope { detail, key, time }; detail is the machine-readable code.
    const detail = isRecord(body) && typeof body.detail === 'string' ? ` (${body.detail})` : '';
    throw new ApiRequestError(`The server answered ${response.status}${detail}.`, response.status);
  }
  if (body === undefined) throw new ApiRequestError('The server sent something other than JSON.');
  return body;
}

export async function fetchHealth(signal: AbortSignal): Promise<Health> {
  const body = await getJson('/api/health', signal);
  if (!isRecord(body) || typeof body.status !== 'string') {
    throw new ApiRequestError('Unexpected health answer.');
  }
  return { status: body.status };
}

function isLanguage(value: unknown): value is Language {
  return (
    isRecord(value) &&
    typeof value.code === 'string' &&
    typeof value.title === 'string' &&
    typeof value.icon === 'string'
  );
}

/** mode=1: only the locales the site is translated into (the language popover's list). */
export async function fetchLanguages(signal: AbortSignal): Promise<Language[]> {
  const body = await getJson('/api/v1/languages?mode=1', signal);
  if (!Array.isArray(body) || !body.every(isLanguage)) {
    throw new ApiRequestError('Unexpected languages answer.');
  }
  return body;
}
