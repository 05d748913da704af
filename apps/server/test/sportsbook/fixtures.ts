import { randomUUID } from 'node:crypto';
import type { MarketStatus, OutcomeKey, OutcomeResult, SportsBetView } from '@casino/shared';
import type { LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { expect } from 'vitest';
import type { TestApp } from '../app.ts';

/**
 * Sportsbook rows written straight into the feed's tables, as a feed would: tests of bets need events,
 * markets and outcomes without running the simulated feed.
 */

let counter = 0;

export interface FixtureMarket {
  id: string;
  outcomes: Record<string, string>;
}

export interface FixtureEvent {
  id: string;
  markets: FixtureMarket[];
  /** The first market's outcome ids by key. */
  outcome: (key: OutcomeKey) => string;
}

type MarketSpec = { type?: string; line?: string; odds: Partial<Record<OutcomeKey, number>> };

/** An event (default: soccer, upcoming, a 1X2 market at 2.00 / 3.40 / 3.80). */
export async function createEvent(
  pool: pg.Pool,
  options: {
    status?: 'upcoming' | 'live' | 'finished' | 'cancelled';
    sportId?: number;
    markets?: MarketSpec[];
  } = {},
): Promise<FixtureEvent> {
  counter += 1;
  const ref = `test:${randomUUID()}`;
  const sportId = options.sportId ?? 1;
  const league = await pool.query<{ id: string }>(
    `INSERT INTO sportsbook_leagues (sport_id, name, country, feed_ref) VALUES ($1, $2, 'GB', $3) RETURNING id`,
    [sportId, `League ${counter}`, ref],
  );
  const event = await pool.query<{ id: string }>(
    `INSERT INTO sportsbook_events (league_id, sport_id, home, away, starts_at, status, feed_ref)
     VALUES ($1, $2, $3, $4, now() + interval '1 day', $5, $6) RETURNING id`,
    [league.rows[0]?.id, sportId, `Home ${counter}`, `Away ${counter}`, options.status ?? 'upcoming', ref],
  );
  const eventId = event.rows[0]?.id as string;
  const specs = options.markets ?? [{ type: 'match_winner', odds: { home: 200, draw: 340, away: 380 } }];
  const markets: FixtureMarket[] = [];
  for (const [sort, spec] of specs.entries()) {
    const market = await pool.query<{ id: string }>(
      `INSERT INTO sportsbook_markets (event_id, type, line, sort) VALUES ($1, $2, $3, $4) RETURNING id`,
      [eventId, spec.type ?? 'match_winner', spec.line ?? '', sort],
    );
    const marketId = market.rows[0]?.id as string;
    const outcomes: Record<string, string> = {};
    for (const [key, odds] of Object.entries(spec.odds)) {
      const outcome = await pool.query<{ id: string }>(
        `INSERT INTO sportsbook_outcomes (market_id, key, odds) VALUES ($1, $2, $3) RETURNING id`,
        [marketId, key, odds],
      );
      outcomes[key] = outcome.rows[0]?.id as string;
    }
    markets.push({ id: marketId, outcomes });
  }
  return {
    id: eventId,
    markets,
    outcome: (key) => {
      const id = markets[0]?.outcomes[key];
      if (!id) throw new Error(`no outcome ${key}`);
      return id;
    },
  };
}

export async function setOdds(pool: pg.Pool, outcomeId: string, odds: number): Promise<void> {
  await pool.query('UPDATE sportsbook_outcomes SET odds = $2 WHERE id = $1', [outcomeId, odds]);
}

export async function setMarketStatus(pool: pg.Pool, marketId: string, status: MarketStatus): Promise<void> {
  await pool.query('UPDATE sportsbook_markets SET status = $2 WHERE id = $1', [marketId, status]);
}

export async function setEventStatus(pool: pg.Pool, eventId: string, status: string): Promise<void> {
  await pool.query('UPDATE sportsbook_events SET status = $2 WHERE id = $1', [eventId, status]);
}

/** Results a market as a feed does: each outcome's result, the market settled, its result version bumped. */
export async function resultMarket(
  pool: pg.Pool,
  market: FixtureMarket,
  results: Partial<Record<OutcomeKey, OutcomeResult>>,
): Promise<void> {
  for (const [key, result] of Object.entries(results)) {
    await pool.query('UPDATE sportsbook_outcomes SET result = $2 WHERE id = $1', [
      market.outcomes[key],
      result,
    ]);
  }
  await pool.query(
    `UPDATE sportsbook_markets SET status = 'settled', result_version = result_version + 1 WHERE id = $1`,
    [market.id],
  );
}

export async function voidMarket(pool: pg.Pool, market: FixtureMarket): Promise<void> {
  await pool.query(`UPDATE sportsbook_outcomes SET result = 'void' WHERE market_id = $1`, [market.id]);
  await pool.query(
    `UPDATE sportsbook_markets SET status = 'void', result_version = result_version + 1 WHERE id = $1`,
    [market.id],
  );
}

export interface BetBody {
  stake: string;
  type?: 'single' | 'multi';
  selections: { outcomeId: string; odds: string }[];
  acceptOdds?: 'none' | 'higher' | 'any';
}

export function placeBet(
  t: TestApp,
  auth: Record<string, string>,
  body: BetBody,
  key: string | null = randomUUID(),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/sportsbook/bets',
    headers: key === null ? auth : { ...auth, 'idempotency-key': key },
    payload: { type: body.selections.length > 1 ? 'multi' : 'single', acceptOdds: 'none', ...body },
  });
}

/** Places a bet that must be accepted and answers its view. */
export async function placed(
  t: TestApp,
  auth: Record<string, string>,
  body: BetBody,
  key?: string,
): Promise<SportsBetView> {
  const response = await placeBet(t, auth, body, key);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SportsBetView;
}

export function expectRefusal(
  response: LightMyRequestResponse,
  status: number,
  detail: string,
  params?: Record<string, unknown>,
): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { detail: string; params?: Record<string, unknown> };
  expect(body.detail).toBe(detail);
  if (params) expect(body.params).toMatchObject(params);
}

export async function betRow(t: TestApp, betId: string) {
  const { rows } = await t.db.database.pool.query<{
    status: string;
    payout: string | null;
    settle_version: number;
  }>('SELECT status, payout, settle_version FROM sportsbook_bets WHERE id = $1', [betId]);
  return rows[0];
}

/** Transfers of a kind with a bet's id in their key. */
export async function transfersOf(t: TestApp, betId: string): Promise<{ key: string; kind: string }[]> {
  const { rows } = await t.db.database.pool.query<{ idempotency_key: string; kind: string }>(
    `SELECT idempotency_key, kind FROM ledger_transfers WHERE idempotency_key LIKE $1 ORDER BY id`,
    [`sportsbook:%:${betId}:%`],
  );
  return rows.map((row) => ({ key: row.idempotency_key, kind: row.kind }));
}
