import { crashPoint, followsInChain, sha256Hex } from '@casino/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CrashSettlement } from '../../src/modules/games/crash/crash-settlement.ts';
import { CrashDriver, CrashService } from '../../src/modules/games/crash/index.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { RoundStepper } from './crash-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
});
afterAll(async () => {
  await t.close();
});

it('starts a new chain with a new commitment when one runs out', async () => {
  const pool = t.db.database.pool;
  const clock = () => t.clock.now;
  const settlement = new CrashSettlement({ bets: t.games.bets, publish: () => {}, clock });
  // Three links: the commitment and two rounds.
  const crash = new CrashService({ pool, bets: t.games.bets, settlement, clock, chainLength: 3 });
  const driver = new CrashDriver({ pool, crash, publish: () => {}, clock });
  const rounds = new RoundStepper(pool, t.clock, () => driver);
  try {
    for (let i = 0; i < 5; i++) await rounds.crash(await rounds.betting());
    const { rows } = await pool.query<{
      chain_id: string;
      chain_index: number;
      hash: string;
      crash_point: number;
      commitment: string;
      length: number;
    }>(
      `SELECT r.chain_id, r.chain_index, r.hash, r.crash_point, c.commitment, c.length
         FROM crash_rounds r JOIN crash_chains c ON c.id = r.chain_id ORDER BY r.id`,
    );
    expect(rows.map((r) => r.chain_index)).toEqual([0, 1, 0, 1, 0]);
    expect(new Set(rows.map((r) => r.commitment)).size).toBe(3);
    for (const [i, row] of rows.entries()) {
      expect(row.length).toBe(3);
      const previous = row.chain_index === 0 ? row.commitment : rows[i - 1]?.hash;
      expect(await followsInChain(row.hash, previous ?? '')).toBe(true);
      expect(crashPoint(row.hash)).toBe(row.crash_point);
      // The second round plays the chain's seed itself: there is nothing left to reveal after it.
      if (row.chain_index === 1) expect(await sha256Hex(await sha256Hex(row.hash))).toBe(row.commitment);
    }
    expect(await crash.state()).toMatchObject({ commitment: rows[4]?.commitment });
  } finally {
    await driver.stop();
  }
});
