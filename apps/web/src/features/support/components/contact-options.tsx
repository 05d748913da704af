import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useSupportChannels } from '../api/get-support-config.ts';
import { emailUrl, messengerUrl } from '../config.ts';
import { ChatIcon, MailIcon, MessengerIcon } from './support-icons.tsx';

const tile =
  'group flex h-full min-h-24 min-w-0 flex-col items-center justify-center gap-1.5 rounded-control border border-line bg-raised/60 px-2 py-3 text-center transition hover:-translate-y-0.5 hover:border-line-strong hover:bg-raised';

function Badge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'grid size-10 place-items-center rounded-full transition group-hover:scale-105',
        className,
      )}
    >
      {children}
    </span>
  );
}

/** Chat, messenger and e-mail: the three ways to reach a person (SPEC §2.2). */
export function ContactOptions({ onChat, compact = false }: { onChat: () => void; compact?: boolean }) {
  const { t } = useTranslation('support');
  const channels = useSupportChannels();
  return (
    <ul className="grid grid-cols-3 gap-2 sm:gap-3">
      <li className="min-w-0">
        <button type="button" onClick={onChat} className={cn(tile, 'w-full', compact && 'min-h-20')}>
          <Badge className="bg-accent/20 text-accent-strong">
            <ChatIcon className="size-5" />
          </Badge>
          <span className="text-sm font-bold text-ink">{t('contact.chat')}</span>
          {!compact && (
            <span className="w-full text-xs leading-tight text-faint">{t('contact.chatText')}</span>
          )}
        </button>
      </li>
      <li className="min-w-0">
        <a
          href={messengerUrl(channels.messengerBot)}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(tile, compact && 'min-h-20')}
        >
          <Badge className="bg-neon/15 text-neon">
            <MessengerIcon className="size-5" />
          </Badge>
          <span className="text-sm font-bold text-ink">
            {t('contact.messenger')}
            <span className="sr-only"> {t('contact.newTab')}</span>
          </span>
          {!compact && (
            <span className="w-full text-xs leading-tight text-faint" title={`@${channels.messengerBot}`}>
              {t('contact.messengerText')}
            </span>
          )}
        </a>
      </li>
      <li className="min-w-0">
        <a href={emailUrl(channels.email)} className={cn(tile, compact && 'min-h-20')}>
          <Badge className="bg-gold/15 text-gold">
            <MailIcon className="size-5" />
          </Badge>
          <span className="text-sm font-bold text-ink">{t('contact.email')}</span>
          {!compact && (
            <span className="w-full text-xs leading-tight text-faint" title={channels.email}>
              {t('contact.emailText')}
            </span>
          )}
        </a>
      </li>
    </ul>
  );
}
