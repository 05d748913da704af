/**
 * Where players reach support. There is no live-chat provider yet: the chat option opens a placeholder
 * panel that points to the messenger and e-mail. When one is chosen, `chat.provider` names it and
 * `Viewer.webimUser` identifies the player to it.
 */
export const SUPPORT_CONFIG = {
  chat: { provider: null as string | null },
  /** The support bot's Telegram username (without @). */
  messengerBot: 'casino_support_bot',
  email: 'support@casino.local',
} as const;

export const messengerUrl = (bot: string = SUPPORT_CONFIG.messengerBot) => `https://t.me/${bot}`;
export const emailUrl = (email: string = SUPPORT_CONFIG.email) => `mailto:${email}`;
