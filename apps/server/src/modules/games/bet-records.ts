import { type BetView, formatMajor, formatMultiplier, splitPayout } from '@casino/shared';
import type pg from 'pg';
import { CURRENCIES } from '../../db/reference-data.ts';
import type { Tx } from '../../db/tx.ts';
import type { Player } from '../auth/index.ts';
import type { Ledger } from '../wallet/index.ts';

/** A game_bets row with the fairness data it is verified with. */
export interface BetRecord {
  id: bigint;
  userId: bigint;
  playerLabel: string;
  gameId: string;
  currency: string;
  amount: bigint;
  /** The part of `amount` staked with bonus money. */
  stakeBonus: bigint;
  payout: bigint;
  multiplier: bigint;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  state: Record<string, unknown> | null;
  status: 'open' | 'settled';
  requestHash: string;
  crashRoundId: bigint | null;
  createdAt: Date;
  fairness: { serverSeedHash: string; serverSeed: string | null; clientSeed: string; nonce: number };
}

export interface BetRow {
  id: string;
  user_id: string;
  player_label: string;
  game_id: string;
  currency: string;
  amount: string;
  stake_bonus: string;
  payout: string;
  multiplier: string;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  state: Record<string, unknown> | null;
  status: 'open' | 'settled';
  request_hash: string;
  crash_round_id: string | null;
  nonce: string | null;
  created_at: Date;
  seed_hash: string | null;
  client_seed: string | null;
  revealed_seed: string | null;
  round_hash: string | null;
  chain_index: number | null;
  commitment: string | null;
}

/**
 * Bets joined with what verifies them: the seed pair (its server seed only once rotated away) or, for
 * crash, the chain commitment and the round's link once the round has crashed.
 */
export const BET_SELECT = `
  SELECT b.id, b.user_id, b.player_label, b.game_id, b.currency, b.amount, b.stake_bonus, b.payout, b.multiplier,
         b.params,
         b.outcome, b.state, b.status, b.request_hash, b.crash_round_id, b.nonce, b.created_at,
         s.server_seed_hash AS seed_hash, s.client_seed,
         CASE WHEN s.active THEN NULL ELSE s.server_seed END AS revealed_seed,
         CASE WHEN r.status = 'crashed' THEN r.hash END AS round_hash, r.chain_index, c.commitment
    FROM game_bets b
    LEFT JOIN fairness_seeds s ON s.id = b.seed_id
    LEFT JOIN crash_rounds r ON r.id = b.crash_round_id
    LEFT JOIN crash_chains c ON c.id = r.chain_id`;

export function toBetRecord(row: BetRow): BetRecord {
  const isCrash = row.crash_round_id !== null;
  return {
    id: BigInt(row.id),
    userId: BigInt(row.user_id),
    playerLabel: row.player_label,
    gameId: row.game_id,
    currency: row.currency,
    amount: BigInt(row.amount),
    stakeBonus: BigInt(row.stake_bonus ?? 0),
    payout: BigInt(row.payout),
    multiplier: BigInt(row.multiplier),
    params: row.params,
    outcome: row.outcome,
    state: row.state,
    status: row.status,
    requestHash: row.request_hash,
    crashRoundId: isCrash ? BigInt(row.crash_round_id as string) : null,
    createdAt: row.created_at,
    fairness: isCrash
      ? {
          serverSeedHash: row.commitment ?? '',
          serverSeed: row.round_hash,
          clientSeed: '',
          nonce: row.chain_index ?? 0,
        }
      : {
          serverSeedHash: row.seed_hash ?? '',
          serverSeed: row.revealed_seed,
          clientSeed: row.client_seed ?? '',
          nonce: Number(row.nonce ?? 0),
        },
  };
}

export async function findBets(
  db: pg.Pool | pg.PoolClient,
  where: string,
  values: unknown[],
): Promise<BetRecord[]> {
  const { rows } = await db.query<BetRow>(`${BET_SELECT} ${where}`, values);
  return rows.map(toBetRecord);
}

