/**
 * npm run bench:sportsbook — sportsbook figures on the real server and PostgreSQL:
 * 1. bet placements per second over HTTP: pre-match singles from several concurrent players (each bet its
 *    own Idempotency-Key, a held stake and the bet's rows);
 * 2. the time to settle BENCH_SETTLE_BETS (100,000) open bets on one market: half win (stake posted,
 *    payout credited), half lose (stake posted), each bet its own transaction.
 * Env: BENCH_PLAYERS (8), BENCH_SECONDS (10), BENCH_SETTLE_BETS (100000), BENCH_DATABASE_URL (unset =
 * embedded PostgreSQL).
 */

import { randomBytes } from 'node:crypto';
import { withTx } from '../src/db/tx.ts';
import { auditLedger } from '../src/modules/wallet/index.ts';
import {
  formatResult,
  fundedPlayer,
  httpClient,
  openBenchDatabase,
  run,
  startBenchServer,
} from './harness.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SETTLE_BETS = Number(process.env.BENCH_SETTLE_BETS ?? 100_000);
const EVENTS = 200;
/** Bettors the settlement bets are spread over (holds on one account would queue behind each other). */
const SETTLE_PLAYERS = 500;
const SERVER_POOL = 32;

const bench = await openBenchDatabase(SERVER_POOL);
const { built, base } = await startBenchServer(bench);
const pool = bench.database.pool;
const log = (line: string) => process.stdout.write(`${line}\n`);

/** A league and `count` upcoming soccer events with a 1X2 market each; answers [home, away] outcome ids. */
async function seedEvents(count: number): Promise<{ marketId: string; home: string; away: string }[]> {
  const tag = randomBytes(4).toString('hex');
  const league = await pool.query<{ id: string }>(
    `INSERT INTO sportsbook_leagues (sport_id, name, feed_ref) VALUES (1, 'Bench League', $1) RETURNING id`,
    [`bench:${tag}`],
  );
  const { rows } = await pool.query<{ market_id: string; home: string; away: string }>(
    `WITH e AS (
       INSERT INTO sportsbook_events (league_id, sport_id, home, away, starts_at, feed_ref)
       SELECT $1, 1, 'Home ' || n, 'Away ' || n, now() + interval '1 day', $2 || ':' || n
       FROM generate_series(1, $3) AS n RETURNING id
     ), m AS (
       INSERT INTO sportsbook_markets (event_id, type) SELECT id, 'match_winner' FROM e RETURNING id
     ), o AS (
       INSERT INTO sportsbook_outcomes (market_id, key, odds)
       SELECT m.id, k.key, k.odds FROM m, (VALUES ('home', 200), ('draw', 340), ('away', 380)) AS k(key, odds)
       RETURNING market_id, key, id
     )
     SELECT market_id, max(id) FILTER (WHERE key = 'home') AS home, max(id) FILTER (WHERE key = 'away') AS away
     FROM o GROUP BY market_id`,
    [league.rows[0]?.id, `bench:${tag}`, count],
  );
  return rows.map((row) => ({
    marketId: String(row.market_id),
    home: String(row.home),
    away: String(row.away),
  }));
}

