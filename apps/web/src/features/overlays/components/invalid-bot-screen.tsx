import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { BotIcon, RefreshIcon } from '../../shell/index.ts';
import { Emblem, ScreenPage } from './frame.tsx';

/** SPEC §8: the mini-app was opened from a bot the casino does not know (sign-in answered invalid_bot). */
export function InvalidBotScreen() {
  const { t } = useTranslation('overlays');
  useEffect(() => {
    document.title = `${t('invalidBot.title')} · ${t('common:brand')}`;
  }, [t]);
  return (
    <ScreenPage testId="invalid-bot-screen">
      <Emblem tone="gold">
        <BotIcon className="size-11" />
      </Emblem>
      <h1 className="text-3xl font-black">{t('invalidBot.title')}</h1>
      <p className="max-w-md text-muted">{t('invalidBot.text')}</p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-11 items-center gap-2 rounded-control bg-accent px-6 font-bold text-white shadow-glow hover:bg-accent-hover"
        >
          <RefreshIcon className="size-5" />
          {t('invalidBot.retry')}
        </button>
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-control border border-line px-6 font-bold text-muted hover:border-line-strong hover:text-ink"
        >
          {t('invalidBot.website')}
        </a>
      </div>
    </ScreenPage>
  );
}
