import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per (caller, endpoint, Idempotency-Key): claimed before the request runs, so a second request
 * with the same key never runs it again; the reply is stored when it is one the caller may see again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The player or operator id; 0 for calls without one. */
    ownerId: bigint('owner_id', { mode: 'bigint' }).notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request (method, path, body): the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request runs. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.scope, t.key] })],
);
