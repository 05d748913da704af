import { isGameId, loyaltyRequest } from '@casino/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryOf } from '../../http/client-ip.ts';
import { notFound } from '../../http/errors.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limit.ts';
import type { Player } from '../auth/index.ts';
import { balanceResponse, type Wallet } from '../wallet/index.ts';
import {
  bonusListResponse,
  bonusResponse,
  drawerShownResponse,
  drawerStatusResponse,
  freeSpinResult,
  freeSpinsResponse,
  promoActivationResponse,
  settingsResponse,
} from './bonuses.schemas.ts';
import type { BonusesService } from './bonuses.service.ts';
import type { FreeSpinsService } from './freespins.service.ts';
import type { OffersService } from './offers.service.ts';
import type { PromoCodesService } from './promo-codes.service.ts';

/** Code guessing: a player gets 10 tries in 10 minutes, an address 30 (players behind one NAT). */
export const PROMO_RATE_RULES = {
  perPlayer: { limit: 10, windowSeconds: 600 },
  perIp: { limit: 30, windowSeconds: 600 },
} satisfies Record<string, RateRule>;
const CLAIM_RULE: RateRule = { limit: 30, windowSeconds: 60 };
/** Free spins play as fast as a player clicks, not as fast as a script sends. */
const FREE_SPIN_RULE: RateRule = { limit: 120, windowSeconds: 60 };

const listQuery = z.looseObject({ is_pagination: z.enum(['true', 'false']).optional() });
const idParams = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,17}$/) });
const activateBody = z.strictObject({ code: z.string().min(1).max(64) });
const gameParams = z.strictObject({ id: z.string().max(64) });

export interface BonusesRoutesOptions {
  bonuses: BonusesService;
  wallet: Wallet;
  offers: OffersService;
  promoCodes: PromoCodesService;
  freeSpins: FreeSpinsService;
  rateLimiter: RateLimiter;
  authenticate: preHandlerHookHandler;
  /** Marketing stops for an excluded player: no claims, no promo codes (player protection). */
  refuseExcluded: (player: Player) => void;
}

/** The bonus list (v1 and v2), claims, the loyalty choice, the drawer record and promo codes. */
export async function bonusesRoutes(app: FastifyInstance, opts: BonusesRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { offers, promoCodes, rateLimiter, authenticate } = opts;
  // Guests see the catalogue as a new player would; a token that is sent must be valid.
  const optionalAuth = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization)
      await (authenticate as (req: FastifyRequest, rep: FastifyReply) => Promise<void>)(request, reply);
  };
  const tags = ['bonuses'];

  for (const version of ['v1', 'v2']) {
    r.get(
      `/api/${version}/bonuses`,
      {
        preHandler: optionalAuth,
        schema: { tags, querystring: listQuery, response: { 200: bonusListResponse } },
      },
      async (request) => offers.list(request.player ?? undefined),
    );
  }

  r.post(
    '/api/v1/bonuses/:id/claim',
    { preHandler: authenticate, schema: { tags, params: idParams, response: { 200: bonusResponse } } },
    async (request) => {
      const player = request.requirePlayer();
      opts.refuseExcluded(player);
      await rateLimiter.hit(`bonus-claim:${player.id}`, CLAIM_RULE);
      return offers.claim(player, BigInt(request.params.id));
    },
  );

  // SPEC §4.4 step 4: "withdraw" on the bonus-burn warning forfeits the active bonuses, then withdraws.
  const forfeitSchema = { tags, response: { 200: balanceResponse } };
  r.post('/api/v1/bonuses/forfeit', { preHandler: authenticate, schema: forfeitSchema }, async (request) => {
    const player = request.requirePlayer();
    await opts.bonuses.forfeit(player);
    return opts.wallet.balances.balanceOf(player);
  });

  r.post(
    '/api/v2/users/loyalty',
    { preHandler: authenticate, schema: { tags, body: loyaltyRequest, response: { 200: settingsResponse } } },
    async (request) => offers.saveSettings(request.requirePlayer(), request.body),
  );

  const statusSchema = { tags, response: { 200: drawerStatusResponse } };
  r.get('/api/v1/bonus-drawer/status', { preHandler: authenticate, schema: statusSchema }, async (request) =>
    offers.drawerStatus(request.requirePlayer()),
  );
  const shownSchema = { tags, response: { 200: drawerShownResponse } };
  r.post('/api/v1/bonus-drawer/shown', { preHandler: authenticate, schema: shownSchema }, async (request) =>
    offers.drawerShown(request.requirePlayer()),
  );

  r.post(
    '/api/v1/promo-codes/activate',
    {
      preHandler: authenticate,
      schema: { tags, body: activateBody, response: { 200: promoActivationResponse } },
    },
    async (request) => {
      const player = request.requirePlayer();
      opts.refuseExcluded(player);
      await rateLimiter.hit(`promo:ip:${request.ip}`, PROMO_RATE_RULES.perIp);
      await rateLimiter.hit(`promo:player:${player.id}`, PROMO_RATE_RULES.perPlayer);
      return promoCodes.activate(player, request.body.code);
    },
  );

  // Bonus free spins of one slot machine: what is left, and one spin (Idempotency-Key required).
  r.get(
    '/api/v1/games/:id/freespins',
    { preHandler: authenticate, schema: { tags, params: gameParams, response: { 200: freeSpinsResponse } } },
    async (request) => {
      if (!isGameId(request.params.id)) throw notFound();
      return { freespins: await opts.freeSpins.view(request.requirePlayer(), request.params.id) };
    },
  );
  r.post(
    '/api/v1/games/:id/freespins',
    {
      preHandler: authenticate,
      schema: { tags, params: gameParams, body: z.strictObject({}), response: { 201: freeSpinResult } },
    },
    async (request, reply) => {
      const player = request.requirePlayer();
      const { id } = request.params;
      if (!isGameId(id)) throw notFound();
      const key = idempotencyKeyOf(request, true) as string;
      await rateLimiter.hit(`freespin:${player.id}`, FREE_SPIN_RULE);
      const audience = { userId: player.id, country: countryOf(request.ip), currency: player.currency };
      reply.status(201);
      return opts.freeSpins.spin(player, id, audience, key);
    },
  );
}
