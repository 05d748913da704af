/**
 * Constants and channel names of the live support chat, apart from its zod schemas (chat.ts): the page's
 * first load (the support button's unread badge) needs these and none of the schemas.
 */

/** Longest message text; a player pastes a transaction id or two, not a novel. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;
/** Images only, proved by their bytes: PNG, JPEG, WebP, GIF. */
export const SUPPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const SUPPORT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type SupportAttachmentType = (typeof SUPPORT_ATTACHMENT_TYPES)[number];
/** Messages per page of history. */
export const SUPPORT_CHAT_PAGE_SIZE = 50;
export const SUPPORT_CHAT_MAX_PAGE_SIZE = 100;
/** Conversations per page of the operators' queue. */
export const SUPPORT_QUEUE_PAGE_SIZE = 30;
/** A typing signal shows this long unless renewed; clients send one at most every TYPING_SEND_MS. */
export const SUPPORT_TYPING_SHOW_MS = 5000;
export const SUPPORT_TYPING_SEND_MS = 2000;
/** A guest's chat credential travels in this header (signed-in players use their normal Authorization). */
export const SUPPORT_GUEST_TOKEN_HEADER = 'x-support-guest-token';

/** Realtime: one channel per conversation (its player, and operators) and the operators' queue channel. */
export const SUPPORT_CHANNEL_PREFIX = 'support#';
export const SUPPORT_QUEUE_CHANNEL = 'support:queue';
export const supportChannel = (conversationId: string): string =>
  `${SUPPORT_CHANNEL_PREFIX}${conversationId}`;
/** The conversation id of a `support#{id}` channel, or null for any other name. */
export function conversationOfChannel(channel: string): string | null {
  const match = /^support#([1-9]\d{0,17})$/.exec(channel);
  return match?.[1] ?? null;
}
