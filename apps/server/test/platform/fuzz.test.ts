import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fundedPlayer, signUp, type TestApp } from '../app.ts';
import { signInOperator } from '../backoffice/helpers.ts';

/**
 * Walks every route of the OpenAPI document with hostile values in path params, query and JSON body, as a
 * guest, a player and an operator, and asserts that no answer is a 5xx and every failure is the error
 * envelope. Routes outside the document (hidden: health, webhooks, sandbox pages, the socket) are not
 * walked here; each has its own tests.
 */

interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** A value as it goes into a URL (already percent-encoded) and into a JSON body. */
interface Hostile {
  name: string;
  url: string;
  json: unknown;
  /** Raw JSON text for values JSON.stringify cannot produce (invalid UTF-8 bytes). */
  raw?: Buffer;
}

const LONG = 'x'.repeat(100 * 1024);

function hostileValues(otherPlayerId: string): Hostile[] {
  return [
    { name: 'NUL', url: 'a%00b', json: 'a\u0000b' },
    { name: 'lone surrogate', url: '%ED%A0%80', json: 'a\uD800b' },
    {
      name: 'invalid UTF-8',
      url: '%FF%FE%C3%28',
      json: 'placeholder',
      raw: Buffer.from([0x22, 0x61, 0xff, 0xfe, 0xc3, 0x28, 0x22]),
    },
    // A path segment that long is refused by the router (maxParamLength); the query and body carry it.
    { name: '100 KB string', url: LONG, json: LONG },
    { name: 'huge number', url: '99999999999999999999999999999', json: 1e308 },
    { name: 'huge integer string', url: '9223372036854775808', json: '9223372036854775808' },
    { name: 'negative number', url: '-1', json: -1 },
    { name: 'fraction', url: '0.5', json: 0.5 },
    { name: 'array', url: 'a&x=b', json: ['a', 'b'] },
    { name: 'object', url: '%7B%7D', json: { nested: { deeper: 'x' } } },
    { name: "another player's numeric id", url: otherPlayerId, json: otherPlayerId },
    { name: 'path traversal', url: '..%2F..%2Fetc%2Fpasswd', json: '../../etc/passwd' },
    { name: 'SQL quote', url: "'%20OR%20'1'%3D'1", json: "' OR '1'='1" },
    { name: 'null', url: 'null', json: null },
  ];
}

interface Probe {
  identity: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  what: string;
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/**
 * A plausible value for a schema, so that a hostile value in one field meets otherwise well-formed
 * siblings and travels as far into the route as it can.
 */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(schema.properties ?? {})) out[key] = sample(child, depth + 1);
    return out;
  }
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, 1);
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (schema.format === 'email') return 'fuzz@example.com';
  return schema.pattern ? '1' : 'x';
}

/** The body with one property (or the whole body) replaced by the hostile value. */
function bodyFor(
  value: Hostile,
  property: string | null,
  baseline: Record<string, unknown>,
): string | Buffer {
  if (value.raw) {
    if (property === null) return value.raw;
    const rest = JSON.stringify({ ...baseline, [property]: undefined }).slice(1, -1);
    const prefix = `{${rest}${rest ? ',' : ''}${JSON.stringify(property)}:`;
    return Buffer.concat([Buffer.from(prefix), value.raw, Buffer.from('}')]);
  }
  return JSON.stringify(property === null ? value.json : { ...baseline, [property]: value.json });
}

