import type {
  SupportAttachmentView,
  SupportConversationDetail,
  SupportMessageView,
  SupportQueueItem,
  SupportQueuePage,
} from '@casino/shared';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { ADMIN_PREFIX, admin, getOperatorToken } from './admin-client.ts';
import { BACKOFFICE } from './keys.ts';

/** The support chat's calls under /api/admin/v1/support/conversations (permission support.chat). */
const BASE = '/support/conversations';

export interface QueueFilters {
  status: 'open' | 'closed' | 'all';
  language: '' | 'en' | 'ru' | 'uk';
  assigned: 'any' | 'me' | 'unassigned';
}

export const supportKeys = {
  all: [BACKOFFICE, 'support'] as const,
  queue: (filters: QueueFilters) => [BACKOFFICE, 'support', 'queue', filters] as const,
  conversation: (id: string) => [BACKOFFICE, 'support', 'conversation', id] as const,
  image: (conversationId: string, id: string) =>
    [BACKOFFICE, 'support', 'image', conversationId, id] as const,
};

export const fetchQueue = (filters: QueueFilters, signal?: AbortSignal) =>
  admin.get<SupportQueuePage>(BASE, {
    signal,
    query: {
      status: filters.status,
      language: filters.language || undefined,
      assigned: filters.assigned,
      limit: 100,
    },
  });

export const fetchConversation = (id: string, before?: string, signal?: AbortSignal) =>
  admin.get<SupportConversationDetail>(`${BASE}/${id}`, { signal, query: { before, limit: 100 } });

export const replyTo = (id: string, body: string, attachmentId?: string) =>
  admin.post<SupportMessageView>(`${BASE}/${id}/messages`, {
    body: { body, ...(attachmentId ? { attachmentId } : {}) },
  });

export const assignToMe = (id: string) => admin.post<SupportQueueItem>(`${BASE}/${id}/assign`, { body: {} });
export const closeConversation = (id: string) => admin.post<SupportQueueItem>(`${BASE}/${id}/close`);
export const reopenConversation = (id: string) => admin.post<SupportQueueItem>(`${BASE}/${id}/reopen`);
export const markRead = (id: string) => admin.post<void>(`${BASE}/${id}/read`);
export const signalTyping = (id: string) => admin.post<void>(`${BASE}/${id}/typing`);

export const fetchImage = (conversationId: string, id: string, signal?: AbortSignal) =>
  admin.blob(`${BASE}/${conversationId}/attachments/${id}`, { signal });

/** The image's raw bytes (the server decides its type by them). */
export async function uploadImage(conversationId: string, file: Blob): Promise<SupportAttachmentView> {
  const token = getOperatorToken();
  let response: Response;
  try {
    response = await fetch(`${ADMIN_PREFIX}${BASE}/${conversationId}/attachments`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': file.type || 'application/octet-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: file,
    });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) {
    const json = (await response.json().catch(() => ({}))) as { detail?: unknown };
    throw new ApiError(response.status, typeof json.detail === 'string' ? json.detail : 'internal_error', {});
  }
  return (await response.json()) as SupportAttachmentView;
}
