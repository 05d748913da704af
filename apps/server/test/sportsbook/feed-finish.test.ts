import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/errors.ts';
import { type FeedHarness, feedHarness } from './feed-helpers.ts';

let h: FeedHarness;

beforeAll(async () => {
  h = await feedHarness({ seed: 11 });
  await h.feed.sync();
});
afterAll(async () => {
  await h.db.drop();
});

const q = <T extends object>(sql: string, params: unknown[] = []) =>
  h.db.database.pool.query<T>(sql, params).then((r) => r.rows);

const results = (eventId: string) =>
  q<{
    type: string;
    line: string;
    period: number;
    status: string;
    version: number;
    results: Record<string, string>;
  }>(
    `SELECT m.type, m.line, m.period, m.status, m.result_version AS version,
            jsonb_object_agg(o.key, o.result) AS results
     FROM sportsbook_markets m JOIN sportsbook_outcomes o ON o.market_id = m.id
     WHERE m.event_id = $1 GROUP BY m.id ORDER BY m.sort, m.id`,
    [eventId],
  );

describe('the sandbox finish door', () => {
  it('finishes a cybersport event with the given score and settles its maps consistently', async () => {
    const [event] = await q<{ id: string }>(
      `SELECT id FROM sportsbook_events WHERE sport_id = 109 AND status = 'upcoming' ORDER BY starts_at LIMIT 1`,
    );
    if (!event) throw new Error('no cs event');
    const sandbox = h.feed.sandbox;
    if (!sandbox) throw new Error('sandbox feed without its door');
    const before = h.published.length;
    await sandbox.finishEvent(BigInt(event.id), { home: 2, away: 1 });
    const [row] = await q<{ status: string; score_home: number; score_away: number; periods: unknown }>(
      'SELECT status, score_home, score_away, periods FROM sportsbook_events WHERE id = $1',
      [event.id],
    );
    expect(row).toMatchObject({ status: 'finished', score_home: 2, score_away: 1 });
    const markets = await results(event.id);
    const byKey = Object.fromEntries(markets.map((m) => [`${m.type}:${m.line}:${m.period}`, m]));
    expect(byKey['match_winner::0']?.results).toEqual({ home: 'won', away: 'lost' });
    expect(byKey['map_winner::1']?.results).toEqual({ home: 'won', away: 'lost' });
    expect(byKey['map_winner::2']?.results).toEqual({ home: 'won', away: 'lost' });
    expect(byKey['map_winner::3']?.results).toEqual({ home: 'lost', away: 'won' });
    expect(byKey['total:2.5:0']?.results).toEqual({ over: 'won', under: 'lost' });
    for (const m of markets) {
      expect(m.status).toBe('settled');
      expect(m.version).toBe(1);
    }
    expect(h.resulted.at(-1)?.length).toBe(markets.length);
    expect(
      h.published.slice(before).map((p) => (p.payload as { id: string; status: string }).status),
    ).toEqual(['finished']);
    // The feed's next pass leaves the finished event alone.
    h.clock.advance(60 * 60_000);
    await h.feed.sync();
    expect(await results(event.id)).toEqual(markets);
  });

  it('voids a two-way winner on a draw and a map that was not played', async () => {
    const [event] = await q<{ id: string }>(
      `SELECT id FROM sportsbook_events WHERE sport_id = 109 AND status = 'upcoming' ORDER BY starts_at LIMIT 1`,
    );
    if (!event) throw new Error('no cs event');
    await h.feed.sandbox?.finishEvent(BigInt(event.id), { home: 2, away: 0 });
    const markets = await results(event.id);
    const map3 = markets.find((m) => m.type === 'map_winner' && m.period === 3);
    expect(map3).toMatchObject({ status: 'void', results: { home: 'void', away: 'void' } });
  });

  it('answers 404 for an unknown event and 409 for one that already ended', async () => {
    await expect(h.feed.sandbox?.finishEvent(999_999_999n, { home: 1, away: 0 })).rejects.toMatchObject({
      status: 404,
      detail: 'not_found',
    });
    const [done] = await q<{ id: string }>(
      `SELECT id FROM sportsbook_events WHERE status = 'finished' LIMIT 1`,
    );
    if (!done) throw new Error('nothing finished');
    const error = await h.feed.sandbox
      ?.finishEvent(BigInt(done.id), { home: 1, away: 0 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 409, detail: 'conflict' });
  });
});
