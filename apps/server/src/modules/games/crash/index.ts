import type pg from 'pg';
import type { Publish } from '../../realtime/index.ts';
import type { BetsService } from '../bets.service.ts';
import { CrashService } from './crash.service.ts';
import { CrashDriver } from './crash-driver.ts';
import { CrashSettlement } from './crash-settlement.ts';

export { crashRoutes } from './crash.routes.ts';
export { CrashService } from './crash.service.ts';
export { CrashDriver } from './crash-driver.ts';

/** The crash service (bets, cash-outs, state) and its round driver, which `start()` only on a real server. */
export function createCrash(deps: { pool: pg.Pool; bets: BetsService; publish: Publish; clock: () => Date }) {
  const settlement = new CrashSettlement({ bets: deps.bets, publish: deps.publish, clock: deps.clock });
  const crash = new CrashService({ pool: deps.pool, bets: deps.bets, settlement, clock: deps.clock });
  const driver = new CrashDriver({ pool: deps.pool, crash, publish: deps.publish, clock: deps.clock });
  return { crash, driver };
}
