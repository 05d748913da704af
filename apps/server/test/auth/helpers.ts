import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Asserts the error envelope `{ detail, key, time }` (and that nothing answered 500). */
export function expectError(response: LightMyRequestResponse, status: number | '4xx', detail?: string) {
  if (status === '4xx') {
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
  } else {
    expect(response.statusCode, response.body).toBe(status);
  }
  const body = response.json() as Record<string, unknown>;
  expect(typeof body.detail).toBe('string');
  if (detail !== undefined) expect(body.detail).toBe(detail);
  expect(body.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Date(body.time as string).toISOString()).toBe(body.time);
  return body;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not leak into the next. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}
