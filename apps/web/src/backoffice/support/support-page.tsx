import {
  type OperatorMe,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_QUEUE_CHANNEL,
  SUPPORT_TYPING_SEND_MS,
  SUPPORT_TYPING_SHOW_MS,
  type SupportChannelEvent,
  type SupportMessageView,
  type SupportQueueItem,
  supportChannel,
} from '@casino/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { cn } from '../../lib/cn.ts';
import { useObjectUrl } from '../api/receipt.ts';
import {
  assignToMe,
  closeConversation,
  fetchConversation,
  fetchImage,
  fetchQueue,
  markRead,
  type QueueFilters,
  reopenConversation,
  replyTo,
  signalTyping,
  supportKeys,
  uploadImage,
} from '../api/support-chat.ts';
import { errorText } from '../lib/error-text.ts';
import { formatDateTime } from '../lib/format.ts';
import { onOperatorSocketStatus, subscribeOperator } from '../lib/operator-socket.ts';
import { Badge } from '../ui/badge.tsx';
import { SelectField } from '../ui/form-controls.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { EmptyState, ErrorState, LoadingState } from '../ui/states.tsx';

/** Live over the operator socket; while it is down the queue and the open conversation poll this often. */
const OFFLINE_POLL_MS = 3000;
const ONLINE_POLL_MS = 30_000;

function useSocketUp(): boolean {
  const [up, setUp] = useState(false);
  useEffect(() => onOperatorSocketStatus(setUp), []);
  return up;
}

const who = (item: SupportQueueItem) => item.player?.email ?? item.guestEmail ?? item.player?.globalId ?? '—';

