import { VALIDATION_MESSAGES } from '@casino/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface ErrorBody {
  detail: string;
  key: string;
  time: string;
  errors?: Array<{ field: string; message: string; params?: unknown }>;
  [extra: string]: unknown;
}

/**
 * Asserts the error envelope (ARCHITECTURE.md "API conventions"): JSON with `detail` (string), `key`
 * (uuid) and `time` (ISO-8601), a status in range, and any `errors` entries carrying SPEC §5 keys.
 */
export function expectEnvelope(
  response: LightMyRequestResponse,
  status: number | '4xx',
  detail?: string,
): ErrorBody {
  if (status === '4xx') {
    expect(response.statusCode, response.body.slice(0, 500)).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body.slice(0, 500)).toBeLessThan(500);
  } else {
    expect(response.statusCode, response.body.slice(0, 500)).toBe(status);
  }
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as ErrorBody;
  expect(typeof body.detail, response.body.slice(0, 500)).toBe('string');
  if (detail !== undefined) expect(body.detail, response.body.slice(0, 500)).toBe(detail);
  expect(body.key).toMatch(UUID);
  expect(typeof body.time).toBe('string');
  expect(Number.isNaN(Date.parse(body.time))).toBe(false);
  expect(new Date(body.time).toISOString()).toBe(body.time);
  if (body.errors !== undefined) expectFieldErrors(body.errors);
  return body;
}

/** Every field error names a field and uses one of the SPEC §5 message keys. */
export function expectFieldErrors(errors: unknown): void {
  expect(Array.isArray(errors)).toBe(true);
  for (const error of errors as Array<Record<string, unknown>>) {
    expect(typeof error.field).toBe('string');
    expect(VALIDATION_MESSAGES).toContain(error.message);
  }
}
