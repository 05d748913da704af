import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { setRealtimeCredential } from '../../../lib/realtime-client.ts';
import { useHasToken } from '../../../lib/session.ts';
import { startGuestChat } from '../api/chat.ts';
import { useSupportChannels, useSupportConfig } from '../api/get-support-config.ts';
import { emailUrl, messengerUrl } from '../config.ts';
import { setGuestChat, useGuestChat } from '../lib/chat-access.ts';
import { BackButton } from './back-button.tsx';
import { ChatView } from './chat-view.tsx';
import { HeadsetIcon } from './headset-icon.tsx';
import { MailIcon, MessengerIcon } from './support-icons.tsx';
import { WebimChat } from './webim-chat.tsx';

/**
 * The live chat with an operator. A signed-in player's conversation is their own (on every device); a
 * guest first gives an e-mail, and this browser keeps the chat's token.
 */
export function ChatPanel({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('support');
  const signedIn = useHasToken();
  const guest = useGuestChat();
  const owner = signedIn ? 'player' : (guest?.token ?? null);
  // The guest's socket proves their conversation with the chat token (the unread watch keeps it too).
  useEffect(() => {
    setRealtimeCredential('supportGuestToken', signedIn ? null : (guest?.token ?? null));
  }, [signedIn, guest?.token]);

  const config = useSupportConfig();
  const vendor = config.data?.chat;
  // Which chat is not known yet: not worth starting ours only to swap it for the vendor's.
  if (config.isPending)
    return (
      <div className="flex min-w-0 flex-col gap-3">
        <BackButton label={t('chat.back')} onClick={onBack} />
        <div className="h-64 animate-pulse rounded-card bg-raised/60" aria-hidden="true" />
      </div>
    );
  if (vendor?.vendor === 'webim')
    return (
      <div className="flex min-w-0 flex-col gap-3">
        <BackButton label={t('chat.back')} onClick={onBack} />
        <WebimChat account={vendor.account} locations={vendor.locations} />
      </div>
    );

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <BackButton label={t('chat.back')} onClick={onBack} />
        {!signedIn && guest && (
          <button
            type="button"
            onClick={() => setGuestChat(null)}
            className="min-h-10 rounded-lg px-2 text-xs font-bold text-muted transition hover:bg-raised hover:text-ink touch:min-h-11"
          >
            {t('chat.guest.newChat')}
          </button>
        )}
      </div>
      {owner === null ? <GuestStep /> : <ChatView key={owner} owner={owner} />}
    </div>
  );
}

function GuestStep() {
  const { t, i18n } = useTranslation('support');
  const channels = useSupportChannels();
  const heading = useRef<HTMLHeadingElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setError(t('chat.guest.invalidEmail'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const started = await startGuestChat(value, i18n.language);
      setGuestChat({ token: started.token, email: value });
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 400
          ? t('chat.guest.invalidEmail')
          : caught instanceof ApiError && caught.status === 429
            ? t('chat.errors.tooMany')
            : t('chat.errors.network'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded-card border border-line bg-gradient-to-b from-accent/15 to-sunken px-4 py-6 sm:px-6"
      >
        <div className="flex items-center gap-3">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br from-accent-strong to-accent text-white shadow-glow">
            <HeadsetIcon className="size-6" />
          </span>
          <div className="min-w-0">
            <h3 ref={heading} tabIndex={-1} className="text-lg font-extrabold outline-none">
              {t('chat.title')}
            </h3>
            <p className="text-sm text-muted">{t('chat.guest.text')}</p>
          </div>
        </div>
        <Field
          label={t('chat.guest.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
          placeholder="name@example.com"
          maxLength={254}
        />
        <Button type="submit" variant="primary" loading={busy}>
          {t('chat.guest.start')}
        </Button>
      </form>
      <div className="grid gap-2 sm:grid-cols-2">
        <a
          href={messengerUrl(channels.messengerBot)}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-h-11 items-center justify-center gap-2 rounded-control border border-line bg-raised px-4 text-sm font-bold text-ink transition hover:border-line-strong"
        >
          <MessengerIcon className="size-5" />
          {t('chat.messenger', { bot: channels.messengerBot })}
          <span className="sr-only"> {t('contact.newTab')}</span>
        </a>
        <a
          href={emailUrl(channels.email)}
          className="flex min-h-11 items-center justify-center gap-2 rounded-control border border-line bg-raised px-4 text-sm font-bold text-ink transition hover:border-line-strong"
        >
          <MailIcon className="size-5" />
          {t('chat.email')}
        </a>
      </div>
    </div>
  );
}
