import { createHash, randomBytes } from 'node:crypto';
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  conversationOfChannel,
  FALLBACK_LANGUAGE,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_QUEUE_CHANNEL,
  type SupportAttachmentType,
  type SupportAttachmentView,
  type SupportChannelEvent,
  type SupportChatPage,
  type SupportConversationView,
  type SupportGuestStartRequest,
  type SupportHistoryQuery,
  type SupportMessageView,
  type SupportQueueEvent,
  type SupportQueueItem,
  type SupportQueueQuery,
  type SupportSendRequest,
  type SupportStatus,
  supportChannel,
} from '@casino/shared';
import type pg from 'pg';
import { type Tx, withTx } from '../../db/tx.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import type { RateLimiter, RateRule } from '../../http/rate-limit.ts';
import { type ImageFileType, imageTypeOf } from '../../http/upload-content.ts';
import type { AuthService, Player } from '../auth/index.ts';
import type { ChannelGuard, Publish } from '../realtime/index.ts';

/** Who is writing on the player's side: a signed-in player, or a guest by the hash of their chat token. */
export type ChatCaller = { kind: 'player'; player: Player } | { kind: 'guest'; tokenHash: string };

export interface SupportChatDeps {
  pool: pg.Pool;
  clock: () => Date;
  publish: Publish;
  rateLimiter: RateLimiter;
  players: Pick<AuthService, 'getPlayer' | 'getPlayerByGlobalId'>;
}

/** Written with an operator's change, in its transaction (the back office's audit row). */
export type AuditHook = (
  tx: Tx,
  change: { before: Record<string, unknown>; after: Record<string, unknown> },
) => Promise<void>;

