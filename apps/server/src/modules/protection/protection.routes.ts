import {
  exclusionRequestSchema,
  exclusionSchema,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  playerLimitSchema,
  playSessionSchema,
  protectionSchema,
  realityCheckRequestSchema,
  setLimitRequestSchema,
} from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../auth/index.ts';
import type { ProtectionService } from './protection.service.ts';

const INVALID = 'Validation.invalid_format';
const limitParams = z.object({
  kind: z.enum(LIMIT_KINDS, { error: INVALID }),
  period: z.enum(LIMIT_PERIODS, { error: INVALID }),
});

/** Player protection under /api/v1/me/protection (app.ts adds /api/v1): limits, reality check, exclusion. */
export async function protectionRoutes(
  app: FastifyInstance,
  opts: { protection: ProtectionService; auth: AuthService },
): Promise<void> {
  const { protection, auth } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['protection'], security: [{ bearer: [] }] };
  const preHandler = auth.authenticate;

  r.get(
    '/me/protection',
    { preHandler, schema: { ...base, response: { 200: protectionSchema } } },
    async (request) => protection.overview(request.requirePlayer()),
  );

  r.put(
    '/me/protection/limits/:kind/:period',
    {
      preHandler,
      schema: {
        ...base,
        params: limitParams,
        body: setLimitRequestSchema,
        response: { 200: playerLimitSchema },
      },
    },
    async (request) => {
      const { kind, period } = request.params;
      const limit = await protection.setLimit(request.requirePlayer(), kind, period, request.body.amount);
      if (!limit) throw new Error('a set limit is never empty');
      return limit;
    },
  );

  r.delete(
    '/me/protection/limits/:kind/:period',
    {
      preHandler,
      schema: { ...base, params: limitParams, response: { 200: playerLimitSchema, 204: z.null() } },
    },
    async (request, reply) => {
      const { kind, period } = request.params;
      const limit = await protection.setLimit(request.requirePlayer(), kind, period, null);
      return limit ?? reply.status(204).send(null);
    },
  );

  r.put(
    '/me/protection/reality-check',
    {
      preHandler,
      schema: {
        ...base,
        body: realityCheckRequestSchema,
        response: { 200: z.object({ intervalMinutes: z.number().int().nullable() }) },
      },
    },
    async (request) => protection.setRealityCheck(request.requirePlayer(), request.body.intervalMinutes),
  );

  r.post(
    '/me/protection/exclusion',
    { preHandler, schema: { ...base, body: exclusionRequestSchema, response: { 200: exclusionSchema } } },
    async (request) => protection.exclude(request.requirePlayer(), request.body, { ip: request.ip }),
  );

  r.get(
    '/me/protection/session',
    { preHandler, schema: { ...base, response: { 200: playSessionSchema } } },
    async (request) => {
      const session = auth.sessionOf(request);
      if (!session) throw new Error('authenticate records the session');
      return protection.session(request.requirePlayer(), session);
    },
  );
}
