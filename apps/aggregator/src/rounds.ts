import { randomBytes, randomUUID } from 'node:crypto';
import type { WalletProtocolError } from '@casino/shared';
import { z } from 'zod';
import type { CatalogueGame } from './catalogue.ts';
import { everyNth } from './chaos.ts';
import { type EngineKind, stakeLadder } from './currencies.ts';
import { crashWin, MAX_CASH_OUT, MIN_CASH_OUT, playCrash } from './engines/crash.ts';
import { ROULETTE_BETS, spinRoulette } from './engines/roulette.ts';
import { slotWin, spinSlots } from './engines/slots.ts';
import { seededRng } from './rng.ts';
import type { RetryQueue, WalletClient } from './wallet-client.ts';

export interface Session {
  id: string;
  game: CatalogueGame;
  mode: 'real' | 'demo';
  currency: string;
  language: string;
  returnUrl: string;
  sessionToken?: string;
  playerId?: string;
  /** Demo only: fun money in minor units. */
  funBalance: bigint;
  /** Rounds of one session run one after another (a double click does not interleave them). */
  tail: Promise<unknown>;
}

export function engineKind(game: CatalogueGame): EngineKind {
  return game.engine.kind;
}

/** The page's POST /play/{id}/round body. */
export const roundRequest = z.strictObject({
  stake: z.string().regex(/^[1-9][0-9]{0,18}$/),
  bet: z.enum(ROULETTE_BETS).optional(),
  number: z.number().int().min(0).max(36).optional(),
  cashOut: z
    .string()
    .regex(/^[0-9]{1,4}\.[0-9]{2}$/)
    .optional(),
});
export type RoundRequest = z.infer<typeof roundRequest>;

export type RoundResult =
  | {
      status: 'settled';
      roundId: string;
      stake: string;
      win: string;
      /** After the round; with creditPending, what it will be once the queued win lands. */
      balance: string | null;
      outcome: unknown;
      creditPending?: true;
    }
  | { status: 'cancelled'; roundId: string; balance: string | null }
  | {
      status: 'refused';
      httpStatus: number;
      code: WalletProtocolError | 'BAD_STAKE' | 'BAD_OPTIONS';
      message: string;
      balance: string | null;
    };

interface Played {
  win: bigint;
  outcome: unknown;
}

/** Checks the options for the game's engine and plays it with the given seed. Null: bad options. */
export function playEngine(
  game: CatalogueGame,
  stake: bigint,
  request: RoundRequest,
  seed: string,
): Played | null {
  const rng = seededRng(seed);
  const engine = game.engine;
  if (engine.kind === 'slots') {
    const spin = spinSlots(engine.machine, rng);
    return {
      win: slotWin(engine.machine, stake, spin),
      outcome: { window: spin.window, wins: spin.wins, totalPay: spin.totalPay, lines: engine.machine.lines },
    };
  }
  if (engine.kind === 'roulette') {
    if (!request.bet) return null;
    if ((request.bet === 'straight') !== (request.number !== undefined)) return null;
    const spin = spinRoulette(rng, request.bet, request.number ?? null);
    return {
      win: stake * BigInt(spin.multiplier),
      outcome: { ...spin, bet: request.bet, number: request.number ?? null },
    };
  }
  if (!request.cashOut) return null;
  const cashOut = Number(request.cashOut.replace('.', ''));
  if (cashOut < MIN_CASH_OUT || cashOut > MAX_CASH_OUT) return null;
  const round = playCrash(rng, cashOut, engine.edgeBasisPoints);
  return {
    win: crashWin(stake, round),
    outcome: { crashPoint: hundredths(round.crashPoint), cashOut: hundredths(cashOut), won: round.won },
  };
}

function hundredths(value: number): string {
  return (value / 100).toFixed(2);
}

export interface RoundDeps {
  wallet: WalletClient;
  retries: RetryQueue;
  /** Every Nth real round sends its rollback first (chaos). */
  rollbackFirstNow: () => boolean;
  log: (line: string) => void;
}

export function rollbackFirstCounter(n: number | undefined): () => boolean {
  return everyNth(n);
}

