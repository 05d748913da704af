import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../lib/use-locale.ts';
import { BallIcon, GiftIcon, TrophyIcon } from './icons.tsx';

const ICONS = { sport: BallIcon, tournaments: TrophyIcon, bonuses: GiftIcon } as const;

/**
 * A designed stand-in for a section that another issue builds (sportsbook, tournaments, bonuses), so no
 * sidebar link is dead: the shell around it, what is coming and the way back to the casino.
 */
export function ComingSoon({
  section,
  title,
}: {
  section: keyof typeof ICONS;
  /** The page's own name (a sport); the section's name when left out. */
  title?: string;
}) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const heading = title ?? t(`comingSoon.${section}.title`);
  const Glyph = ICONS[section];
  useEffect(() => {
    document.title = `${heading} · ${t('common:brand')}`;
  }, [heading, t]);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-5 px-4 py-16 text-center">
      <div className="relative grid size-28 place-items-center" aria-hidden="true">
        <span className="absolute inset-0 animate-pulse rounded-full bg-accent/20 blur-2xl" />
        <span className="relative grid size-24 place-items-center rounded-[1.75rem] border border-line-strong bg-gradient-to-br from-raised to-surface text-accent-strong shadow-glow">
          <Glyph className="size-12" />
        </span>
      </div>
      <p className="rounded-full border border-gold/40 bg-gold/10 px-3 py-1 text-xs font-bold uppercase tracking-[0.16em] text-gold">
        {t('comingSoon.badge')}
      </p>
      <h1 className="text-3xl font-black">{heading}</h1>
      <p className="text-muted">{t(`comingSoon.${section}.text`)}</p>
      <Link
        to={`/${locale}`}
        className="inline-flex min-h-11 items-center rounded-control bg-accent px-6 font-bold text-white shadow-glow hover:bg-accent-hover"
      >
        {t('comingSoon.back')}
      </Link>
    </section>
  );
}
