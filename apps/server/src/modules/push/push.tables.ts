import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Browsers' push subscriptions (RFC 8030): where to POST a player's notifications and the keys to encrypt
 * them with (RFC 8291). One row per endpoint: a browser that signs in as another player moves its row.
 * `user_id` is the auth module's users.id, kept without a foreign key (tables belong to their module).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    /** The session (token hash) it was saved in: signing out there drops it. */
    sessionId: text('session_id'),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** When the push service stops taking messages for it, if it said. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);
