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
}
