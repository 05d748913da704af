import { z } from 'zod';

/**
 * GET /api/v1/support/config: how players reach support (SPEC §1 support channels). The live chat is our
 * own unless the operator runs an outside vendor (Webim): then the modal loads the vendor's widget with
 * the account, the location for the player's language (SPEC §9: the chat location depends on the
 * language) and `Viewer.webimUser` to identify the player.
 */
export const supportChatVendor = z.discriminatedUnion('vendor', [
  z.object({ vendor: z.literal('own') }),
  z.object({
    vendor: z.literal('webim'),
    account: z.string(),
    /** Language code → Webim location; `default` for any other language. */
    locations: z.record(z.string(), z.string()),
  }),
]);

export const supportConfigView = z.object({
  chat: supportChatVendor,
  /** The support bot's Telegram username, without @. */
  messengerBot: z.string(),
  email: z.string(),
});

export type SupportChatVendor = z.infer<typeof supportChatVendor>;
export type SupportConfigView = z.infer<typeof supportConfigView>;

/** The Webim location for a language: its own, else `default`. */
export function webimLocation(locations: Record<string, string>, language: string): string {
  return locations[language] ?? locations.default ?? 'default';
}

/** Where a Webim account's widget is served from (its script, its frames and its API). */
export const webimOrigin = (account: string): string => `https://${account}.webim.ru`;
