import {
  cashoutBody,
  placeSportsBetBody,
  sportsBetParams,
  sportsBetResponse,
  sportsBetsQuery,
  sportsBetsResponse,
} from '@casino/shared';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idempotencyKeyOf, once } from '../../../http/idempotency.ts';
import type { RateLimiter, RateRule } from '../../../http/rate-limit.ts';
import type { Player } from '../../auth/index.ts';
import type { SportsbookBetting } from './betting.ts';

/** A person places a few bets a minute; a script placing hundreds is throttled like other money calls. */
export const BET_RATE_RULE: RateRule = { limit: 30, windowSeconds: 10 };
const CASHOUT_RATE_RULE: RateRule = { limit: 30, windowSeconds: 10 };

export interface BetsRoutesOptions {
  betting: SportsbookBetting;
  authenticate: preHandlerHookHandler;
  refuseExcluded: (player: Player) => void;
  rateLimiter: RateLimiter;
}

/** Sportsbook bets and cash-out (register with prefix '/api/v1'). */
export async function sportsbookBetsRoutes(app: FastifyInstance, opts: BetsRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { preHandler: opts.authenticate };
  const schema = { tags: ['sportsbook'], security: [{ bearer: [] }] };
  const { betting } = opts;

  // The key is required (a bet is money); the bet's row records it, so a replay answers that bet.
  r.post(
    '/sportsbook/bets',
    { ...common, schema: { ...schema, body: placeSportsBetBody, response: { 201: sportsBetResponse } } },
    async (request, reply) => {
      const player = request.requirePlayer();
      opts.refuseExcluded(player);
      await opts.rateLimiter.hit(`sportsbook-bet:${player.id}`, BET_RATE_RULE);
      const key = idempotencyKeyOf(request, true) as string;
      const bet = await betting.placement.place(player, request.body, key);
      return reply.status(201).send(bet);
    },
  );

  r.get(
    '/sportsbook/bets',
    { ...common, schema: { ...schema, querystring: sportsBetsQuery, response: { 200: sportsBetsResponse } } },
    async (request) => betting.listBets(request.requirePlayer().id, request.query),
  );

  r.get(
    '/sportsbook/bets/:id',
    { ...common, schema: { ...schema, params: sportsBetParams, response: { 200: sportsBetResponse } } },
    async (request) => betting.bet(request.requirePlayer().id, BigInt(request.params.id)),
  );

  r.post(
    '/sportsbook/bets/:id/cashout',
    {
      ...common,
      schema: { ...schema, params: sportsBetParams, body: cashoutBody, response: { 200: sportsBetResponse } },
    },
    async (request, reply) => {
      const player = request.requirePlayer();
      await opts.rateLimiter.hit(`sportsbook-cashout:${player.id}`, CASHOUT_RATE_RULE);
      return once(request, reply, player.id, 200, () =>
        betting.cashOut(player, BigInt(request.params.id), request.body.amount),
      );
    },
  );
}
