/**
 * Where players reach support. The live chat is our own (/api/v1/support/chat, answered in the back
 * office); `chat.provider` stays null unless an outside chat provider replaces it, with `Viewer.webimUser`
 * identifying the player to it.
 */
export const SUPPORT_CONFIG = {
  chat: { provider: null as string | null },
  /** The support bot's Telegram username (without @). */
  messengerBot: 'casino_support_bot',
  email: 'support@casino.local',
} as const;

export const messengerUrl = (bot: string = SUPPORT_CONFIG.messengerBot) => `https://t.me/${bot}`;
export const emailUrl = (email: string = SUPPORT_CONFIG.email) => `mailto:${email}`;