export function precisionOf(currency: string): number {
  const found = CURRENCIES.find((c) => c.code === currency);
  if (!found) throw new Error(`unknown currency ${currency}`);
  return found.precision;
}

/** The API's view. Server-only round state (mine positions before the round ends) never leaves. */
export function betView(bet: BetRecord): BetView {
  const precision = precisionOf(bet.currency);
  return {
    id: bet.id.toString(),
    game: bet.gameId,
    amount: formatMajor(bet.amount, precision),
    currency: bet.currency,
    payout: formatMajor(bet.payout, precision),
    multiplier: formatMultiplier(bet.multiplier),
    outcome: bet.outcome,
    status: bet.status,
    serverSeedHash: bet.fairness.serverSeedHash,
    serverSeed: bet.fairness.serverSeed,
    clientSeed: bet.fairness.clientSeed,
    nonce: bet.fairness.nonce,
    createdAt: bet.createdAt.toISOString(),
  };
}

/** The public live-bets name: two characters of the player's name and stars. */
export function playerLabel(player: Player): string {
  const base = player.email?.split('@')[0] ?? player.globalId;
  return `${base.slice(0, 2)}***`;
}

/** Stake: the player's main and bonus money (its split) to the game bank. One per bet, keyed by the bet. */
export function debitStake(
  ledger: Ledger,
  tx: Tx,
  bet: { id: bigint; userId: bigint; currency: string; amount: bigint; stakeBonus: bigint },
) {
  const account = (name: 'main' | 'bonus') => ({ userId: bet.userId, name, currency: bet.currency });
  const fromMain = bet.amount - bet.stakeBonus;
  return ledger.transfer(
    {
      idempotencyKey: `bet:${bet.id}:stake`,
      kind: 'bet_stake',
      entries: [
        ...(fromMain > 0n ? [{ account: account('main'), amount: -fromMain }] : []),
        ...(bet.stakeBonus > 0n ? [{ account: account('bonus'), amount: -bet.stakeBonus }] : []),
        { account: { house: 'game_bank', currency: bet.currency }, amount: bet.amount },
      ],
      metadata: { betId: bet.id.toString() },
    },
    tx,
  );
}

/**
 * Payout: the game bank to the player, in the stake's proportions (winnings on bonus money stay bonus
 * money); none for a loss. At most one per bet. The bonus part of a bet whose bonus has ended meanwhile
 * (expired, forfeited) goes back to the house with it.
 */
export async function creditPayout(
  ledger: Ledger,
  tx: Tx,
  bet: { id: bigint; userId: bigint; currency: string; amount: bigint; stakeBonus: bigint },
  payout: bigint,
): Promise<void> {
  if (payout <= 0n) return;
  const { main, bonus } = splitPayout(payout, { main: bet.amount - bet.stakeBonus, bonus: bet.stakeBonus });
  const bonusKept = bonus > 0n && (await hasActiveBonus(tx, bet.userId, bet.currency));
  const account = (name: 'main' | 'bonus') => ({ userId: bet.userId, name, currency: bet.currency });
  await ledger.transfer(
    {
      idempotencyKey: `bet:${bet.id}:payout`,
      kind: 'bet_payout',
      entries: [
        { account: { house: 'game_bank', currency: bet.currency }, amount: -payout },
        ...(main > 0n ? [{ account: account('main'), amount: main }] : []),
        ...(bonus > 0n
          ? [
              {
                account: bonusKept
                  ? account('bonus')
                  : { house: 'bonus_cost' as const, currency: bet.currency },
                amount: bonus,
              },
            ]
          : []),
      ],
      metadata: { betId: bet.id.toString() },
    },
    tx,
  );
}

async function hasActiveBonus(tx: Tx, userId: bigint, currency: string): Promise<boolean> {
  const { rows } = await tx.client.query(
    `SELECT 1 FROM player_bonuses WHERE user_id = $1 AND currency = $2 AND status = 'active' LIMIT 1`,
    [userId.toString(), currency],
  );
  return rows.length > 0;
}
