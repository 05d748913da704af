import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * One conversation per signed-in player (user_id: kept across devices and sessions), or one per guest start
 * (guest_email, and the hash of the token only that guest holds). User and operator ids are plain bigints:
 * their tables belong to other modules. The unread counters are each side's messages the other side has
 * not read; `*_read_id` the newest message id each side has read.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }),
    guestEmail: text('guest_email'),
    guestTokenHash: text('guest_token_hash'),
    language: text('language').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    assignedOperatorId: bigint('assigned_operator_id', { mode: 'bigint' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** Operator messages the player has not read. */
    playerUnread: integer('player_unread').notNull().default(0),
    /** Player messages no operator has read. */
    operatorUnread: integer('operator_unread').notNull().default(0),
    playerReadId: bigint('player_read_id', { mode: 'bigint' }),
    operatorReadId: bigint('operator_read_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_conversations_user_uq').on(t.userId).where(sql`user_id IS NOT NULL`),
    uniqueIndex('support_conversations_guest_token_uq')
      .on(t.guestTokenHash)
      .where(sql`guest_token_hash IS NOT NULL`),
    // The operators' queue: unread first, then the newest activity.
    index('support_conversations_queue_idx').on(
      t.status,
      sql`(operator_unread > 0) DESC`,
      sql`coalesce(last_message_at, created_at) DESC`,
      sql`id DESC`,
    ),
    check(
      'support_conversations_owner_ck',
      sql`(user_id IS NOT NULL AND guest_token_hash IS NULL AND guest_email IS NULL) OR (user_id IS NULL AND guest_token_hash IS NOT NULL AND guest_email IS NOT NULL)`,
    ),
    check('support_conversations_unread_ck', sql`player_unread >= 0 AND operator_unread >= 0`),
  ],
);

/** Images sent in a conversation, kept in the database (bytes proved by content; see http/upload-content.ts). */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'bigint' })
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    uploadedBy: text('uploaded_by', { enum: ['player', 'operator'] }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_attachments_conversation_idx').on(t.conversationId),
    check('support_attachments_size_ck', sql`size > 0 AND size <= 5242880 AND octet_length(bytes) = size`),
  ],
);

/** Messages in id order (ids are taken under the conversation's row lock, so id order is commit order). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'bigint' })
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['player', 'operator', 'system'] }).notNull(),
    operatorId: bigint('operator_id', { mode: 'bigint' }),
    body: text('body').notNull().default(''),
    attachmentId: bigint('attachment_id', { mode: 'bigint' }).references(() => supportAttachments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.id),
    // An attachment is sent once.
    uniqueIndex('support_messages_attachment_uq').on(t.attachmentId).where(sql`attachment_id IS NOT NULL`),
    check('support_messages_body_ck', sql`char_length(body) <= 2000`),
  ],
);
