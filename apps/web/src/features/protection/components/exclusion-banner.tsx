import type { ExclusionView } from '@casino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { formatDateTime } from '../lib/format.ts';

/** setTimeout's longest wait (about 24.8 days); a later end is met by the next load of the viewer. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Where the protection page is, for links from anywhere under /{locale}. */
export const responsibleGamingPath = (locale: string) => `/${locale}/profile/responsible-gaming`;

/**
 * On every page while a time-out or self-exclusion is in force: play and deposits are paused until when
 * (or for good), withdrawals still work. When the end comes with the page open, the viewer is asked again,
 * and the notice goes with the exclusion.
 */
export function ExclusionBanner({ exclusion }: { exclusion: ExclusionView }) {
  const { t, i18n } = useTranslation('protection');
  const client = useQueryClient();
  const until = exclusion.until;

  useEffect(() => {
    if (until === null) return;
    const wait = Date.parse(until) - Date.now();
    if (!(wait >= 0 && wait <= MAX_TIMER_MS)) return;
    const timer = setTimeout(() => void client.invalidateQueries({ queryKey: ['me'] }), wait + 1000);
    return () => clearTimeout(timer);
  }, [until, client]);

  const text =
    until === null
      ? t('banner.textForever')
      : t('banner.text', { date: formatDateTime(until, i18n.language) });
  return (
    <aside
      aria-label={t(`banner.title.${exclusion.kind}`)}
      data-testid="exclusion-banner"
      className="mx-3 mt-3 flex items-start gap-3 rounded-card border border-gold/45 bg-gradient-to-r from-gold/15 via-gold/5 to-transparent px-4 py-3 sm:mx-6 sm:mt-4 sm:items-center"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 fill-none stroke-current stroke-2 text-gold sm:mt-0"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M10 9v6M14 9v6" strokeLinecap="round" />
      </svg>
      <p className="min-w-0 flex-1 text-sm text-ink/90">
        <strong className="font-extrabold text-gold-strong">{t(`banner.title.${exclusion.kind}`)}.</strong>{' '}
        {text}
      </p>
      <Link
        to={responsibleGamingPath(i18n.language)}
        className="inline-flex min-h-9 shrink-0 items-center self-center rounded-lg px-2 text-sm font-bold text-gold underline-offset-4 hover:underline touch:min-h-11"
      >
        {t('banner.details')}
      </Link>
    </aside>
  );
}
