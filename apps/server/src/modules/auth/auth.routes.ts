import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from './auth.service.ts';
import { authSchemas } from './schemas.ts';

/** 204 answers carry no body. */
const noContent = z.null().describe('No content');

export async function signInRoutes(app: FastifyInstance, opts: { auth: AuthService }): Promise<void> {
  const { auth } = opts;
  const schemas = authSchemas(auth.clock);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/auth/register',
    { schema: { tags: ['auth'], body: schemas.register, response: { 201: schemas.authResponse } } },
    async (request, reply) => {
      const result = await auth.register(request.body, { ip: request.ip });
      return reply.status(201).send(result);
    },
  );

  api.post(
    '/auth/login',
    { schema: { tags: ['auth'], body: schemas.login, response: { 200: schemas.authResponse } } },
    async (request) => auth.login(request.body, { ip: request.ip }),
  );

  api.post(
    '/auth/telegram',
    { schema: { tags: ['auth'], body: schemas.telegram, response: { 200: schemas.authResponse } } },
    async (request) => auth.signInWithTelegram(request.body, { ip: request.ip }),
  );

  api.post(
    '/auth/logout',
    {
      preHandler: auth.authenticate,
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 204: noContent } },
    },
    async (request, reply) => {
      await auth.logout(request);
      return reply.status(204).send(null);
    },
  );
}
