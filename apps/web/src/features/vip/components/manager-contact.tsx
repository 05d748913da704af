import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { CheckIcon, CopyIcon, TelegramIcon } from './vip-icons.tsx';

/** SPEC §9: copy feedback lasts 3 s. */
export const COPY_FEEDBACK_MS = 3000;

/** Telegram usernames: 5–32 of a–z, 0–9 and _ (a few older ones are 4). */
const TELEGRAM_USERNAME = /^[A-Za-z0-9_]{4,32}$/;

/** "@name" and its t.me link (null when the stored name is not a Telegram username). */
export function telegramContact(username: string): { handle: string; href: string | null } {
  const name = username.trim().replace(/^@/, '');
  return {
    handle: `@${name}`,
    href: TELEGRAM_USERNAME.test(name) ? `https://t.me/${name}` : null,
  };
}

/** SPEC §2.5 (VIP only): the manager's Telegram handle, a link to write to them, and a copy button. */
export function ManagerContact({ telegramUsername }: { telegramUsername: string }) {
  const { t } = useTranslation('vip');
  const { handle, href } = telegramContact(telegramUsername);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const handleText = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (copy === 'idle') return;
    const timer = setTimeout(() => setCopy('idle'), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(handle);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): the handle is selected to copy by hand.
      if (handleText.current) window.getSelection()?.selectAllChildren(handleText.current);
      setCopy('failed');
    }
  };

  const copied = copy === 'copied';
  return (
    <section
      aria-labelledby="vip-manager-title"
      data-testid="vip-manager"
      className="flex flex-col gap-3 rounded-card border border-gold/40 bg-gradient-to-br from-gold/10 to-surface p-4"
    >
      <div>
        <h3 id="vip-manager-title" className="text-base font-black">
          {t('manager.heading')}
        </h3>
        <p className="text-sm text-muted">{t('manager.text')}</p>
      </div>
      <div className="flex items-center gap-2">
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('manager.open', { handle })} ${t('newTab')}`}
            className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-control border border-line bg-sunken px-3 font-bold text-ink transition hover:border-accent"
          >
            <TelegramIcon className="size-5 shrink-0 text-[#2aabee]" />
            <span ref={handleText} className="truncate">
              {handle}
            </span>
          </a>
        ) : (
          <span
            ref={handleText}
            className="flex min-h-11 min-w-0 flex-1 items-center truncate rounded-control border border-line bg-sunken px-3 font-bold"
          >
            {handle}
          </span>
        )}
        <button
          type="button"
          onClick={onCopy}
          aria-label={t('manager.copy', { handle })}
          data-copied={copied || undefined}
          className={cn(
            'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-control border px-3 text-sm font-bold transition',
            copied
              ? 'border-success/60 bg-success/15 text-success'
              : 'border-line bg-raised text-muted hover:border-accent hover:text-ink',
          )}
        >
          {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
          <span aria-hidden="true">{copied ? t('manager.copied') : t('manager.copyShort')}</span>
        </button>
      </div>
      {/* Always in the page, so screen readers hear what lands in it; the failure is shown, too. */}
      <p
        role="status"
        data-testid="vip-copy-status"
        className={copy === 'failed' ? 'text-xs font-medium text-danger' : 'sr-only'}
      >
        {copied ? t('manager.copiedAnnounce', { handle }) : copy === 'failed' ? t('manager.copyFailed') : ''}
      </p>
    </section>
  );
}
