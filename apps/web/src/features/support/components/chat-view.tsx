import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_TYPING_SEND_MS,
  SUPPORT_TYPING_SHOW_MS,
  type SupportChannelEvent,
  type SupportMessageView,
  supportChannel,
} from '@casino/shared';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { subscribe } from '../../../lib/realtime-client.ts';
import {
  addMessage,
  type ChatData,
  chatImageUrl,
  chatKey,
  chatQueryOptions,
  markChatRead,
  sendChatMessage,
  sendChatTyping,
  uploadChatImage,
} from '../api/chat.ts';
import { setChatInView, setKnownConversation } from '../lib/chat-access.ts';
import { setSupportUnread } from '../lib/unread-count.ts';
import { ChatMessage } from './chat-message.tsx';
import { HeadsetIcon } from './headset-icon.tsx';

/** A reply to the player's message arrives live; without a socket the history is fetched this often. */
const POLL_MS = 15_000;

function errorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'chat.errors.network';
  if (error.detail === 'attachment_too_large' || error.status === 413) return 'chat.errors.tooLarge';
  if (error.detail === 'attachment_invalid' || error.status === 415) return 'chat.errors.notImage';
  if (error.status === 429) return 'chat.errors.tooMany';
  return 'chat.errors.send';
}

export function ChatView({ owner }: { owner: string }) {
  const { t, i18n } = useTranslation('support');
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({ ...chatQueryOptions(owner), refetchInterval: POLL_MS });
  const pages = query.data?.pages;
  const conversation = pages?.[0]?.conversation ?? null;
  const messages = useMemo(
    () => (pages ? [...pages].reverse().flatMap((page) => page.messages) : []),
    [pages],
  );
  const [operatorTyping, setOperatorTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const list = useRef<HTMLElement>(null);
  const stickToBottom = useRef(true);
  const conversationId = conversation?.id ?? null;
  const unread = conversation?.unread ?? 0;

  useEffect(() => {
    setChatInView(true);
    return () => setChatInView(false);
  }, []);
  useEffect(() => {
    if (conversationId) setKnownConversation(conversationId);
  }, [conversationId]);

  // Reading the chat clears the unread count here, on the badge and on the server.
  useEffect(() => {
    if (!conversationId || unread === 0) return;
    setSupportUnread(0);
    queryClient.setQueryData<ChatData>(chatKey(owner), (data) =>
      data?.pages[0]?.conversation
        ? {
            ...data,
            pages: [
              { ...data.pages[0], conversation: { ...data.pages[0].conversation, unread: 0 } },
              ...data.pages.slice(1),
            ],
          }
        : data,
    );
    void markChatRead().catch(() => {});
  }, [conversationId, unread, owner, queryClient]);

  useEffect(() => {
    if (!conversationId) return;
    const patchConversation = (patch: Partial<NonNullable<typeof conversation>>) =>
      queryClient.setQueryData<ChatData>(chatKey(owner), (data) =>
        data?.pages[0]?.conversation
          ? {
              ...data,
              pages: [
                { ...data.pages[0], conversation: { ...data.pages[0].conversation, ...patch } },
                ...data.pages.slice(1),
              ],
            }
          : data,
      );
    return subscribe(supportChannel(conversationId), (payload) => {
      const event = payload as SupportChannelEvent;
      if (event.type === 'message') {
        addMessage(queryClient, owner, event.message);
        if (event.message.author === 'operator') {
          setOperatorTyping(false);
          void markChatRead().catch(() => {});
        }
      } else if (event.type === 'typing' && event.by === 'operator') {
        setOperatorTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setOperatorTyping(false), SUPPORT_TYPING_SHOW_MS);
      } else if (event.type === 'read' && event.by === 'operator') {
        patchConversation({ operatorReadId: event.lastReadId });
      } else if (event.type === 'status') {
        patchConversation({ status: event.status });
      }
    });
  }, [conversationId, owner, queryClient]);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  // New messages scroll into view while the reader is at the bottom; reading older ones is left alone.
  const lastId = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message or the typing note changes.
  useEffect(() => {
    const element = list.current;
    if (element && stickToBottom.current) element.scrollTop = element.scrollHeight;
  }, [lastId, operatorTyping]);

  const onSent = useCallback(
    (message: SupportMessageView) => {
      stickToBottom.current = true;
      if (conversationId) addMessage(queryClient, owner, message);
      else void queryClient.invalidateQueries({ queryKey: chatKey(owner) });
    },
    [conversationId, owner, queryClient],
  );

  const operatorRead = conversation?.operatorReadId ?? null;
  const lastOwnId = [...messages].reverse().find((m) => m.author === 'player')?.id;
  const seenId =
    operatorRead !== null && lastOwnId !== undefined && BigInt(operatorRead) >= BigInt(lastOwnId)
      ? lastOwnId
      : null;

  return (
    <section
      aria-label={t('chat.title')}
      className="flex min-w-0 flex-col overflow-hidden rounded-card border border-line bg-sunken"
    >
      <header className="flex items-center gap-3 border-b border-line bg-raised/60 px-3 py-2.5">
        <span className="relative grid size-9 shrink-0 place-items-center rounded-full bg-gradient-to-br from-accent-strong to-accent text-white">
          <HeadsetIcon className="size-5" />
          <span
            aria-hidden="true"
            className={cn(
              'absolute -right-0.5 -bottom-0.5 size-3 rounded-full border-2 border-raised',
              conversation?.status === 'closed' ? 'bg-faint' : 'bg-success',
            )}
          />
        </span>
        <div className="min-w-0">
          <h3 className="truncate text-sm font-extrabold">{t('chat.title')}</h3>
          <p className="truncate text-xs text-muted">
            {conversation?.status === 'closed' ? t('chat.closedShort') : t('chat.online')}
          </p>
        </div>
      </header>

      <section
        ref={list}
        onScroll={(event) => {
          const el = event.currentTarget;
          stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
        }}
        className="h-[min(52vh,26rem)] overflow-y-auto overscroll-contain px-3 py-3"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard scrolls the history.
        tabIndex={0}
        aria-label={t('chat.history')}
      >
        {query.isPending ? (
          <div className="grid h-full place-items-center text-sm text-muted" role="status">
            <span className="flex items-center gap-2">
              <Spinner /> {t('chat.loading')}
            </span>
          </div>
        ) : query.isError && messages.length === 0 ? (
          <div className="grid h-full place-items-center text-center" role="alert">
            <div className="flex flex-col items-center gap-3">
              <p className="text-sm text-muted">{t('chat.errors.load')}</p>
              <button
                type="button"
                onClick={() => void query.refetch()}
                className="min-h-10 rounded-control border border-line bg-raised px-4 text-sm font-bold hover:border-line-strong"
              >
                {t('search.retry')}
              </button>
            </div>
          </div>
        ) : messages.length === 0 ? (
          <div className="grid h-full place-items-center px-4 text-center">
            <div className="flex flex-col items-center gap-2">
              <span className="grid size-14 place-items-center rounded-full bg-accent/20 text-accent-strong">
                <HeadsetIcon className="size-7" />
              </span>
              <p className="font-bold">{t('chat.empty.title')}</p>
              <p className="max-w-xs text-sm text-muted">{t('chat.empty.text')}</p>
            </div>
          </div>
        ) : (
          <>
            {query.hasNextPage && (
              <div className="mb-2 flex justify-center">
                <button
                  type="button"
                  onClick={() => {
                    stickToBottom.current = false;
                    void query.fetchNextPage();
                  }}
                  disabled={query.isFetchingNextPage}
                  className="min-h-9 rounded-full border border-line bg-raised px-3 text-xs font-bold text-muted hover:text-ink"
                >
                  {query.isFetchingNextPage ? t('chat.loading') : t('chat.earlier')}
                </button>
              </div>
            )}
            <ol
              className="flex flex-col gap-2"
              aria-live="polite"
              aria-relevant="additions"
              aria-label={t('chat.messages')}
            >
              {messages.map((message) => (
                <ChatMessage
                  key={message.id}
                  message={message}
                  own={message.author === 'player'}
                  seen={message.id === seenId}
                  language={i18n.language}
                  t={t}
                  loadImage={chatImageUrl}
                  otherLabel={t('chat.agent')}
                />
              ))}
            </ol>
          </>
        )}
      </section>
      <p className="min-h-6 px-3 text-xs text-muted" aria-live="polite">
        {operatorTyping ? (
          <span className="inline-flex items-center gap-1.5">
            <span className="flex gap-0.5" aria-hidden="true">
              <span className="size-1.5 animate-bounce rounded-full bg-muted" />
              <span className="size-1.5 animate-bounce rounded-full bg-muted [animation-delay:150ms]" />
              <span className="size-1.5 animate-bounce rounded-full bg-muted [animation-delay:300ms]" />
            </span>
            {t('chat.operatorTyping')}
          </span>
        ) : conversation?.status === 'closed' ? (
          t('chat.closed')
        ) : null}
      </p>
      <Composer onSent={onSent} canSignalTyping={conversationId !== null} />
    </section>
  );
}

