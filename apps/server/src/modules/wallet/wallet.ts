import { playerChannel } from '@casino/shared';
import type pg from 'pg';
import type { PlayerDirectory } from '../auth/index.ts';
import type { Publish } from '../realtime/index.ts';
import { BalanceService } from './balance.service.ts';
import { Ledger } from './ledger.ts';

export interface Wallet {
  ledger: Ledger;
  balances: BalanceService;
}

/** Wires the ledger to announce every committed balance change on `balance#{globalId}`. */
export function createWallet(deps: { pool: pg.Pool; players: PlayerDirectory; publish: Publish }): Wallet {
  let balances: BalanceService | undefined;
  const ledger = new Ledger(deps.pool, async (userIds) => {
    for (const userId of userIds) {
      const player = await deps.players.getPlayer(userId);
      if (!player || !balances) continue;
      deps.publish(playerChannel('balance', player.globalId), await balances.balanceOf(player));
    }
  });
  balances = new BalanceService(deps.pool);
  return { ledger, balances };
}
