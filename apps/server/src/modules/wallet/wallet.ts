import { type BalanceView, playerChannel } from '@casino/shared';
import type pg from 'pg';
import type { Player, PlayerDirectory } from '../auth/index.ts';
import type { Publish } from '../realtime/index.ts';
import { BalanceService } from './balance.service.ts';
import { Ledger } from './ledger.ts';

export interface Wallet {
  ledger: Ledger;
  balances: BalanceService;
  /**
   * Announces a balance the caller already built, for a write that posted through ledgerPostingCtes
   * (the ledger's listener did not see it). Call after commit.
   */
  announceBalance: (player: Player, view: BalanceView) => void;
}

/** Wires the ledger to announce every committed balance change on `balance#{globalId}`. */
export function createWallet(deps: { pool: pg.Pool; players: PlayerDirectory; publish: Publish }): Wallet {
  let balances: BalanceService | undefined;
  const ledger = new Ledger(deps.pool, async (userIds) => {
    for (const userId of userIds) {
      const player = await deps.players.getPlayer(userId);
      if (!player || !balances) continue;
      announceBalance(player, await balances.balanceOf(player));
    }
  });
  balances = new BalanceService(deps.pool);
  // A balance is a state: throttled to the newest of each 100 ms window, the last one always sent.
  const announceBalance = (player: Player, view: BalanceView) =>
    deps.publish(playerChannel('balance', player.globalId), view, { throttle: 'latest' });
  return { ledger, balances, announceBalance };
}
