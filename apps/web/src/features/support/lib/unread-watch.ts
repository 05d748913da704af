import { type SupportChannelEvent, type SupportChatPage, supportChannel } from '@casino/shared';
import { api } from '../../../lib/api-client.ts';
import { setRealtimeCredential, subscribe } from '../../../lib/realtime-client.ts';
import { getToken, onTokenChange } from '../../../lib/session.ts';
import {
  chatHeaders,
  getGuestChat,
  isChatInView,
  knownConversation,
  onConversationKnown,
  onGuestChange,
  setKnownConversation,
} from './chat-access.ts';
import { getSupportUnread, setSupportUnread } from './unread-count.ts';

/**
 * Keeps the badge's unread count for whoever the chat speaks for (the signed-in player, else this
 * browser's guest): one look at the conversation, then its channel. Loaded after the first paint by the
 * support button, so none of it weighs on the first load. Returns the stop.
 */
export function startUnreadWatch(): () => void {
  let owner: string | null = null;
  let controller: AbortController | null = null;
  let unsubscribe: (() => void) | null = null;
  let listening: string | null = null;

  const listen = () => {
    const id = knownConversation();
    if (id === listening) return;
    unsubscribe?.();
    unsubscribe = null;
    listening = id;
    if (id === null) return;
    unsubscribe = subscribe(supportChannel(id), (payload) => {
      const event = payload as SupportChannelEvent;
      if (event.type === 'message' && event.message.author === 'operator' && !isChatInView())
        setSupportUnread(getSupportUnread() + 1);
      if (event.type === 'read' && event.by === 'player') setSupportUnread(0);
    });
  };

  const refresh = () => {
    const signedIn = getToken() !== null;
    const guest = signedIn ? null : getGuestChat();
    // A guest's socket proves their conversation with the chat token; a player's with the websocketToken.
    setRealtimeCredential('supportGuestToken', guest?.token ?? null);
    const next = signedIn ? `player:${getToken()}` : (guest?.token ?? null);
    if (next === owner) return;
    owner = next;
    controller?.abort();
    setKnownConversation(null);
    setSupportUnread(0);
    if (next === null) return;
    controller = new AbortController();
    api
      .get<SupportChatPage>('/api/v1/support/chat', {
        query: { limit: 1 },
        headers: chatHeaders(),
        signal: controller.signal,
      })
      .then((page) => {
        if (!page.conversation) return;
        setKnownConversation(page.conversation.id);
        setSupportUnread(page.conversation.unread);
      })
      .catch(() => {});
  };

  const stops = [onTokenChange(refresh), onGuestChange(refresh), onConversationKnown(listen)];
  refresh();
  listen();
  return () => {
    for (const stop of stops) stop();
    controller?.abort();
    unsubscribe?.();
  };
}
