import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { AppError, validationFailed } from './errors.ts';

/** Longest Idempotency-Key taken; a longer one is refused, never silently dropped. */
export const MAX_IDEMPOTENCY_KEY = 200;
/** A claimed key whose request never finished (the process died) is free again after this. */
export const ABANDONED_AFTER_MS = 2 * 60 * 1000;
/** How long a key's reply is kept for replays. */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;
/** Visible ASCII only: keys are echoed into logs and compared byte for byte. */
const KEY = /^[\x21-\x7e]+$/;

/**
 * The Idempotency-Key header of a money request: undefined when absent (a 400 when `required`), a 400
 * `validation_error` on field Idempotency-Key when it is empty, repeated, longer than 200 or not visible
 * ASCII.
 */
export function idempotencyKeyOf(request: FastifyRequest, required = false): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) {
    if (required) throw validationFailed([{ field: 'Idempotency-Key', message: 'Validation.required' }]);
    return undefined;
  }
  if (typeof header !== 'string' || header.length > MAX_IDEMPOTENCY_KEY || !KEY.test(header))
    throw validationFailed([{ field: 'Idempotency-Key', message: 'Validation.invalid_format' }]);
  return header;
}

export interface IdempotentCall {
  /** Whose key it is: a key belongs to one player (or operator). */
  ownerId: bigint;
  key: string | undefined;
}

interface StoredReply {
  statusCode: number;
  body: unknown;
}

/**
 * One idempotency for every money endpoint. The key is claimed (a row insert, unique per owner, endpoint
 * and key) before anything runs, so of two concurrent requests with one key exactly one runs: the other
 * gets 409 `idempotency_in_progress` while it runs and its reply afterwards. The same key with another
 * request is 422 `idempotency_key_reused`. A request that fails frees its key: a refusal wrote nothing,
 * so the retry may run.
 */
export class Idempotency {
  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: () => Date,
  ) {}

  async run(
    scope: string,
    call: IdempotentCall,
    requestHash: string,
    handler: () => Promise<StoredReply>,
  ): Promise<StoredReply> {
    if (call.key === undefined) return handler();
    const id = [call.ownerId.toString(), scope, call.key];
    const claimed = await this.claim(id, requestHash);
    if (!claimed) return this.replay(id, requestHash, () => this.run(scope, call, requestHash, handler));
    let reply: StoredReply;
    try {
      reply = await handler();
    } catch (error) {
      await this.pool
        .query('DELETE FROM idempotency_keys WHERE owner_id = $1 AND scope = $2 AND key = $3', id)
        .catch(() => {});
      throw error;
    }
    await this.pool.query(
      `UPDATE idempotency_keys SET status_code = $4, response = $5
       WHERE owner_id = $1 AND scope = $2 AND key = $3`,
      [...id, reply.statusCode, JSON.stringify(reply.body ?? null)],
    );
    return reply;
  }

  /** Forgets keys older than `KEPT_FOR_MS`: clients retry within minutes, not days. */
  async prune(): Promise<number> {
    const { rowCount } = await this.pool.query('DELETE FROM idempotency_keys WHERE created_at < $1', [
      new Date(this.clock().getTime() - KEPT_FOR_MS),
    ]);
    return rowCount ?? 0;
  }

  private async claim(id: string[], requestHash: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO idempotency_keys (owner_id, scope, key, request_hash, created_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [...id, requestHash, this.clock()],
    );
    return rowCount === 1;
  }

  private async replay(
    id: string[],
    requestHash: string,
    retry: () => Promise<StoredReply>,
  ): Promise<StoredReply> {
    const { rows } = await this.pool.query<{
      request_hash: string;
      status_code: number | null;
      response: unknown;
      created_at: Date;
    }>(
      `SELECT request_hash, status_code, response, created_at FROM idempotency_keys
       WHERE owner_id = $1 AND scope = $2 AND key = $3`,
      id,
    );
    const row = rows[0];
    // The first request failed and freed its key in between: this one may run.
    if (!row) return retry();
    if (row.request_hash !== requestHash) throw new AppError(422, 'idempotency_key_reused');
    if (row.status_code !== null) return { statusCode: row.status_code, body: row.response };
    const abandoned = this.clock().getTime() - row.created_at.getTime() > ABANDONED_AFTER_MS;
    if (abandoned) {
      const { rowCount } = await this.pool.query(
        `DELETE FROM idempotency_keys WHERE owner_id = $1 AND scope = $2 AND key = $3
           AND status_code IS NULL AND created_at = $4`,
        [...id, row.created_at],
      );
      if (rowCount === 1) return retry();
    }
    throw new AppError(409, 'idempotency_in_progress', undefined, { retry_after: 1 });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: Idempotency;
  }
}

export function installIdempotency(app: FastifyInstance, idempotency: Idempotency): void {
  app.decorate('idempotency', idempotency);
}

function requestHashOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([request.method, request.url, request.body ?? null]))
    .digest('hex');
}

/**
 * Runs a money endpoint's handler once per Idempotency-Key and sends its reply (or the first reply of
 * a replayed key). `handler` gets the key, for services that also record it on their rows.
 */
export async function once<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  ownerId: bigint,
  statusCode: number,
  handler: (key: string | undefined) => Promise<T>,
  options: { required?: boolean } = {},
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request, options.required);
  const scope = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const result = await request.server.idempotency.run(
    scope,
    { ownerId, key },
    requestHashOf(request),
    async () => ({ statusCode, body: await handler(key) }),
  );
  return reply.status(result.statusCode).send(result.body);
}