/** The support chat queue and one conversation at a time (permission support.chat). */
export function SupportPage({ me }: { me: OperatorMe }) {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<QueueFilters>({ status: 'open', language: '', assigned: 'any' });
  const [selected, setSelected] = useState<string | null>(null);
  const socketUp = useSocketUp();
  const queue = useQuery({
    queryKey: supportKeys.queue(filters),
    queryFn: ({ signal }) => fetchQueue(filters, signal),
    refetchInterval: socketUp ? ONLINE_POLL_MS : OFFLINE_POLL_MS,
  });

  useEffect(
    () =>
      subscribeOperator(SUPPORT_QUEUE_CHANNEL, () => {
        void queryClient.invalidateQueries({ queryKey: [...supportKeys.all, 'queue'] });
      }),
    [queryClient],
  );

  const items = queue.data?.items ?? [];
  const unreadTotal = items.reduce((sum, item) => sum + item.unread, 0);
  const set = <K extends keyof QueueFilters>(key: K, value: QueueFilters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  return (
    <div className="flex min-w-0 flex-col">
      <PageHeader
        title={unreadTotal > 0 ? `${t('support.title')} (${unreadTotal})` : t('support.title')}
        text={t('support.text')}
      />
      <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(18rem,24rem)_1fr]">
        <section aria-label={t('support.queue')} className="flex min-w-0 flex-col gap-3">
          <div className="grid grid-cols-3 gap-2">
            <SelectField
              label={t('support.filters.status')}
              value={filters.status}
              onChange={(e) => set('status', e.target.value as QueueFilters['status'])}
            >
              <option value="open">{t('support.status.open')}</option>
              <option value="closed">{t('support.status.closed')}</option>
              <option value="all">{t('support.filters.all')}</option>
            </SelectField>
            <SelectField
              label={t('support.filters.language')}
              value={filters.language}
              onChange={(e) => set('language', e.target.value as QueueFilters['language'])}
            >
              <option value="">{t('support.filters.all')}</option>
              <option value="en">EN</option>
              <option value="ru">RU</option>
              <option value="uk">UK</option>
            </SelectField>
            <SelectField
              label={t('support.filters.assigned')}
              value={filters.assigned}
              onChange={(e) => set('assigned', e.target.value as QueueFilters['assigned'])}
            >
              <option value="any">{t('support.filters.all')}</option>
              <option value="me">{t('support.filters.me')}</option>
              <option value="unassigned">{t('support.filters.unassigned')}</option>
            </SelectField>
          </div>
          {queue.isPending ? (
            <LoadingState />
          ) : queue.error && !queue.data ? (
            <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState title={t('support.empty')} />
          ) : (
            <ul
              className="flex max-h-[70vh] flex-col gap-1.5 overflow-y-auto pr-1"
              aria-label={t('support.queue')}
            >
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => setSelected(item.id)}
                    aria-current={selected === item.id ? 'true' : undefined}
                    data-testid="support-queue-item"
                    className={cn(
                      'flex w-full min-w-0 flex-col gap-1 rounded-xl border px-3 py-2.5 text-left transition',
                      selected === item.id
                        ? 'border-accent bg-accent/15'
                        : 'border-line bg-surface hover:border-line-strong',
                    )}
                  >
                    <span className="flex min-w-0 items-center gap-2">
                      <span className="min-w-0 flex-1 truncate text-sm font-bold">{who(item)}</span>
                      {item.unread > 0 && (
                        <span className="grid h-5 min-w-5 place-items-center rounded-full bg-danger px-1 text-[11px] font-extrabold text-deep">
                          <span className="sr-only">{t('support.unread')}: </span>
                          {item.unread}
                        </span>
                      )}
                    </span>
                    <span className="truncate text-xs text-muted">
                      {item.lastMessage
                        ? `${item.lastMessage.author === 'operator' ? `${t('support.you')}: ` : ''}${item.lastMessage.body || (item.lastMessage.hasAttachment ? t('support.image') : '')}`
                        : t('support.noMessages')}
                    </span>
                    <span className="flex flex-wrap items-center gap-1.5">
                      <Badge>{item.language}</Badge>
                      <Badge tone={item.status === 'open' ? 'success' : 'neutral'}>
                        {t(`support.status.${item.status}`)}
                      </Badge>
                      {!item.player && <Badge tone="info">{t('support.guest')}</Badge>}
                      <span className="ml-auto text-[11px] text-faint">
                        {item.assignedOperator
                          ? (item.assignedOperator.email ?? '#')
                          : t('support.filters.unassigned')}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {selected ? (
          <ConversationPane key={selected} id={selected} me={me} socketUp={socketUp} />
        ) : (
          <EmptyState title={t('support.pick')} className="self-start" />
        )}
      </div>
    </div>
  );
}

function ConversationPane({ id, me, socketUp }: { id: string; me: OperatorMe; socketUp: boolean }) {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const key = supportKeys.conversation(id);
  const detail = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchConversation(id, undefined, signal),
    refetchInterval: socketUp ? ONLINE_POLL_MS : OFFLINE_POLL_MS,
  });
  const [playerTyping, setPlayerTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const list = useRef<HTMLOListElement>(null);
  const conversation = detail.data?.conversation;
  const messages = detail.data?.messages ?? [];
  const unread = conversation?.unread ?? 0;

  useEffect(() => {
    if (unread > 0)
      void markRead(id).then(() =>
        queryClient.invalidateQueries({ queryKey: [...supportKeys.all, 'queue'] }),
      );
  }, [id, unread, queryClient]);

  useEffect(() => {
    const channel = supportChannel(id);
    const unsubscribe = subscribeOperator(channel, (payload) => {
      const event = payload as SupportChannelEvent;
      if (event.type === 'typing' && event.by === 'player') {
        setPlayerTyping(true);
        clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setPlayerTyping(false), SUPPORT_TYPING_SHOW_MS);
        return;
      }
      if (event.type === 'message' && event.message.author === 'player') setPlayerTyping(false);
      void queryClient.invalidateQueries({ queryKey: supportKeys.conversation(id) });
    });
    return () => {
      unsubscribe();
      clearTimeout(typingTimer.current);
    };
  }, [id, queryClient]);

  const lastId = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message changes.
  useEffect(() => {
    const element = list.current?.parentElement;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: [...supportKeys.all, 'queue'] });
  };
  const action = useMutation({
    mutationFn: (kind: 'assign' | 'close' | 'reopen') =>
      kind === 'assign' ? assignToMe(id) : kind === 'close' ? closeConversation(id) : reopenConversation(id),
    onSuccess: refresh,
  });

  if (detail.isPending) return <LoadingState />;
  if (!conversation) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const mine = conversation.assignedOperator?.email === me.email;

  return (
    <section
      aria-label={t('support.conversation', { who: who(conversation) })}
      className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-line bg-surface"
    >
      <header className="flex flex-wrap items-center gap-2 border-b border-line px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-extrabold">{who(conversation)}</h2>
          <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted">
            <Badge>{conversation.language}</Badge>
            <Badge tone={conversation.status === 'open' ? 'success' : 'neutral'}>
              {t(`support.status.${conversation.status}`)}
            </Badge>
            {conversation.player ? (
              <a
                className="underline hover:text-ink"
                href={`/backoffice/players/${conversation.player.globalId}`}
              >
                {t('support.playerPage')}
              </a>
            ) : (
              <Badge tone="info">{t('support.guest')}</Badge>
            )}
            <span>
              {conversation.assignedOperator
                ? t('support.assignedTo', { email: conversation.assignedOperator.email ?? '#' })
                : t('support.filters.unassigned')}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!mine && (
            <Button
              size="sm"
              loading={action.isPending && action.variables === 'assign'}
              onClick={() => action.mutate('assign')}
            >
              {t('support.assignMe')}
            </Button>
          )}
          {conversation.status === 'open' ? (
            <Button
              size="sm"
              loading={action.isPending && action.variables === 'close'}
              onClick={() => action.mutate('close')}
            >
              {t('support.close')}
            </Button>
          ) : (
            <Button
              size="sm"
              loading={action.isPending && action.variables === 'reopen'}
              onClick={() => action.mutate('reopen')}
            >
              {t('support.reopen')}
            </Button>
          )}
        </div>
        {action.error && (
          <p role="alert" className="w-full text-xs font-semibold text-danger">
            {errorText(action.error, t)}
          </p>
        )}
      </header>
      <div className="h-[min(60vh,34rem)] overflow-y-auto px-4 py-3">
        {messages.length === 0 ? (
          <EmptyState title={t('support.noMessages')} />
        ) : (
          <ol
            ref={list}
            className="flex flex-col gap-2"
            aria-live="polite"
            aria-relevant="additions"
            aria-label={t('support.messages')}
          >
            {messages.map((message) => (
              <OperatorMessage
                key={message.id}
                message={message}
                conversationId={id}
                language={i18n.language}
              />
            ))}
          </ol>
        )}
      </div>
      <p className="min-h-6 px-4 text-xs text-muted" aria-live="polite">
        {playerTyping ? t('support.playerTyping') : ''}
      </p>
      <ReplyBox id={id} onSent={refresh} />
    </section>
  );
}

