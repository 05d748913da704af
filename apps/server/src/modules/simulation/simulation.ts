import { randomBytes, randomUUID } from 'node:crypto';
import { formatMajor } from '@casino/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { AuthService, Player } from '../auth/index.ts';
import type { BetsService } from '../games/index.ts';
import type { Ledger } from '../wallet/index.ts';
import { nextDelayMs, pick, planBet, type Random, topUpAmount } from './bet-plan.ts';
import { emailOf, ROSTER, type SimulatedPlayer } from './roster.ts';

/**
 * Runs `task` once after `ms`; the returned function cancels it. Injected so tests fire bets themselves;
 * `task` never rejects.
 */
export type SimulationTimer = (ms: number, task: () => Promise<void>) => () => void;

/** setTimeout, unref'd: a pending bet never keeps the process alive. */
export const timeoutTimer: SimulationTimer = (ms, task) => {
  const handle = setTimeout(() => void task(), ms);
  handle.unref();
  return () => clearTimeout(handle);
};

export interface SimulationDeps {
  players: Pick<AuthService, 'register' | 'getPlayerByEmail' | 'getPlayer'>;
  ledger: Pick<Ledger, 'transfer' | 'playerBalances'>;
  bets: Pick<BetsService, 'playInstant' | 'limitsFor' | 'lastBetId'>;
  log: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn'>;
  roster?: readonly SimulatedPlayer[];
}

export interface SimulationOptions {
  timer?: SimulationTimer;
  random?: Random;
}

export interface Simulation {
  /**
   * Creates (or finds) the simulated players, funds them and starts betting. Resolves once set up; never
   * rejects (a failure is logged and nothing runs). Calling it again while running does nothing.
   */
  start(options?: SimulationOptions): Promise<void>;
  /** No bet starts after this; resolves once the bet in flight (if any) has finished. */
  stop(): Promise<void>;
}

interface Bot {
  profile: SimulatedPlayer;
  userId: bigint;
}

/** Registration is rate limited per caller address; the simulation is one caller of its own. */
const CALLER = { ip: 'simulation' };

/**
 * Simulated players betting in the background: a bet every 0.5–2 s by one of them, placed through the same
 * bets service as the HTTP route, so it is a real bet (ledger, history, the live feed). Each bet is its own
 * call; nothing is held between bets. A failed bet is logged and the next one comes as usual.
 */
export function createSimulation(deps: SimulationDeps): Simulation {
  const roster = deps.roster ?? ROSTER;
  const { log } = deps;
  let running = false;
  let cancel: (() => void) | undefined;
  /** The set-up or the bet in flight; stop() waits for it. */
  let inFlight: Promise<void> = Promise.resolve();
  let timer: SimulationTimer = timeoutTimer;
  let random: Random = Math.random;
  let bots: Bot[] = [];

  async function accountOf(profile: SimulatedPlayer): Promise<Player> {
    const email = emailOf(profile);
    const existing = await deps.players.getPlayerByEmail(email);
    if (existing) return existing;
    try {
      // Nobody signs in as a simulated player: the password is thrown away.
      await deps.players.register(
        {
          email,
          password: randomBytes(24).toString('base64url'),
          currency: profile.currency,
          language: profile.language,
        },
        CALLER,
      );
    } catch (error) {
      // Another copy of the server registered it first.
      if (!(error instanceof AppError && error.detail === 'email_taken')) throw error;
    }
    const created = await deps.players.getPlayerByEmail(email);
    if (!created) throw new Error(`simulated player ${email} was not created`);
    return created;
  }

  /**
   * Credits the player back to their bankroll from the house adjustments account when low. The key is the
   * state it tops up (last bet, balance): a retry, or another copy of the server, replays the same transfer.
   */
  async function topUp(player: Player): Promise<void> {
    const limits = deps.bets.limitsFor(player.currency);
    const { main } = await deps.ledger.playerBalances(player.id, player.currency);
    const amount = topUpAmount(main, limits);
    if (amount === 0n) return;
    const lastBet = await deps.bets.lastBetId(player.id);
    await deps.ledger.transfer({
      idempotencyKey: `simulation:${player.globalId}:top-up:${lastBet}:${main}`,
      kind: 'simulation_credit',
      entries: [
        { account: { house: 'adjustments', currency: player.currency }, amount: -amount },
        { account: { userId: player.id, name: 'main', currency: player.currency }, amount },
      ],
    });
  }

  async function setUp(): Promise<void> {
    const ready: Bot[] = [];
    for (const profile of roster) {
      if (!running) return;
      const player = await accountOf(profile);
      await topUp(player);
      ready.push({ profile, userId: player.id });
    }
    bots = ready;
    log.info({ players: bots.length }, 'simulated players are betting');
  }

  async function placeBet(): Promise<void> {
    const bot = pick(random, bots);
    // Read afresh: an operator may have banned the player or changed their currency.
    const player = await deps.players.getPlayer(bot.userId);
    if (!player || player.banReason) return;
    await topUp(player);
    const limits = deps.bets.limitsFor(player.currency);
    const plan = planBet(bot.profile, limits, random);
    const amount = formatMajor(plan.stake, limits.precision);
    const { bet } = await deps.bets.playInstant({
      player,
      audience: { userId: player.id, currency: player.currency },
      gameId: plan.gameId,
      amount,
      params: plan.params,
      idempotencyKey: `simulation:${randomUUID()}`,
    });
    log.debug(
      {
        player: bot.profile.handle,
        game: plan.gameId,
        amount,
        currency: player.currency,
        payout: bet.payout,
      },
      'simulated bet',
    );
  }

  function scheduleNext(): void {
    if (!running || bots.length === 0) return;
    cancel = timer(nextDelayMs(random), () => {
      cancel = undefined;
      inFlight = betThenNext();
      return inFlight;
    });
  }

  async function betThenNext(): Promise<void> {
    if (!running) return;
    try {
      await placeBet();
    } catch (error) {
      // Refusals (a limit, the balance, a game closed to the currency) are expected now and then.
      if (error instanceof AppError) log.debug({ detail: error.detail }, 'simulated bet refused');
      else log.warn({ err: error }, 'simulated bet failed');
    }
    scheduleNext();
  }

  return {
    async start(options = {}) {
      if (running) return inFlight;
      running = true;
      timer = options.timer ?? timeoutTimer;
      random = options.random ?? Math.random;
      inFlight = setUp().then(
        () => scheduleNext(),
        (error: unknown) => {
          running = false;
          log.warn({ err: error }, 'simulated players could not start');
        },
      );
      return inFlight;
    },

    async stop() {
      running = false;
      cancel?.();
      cancel = undefined;
      await inFlight;
    },
  };
}
