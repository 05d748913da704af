import type { SupportMessageView } from '@casino/shared';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "14:05", or a date and time for older messages. */
export function messageTime(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(language, {
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/**
 * One message: the reader's own on the right, the other side's on the left, system notes centred. Text is
 * rendered as text (never HTML); images are thumbnails that open full size.
 */
export function ChatMessage({
  message,
  own,
  seen,
  language,
  t,
  loadImage,
  otherLabel,
}: {
  message: SupportMessageView;
  own: boolean;
  seen: boolean;
  language: string;
  t: Translate;
  loadImage: (id: string) => Promise<string>;
  /** Who the other side is, for screen readers ("Support", or the player). */
  otherLabel: string;
}) {
  const time = messageTime(message.createdAt, language);
  if (message.author === 'system') {
    return (
      <li className="flex justify-center py-1">
        <span className="rounded-full bg-raised/70 px-3 py-1 text-center text-xs font-semibold text-muted">
          {t(`chat.system.${message.body}`, { defaultValue: message.body })} ·{' '}
          <time dateTime={message.createdAt}>{time}</time>
        </span>
      </li>
    );
  }
  return (
    <li className={cn('flex min-w-0', own ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'flex max-w-[85%] min-w-0 flex-col gap-1 rounded-2xl px-3 py-2 shadow-sm',
          own
            ? 'rounded-br-md bg-accent text-accent-ink'
            : 'rounded-bl-md border border-line bg-raised text-ink',
        )}
      >
        <span className="sr-only">{own ? t('chat.you') : otherLabel}: </span>
        {message.attachment && (
          <ChatImage id={message.attachment.id} load={loadImage} label={t('chat.image.open')} t={t} />
        )}
        {message.body && (
          <p className="whitespace-pre-wrap break-words text-sm leading-snug">{message.body}</p>
        )}
        <span
          className={cn(
            'flex items-center justify-end gap-1 text-[11px]',
            own ? 'text-accent-ink/75' : 'text-faint',
          )}
        >
          <time dateTime={message.createdAt}>{time}</time>
          {own && seen && (
            <>
              <span aria-hidden="true">✓✓</span>
              <span className="sr-only">{t('chat.seen')}</span>
            </>
          )}
        </span>
      </div>
    </li>
  );
}

function ChatImage({
  id,
  load,
  label,
  t,
}: {
  id: string;
  load: (id: string) => Promise<string>;
  label: string;
  t: Translate;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let live = true;
    load(id).then(
      (value) => live && setUrl(value),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id, load]);

  if (failed) return <span className="text-xs italic opacity-80">{t('chat.image.failed')}</span>;
  if (!url)
    return (
      <span className="grid h-32 w-40 max-w-full place-items-center rounded-lg bg-sunken/60">
        <Spinner />
      </span>
    );
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2"
        aria-label={label}
      >
        <img src={url} alt="" className="max-h-48 w-auto max-w-full object-cover" />
      </button>
      {open && <ImageViewer url={url} onClose={() => setOpen(false)} closeLabel={t('chat.image.close')} />}
    </>
  );
}

/** Full size over everything; Escape, the backdrop or the button closes it and focus returns. */
function ImageViewer({ url, onClose, closeLabel }: { url: string; onClose: () => void; closeLabel: string }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      previous?.focus();
    };
  }, [onClose]);
  // Rendered in place, inside the dialog: its focus trap and the inert page outside leave the viewer usable.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and the button close it; the backdrop is a mouse shortcut.
    <div
      className="fixed inset-0 z-[60] grid place-items-center bg-deep/90 p-4"
      onClick={onClose}
      role="presentation"
    >
      <img src={url} alt="" className="max-h-full max-w-full rounded-lg object-contain shadow-2xl" />
      <button
        ref={close}
        type="button"
        onClick={onClose}
        className="absolute top-3 right-3 grid size-11 place-items-center rounded-full bg-raised text-ink shadow-lg"
        aria-label={closeLabel}
      >
        ✕
      </button>
    </div>
  );
}