function OperatorMessage({
  message,
  conversationId,
  language,
}: {
  message: SupportMessageView;
  conversationId: string;
  language: string;
}) {
  const { t } = useTranslation('backoffice');
  const time = formatDateTime(message.createdAt, language);
  if (message.author === 'system')
    return (
      <li className="self-center rounded-full bg-raised px-3 py-1 text-xs text-muted">
        {t(`support.system.${message.body}`, { defaultValue: message.body })} · {time}
      </li>
    );
  const own = message.author === 'operator';
  return (
    <li className={cn('flex', own ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'flex max-w-[80%] flex-col gap-1 rounded-2xl px-3 py-2',
          own ? 'rounded-br-md bg-accent/25 text-ink' : 'rounded-bl-md border border-line bg-raised text-ink',
        )}
      >
        <span className="sr-only">{own ? t('support.you') : t('support.player')}: </span>
        {message.attachment && <OperatorImage conversationId={conversationId} id={message.attachment.id} />}
        {message.body && <p className="whitespace-pre-wrap break-words text-sm">{message.body}</p>}
        <span className="text-right text-[11px] text-faint">{time}</span>
      </div>
    </li>
  );
}

function OperatorImage({ conversationId, id }: { conversationId: string; id: string }) {
  const { t } = useTranslation('backoffice');
  const image = useQuery({
    queryKey: supportKeys.image(conversationId, id),
    queryFn: ({ signal }) => fetchImage(conversationId, id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useObjectUrl(image.data);
  if (image.error) return <span className="text-xs text-danger">{errorText(image.error, t)}</span>;
  if (!url) return <span className="h-24 w-32 animate-pulse rounded-lg bg-sunken" />;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="block overflow-hidden rounded-lg"
      aria-label={t('support.openImage')}
    >
      <img src={url} alt="" className="max-h-48 w-auto max-w-full object-cover" />
    </a>
  );
}

function ReplyBox({ id, onSent }: { id: string; onSent: () => void }) {
  const { t } = useTranslation('backoffice');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const send = async () => {
    const body = text.trim();
    if (busy || (!body && !file)) return;
    setBusy(true);
    setError(null);
    try {
      const attachment = file ? await uploadImage(id, file) : null;
      await replyTo(id, body, attachment?.id);
      setText('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      onSent();
    } catch (caught) {
      setError(errorText(caught, t));
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

  return (
    <div className="flex flex-col gap-2 border-t border-line p-3">
      {error && (
        <p role="alert" className="text-xs font-semibold text-danger">
          {error}
        </p>
      )}
      {file && (
        <p className="flex items-center gap-2 text-xs text-muted">
          {t('support.attached', { name: file.name })}
          <button type="button" className="underline" onClick={() => setFile(null)}>
            {t('support.remove')}
          </button>
        </p>
      )}
      <label htmlFor={inputId} className="sr-only">
        {t('support.reply')}
      </label>
      <textarea
        id={inputId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const now = Date.now();
          if (event.target.value.trim() && now - lastTyping.current > SUPPORT_TYPING_SEND_MS) {
            lastTyping.current = now;
            void signalTyping(id).catch(() => {});
          }
        }}
        onKeyDown={onKeyDown}
        rows={2}
        maxLength={2000}
        placeholder={t('support.replyPlaceholder')}
        className="min-h-16 resize-y rounded-control border border-line bg-sunken px-3 py-2 text-sm text-ink outline-none focus:border-accent"
      />
      <div className="flex items-center justify-between gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={SUPPORT_ATTACHMENT_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const picked = event.target.files?.[0];
            if (!picked) return;
            if (picked.size > SUPPORT_ATTACHMENT_MAX_BYTES) setError(t('errors.attachment_too_large'));
            else setFile(picked);
          }}
        />
        <Button size="sm" variant="ghost" onClick={() => fileInput.current?.click()}>
          {t('support.attach')}
        </Button>
        <Button
          size="sm"
          variant="primary"
          loading={busy}
          disabled={!text.trim() && !file}
          onClick={() => void send()}
        >
          {t('support.send')}
        </Button>
      </div>
    </div>
  );
}