function probesFor(
  path: string,
  method: string,
  operation: Operation,
  values: Hostile[],
  identity: string,
  auth: Record<string, string>,
): Probe[] {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const bodyProps = Object.keys(bodySchema?.properties ?? {});
  const sampled = sample(bodySchema);
  const baseline =
    typeof sampled === 'object' && sampled !== null ? (sampled as Record<string, unknown>) : {};
  const verb = method.toUpperCase();
  // A benign filling for path params while other parts are probed.
  const fill = (value: string) => path.replace(/\{[^}]+\}/g, value);
  const headers = { ...auth, 'idempotency-key': `fuzz-${Math.random().toString(36).slice(2)}` };
  const probes: Probe[] = [];
  for (const value of values) {
    const base = { identity, method: verb, headers };
    if (pathParams.length > 0) {
      probes.push({ ...base, url: fill(value.url), what: `path ${pathParams.join(',')} = ${value.name}` });
    }
    for (const name of queryParams) {
      probes.push({
        ...base,
        url: `${fill('1')}?${name}=${value.url}`,
        what: `query ${name} = ${value.name}`,
      });
    }
    if (bodySchema || ['POST', 'PUT', 'PATCH'].includes(verb)) {
      const json = { ...headers, 'content-type': 'application/json' };
      for (const property of [null, ...bodyProps]) {
        probes.push({
          ...base,
          headers: json,
          url: fill('1'),
          payload: bodyFor(value, property, baseline),
          what: `body ${property ?? '(whole)'} = ${value.name}`,
        });
      }
    }
  }
  // Hostile text in a header the money routes read.
  probes.push({
    identity,
    method: verb,
    url: fill('1'),
    headers: { ...auth, 'idempotency-key': 'key\uD800' },
    what: 'header idempotency-key = lone surrogate',
  });
  return probes;
}

function problem(probe: Probe, response: LightMyRequestResponse): string | null {
  const where = `${probe.identity} ${probe.method} ${probe.url.slice(0, 120)} [${probe.what}]`;
  if (response.statusCode >= 500) return `${where}: ${response.statusCode} ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return null;
  let body: { detail?: unknown; key?: unknown; time?: unknown };
  try {
    body = response.json();
  } catch {
    return `${where}: ${response.statusCode} is not JSON: ${response.body.slice(0, 200)}`;
  }
  if (typeof body.detail !== 'string' || typeof body.key !== 'string' || typeof body.time !== 'string')
    return `${where}: ${response.statusCode} is not the error envelope: ${response.body.slice(0, 200)}`;
  return null;
}

/** A logout ends the session every other probe signs in with. */
const isLogout = (probe: Probe) => /\/logout\b/.test(probe.url);

/** Runs the probes a few at a time: fast enough, without starving the pool. */
async function runAll(t: TestApp, probes: Probe[], concurrency = 8): Promise<string[]> {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++] as Probe;
      const response = await t.app.inject({
        method: probe.method as 'GET',
        url: probe.url,
        headers: probe.headers,
        ...(probe.payload === undefined ? {} : { payload: probe.payload }),
      });
      const found = problem(probe, response);
      if (found) problems.push(found);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return problems;
}

let t: TestApp;
let document: Document;
const identities: Array<[string, Record<string, string>]> = [];
let otherPlayerId = '1';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const player = await fundedPlayer(t, 1_000_000n);
  // Someone else's account: its sequential id is what an attacker would try in place of their own.
  const other = await fundedPlayer(t, 1_000_000n);
  otherPlayerId = other.player.id.toString();
  const operator = await signInOperator(t);
  identities.push(['guest', {}], ['player', player.auth], ['operator', operator.auth]);
  await signUp(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('races the fuzzing found', () => {
  it("a fresh player's concurrent seed rotations all succeed (the locking read no longer comes back empty)", async () => {
    const player = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/fairness/rotate',
          headers: player.auth,
          payload: { clientSeed: `seed-${i}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
  });
});

describe('fuzzing every documented route', () => {
  it('covers the whole document', () => {
    expect(Object.keys(document.paths).length).toBeGreaterThan(40);
  });

  it('answers hostile input with a 4xx envelope or a 2xx, never a 5xx', { timeout: 120_000 }, async () => {
    const values = hostileValues(otherPlayerId);
    const probes: Probe[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        // Guests everywhere; players on player routes, operators on operator routes (a token of the other
        // kind is refused before anything is read).
        const admin = path.startsWith('/api/admin/');
        for (const [identity, auth] of identities) {
          if (admin !== (identity === 'operator') && identity !== 'guest') continue;
          probes.push(...probesFor(path, method, operation, values, identity, auth));
        }
      }
    }
    const started = performance.now();
    // Logouts last: they end the sessions the other probes use.
    const problems = await runAll(
      t,
      probes.filter((probe) => !isLogout(probe)),
    );
    problems.push(...(await runAll(t, probes.filter(isLogout))));
    const seconds = (performance.now() - started) / 1000;
    expect(problems, `${problems.length} of ${probes.length} probes`).toEqual([]);
    // Keep the walk cheap enough for every run.
    expect(seconds).toBeLessThan(60);
  });
});