function Composer({
  onSent,
  canSignalTyping,
}: {
  onSent: (message: SupportMessageView) => void;
  canSignalTyping: boolean;
}) {
  const { t } = useTranslation('support');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const input = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = (picked: File | undefined) => {
    if (!picked) return;
    if (picked.size > SUPPORT_ATTACHMENT_MAX_BYTES) {
      setError(t('chat.errors.tooLarge'));
      return;
    }
    if (!(SUPPORT_ATTACHMENT_TYPES as readonly string[]).includes(picked.type)) {
      setError(t('chat.errors.notImage'));
      return;
    }
    setError(null);
    setFile(picked);
  };

  const send = async () => {
    const body = text.trim();
    if (busy || (!body && !file)) return;
    setBusy(true);
    setError(null);
    try {
      const attachment = file ? await uploadChatImage(file) : null;
      const message = await sendChatMessage(body, attachment?.id);
      setText('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      onSent(message);
      input.current?.focus();
    } catch (caught) {
      setError(t(errorKey(caught)));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const onType = (value: string) => {
    setText(value);
    const now = Date.now();
    if (canSignalTyping && value.trim() && now - lastTyping.current > SUPPORT_TYPING_SEND_MS) {
      lastTyping.current = now;
      void sendChatTyping().catch(() => {});
    }
  };

  return (
    <div className="border-t border-line bg-raised/40 p-2">
      {preview && (
        <div className="mb-2 flex items-center gap-2 rounded-control bg-sunken p-1.5">
          <img src={preview} alt="" className="size-12 rounded-md object-cover" />
          <span className="min-w-0 flex-1 truncate text-xs text-muted">{file?.name}</span>
          <button
            type="button"
            onClick={() => {
              setFile(null);
              if (fileInput.current) fileInput.current.value = '';
            }}
            className="grid size-10 place-items-center rounded-lg text-muted hover:bg-raised hover:text-ink"
            aria-label={t('chat.removeImage')}
          >
            ✕
          </button>
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="mb-1.5 px-1 text-xs font-semibold text-danger">
          {error}
        </p>
      )}
      <div className="flex items-end gap-1.5">
        <input
          ref={fileInput}
          type="file"
          accept={SUPPORT_ATTACHMENT_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => pick(event.target.files?.[0])}
        />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          className="grid size-11 shrink-0 place-items-center rounded-control text-muted transition hover:bg-raised hover:text-ink"
          aria-label={t('chat.attach')}
          title={t('chat.attach')}
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
            <path
              d="m20 11.5-7.8 7.8a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4l7.8-7.8"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <label className="sr-only" htmlFor={`${errorId}-input`}>
          {t('chat.inputLabel')}
        </label>
        <textarea
          ref={input}
          id={`${errorId}-input`}
          value={text}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          placeholder={t('chat.placeholder')}
          aria-describedby={error ? errorId : undefined}
          className="max-h-32 min-h-11 min-w-0 flex-1 resize-none rounded-control border border-line bg-sunken px-3 py-2.5 text-sm text-ink outline-none field-sizing-content placeholder:text-faint focus:border-accent"
        />
        <button
          type="button"
          onClick={() => void send()}
          disabled={busy || (!text.trim() && !file)}
          className="grid size-11 shrink-0 place-items-center rounded-control bg-accent text-accent-ink shadow-glow transition hover:bg-accent-hover disabled:opacity-50 disabled:shadow-none"
          aria-label={t('chat.send')}
          title={t('chat.send')}
        >
          {busy ? (
            <Spinner />
          ) : (
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
              <path d="M4 12 20 4l-6 16-2.5-6.5L4 12z" fill="currentColor" />
            </svg>
          )}
        </button>
      </div>
    </div>
  );
}
