import {
  type BetResult,
  betsQuery,
  isGameId,
  minesReveal,
  placeBetBody,
  rotateSeedBody,
} from '@casino/shared';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryOf } from '../../http/client-ip.ts';
import { notFound } from '../../http/errors.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import type { Player } from '../auth/index.ts';
import type { BetRequest, BetsService } from './bets.service.ts';
import type { Audience } from './catalog.service.ts';
import type { FairnessService } from './fairness.service.ts';
import type { MinesService } from './mines.service.ts';
import {
  betLimits,
  betPage,
  betResult,
  betView,
  fairnessView,
  lastBets,
  minesRound,
  rotatedSeeds,
} from './schemas.ts';
import type { SteppedService } from './stepped/stepped.service.ts';
import { isSteppedGame } from './stepped/stepped-engine.ts';

/** Crash takes bets through the same path; its service lives beside the round driver. */
export interface CrashBets {
  placeBet(request: BetRequest): Promise<BetResult>;
}

export interface GamesRoutesOptions {
  bets: BetsService;
  mines: MinesService;
  /** Coin flip, hi-lo and blackjack rounds. */
  stepped: SteppedService;
  fairness: FairnessService;
  crash?: CrashBets;
  authenticate: preHandlerHookHandler;
  clock: () => Date;
}

export function audienceOf(request: FastifyRequest, player: Player | null): Audience {
  return { userId: player?.id, country: countryOf(request.ip), currency: player?.currency };
}

/** Bets need a key: a bet's own row records it, so a replay answers the same bet (bets.service). */
function idempotencyKey(request: FastifyRequest): string {
  return idempotencyKeyOf(request, true) as string;
}

const gameParam = z.strictObject({ id: z.string().max(64) });
const betIdParam = z.strictObject({ id: z.string().regex(/^\d{1,18}$/) });
/** A decision on a stepped round: the step it was made at (the round's `outcome.step`) and the game's fields. */
const steppedDecision = z
  .object({ step: z.number().int().min(0).max(10_000), action: z.string().max(32) })
  .catchall(z.unknown());

/** Bets, rounds, fairness and the live feed (register with prefix '/api/v1'). */
export async function gamesRoutes(app: FastifyInstance, opts: GamesRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { preHandler: opts.authenticate };
  const schema = { tags: ['games'], security: [{ bearer: [] }] };

  r.get('/fairness', { ...common, schema: { ...schema, response: { 200: fairnessView } } }, async (request) =>
    opts.fairness.view(request.requirePlayer().id),
  );

  r.post(
    '/fairness/rotate',
    { ...common, schema: { ...schema, body: rotateSeedBody, response: { 200: rotatedSeeds } } },
    async (request) =>
      opts.fairness.rotate(request.requirePlayer().id, request.body.clientSeed, opts.clock()),
  );

  r.get(
    '/games/limits',
    { ...common, schema: { ...schema, response: { 200: betLimits } } },
    async (request) => opts.bets.limitsView(request.requirePlayer()),
  );

  r.get(
    '/games/bets',
    {
      ...common,
      schema: {
        ...schema,
        querystring: betsQuery.extend({ game: z.string().max(64).optional() }),
        // `nextBefore` answers a `before` (cursor) request only: the cursor of the next page, null at the end.
        response: {
          200: betPage.extend({
            meta: betPage.shape.meta.extend({ nextBefore: z.string().nullable().optional() }),
          }),
        },
      },
    },
    async (request) => opts.bets.history(request.requirePlayer(), request.query),
  );

  r.get(
    '/games/bets/:id',
    { ...common, schema: { ...schema, params: betIdParam, response: { 200: betView } } },
    async (request) => opts.bets.own(request.requirePlayer(), BigInt(request.params.id)),
  );

  // Public: the live feed shows masked names only.
  r.get('/games/last-bets', { schema: { tags: ['games'], response: { 200: lastBets } } }, async () =>
    opts.bets.lastBets(),
  );

  r.get(
    '/games/mines/round',
    { ...common, schema: { ...schema, response: { 200: minesRound } } },
    async (request) => opts.mines.current(request.requirePlayer()),
  );

  r.post(
    '/games/mines/round/reveal',
    { ...common, schema: { ...schema, body: minesReveal, response: { 200: betResult } } },
    async (request) => opts.mines.reveal(request.requirePlayer(), request.body.tile),
  );

  r.post(
    '/games/mines/round/cashout',
    { ...common, schema: { ...schema, response: { 200: betResult } } },
    async (request) => opts.mines.cashOut(request.requirePlayer()),
  );

  r.get(
    '/games/:id/round',
    { ...common, schema: { ...schema, params: gameParam, response: { 200: minesRound } } },
    async (request) => {
      if (!isSteppedGame(request.params.id)) throw notFound();
      return opts.stepped.current(request.requirePlayer(), request.params.id);
    },
  );

  r.post(
    '/games/:id/round/action',
    {
      ...common,
      schema: { ...schema, params: gameParam, body: steppedDecision, response: { 200: betResult } },
    },
    async (request) => {
      if (!isSteppedGame(request.params.id)) throw notFound();
      const { step, ...action } = request.body;
      return opts.stepped.act(request.requirePlayer(), request.params.id, { step, action });
    },
  );

  r.post(
    '/games/:id/bets',
    { ...common, schema: { ...schema, params: gameParam, body: placeBetBody, response: { 201: betResult } } },
    async (request, reply) => {
      const player = request.requirePlayer();
      const { id } = request.params;
      if (!isGameId(id)) throw notFound();
      const bet: BetRequest = {
        player,
        audience: audienceOf(request, player),
        gameId: id,
        amount: request.body.amount,
        params: request.body.params,
        idempotencyKey: idempotencyKey(request),
      };
      reply.status(201);
      if (id === 'mines') return opts.mines.start(bet);
      if (isSteppedGame(id)) return opts.stepped.start(bet);
      if (id === 'crash') {
        if (!opts.crash) throw notFound();
        return opts.crash.placeBet(bet);
      }
      return opts.bets.playInstant(bet);
    },
  );
}
