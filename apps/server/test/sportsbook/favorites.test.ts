import type { SportsEventView } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../app.ts';

let t: TestApp;
let events: string[];

beforeAll(async () => {
  t = await createTestApp({ SPORTSBOOK_FEED: 'sandbox' });
  await t.sportsbookFeed.sync();
  const { rows } = await t.db.database.pool.query<{ id: string }>(
    `SELECT id FROM sportsbook_events WHERE status = 'upcoming' ORDER BY starts_at LIMIT 3`,
  );
  events = rows.map((r) => r.id);
});
afterAll(async () => {
  await t.close();
});

type Headers = { authorization: string };
const favorites = async (headers: Headers) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/sportsbook/favorites', headers });
  expect(response.statusCode).toBe(200);
  return (response.json() as SportsEventView[]).map((e) => e.id);
};
const put = (id: string, headers?: Headers) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/sportsbook/favorites/${id}`, ...(headers ? { headers } : {}) });
const del = (id: string, headers?: Headers) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/v1/sportsbook/favorites/${id}`,
    ...(headers ? { headers } : {}),
  });

describe('sportsbook favourites', () => {
  it('needs a signed-in player', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sportsbook/favorites' })).statusCode).toBe(401);
    expect((await put(events[0] as string)).statusCode).toBe(401);
    expect((await del(events[0] as string)).statusCode).toBe(401);
  });

  it('adds and removes favourites idempotently, listing them as events with their main market', async () => {
    const { auth } = await signUp(t.app);
    const [a, b] = events as [string, string];
    expect(await favorites(auth)).toEqual([]);
    expect((await put(a, auth)).statusCode).toBe(204);
    expect((await put(a, auth)).statusCode).toBe(204);
    expect((await put(b, auth)).statusCode).toBe(204);
    expect(await favorites(auth)).toEqual([a, b]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/sportsbook/favorites',
      headers: auth,
    });
    const [first] = response.json() as SportsEventView[];
    expect(first?.markets).toHaveLength(1);
    expect(first?.marketCount).toBeGreaterThan(1);
    expect((await del(a, auth)).statusCode).toBe(204);
    expect((await del(a, auth)).statusCode).toBe(204);
    expect(await favorites(auth)).toEqual([b]);
  });

  it("never shows or removes another player's favourites", async () => {
    const one = await signUp(t.app);
    const two = await signUp(t.app);
    const [a, , c] = events as [string, string, string];
    await put(a, one.auth);
    await put(c, two.auth);
    expect(await favorites(one.auth)).toEqual([a]);
    expect(await favorites(two.auth)).toEqual([c]);
    // Deleting someone else's favourite only touches one's own rows (none here).
    expect((await del(a, two.auth)).statusCode).toBe(204);
    expect(await favorites(one.auth)).toEqual([a]);
  });

  it('keeps a favourite event listed after it finished', async () => {
    const { auth } = await signUp(t.app);
    const id = events[2] as string;
    await put(id, auth);
    await t.sportsbookFeed.sandbox?.finishEvent(BigInt(id), { home: 0, away: 0 });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/sportsbook/favorites',
      headers: auth,
    });
    expect((response.json() as SportsEventView[]).map((e) => [e.id, e.status])).toEqual([[id, 'finished']]);
  });

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    const { auth } = await signUp(t.app);
    for (const call of [put, del]) {
      const missing = await call('987654321', auth);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ detail: 'not_found' });
      for (const bad of ['abc', '0', '-5', '1.5', `${'9'.repeat(30)}`]) {
        const response = await call(bad, auth);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ detail: 'validation_error' });
      }
    }
  });
});
