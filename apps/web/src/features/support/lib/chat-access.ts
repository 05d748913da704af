import { SUPPORT_GUEST_TOKEN_HEADER } from '@casino/shared';
import { useSyncExternalStore } from 'react';
import { getToken } from '../../../lib/session.ts';

/**
 * Who the support chat speaks for: the signed-in player (their normal token), else a guest who started a
 * chat with their e-mail (the token the server gave them, kept in this browser). Loaded with the modal or
 * the unread watch (never in the first load).
 */
const GUEST_KEY = 'casino.supportGuest';
type Listener = () => void;
const listeners = new Set<Listener>();

export interface GuestChat {
  token: string;
  email: string;
}

export function getGuestChat(): GuestChat | null {
  try {
    const raw = localStorage.getItem(GUEST_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<GuestChat>) : null;
    return typeof value?.token === 'string' && typeof value.email === 'string'
      ? { token: value.token, email: value.email }
      : null;
  } catch {
    return null;
  }
}

export function setGuestChat(guest: GuestChat | null): void {
  try {
    if (guest) localStorage.setItem(GUEST_KEY, JSON.stringify(guest));
    else localStorage.removeItem(GUEST_KEY);
  } catch {
    // Without storage the guest's chat lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function onGuestChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let cachedRaw: string | null = null;
let cached: GuestChat | null = null;
function snapshot(): GuestChat | null {
  const next = getGuestChat();
  const raw = next ? `${next.token}|${next.email}` : null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = next;
  }
  return cached;
}

export function useGuestChat(): GuestChat | null {
  return useSyncExternalStore(onGuestChange, snapshot, () => null);
}

/** The guest header when no player is signed in (a player's own token wins on the server anyway). */
export function chatHeaders(): Record<string, string> {
  const guest = getToken() ? null : getGuestChat();
  return guest ? { [SUPPORT_GUEST_TOKEN_HEADER]: guest.token } : {};
}

/** The conversation this browser's player or guest has, once known (the badge listens on its channel). */
let conversation: string | null = null;
const conversationListeners = new Set<Listener>();
export const knownConversation = () => conversation;
export function setKnownConversation(id: string | null): void {
  if (id === conversation) return;
  conversation = id;
  for (const listener of conversationListeners) listener();
}
export function onConversationKnown(listener: Listener): () => void {
  conversationListeners.add(listener);
  return () => conversationListeners.delete(listener);
}

/** While the chat is on screen its own reads clear the count; replies then do not add to the badge. */
let inView = false;
export const isChatInView = () => inView;
export function setChatInView(value: boolean): void {
  inView = value;
}
