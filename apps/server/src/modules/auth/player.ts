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
}

export interface PlayerDirectory {
  getPlayer(userId: bigint): Promise<Player | undefined>;
}
