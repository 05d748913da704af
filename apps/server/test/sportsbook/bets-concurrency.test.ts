import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, mainBalance, type TestApp } from '../app.ts';
import { createEvent, placeBet } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

it('50 concurrent bets on a balance covering 25 never overdraw', async () => {
  const { auth, player } = await fundedPlayer(t, 2_500n);
  const event = await createEvent(t.db.database.pool);
  const responses = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      placeBet(
        t,
        auth,
        {
          stake: '1',
          selections: [{ outcomeId: event.outcome(i % 2 ? 'home' : 'away'), odds: i % 2 ? '2.00' : '3.80' }],
        },
        `concurrent-${i}`,
      ),
    ),
  );
  const statuses = responses.map((r) => r.statusCode);
  expect(statuses.filter((s) => s === 201)).toHaveLength(25);
  expect(responses.filter((r) => r.statusCode !== 201).map((r) => r.json().detail)).toEqual(
    Array.from({ length: 25 }, () => 'insufficient_balance'),
  );
  expect(await mainBalance(t, player.id)).toBe(0n);
  const { rows } = await t.db.database.pool.query<{ n: number; held: string }>(
    `SELECT count(*)::int AS n, sum(h.amount)::text AS held FROM sportsbook_bets b
     JOIN ledger_holds h ON h.id = b.hold_id WHERE b.user_id = $1 AND h.status = 'pending'`,
    [player.id.toString()],
  );
  expect(rows[0]).toEqual({ n: 25, held: '2500' });
});
