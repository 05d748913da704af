import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.ts';

let t: TestApp;
let document: {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<
      string,
      { security?: unknown[]; tags?: string[]; responses?: Record<string, { content?: unknown }> }
    >
  >;
  components?: { securitySchemes?: Record<string, unknown> };
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  document = response.json();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/docs/json', () => {
  it('is an OpenAPI 3 document', () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toEqual(expect.any(String));
    expect(document.info.version).toEqual(expect.any(String));
    expect(document.components?.securitySchemes?.bearer).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it.each([
    ['/api/v1/auth/register', 'post'],
    ['/api/v1/auth/login', 'post'],
    ['/api/v1/auth/logout', 'post'],
    ['/api/v1/auth/telegram', 'post'],
    ['/api/v1/me', 'get'],
    ['/api/v1/me', 'patch'],
    ['/api/v1/languages', 'get'],
    ['/api/v1/wallet/balance', 'get'],
  ])('documents %s %s', (path, method) => {
    expect(Object.keys(document.paths)).toContain(path);
    expect(Object.keys(document.paths[path] ?? {})).toContain(method);
  });

  it('marks authenticated routes with bearer security', () => {
    for (const [path, method] of [
      ['/api/v1/me', 'get'],
      ['/api/v1/me', 'patch'],
      ['/api/v1/wallet/balance', 'get'],
    ] as const) {
      expect(document.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
  });

  it('documents the 200 response of balance and languages', () => {
    expect(document.paths['/api/v1/wallet/balance']?.get?.responses).toHaveProperty('200');
    expect(document.paths['/api/v1/languages']?.get?.responses).toHaveProperty('200');
  });

  it('leaves out health and the docs themselves', () => {
    expect(Object.keys(document.paths)).not.toContain('/api/health');
    expect(Object.keys(document.paths).filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });
});

/**
 * Routes still answering without a response schema, each owned elsewhere and being given one there: the
 * cashier (being rewritten) and auth. Anything else missing one fails the test below.
 */
const AWAITING_RESPONSE_SCHEMA = new Set<string>([]);

describe('response schemas', () => {
  /** A 2xx with a body schema, or a 204 (no body): then the serializer lets only listed fields out. */
  const described = (responses: Record<string, { content?: unknown }> = {}) =>
    Object.entries(responses).some(
      ([code, response]) => code === '204' || (/^2\d\d$/.test(code) && response.content !== undefined),
    );

  it('every documented route declares what its success answer contains', () => {
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const route = `${method.toUpperCase()} ${path}`;
        if (!described(operation.responses) && !AWAITING_RESPONSE_SCHEMA.has(route)) missing.push(route);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists as awaiting only routes that exist', () => {
    const routes = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect([...AWAITING_RESPONSE_SCHEMA].filter((route) => !routes.has(route))).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('answers the Swagger UI page', async () => {
    let response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (response.statusCode >= 300 && response.statusCode < 400) {
      const location = response.headers.location;
      expect(location).toEqual(expect.any(String));
      response = await t.app.inject({
        method: 'GET',
        url: new URL(String(location), 'http://x/api/docs').pathname,
      });
    }
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });

  it('serves the UI assets it links to', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(response.statusCode).toBe(200);
  });
});
