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
}

export interface PlayerDirectory {
  getPlayer(userId: bigint): Promise<Player | undefined>;
}