try {
  const events = await seedEvents(EVENTS);
  const players: Awaited<ReturnType<typeof fundedPlayer>>[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    players.push(
      await fundedPlayer(
        built,
        base,
        `sb-bench-${i}-${randomBytes(3).toString('hex')}@bench.test`,
        10n ** 12n,
      ),
    );
  }

  // 1. Placements over HTTP.
  const call = httpClient(base, PLAYERS);
  const runId = randomBytes(4).toString('hex');
  const placement = await run('sportsbook bets', PLAYERS, SECONDS, async (worker, seq) => {
    const event = events[(worker * 7919 + seq) % events.length] as (typeof events)[0];
    const home = seq % 2 === 0;
    const response = await call(
      'POST',
      '/api/v1/sportsbook/bets',
      {
        authorization: `Bearer ${(players[worker] as (typeof players)[number]).token}`,
        'idempotency-key': `${runId}-${worker}-${seq}`,
      },
      {
        stake: '0.10',
        type: 'single',
        acceptOdds: 'none',
        selections: [{ outcomeId: home ? event.home : event.away, odds: home ? '2.00' : '3.80' }],
      },
    );
    if (response.status !== 201) throw new Error(`bet answered ${response.status}: ${response.body}`);
  });
  log('');
  log(`Bet placement over HTTP, ${PLAYERS} players, pre-match singles, ${SECONDS} s:`);
  log(`  ${formatResult(placement)}`);

  // 2. Settling SETTLE_BETS open bets on one market. They are written in bulk (each with its own hold,
  //    through the ledger) rather than over HTTP, which would take minutes at the rate above.
  const [target] = await seedEvents(1);
  if (!target) throw new Error('no market');
  const bettors: NonNullable<Awaited<ReturnType<typeof built.auth.getPlayer>>>[] = [];
  for (let i = 0; i < SETTLE_PLAYERS; i++) {
    const player = await built.auth.getPlayerByGlobalId(
      (await fundedPlayer(built, base, `sb-settle-${i}-${runId}@bench.test`, 10n ** 9n)).globalId,
    );
    if (!player) throw new Error('bettor missing');
    bettors.push(player);
  }
  const started = performance.now();
  // Each writer has bettors of its own, so no two transactions wait on one player's account row.
  const WRITERS = 8;
  const perWriter = Math.floor(SETTLE_PLAYERS / WRITERS);
  const CHUNK = 250;
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      for (let from = writer * CHUNK; from < SETTLE_BETS; from += WRITERS * CHUNK) {
        await withTx(pool, async (tx) => {
          for (let i = from; i < Math.min(from + CHUNK, SETTLE_BETS); i++) {
            const player = bettors[writer * perWriter + (i % perWriter)] as (typeof bettors)[number];
            const home = i % 2 === 0;
            const hold = await built.wallet.ledger.hold(
              {
                idempotencyKey: `bench-settle:${runId}:${i}`,
                account: { userId: player.id, name: 'main', currency: 'USD' },
                amount: 100n,
                kind: 'sportsbook_bet',
              },
              tx,
            );
            await tx.client.query(
              `WITH bet AS (
                 INSERT INTO sportsbook_bets (user_id, idempotency_key, type, currency, stake, odds,
                                              potential_payout, accept_odds, hold_id)
                 VALUES ($1, $2, 'single', 'USD', 100, $3, $4, 'none', $5) RETURNING id
               )
               INSERT INTO sportsbook_selections (bet_id, leg, event_id, market_id, outcome_id, odds)
               SELECT bet.id, 0, e.event_id, $6, $7, $3 FROM bet,
                 (SELECT event_id FROM sportsbook_markets WHERE id = $6) AS e`,
              [
                player.id.toString(),
                `bench-${i}`,
                home ? 200 : 380,
                home ? 200 : 380,
                hold.id.toString(),
                target.marketId,
                home ? target.home : target.away,
              ],
            );
          }
        });
      }
    }),
  );
  log('');
  log(
    `Wrote ${SETTLE_BETS} open bets on one market in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  await pool.query(
    `UPDATE sportsbook_outcomes SET result = CASE key WHEN 'home' THEN 'won' ELSE 'lost' END WHERE market_id = $1`,
    [target.marketId],
  );
  await pool.query(
    `UPDATE sportsbook_markets SET status = 'settled', result_version = result_version + 1 WHERE id = $1`,
    [target.marketId],
  );
  const settleStart = performance.now();
  const summary = await built.sportsbookBets.settleMarkets([BigInt(target.marketId)]);
  const seconds = (performance.now() - settleStart) / 1000;
  log(
    `Settled ${summary.settled} bets on one market (half won, half lost) in ${seconds.toFixed(1)} s: ${(summary.settled / seconds).toFixed(0)} bets/s`,
  );
  const again = performance.now();
  const rerun = await built.sportsbookBets.settleMarkets([BigInt(target.marketId)]);
  log(`A second run settles ${rerun.settled} more, in ${((performance.now() - again) / 1000).toFixed(2)} s`);
  const violations = await auditLedger(pool);
  log(`Ledger audit: ${violations.length === 0 ? 'clean' : JSON.stringify(violations.slice(0, 5))}`);
} finally {
  await built.app.close();
  await bench.close();
}
