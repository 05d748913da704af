import type {
  SupportAttachmentView,
  SupportChatPage,
  SupportGuestStartResponse,
  SupportMessageView,
} from '@casino/shared';
import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError, api, NetworkError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';
import { chatHeaders } from '../lib/chat-access.ts';

const CHAT = '/api/v1/support/chat';

/** Keyed by who is asking, so a sign-in or a new guest chat never shows another's messages. */
export const chatKey = (owner: string) => ['supportChat', owner] as const;

/** GET /api/v1/support/chat?before&limit: the conversation and a page of messages, oldest first. */
export const fetchChatPage = (before: string | undefined, signal?: AbortSignal) =>
  api.get<SupportChatPage>(CHAT, { signal, query: { before }, headers: chatHeaders() });

/** Pages newest first: page 0 is the latest, each next one older (`nextBefore`). */
export const chatQueryOptions = (owner: string) =>
  infiniteQueryOptions({
    queryKey: chatKey(owner),
    queryFn: ({ pageParam, signal }) => fetchChatPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 30_000,
  });

export type ChatData = InfiniteData<SupportChatPage, string | undefined>;

/** Adds a message to the newest page once (an echo of our own send and its live event are one message). */
export function addMessage(queryClient: QueryClient, owner: string, message: SupportMessageView): void {
  queryClient.setQueryData<ChatData>(chatKey(owner), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    const messages = [...newest.messages, message].sort((a, b) => compareIds(a.id, b.id));
    return { ...data, pages: [{ ...newest, messages }, ...older] };
  });
}

export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** POST /api/v1/support/chat/guest */
export const startGuestChat = (email: string, language: string) =>
  api.post<SupportGuestStartResponse>(`${CHAT}/guest`, { email, language });

/** POST /api/v1/support/chat/messages */
export const sendChatMessage = (body: string, attachmentId?: string) =>
  api.post<SupportMessageView>(
    `${CHAT}/messages`,
    { body, ...(attachmentId ? { attachmentId } : {}) },
    { headers: chatHeaders() },
  );

/** POST /api/v1/support/chat/read */
export const markChatRead = () => api.post<void>(`${CHAT}/read`, {}, { headers: chatHeaders() });

/** POST /api/v1/support/chat/typing */
export const sendChatTyping = () => api.post<void>(`${CHAT}/typing`, {}, { headers: chatHeaders() });

function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { authorization: `Bearer ${token}` } : chatHeaders();
}

async function errorOf(response: Response): Promise<ApiError> {
  const json = (await response.json().catch(() => ({}))) as { detail?: unknown; params?: unknown };
  return new ApiError(
    response.status,
    typeof json.detail === 'string' ? json.detail : 'internal_error',
    (json.params as Record<string, unknown>) ?? {},
  );
}

/** POST /api/v1/support/chat/attachments: the image's raw bytes; the server decides its type by them. */
export async function uploadChatImage(file: Blob): Promise<SupportAttachmentView> {
  let response: Response;
  try {
    response = await fetch(`${CHAT}/attachments`, {
      method: 'POST',
      headers: {
        ...authHeaders(),
        accept: 'application/json',
        'content-type': file.type || 'application/octet-stream',
      },
      body: file,
    });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as SupportAttachmentView;
}

const imageUrls = new Map<string, Promise<string>>();

/** GET /api/v1/support/chat/attachments/{id} as an object URL (the call needs the chat's credentials). */
export function chatImageUrl(id: string): Promise<string> {
  let url = imageUrls.get(id);
  if (!url) {
    url = fetch(`${CHAT}/attachments/${encodeURIComponent(id)}`, { headers: authHeaders() }).then(
      async (response) => {
        if (!response.ok) throw await errorOf(response);
        return URL.createObjectURL(await response.blob());
      },
    );
    url.catch(() => imageUrls.delete(id));
    imageUrls.set(id, url);
  }
  return url;
}
