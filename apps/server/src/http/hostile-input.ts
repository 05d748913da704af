import type { FieldError } from '@casino/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationFailed } from './errors.ts';

/**
 * Text PostgreSQL cannot store, refused once at the door instead of in every route: a NUL (SQLSTATE 22021
 * "invalid byte sequence"), a lone UTF-16 surrogate (22P05 "unsupported Unicode escape sequence" from a
 * JSON `\ud800`), and U+FFFD, which is what invalid UTF-8 becomes after decoding (raw bytes in a JSON or
 * form body are decoded with replacement). Nothing a player types legitimately contains any of them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const HOSTILE_CHAR = /[\u0000\uFFFD]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A parsed body deeper or larger than this is refused outright rather than walked. */
const MAX_DEPTH = 32;
const MAX_NODES = 20_000;

export function isHostileText(value: string): boolean {
  return HOSTILE_CHAR.test(value) || LONE_SURROGATE.test(value);
}

/**
 * Decodes a URL component strictly: invalid percent-encoding or bytes that are not UTF-8 throw, where the
 * router and the query parser would quietly pass them through as `%FF` or U+FFFD.
 */
function strictDecode(component: string): string | null {
  try {
    return decodeURIComponent(component);
  } catch {
    return null;
  }
}

/**
 * The first spot of the raw URL that does not decode as UTF-8 (path segments and query pairs, strictly),
 * or a control character in it.
 */
export function hostileUrlField(url: string): string | null {
  // Control characters never belong in a URL; clients percent-encode everything else.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(url)) return 'url';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // Undecodable path bytes are refused here; decoded path text is judged as params, under their names.
  for (const segment of path.split('/')) {
    if (strictDecode(segment) === null) return 'url';
  }
  if (queryAt === -1) return null;
  // The query parser leaves `%FF` as it is; refuse it here. Decoded text (a NUL) is judged as the query.
  for (const pair of url.slice(queryAt + 1).split('&')) {
    const [rawKey = '', rawValue = ''] = pair.split('=', 2);
    const key = strictDecode(rawKey.replaceAll('+', ' '));
    if (key === null) return 'query';
    if (strictDecode(rawValue.replaceAll('+', ' ')) === null) return key;
  }
  return null;
}

/**
 * The path to the first hostile string in a parsed value (keys included), '' for the value itself, or
 * null when it is clean. Buffers (raw webhook bodies, uploads) are bytes, not text: they are skipped.
 */
export function hostileValuePath(value: unknown): string | null {
  let nodes = 0;
  const walk = (node: unknown, path: string, depth: number): string | null => {
    nodes += 1;
    if (nodes > MAX_NODES || depth > MAX_DEPTH) return path;
    if (typeof node === 'string') return isHostileText(node) ? path : null;
    if (typeof node !== 'object' || node === null || ArrayBuffer.isView(node)) return null;
    for (const [key, child] of Object.entries(node)) {
      const childPath = path ? `${path}.${key}` : key;
      if (isHostileText(key)) return childPath;
      const found = walk(child, childPath, depth + 1);
      if (found !== null) return found;
    }
    return null;
  };
  return walk(value, '', 0);
}

function refuse(field: string) {
  const error: FieldError = { field, message: 'Validation.invalid_format' };
  return validationFailed([error]);
}

function hostileHeader(request: FastifyRequest): string | null {
  for (const [name, value] of Object.entries(request.headers)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'string' && isHostileText(v))) return `headers.${name}`;
  }
  return null;
}

/**
 * Refuses hostile text in the URL and headers before routing work starts (onRequest), and in the parsed
 * query, params and body before validation (preValidation), with 400 validation_error naming the field.
 */
export function installHostileInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // No route: the not-found answer reads nothing of the request, and an unknown path stays a 404.
    if (request.is404) return;
    const field = hostileUrlField(request.url) ?? hostileHeader(request);
    if (field !== null) throw refuse(field);
  });
  app.addHook('preValidation', async (request) => {
    if (request.is404) return;
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = hostileValuePath(value);
      if (path !== null) throw refuse(path || part);
    }
  });
}
