import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { envelope } from './errors.ts';

/** A health probe gets an answer within this long, whatever the main pool is doing. */
const HEALTH_TIMEOUT_MS = 1_000;

/**
 * Health asks the database through its own pool of one connection, never the shared one: when every
 * shared connection is held (a load spike, a stuck transaction) the probe must still answer at once
 * instead of queueing behind the requests it is meant to watch. A copy whose shared pool is saturated
 * (every connection busy, requests queued) answers 503 degraded rather than hanging.
 */
export async function healthRoutes(app: FastifyInstance, opts: { pool: pg.Pool }): Promise<void> {
  const probe = new pg.Pool({
    ...opts.pool.options,
    max: 1,
    connectionTimeoutMillis: HEALTH_TIMEOUT_MS,
    statement_timeout: HEALTH_TIMEOUT_MS,
    query_timeout: HEALTH_TIMEOUT_MS,
  });
  probe.on('error', () => {});
  app.addHook('onClose', async () => {
    await probe.end();
  });

  app.get('/api/health', { schema: { hide: true } }, async (_request, reply) => {
    const { totalCount, idleCount, waitingCount } = opts.pool;
    try {
      await probe.query('SELECT 1');
    } catch {
      return reply.status(503).header('retry-after', '5').send(envelope('service_unavailable'));
    }
    // Every shared connection busy and requests queued for one: alive, but not taking more work well.
    // (Counts stay out of the answer: the probe is public.)
    const saturated = waitingCount > 0 && idleCount === 0 && totalCount >= (opts.pool.options.max ?? 0);
    if (saturated) return reply.status(503).header('retry-after', '5').send({ status: 'degraded' });
    return { status: 'ok' };
  });
}
