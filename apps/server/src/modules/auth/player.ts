import type { Exclusion } from '@casino/shared';
import type { Tx } from '../../db/tx.ts';
/** What other modules may know about a player. */
export interface Player {
  id: bigint;
  globalId: string;
  email: string | null;
  language: string;
  /** Currency of the main account. */
  currency: string;
  /** Currency balances are also shown in. */
  primaryCurrency: string;
  isVip: boolean;
  depositCount: number;
  banReason: string | null;
  /** The operator barred fiat deposits (buy orders). */
  buyBanned: boolean;
  /** The operator barred every fiat method, deposits and withdrawals. */
  fiatBanned: boolean;
  /** The player's latest time-out or self-exclusion (in force or over: see isExcluded). */
  exclusion: Exclusion | null;
}

export interface PlayerDirectory {
  /** Inside a transaction pass it: asking the pool while holding its locks can starve the pool. */
  getPlayer(userId: bigint, tx?: Tx): Promise<Player | undefined>;
}
