import { z } from 'zod';
import { contentLanguage } from '../content/languages.ts';
import { email } from '../validation/messages.ts';
import {
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_CHAT_MAX_PAGE_SIZE,
  SUPPORT_CHAT_PAGE_SIZE,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_QUEUE_PAGE_SIZE,
} from './constants.ts';

/**
 * The live support chat (SPEC §1 "support chat", §2.2 support modal): one conversation per player (kept
 * across devices), or per guest who gave an e-mail. Its language is the player's; operators filter their
 * queue by it ("support chat location depends on language", SPEC §9).
 */

const invalid = { error: 'Validation.invalid_format' } as const;
const id = z.string(invalid).regex(/^[1-9]\d{0,17}$/, invalid);
export const supportIdSchema = id;

export const SUPPORT_AUTHORS = ['player', 'operator', 'system'] as const;
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];
export const SUPPORT_STATUSES = ['open', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
/** What a system message says; the page words it in the reader's language. */
export const SUPPORT_SYSTEM_EVENTS = ['closed', 'reopened', 'assigned'] as const;

export const supportAttachmentView = z.object({
  id: z.string(),
  contentType: z.enum(SUPPORT_ATTACHMENT_TYPES),
  size: z.number().int(),
});
export type SupportAttachmentView = z.infer<typeof supportAttachmentView>;

export const supportMessageView = z.object({
  id: z.string(),
  author: z.enum(SUPPORT_AUTHORS),
  /** Which operator wrote it; only operators see it (null for players). */
  operatorId: z.string().nullable(),
  /** Plain text (never HTML). A system message's body is one of SUPPORT_SYSTEM_EVENTS. */
  body: z.string(),
  attachment: supportAttachmentView.nullable(),
  createdAt: z.string(),
});
export type SupportMessageView = z.infer<typeof supportMessageView>;

/** The conversation as its player sees it. */
export const supportConversationView = z.object({
  id: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  language: contentLanguage,
  /** Operator messages the player has not read. */
  unread: z.number().int(),
  /** The newest message id the operators have read (for "seen" marks), or null. */
  operatorReadId: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportConversationView = z.infer<typeof supportConversationView>;

/** A page of history, oldest first; `nextBefore` asks for the page before it (null: the start). */
export const supportChatPage = z.object({
  conversation: supportConversationView.nullable(),
  messages: z.array(supportMessageView),
  nextBefore: z.string().nullable(),
});
export type SupportChatPage = z.infer<typeof supportChatPage>;

/** GET /api/v1/support/chat?before&limit (and the operator's GET of one conversation). */
export const supportHistoryQuery = z.strictObject({
  before: id.optional(),
  limit: z
    .union([z.int(), z.string().regex(/^\d{1,3}$/)], invalid)
    .transform(Number)
    .pipe(z.int().min(1, invalid).max(SUPPORT_CHAT_MAX_PAGE_SIZE, invalid))
    .default(SUPPORT_CHAT_PAGE_SIZE),
});
export type SupportHistoryQuery = z.infer<typeof supportHistoryQuery>;

/** POST /api/v1/support/chat/guest: a guest starts a conversation with their e-mail. */
export const supportGuestStartRequest = z.strictObject({
  email: email(),
  language: contentLanguage.optional(),
});
export type SupportGuestStartRequest = z.infer<typeof supportGuestStartRequest>;
export const supportGuestStartResponse = z.object({
  /** Send it as the x-support-guest-token header (and as `supportGuestToken` in the socket's auth). */
  token: z.string(),
  conversation: supportConversationView,
});
export type SupportGuestStartResponse = z.infer<typeof supportGuestStartResponse>;

/** POST …/messages: text, an uploaded attachment, or both. */
export const supportSendRequest = z
  .strictObject({
    body: z
      .string(invalid)
      .max(SUPPORT_MESSAGE_MAX_LENGTH, { error: 'Validation.maximum_amount' })
      .transform((text) => text.trim())
      .default(''),
    attachmentId: id.optional(),
  })
  .refine((message) => message.body.length > 0 || message.attachmentId !== undefined, {
    error: 'Validation.required',
    path: ['body'],
  });
export type SupportSendRequest = z.infer<typeof supportSendRequest>;

// ---- Operators ----

export const SUPPORT_QUEUE_ASSIGNED = ['any', 'me', 'unassigned'] as const;

/** GET /api/admin/v1/support/conversations */
export const supportQueueQuery = z.strictObject({
  status: z.enum([...SUPPORT_STATUSES, 'all'], invalid).default('open'),
  language: contentLanguage.optional(),
  assigned: z.enum(SUPPORT_QUEUE_ASSIGNED, invalid).default('any'),
  /** `nextCursor` of the previous page. */
  cursor: z
    .string(invalid)
    .regex(/^[01]\.\d{1,16}\.[1-9]\d{0,17}$/, invalid)
    .optional(),
  limit: z
    .union([z.int(), z.string().regex(/^\d{1,3}$/)], invalid)
    .transform(Number)
    .pipe(z.int().min(1, invalid).max(100, invalid))
    .default(SUPPORT_QUEUE_PAGE_SIZE),
});
export type SupportQueueQuery = z.infer<typeof supportQueueQuery>;

export const supportQueueItem = z.object({
  id: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  language: contentLanguage,
  /** The signed-in player, or null for a guest. */
  player: z.object({ globalId: z.string(), email: z.string().nullable() }).nullable(),
  guestEmail: z.string().nullable(),
  assignedOperator: z.object({ id: z.string(), email: z.string().nullable() }).nullable(),
  /** Player messages no operator has read yet. */
  unread: z.number().int(),
  /** The newest message id the player has read, or null. */
  playerReadId: z.string().nullable(),
  lastMessage: z
    .object({ author: z.enum(SUPPORT_AUTHORS), body: z.string(), hasAttachment: z.boolean() })
    .nullable(),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportQueueItem = z.infer<typeof supportQueueItem>;

export const supportQueuePage = z.object({
  items: z.array(supportQueueItem),
  nextCursor: z.string().nullable(),
});
export type SupportQueuePage = z.infer<typeof supportQueuePage>;

export const supportConversationDetail = z.object({
  conversation: supportQueueItem,
  messages: z.array(supportMessageView),
  nextBefore: z.string().nullable(),
});
export type SupportConversationDetail = z.infer<typeof supportConversationDetail>;

/** POST /api/admin/v1/support/conversations/{id}/assign: to the caller (`me`, or no body) or an operator. */
export const supportAssignRequest = z
  .strictObject({ operatorId: z.union([z.literal('me'), id]).default('me') })
  .default({ operatorId: 'me' });
export type SupportAssignRequest = z.infer<typeof supportAssignRequest>;

// ---- Realtime events (each under its channel's own name) ----

export type SupportChannelEvent =
  | { type: 'message'; message: SupportMessageView }
  | { type: 'typing'; by: 'player' | 'operator' }
  | { type: 'read'; by: 'player' | 'operator'; lastReadId: string }
  | { type: 'status'; status: SupportStatus; assignedOperatorId: string | null };

/** On SUPPORT_QUEUE_CHANNEL: a conversation changed (new message, read, assignment, status). */
export type SupportQueueEvent = { type: 'conversation'; conversationId: string };