export const SUPPORT_RATE_RULES = {
  /** Messages of one player or guest: a fast typist, not a flood. */
  send: { limit: 30, windowSeconds: 60 },
  uploads: { limit: 10, windowSeconds: 60 },
  /** Guest conversations started from one address. */
  guestStart: { limit: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

const CONTENT_TYPES: Record<ImageFileType, SupportAttachmentType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The hash a guest token is stored and looked up by. */
export const guestTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

interface ConversationRow {
  id: string;
  user_id: string | null;
  guest_email: string | null;
  language: string;
  status: SupportStatus;
  assigned_operator_id: string | null;
  last_message_at: Date | null;
  player_unread: number;
  operator_unread: number;
  player_read_id: string | null;
  operator_read_id: string | null;
  created_at: Date;
}

interface MessageRow {
  id: string;
  author: SupportMessageView['author'];
  operator_id: string | null;
  body: string;
  attachment_id: string | null;
  content_type: SupportAttachmentType | null;
  size: number | null;
  created_at: Date;
}

interface QueueRow extends ConversationRow {
  last_author: SupportMessageView['author'] | null;
  last_body: string | null;
  last_attachment: string | null;
  sort_unread: number;
  sort_at: string;
}

/** A conversation's last message that a person wrote (the queue's preview line). */
const LAST_MESSAGE_JOIN = `LEFT JOIN LATERAL (
           SELECT m.author, m.body, m.attachment_id FROM support_messages m
            WHERE m.conversation_id = c.id AND m.author <> 'system' ORDER BY m.id DESC LIMIT 1
         ) last ON true`;
const LAST_MESSAGE_COLUMNS =
  'last.author AS last_author, last.body AS last_body, last.attachment_id AS last_attachment';

const CONVERSATION_COLUMNS = `c.id, c.user_id, c.guest_email, c.language, c.status, c.assigned_operator_id,
  c.last_message_at, c.player_unread, c.operator_unread, c.player_read_id, c.operator_read_id, c.created_at`;

const MESSAGE_SELECT = `SELECT m.id, m.author, m.operator_id, m.body, m.attachment_id, a.content_type, a.size, m.created_at
  FROM support_messages m LEFT JOIN support_attachments a ON a.id = m.attachment_id`;

const languageOf = (language: string): ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(language)
    ? (language as ContentLanguage)
    : FALLBACK_LANGUAGE;

function messageView(row: MessageRow, forOperator: boolean): SupportMessageView {
  return {
    id: String(row.id),
    author: row.author,
    operatorId: forOperator && row.operator_id !== null ? String(row.operator_id) : null,
    body: row.body,
    attachment:
      row.attachment_id !== null && row.content_type !== null
        ? { id: String(row.attachment_id), contentType: row.content_type, size: Number(row.size) }
        : null,
    createdAt: row.created_at.toISOString(),
  };
}

function conversationView(row: ConversationRow): SupportConversationView {
  return {
    id: String(row.id),
    status: row.status,
    language: languageOf(row.language),
    unread: row.player_unread,
    operatorReadId: row.operator_read_id === null ? null : String(row.operator_read_id),
    lastMessageAt: row.last_message_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

/** Where the caller's own conversation is: `c.user_id = $n` or `c.guest_token_hash = $n`. */
function ownerCondition(caller: ChatCaller, param: number): { sql: string; value: string } {
  return caller.kind === 'player'
    ? { sql: `c.user_id = $${param}`, value: caller.player.id.toString() }
    : { sql: `c.guest_token_hash = $${param}`, value: caller.tokenHash };
}

const attachmentInvalid = () => new AppError(400, 'attachment_invalid');
const attachmentTooLarge = () =>
  new AppError(400, 'attachment_too_large', { maxBytes: SUPPORT_ATTACHMENT_MAX_BYTES });

/**
 * The live support chat. Every change runs in one transaction that first locks the conversation row, so
 * message ids are taken in commit order (a reader that has seen id N never later finds a smaller one), and
 * its realtime events are published only after commit.
 */
export class SupportChat {
  constructor(private readonly deps: SupportChatDeps) {}

  private get pool() {
    return this.deps.pool;
  }

  private emit(tx: Tx, conversationId: string, events: SupportChannelEvent[]): void {
    tx.afterCommit(() => {
      for (const event of events) this.deps.publish(supportChannel(conversationId), event);
      const queued: SupportQueueEvent = { type: 'conversation', conversationId };
      this.deps.publish(SUPPORT_QUEUE_CHANNEL, queued);
    });
  }

  private callerKey(caller: ChatCaller): string {
    return caller.kind === 'player' ? `p:${caller.player.id}` : `g:${caller.tokenHash.slice(0, 32)}`;
  }

  // ---- Player side ----

  /** A guest's new conversation and the token that alone opens it (only its hash is kept). */
  async startGuest(
    input: SupportGuestStartRequest,
    ip: string,
  ): Promise<{ token: string; conversation: SupportConversationView }> {
    await this.deps.rateLimiter.hit(`support-guest:ip:${ip}`, SUPPORT_RATE_RULES.guestStart);
    const token = randomBytes(32).toString('base64url');
    const { rows } = await this.pool.query<ConversationRow>(
      `INSERT INTO support_conversations AS c (guest_email, guest_token_hash, language, created_at)
       VALUES ($1, $2, $3, $4) RETURNING ${CONVERSATION_COLUMNS}`,
      [input.email, guestTokenHash(token), input.language ?? FALLBACK_LANGUAGE, this.deps.clock()],
    );
    return { token, conversation: conversationView(rows[0] as ConversationRow) };
  }

  /** The caller's conversation and a page of its messages (a player who never wrote has none yet). */
  async page(caller: ChatCaller, query: SupportHistoryQuery): Promise<SupportChatPage> {
    const owner = ownerCondition(caller, 1);
    const { rows } = await this.pool.query<ConversationRow>(
      `SELECT ${CONVERSATION_COLUMNS} FROM support_conversations c WHERE ${owner.sql}`,
      [owner.value],
    );
    const row = rows[0];
    if (!row) {
      if (caller.kind === 'guest') throw new AppError(401, 'unauthorized');
      return { conversation: null, messages: [], nextBefore: null };
    }
    const { messages, nextBefore } = await this.messages(this.pool, row.id, query, false);
    return { conversation: conversationView(row), messages, nextBefore };
  }

  private async messages(
    db: pg.Pool | pg.PoolClient,
    conversationId: string,
    query: SupportHistoryQuery,
    forOperator: boolean,
  ): Promise<{ messages: SupportMessageView[]; nextBefore: string | null }> {
    const { rows } = await db.query<MessageRow>(
      `${MESSAGE_SELECT}
       WHERE m.conversation_id = $1 AND ($2::bigint IS NULL OR m.id < $2::bigint)
       ORDER BY m.id DESC LIMIT $3`,
      [conversationId, query.before ?? null, query.limit + 1],
    );
    const more = rows.length > query.limit;
    const page = rows.slice(0, query.limit).reverse();
    return {
      messages: page.map((row) => messageView(row, forOperator)),
      nextBefore: more && page[0] ? String(page[0].id) : null,
    };
  }

  /**
   * Locks the caller's conversation for a change; a signed-in player's is created on first use, a guest's
   * must exist (401: the token opens nothing).
   */
  private async lockOwn(tx: Tx, caller: ChatCaller): Promise<ConversationRow> {
    if (caller.kind === 'player') {
      await tx.client.query(
        `INSERT INTO support_conversations (user_id, language, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) WHERE user_id IS NOT NULL DO NOTHING`,
        [caller.player.id.toString(), languageOf(caller.player.language), this.deps.clock()],
      );
    }
    const owner = ownerCondition(caller, 1);
    const { rows } = await tx.client.query<ConversationRow>(
      `SELECT ${CONVERSATION_COLUMNS} FROM support_conversations c WHERE ${owner.sql} FOR UPDATE`,
      [owner.value],
    );
    if (!rows[0]) throw new AppError(401, 'unauthorized');
    return rows[0];
  }

  private async lockById(tx: Tx, conversationId: string): Promise<ConversationRow> {
    const { rows } = await tx.client.query<ConversationRow>(
      `SELECT ${CONVERSATION_COLUMNS} FROM support_conversations c WHERE c.id = $1 FOR UPDATE`,
      [conversationId],
    );
    if (!rows[0]) throw notFound();
    return rows[0];
  }

  private async insertMessage(
    tx: Tx,
    conversationId: string,
    message: {
      author: SupportMessageView['author'];
      operatorId?: bigint;
      body: string;
      attachmentId?: string;
    },
  ): Promise<MessageRow> {
    const { rows } = await tx.client.query<MessageRow>(
      `WITH m AS (
         INSERT INTO support_messages (conversation_id, author, operator_id, body, attachment_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *
       )
       SELECT m.id, m.author, m.operator_id, m.body, m.attachment_id, a.content_type, a.size, m.created_at
         FROM m LEFT JOIN support_attachments a ON a.id = m.attachment_id`,
      [
        conversationId,
        message.author,
        message.operatorId?.toString() ?? null,
        message.body,
        message.attachmentId ?? null,
        this.deps.clock(),
      ],
    );
    return rows[0] as MessageRow;
  }

  /** An uploaded attachment of this conversation, by this side, not sent yet; else 400. */
  private async claimAttachment(
    tx: Tx,
    conversationId: string,
    attachmentId: string,
    side: 'player' | 'operator',
  ): Promise<void> {
    const { rows } = await tx.client.query(
      `SELECT 1 FROM support_attachments a
        WHERE a.id = $1 AND a.conversation_id = $2 AND a.uploaded_by = $3
          AND NOT EXISTS (SELECT 1 FROM support_messages m WHERE m.attachment_id = a.id)`,
      [attachmentId, conversationId, side],
    );
    if (rows.length === 0)
      throw validationFailed([{ field: 'attachmentId', message: 'Validation.invalid_format' }]);
  }

  async send(caller: ChatCaller, input: SupportSendRequest): Promise<SupportMessageView> {
    await this.deps.rateLimiter.hit(`support-send:${this.callerKey(caller)}`, SUPPORT_RATE_RULES.send);
    return withTx(this.pool, async (tx) => {
      const conversation = await this.lockOwn(tx, caller);
      if (input.attachmentId) await this.claimAttachment(tx, conversation.id, input.attachmentId, 'player');
      const events: SupportChannelEvent[] = [];
      if (conversation.status === 'closed') {
        // A player writing again reopens the conversation.
        const system = await this.insertMessage(tx, conversation.id, { author: 'system', body: 'reopened' });
        events.push(
          { type: 'message', message: messageView(system, false) },
          { type: 'status', status: 'open', assignedOperatorId: conversation.assigned_operator_id },
        );
      }
      const row = await this.insertMessage(tx, conversation.id, {
        author: 'player',
        body: input.body,
        ...(input.attachmentId ? { attachmentId: input.attachmentId } : {}),
      });
      await tx.client.query(
        `UPDATE support_conversations
            SET status = 'open', operator_unread = operator_unread + 1, last_message_at = $2,
                player_unread = 0, player_read_id = $3,
                language = coalesce($4, language)
          WHERE id = $1`,
        [
          conversation.id,
          row.created_at,
          row.id,
          caller.kind === 'player' ? languageOf(caller.player.language) : null,
        ],
      );
      const message = messageView(row, false);
      events.push({ type: 'message', message });
      this.emit(tx, conversation.id, events);
      return message;
    });
  }

  /** Checks an upload by size and content; the content type stored is the one its bytes prove. */
  private checkImage(bytes: Buffer): SupportAttachmentType {
    if (bytes.length > SUPPORT_ATTACHMENT_MAX_BYTES) throw attachmentTooLarge();
    const type = bytes.length > 0 ? imageTypeOf(bytes) : undefined;
    if (!type) throw attachmentInvalid();
    return CONTENT_TYPES[type];
  }

  private async storeAttachment(
    tx: Tx,
    conversationId: string,
    side: 'player' | 'operator',
    contentType: SupportAttachmentType,
    bytes: Buffer,
  ): Promise<SupportAttachmentView> {
    const { rows } = await tx.client.query<{ id: string }>(
      `INSERT INTO support_attachments (conversation_id, uploaded_by, content_type, size, bytes, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [conversationId, side, contentType, bytes.length, bytes, this.deps.clock()],
    );
    return { id: String(rows[0]?.id), contentType, size: bytes.length };
  }

  async upload(caller: ChatCaller, bytes: Buffer): Promise<SupportAttachmentView> {
    const contentType = this.checkImage(bytes);
    await this.deps.rateLimiter.hit(`support-upload:${this.callerKey(caller)}`, SUPPORT_RATE_RULES.uploads);
    return withTx(this.pool, async (tx) => {
      const conversation = await this.lockOwn(tx, caller);
      return this.storeAttachment(tx, conversation.id, 'player', contentType, bytes);
    });
  }

  /** An attachment of the caller's own conversation; anyone else's is 404. */
  async attachment(caller: ChatCaller, attachmentId: string): Promise<{ bytes: Buffer; type: string }> {
    const owner = ownerCondition(caller, 2);
    const { rows } = await this.pool.query<{ bytes: Buffer; content_type: string }>(
      `SELECT a.bytes, a.content_type FROM support_attachments a
         JOIN support_conversations c ON c.id = a.conversation_id
        WHERE a.id = $1 AND ${owner.sql}`,
      [attachmentId, owner.value],
    );
    if (!rows[0]) throw notFound();
    return { bytes: rows[0].bytes, type: rows[0].content_type };
  }

  async markRead(caller: ChatCaller): Promise<void> {
    const owner = ownerCondition(caller, 1);
    await withTx(this.pool, async (tx) => {
      const { rows } = await tx.client.query<{ id: string; read_id: string | null; changed: boolean }>(
        `WITH latest AS (
           SELECT c.id, c.player_read_id AS before,
                  (SELECT max(m.id) FROM support_messages m WHERE m.conversation_id = c.id) AS read_id
             FROM support_conversations c WHERE ${owner.sql} FOR UPDATE
         )
         UPDATE support_conversations c SET player_unread = 0, player_read_id = latest.read_id
           FROM latest WHERE c.id = latest.id
         RETURNING c.id, latest.read_id,
                   (latest.before IS DISTINCT FROM latest.read_id) AS changed`,
        [owner.value],
      );
      const row = rows[0];
      if (!row) {
        if (caller.kind === 'guest') throw new AppError(401, 'unauthorized');
        return;
      }
      if (row.changed && row.read_id !== null)
        this.emit(tx, row.id, [{ type: 'read', by: 'player', lastReadId: String(row.read_id) }]);
    });
  }

  /** "The player is typing": nothing is stored; a player with no conversation yet has no one to tell. */
  async typing(caller: ChatCaller): Promise<void> {
    const owner = ownerCondition(caller, 1);
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT c.id FROM support_conversations c WHERE ${owner.sql}`,
      [owner.value],
    );
    const id = rows[0]?.id;
    if (id === undefined) {
      if (caller.kind === 'guest') throw new AppError(401, 'unauthorized');
      return;
    }
    const event: SupportChannelEvent = { type: 'typing', by: 'player' };
    this.deps.publish(supportChannel(String(id)), event);
  }

  // ---- Operator side ----

  /** Queue items carry the player's public id and e-mail, never the internal id; operator e-mails are the back office's. */
  private async queueItems(rows: QueueRow[] | ConversationRow[]): Promise<SupportQueueItem[]> {
    const players = new Map<string, Player | undefined>();
    for (const row of rows) {
      if (row.user_id !== null && !players.has(row.user_id))
        players.set(row.user_id, await this.deps.players.getPlayer(BigInt(row.user_id)));
    }
    return rows.map((row) => {
      const player = row.user_id === null ? undefined : players.get(row.user_id);
      const last = 'last_author' in row && row.last_author !== null ? row : null;
      return {
        id: String(row.id),
        status: row.status,
        language: languageOf(row.language),
        player: player ? { globalId: player.globalId, email: player.email } : null,
        guestEmail: row.guest_email,
        assignedOperator:
          row.assigned_operator_id === null ? null : { id: String(row.assigned_operator_id), email: null },
        unread: row.operator_unread,
        playerReadId: row.player_read_id === null ? null : String(row.player_read_id),
        lastMessage: last
          ? {
              author: last.last_author as SupportMessageView['author'],
              body: (last.last_body ?? '').slice(0, 140),
              hasAttachment: last.last_attachment !== null,
            }
          : null,
        lastMessageAt: row.last_message_at?.toISOString() ?? null,
        createdAt: row.created_at.toISOString(),
      };
    });
  }

  /** Unread first, then the newest activity; keyset-paged by (unread, activity, id). */
  async queue(
    query: SupportQueueQuery,
    operatorId: bigint,
  ): Promise<{ items: SupportQueueItem[]; nextCursor: string | null }> {
    const where: string[] = [];
    const values: unknown[] = [];
    const param = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    if (query.status !== 'all') where.push(`c.status = ${param(query.status)}`);
    if (query.language) where.push(`c.language = ${param(query.language)}`);
    if (query.assigned === 'me') where.push(`c.assigned_operator_id = ${param(operatorId.toString())}`);
    if (query.assigned === 'unassigned') where.push('c.assigned_operator_id IS NULL');
    const SORT_UNREAD = '(c.operator_unread > 0)::int';
    const SORT_AT = 'floor(extract(epoch FROM coalesce(c.last_message_at, c.created_at)) * 1000000)::bigint';
    if (query.cursor) {
      const [unread, at, id] = query.cursor.split('.');
      where.push(
        `(${SORT_UNREAD}, ${SORT_AT}, c.id) < (${param(Number(unread))}::int, ${param(at)}::bigint, ${param(id)}::bigint)`,
      );
    }
    const { rows } = await this.pool.query<QueueRow>(
      `SELECT ${CONVERSATION_COLUMNS}, ${SORT_UNREAD} AS sort_unread, ${SORT_AT}::text AS sort_at,
              ${LAST_MESSAGE_COLUMNS}
         FROM support_conversations c
         ${LAST_MESSAGE_JOIN}
        ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY ${SORT_UNREAD} DESC, ${SORT_AT} DESC, c.id DESC
        LIMIT ${param(query.limit + 1)}`,
      values,
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: await this.queueItems(page),
      nextCursor:
        rows.length > query.limit && last ? `${last.sort_unread}.${last.sort_at}.${String(last.id)}` : null,
    };
  }

  /** One conversation as operators see it; 404 when there is none. */
  async conversation(conversationId: string): Promise<SupportQueueItem> {
    const { rows } = await this.pool.query<QueueRow>(
      `SELECT ${CONVERSATION_COLUMNS}, 0 AS sort_unread, '' AS sort_at,
              ${LAST_MESSAGE_COLUMNS}
         FROM support_conversations c
         ${LAST_MESSAGE_JOIN}
        WHERE c.id = $1`,
      [conversationId],
    );
    if (!rows[0]) throw notFound();
    const [item] = await this.queueItems(rows);
    return item as SupportQueueItem;
  }

  async history(
    conversationId: string,
    query: SupportHistoryQuery,
  ): Promise<{ conversation: SupportQueueItem; messages: SupportMessageView[]; nextBefore: string | null }> {
    const conversation = await this.conversation(conversationId);
    return { conversation, ...(await this.messages(this.pool, conversationId, query, true)) };
  }

  /** An operator's reply; it reopens a closed conversation, and whoever replies has read the rest. */
  async reply(
    operatorId: bigint,
    conversationId: string,
    input: SupportSendRequest,
  ): Promise<SupportMessageView> {
    return withTx(this.pool, async (tx) => {
      const conversation = await this.lockById(tx, conversationId);
      if (input.attachmentId) await this.claimAttachment(tx, conversationId, input.attachmentId, 'operator');
      const events: SupportChannelEvent[] = [];
      if (conversation.status === 'closed') {
        const system = await this.insertMessage(tx, conversationId, { author: 'system', body: 'reopened' });
        events.push(
          { type: 'message', message: messageView(system, false) },
          { type: 'status', status: 'open', assignedOperatorId: conversation.assigned_operator_id },
        );
      }
      const row = await this.insertMessage(tx, conversationId, {
        author: 'operator',
        operatorId,
        body: input.body,
        ...(input.attachmentId ? { attachmentId: input.attachmentId } : {}),
      });
      await tx.client.query(
        `UPDATE support_conversations
            SET status = 'open', player_unread = player_unread + 1, last_message_at = $2,
                operator_unread = 0, operator_read_id = $3
          WHERE id = $1`,
        [conversationId, row.created_at, row.id],
      );
      // Players never learn which operator wrote; operators' screens get the id through their own fetch.
      events.push(
        { type: 'message', message: messageView(row, false) },
        { type: 'read', by: 'operator', lastReadId: String(row.id) },
      );
      this.emit(tx, conversationId, events);
      return messageView(row, true);
    });
  }

  async uploadAsOperator(conversationId: string, bytes: Buffer): Promise<SupportAttachmentView> {
    const contentType = this.checkImage(bytes);
    return withTx(this.pool, async (tx) => {
      await this.lockById(tx, conversationId);
      return this.storeAttachment(tx, conversationId, 'operator', contentType, bytes);
    });
  }

  async attachmentOf(conversationId: string, attachmentId: string): Promise<{ bytes: Buffer; type: string }> {
    const { rows } = await this.pool.query<{ bytes: Buffer; content_type: string }>(
      'SELECT bytes, content_type FROM support_attachments WHERE id = $1 AND conversation_id = $2',
      [attachmentId, conversationId],
    );
    if (!rows[0]) throw notFound();
    return { bytes: rows[0].bytes, type: rows[0].content_type };
  }

  /** Assigns the conversation (null: to no one); the player sees that an operator joined. */
  async assign(
    conversationId: string,
    assigneeId: bigint | null,
    audit: AuditHook,
  ): Promise<SupportQueueItem> {
    await withTx(this.pool, async (tx) => {
      const conversation = await this.lockById(tx, conversationId);
      const before = conversation.assigned_operator_id;
      const after = assigneeId === null ? null : assigneeId.toString();
      if (before !== null && after !== null && String(before) === after) return;
      if (before === null && after === null) return;
      await tx.client.query('UPDATE support_conversations SET assigned_operator_id = $2 WHERE id = $1', [
        conversationId,
        after,
      ]);
      const events: SupportChannelEvent[] = [
        { type: 'status', status: conversation.status, assignedOperatorId: after },
      ];
      if (after !== null) {
        const system = await this.insertMessage(tx, conversationId, { author: 'system', body: 'assigned' });
        events.unshift({ type: 'message', message: messageView(system, false) });
      }
      await audit(tx, {
        before: { assignedOperatorId: before === null ? null : String(before) },
        after: { assignedOperatorId: after },
      });
      this.emit(tx, conversationId, events);
    });
    return this.conversation(conversationId);
  }

  /** Closes or reopens; asking for the status it already has changes nothing (and writes no audit row). */
  async setStatus(
    conversationId: string,
    status: SupportStatus,
    audit: AuditHook,
  ): Promise<SupportQueueItem> {
    await withTx(this.pool, async (tx) => {
      const conversation = await this.lockById(tx, conversationId);
      if (conversation.status === status) return;
      await tx.client.query('UPDATE support_conversations SET status = $2 WHERE id = $1', [
        conversationId,
        status,
      ]);
      const system = await this.insertMessage(tx, conversationId, {
        author: 'system',
        body: status === 'closed' ? 'closed' : 'reopened',
      });
      await audit(tx, { before: { status: conversation.status }, after: { status } });
      this.emit(tx, conversationId, [
        { type: 'message', message: messageView(system, false) },
        { type: 'status', status, assignedOperatorId: conversation.assigned_operator_id },
      ]);
    });
    return this.conversation(conversationId);
  }

  async markReadByOperator(conversationId: string): Promise<void> {
    await withTx(this.pool, async (tx) => {
      const conversation = await this.lockById(tx, conversationId);
      const { rows } = await tx.client.query<{ read_id: string | null }>(
        `UPDATE support_conversations c SET operator_unread = 0,
                operator_read_id = (SELECT max(m.id) FROM support_messages m WHERE m.conversation_id = c.id)
          WHERE c.id = $1 RETURNING operator_read_id AS read_id`,
        [conversationId],
      );
      const readId = rows[0]?.read_id ?? null;
      if (readId !== null && String(readId) !== String(conversation.operator_read_id))
        this.emit(tx, conversationId, [{ type: 'read', by: 'operator', lastReadId: String(readId) }]);
    });
  }

  async typingByOperator(conversationId: string): Promise<void> {
    const { rows } = await this.pool.query('SELECT 1 FROM support_conversations WHERE id = $1', [
      conversationId,
    ]);
    if (rows.length === 0) throw notFound();
    const event: SupportChannelEvent = { type: 'typing', by: 'operator' };
    this.deps.publish(supportChannel(conversationId), event);
  }

  // ---- Realtime ----

  /**
   * Who may listen on `support#{id}` and `support:queue`: operators whose token `operatorMayListen` accepts
   * (any conversation and the queue); the conversation's own player (by the socket's websocketToken) or
   * guest (by `supportGuestToken` in the socket's auth) on their conversation only.
   */
  channelGuard(operatorMayListen: (operatorToken: string) => Promise<boolean>): ChannelGuard {
    return {
      matches: (channel) => channel === SUPPORT_QUEUE_CHANNEL || conversationOfChannel(channel) !== null,
      allows: async (channel, socket) => {
        const operatorToken = socket.tokens.operatorToken;
        if (operatorToken && (await operatorMayListen(operatorToken))) return true;
        const conversationId = conversationOfChannel(channel);
        if (conversationId === null) return false;
        const owners: Array<{ sql: string; value: string }> = [];
        if (socket.identity) {
          const player = await this.deps.players.getPlayerByGlobalId(socket.identity.globalId);
          if (player) owners.push({ sql: 'user_id = $2', value: player.id.toString() });
        }
        const guestToken = socket.tokens.supportGuestToken;
        if (guestToken) owners.push({ sql: 'guest_token_hash = $2', value: guestTokenHash(guestToken) });
        for (const owner of owners) {
          const { rows } = await this.pool.query(
            `SELECT 1 FROM support_conversations WHERE id = $1 AND ${owner.sql}`,
            [conversationId, owner.value],
          );
          if (rows.length > 0) return true;
        }
        return false;
      },
    };
  }
}
