import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { envelope } from './errors.ts';

export async function healthRoutes(app: FastifyInstance, opts: { pool: pg.Pool }): Promise<void> {
  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await opts.pool.query('SELECT 1');
      return { status: 'ok' };
    } catch {
      return reply.status(503).send(envelope('internal_error'));
    }
  });
}
