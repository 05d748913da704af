import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { emailUrl, messengerUrl, SUPPORT_CONFIG } from '../config.ts';
import { BackButton } from './back-button.tsx';
import { HeadsetIcon } from './headset-icon.tsx';
import { MailIcon, MessengerIcon } from './support-icons.tsx';

/**
 * The live-chat option. No chat provider is connected yet (config.ts), so this panel says so plainly and
 * hands the player to the messenger or e-mail, which are answered.
 */
export function ChatPanel({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('support');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="flex flex-col gap-4">
      <BackButton label={t('chat.back')} onClick={onBack} />
      <div className="flex flex-col items-center gap-4 rounded-card border border-line bg-gradient-to-b from-accent/15 to-sunken px-5 py-8 text-center">
        <div className="relative grid size-20 place-items-center" aria-hidden="true">
          <span className="absolute inset-0 animate-ping rounded-full bg-accent/25 [animation-duration:2.2s]" />
          <span className="absolute inset-2 rounded-full bg-accent/30" />
          <span className="relative grid size-14 place-items-center rounded-full bg-gradient-to-br from-accent-strong to-accent text-white shadow-glow">
            <HeadsetIcon className="size-7" />
          </span>
        </div>
        <h3 ref={heading} tabIndex={-1} className="text-lg font-extrabold outline-none">
          {t('chat.title')}
        </h3>
        <p role="status" className="flex items-center gap-2 text-sm font-bold text-neon">
          {t('chat.connecting')}
          <span className="flex gap-1" aria-hidden="true">
            <span className="size-1.5 animate-bounce rounded-full bg-neon" />
            <span className="size-1.5 animate-bounce rounded-full bg-neon [animation-delay:150ms]" />
            <span className="size-1.5 animate-bounce rounded-full bg-neon [animation-delay:300ms]" />
          </span>
        </p>
        <p className="max-w-sm text-sm text-muted">{t('chat.text')}</p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <a
          href={messengerUrl()}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-h-12 items-center justify-center gap-2 rounded-control bg-accent px-4 text-sm font-bold text-accent-ink shadow-glow transition hover:bg-accent-hover"
        >
          <MessengerIcon className="size-5" />
          {t('chat.messenger', { bot: SUPPORT_CONFIG.messengerBot })}
          <span className="sr-only"> {t('contact.newTab')}</span>
        </a>
        <a
          href={emailUrl()}
          className="flex min-h-12 items-center justify-center gap-2 rounded-control border border-line bg-raised px-4 text-sm font-bold text-ink transition hover:border-line-strong"
        >
          <MailIcon className="size-5" />
          {t('chat.email')}
        </a>
      </div>
    </div>
  );
}
