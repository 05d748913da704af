import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from './auth.service.ts';
import { authSchemas } from './schemas.ts';

/** 204 answers carry no body. */
const noContent = z.null().describe('No content');

export async function meRoutes(app: FastifyInstance, opts: { auth: AuthService }): Promise<void> {
  const { auth } = opts;
  const schemas = authSchemas(auth.clock);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/me',
    {
      preHandler: auth.authenticate,
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: schemas.viewer } },
    },
    async (request) => auth.viewer(request.requirePlayer(), auth.sessionOf(request)),
  );

  api.patch(
    '/me',
    {
      preHandler: auth.authenticate,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: schemas.patchMe,
        response: { 200: schemas.viewer },
      },
    },
    async (request) => auth.updateProfile(request.requirePlayer(), request.body, auth.sessionOf(request)),
  );

  api.post(
    '/me/password',
    {
      preHandler: auth.authenticate,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: schemas.changePassword,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await auth.changePassword(request, request.body, { ip: request.ip });
      return reply.status(204).send(null);
    },
  );

  const secured = { tags: ['auth'], security: [{ bearer: [] }] };
  const codeBody = z.strictObject({ code: z.string({ error: 'Validation.required' }).min(1).max(32) });
  const playerOf = (request: { requirePlayer(): { id: bigint } }) => ({
    kind: 'player' as const,
    id: request.requirePlayer().id,
  });

  api.get(
    '/me/two-factor',
    {
      preHandler: auth.authenticate,
      schema: { ...secured, response: { 200: z.object({ enabled: z.boolean() }) } },
    },
    async (request) => ({ enabled: await auth.twoFactor.isEnabled(playerOf(request)) }),
  );

  // A new secret to scan; the page shows it as a QR code and as text for typing in.
  api.post(
    '/me/two-factor/setup',
    {
      preHandler: auth.authenticate,
      schema: { ...secured, response: { 200: z.object({ secret: z.string(), otpauthUrl: z.string() }) } },
    },
    async (request) => {
      const player = request.requirePlayer();
      return auth.twoFactor.begin(playerOf(request), player.email ?? player.globalId);
    },
  );

  api.post(
    '/me/two-factor/enable',
    {
      preHandler: auth.authenticate,
      schema: {
        ...secured,
        body: codeBody,
        response: { 200: z.object({ recoveryCodes: z.array(z.string()) }) },
      },
    },
    async (request) => ({ recoveryCodes: await auth.twoFactor.enable(playerOf(request), request.body.code) }),
  );

  api.post(
    '/me/two-factor/disable',
    {
      preHandler: auth.authenticate,
      schema: { ...secured, body: codeBody, response: { 204: noContent } },
    },
    async (request, reply) => {
      await auth.twoFactor.disable(playerOf(request), request.body.code);
      return reply.status(204).send(null);
    },
  );
}