/** Plays one round of a session: in turn with the session's other rounds. */
export function playRound(session: Session, request: RoundRequest, deps: RoundDeps): Promise<RoundResult> {
  const result = session.tail.then(() => playRoundNow(session, request, deps));
  session.tail = result.catch(() => undefined);
  return result;
}

async function playRoundNow(session: Session, request: RoundRequest, deps: RoundDeps): Promise<RoundResult> {
  const stake = BigInt(request.stake);
  if (!stakeLadder(engineKind(session.game), session.currency).includes(stake))
    return refusal(400, 'BAD_STAKE', 'stake is not one of the offered stakes', null);
  // The outcome comes from a fresh seed drawn before any money moves; bad options never debit.
  const played = playEngine(session.game, stake, request, randomBytes(16).toString('hex'));
  if (!played) return refusal(400, 'BAD_OPTIONS', 'bet options do not fit this game', null);
  const roundId = `rd-${randomUUID()}`;

  if (session.mode === 'demo') {
    if (stake > session.funBalance)
      return refusal(402, 'INSUFFICIENT_FUNDS', 'not enough fun money', session.funBalance.toString());
    session.funBalance += played.win - stake;
    return settled(roundId, stake, played, session.funBalance.toString());
  }

  const base = {
    sessionToken: session.sessionToken as string,
    playerId: session.playerId as string,
    currency: session.currency,
  };
  const gameCode = session.game.code;
  const debitId = `tx-${randomUUID()}`;
  const debit = { ...base, transactionId: debitId, roundId, gameCode, amount: stake.toString() };
  const rollback = {
    ...base,
    transactionId: `tx-${randomUUID()}`,
    roundId,
    gameCode,
    referenceTransactionId: debitId,
  };

  if (deps.rollbackFirstNow()) {
    // Chaos: the rollback overtakes its debit; the casino must remember it and refuse the late debit.
    await settleRollback(rollback, deps);
    const late = await deps.wallet.call('debit', debit);
    if (late.kind === 'ok')
      deps.log(`chaos: the casino accepted debit ${debitId} after its rollback (it must refuse it)`);
    return { status: 'cancelled', roundId, balance: late.kind === 'refused' ? (late.balance ?? null) : null };
  }

  const debited = await deps.wallet.call('debit', debit);
  if (debited.kind === 'refused')
    return refusal(debited.status, debited.code, debited.message, debited.balance ?? null);
  if (debited.kind === 'unknown') {
    // We cannot tell whether the stake was taken: cancel it, whichever it was.
    await settleRollback(rollback, deps);
    return { status: 'cancelled', roundId, balance: null };
  }

  const credit = {
    ...base,
    transactionId: `tx-${randomUUID()}`,
    roundId,
    gameCode,
    amount: played.win.toString(),
    closeRound: true,
  };
  const credited = await deps.wallet.call('credit', credit);
  if (credited.kind === 'ok') return settled(roundId, stake, played, credited.reply.balance);
  if (credited.kind === 'unknown') {
    // The win is owed: it stays queued until the casino answers.
    deps.retries.add('credit', credit);
    const expected = BigInt(debited.reply.balance) + played.win;
    return { ...settled(roundId, stake, played, expected.toString()), creditPending: true };
  }
  deps.log(`wallet refused credit ${credit.transactionId} of round ${roundId}: ${credited.code}`);
  return refusal(credited.status, credited.code, credited.message, credited.balance ?? null);
}

/** A rollback is retried until acknowledged: a few times now, then from the retry queue. */
async function settleRollback(rollback: object, deps: RoundDeps): Promise<void> {
  const outcome = await deps.wallet.call('rollback', rollback);
  if (outcome.kind === 'unknown') deps.retries.add('rollback', rollback);
  else if (outcome.kind === 'refused') deps.log(`wallet refused a rollback: ${outcome.code}`);
}

function settled(
  roundId: string,
  stake: bigint,
  played: Played,
  balance: string | null,
): Extract<RoundResult, { status: 'settled' }> {
  return {
    status: 'settled',
    roundId,
    stake: stake.toString(),
    win: played.win.toString(),
    balance,
    outcome: played.outcome,
  };
}

function refusal(
  httpStatus: number,
  code: Extract<RoundResult, { status: 'refused' }>['code'],
  message: string,
  balance: string | null,
): RoundResult {
  return { status: 'refused', httpStatus, code, message, balance };
}
