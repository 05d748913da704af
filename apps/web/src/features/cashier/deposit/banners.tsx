import { formatCountdown, msUntilNextMidnight } from '@casino/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useNow } from '../../../lib/use-now.ts';

/** SPEC §9: the deposit-bonus countdown runs to the next (local) midnight. */
export function BonusCountdown() {
  const { t } = useTranslation('wallet');
  const now = useNow(1000);
  const left = formatCountdown(msUntilNextMidnight(new Date(now)));
  return (
    <span className="tabular inline-flex items-center gap-1 rounded-full bg-deep/60 px-2 py-0.5 text-xs font-bold text-gold-strong">
      <span aria-hidden="true">⏱</span>
      <span>{t('deposit.bonus_ends', { time: left })}</span>
    </span>
  );
}

const BANNER_TONES = {
  accent: {
    box: 'border-accent/40 from-accent/35',
    glow: '-right-6 -top-8 bg-neon/20',
    kicker: 'text-neon',
  },
  gold: {
    box: 'border-gold/40 from-gold/25',
    glow: '-right-4 -bottom-10 bg-gold/20',
    kicker: 'text-gold',
  },
} as const;

/** One offer card: a kicker, a title and what goes under it. */
function Banner({
  tone,
  kicker,
  title,
  children,
}: {
  tone: keyof typeof BANNER_TONES;
  kicker: string;
  title: string;
  children: ReactNode;
}) {
  const style = BANNER_TONES[tone];
  return (
    <section
      aria-label={title}
      className={cn(
        'relative overflow-hidden rounded-card border bg-gradient-to-br via-raised to-surface p-4',
        style.box,
      )}
    >
      <div
        className={cn('pointer-events-none absolute size-28 rounded-full blur-2xl', style.glow)}
        aria-hidden="true"
      />
      <p className={cn('text-[0.7rem] font-bold uppercase tracking-[0.14em]', style.kicker)}>{kicker}</p>
      <p className="mt-1 text-lg font-black leading-tight">{title}</p>
      {children}
    </section>
  );
}

/** The deposit tab's banners: the welcome offer (no deposits yet) and the crypto deposit bonus. */
export function DepositBanners({
  hasDeposits,
  cryptoBonusPercent,
}: {
  hasDeposits: boolean;
  cryptoBonusPercent: number | null;
}) {
  const { t } = useTranslation('wallet');
  if (hasDeposits && cryptoBonusPercent === null) return null;
  return (
    <div className="grid gap-3 sm:auto-cols-fr sm:grid-flow-col" data-testid="wallet-banners">
      {!hasDeposits && (
        <Banner tone="accent" kicker={t('deposit.welcome_kicker')} title={t('deposit.welcome_title')}>
          <p className="mt-1 text-xs text-muted">{t('deposit.welcome_text')}</p>
        </Banner>
      )}
      {cryptoBonusPercent !== null && (
        <Banner
          tone="gold"
          kicker={t('deposit.crypto_bonus_kicker')}
          title={t('deposit.crypto_bonus_title', { percent: cryptoBonusPercent })}
        >
          <div className="mt-2">
            <BonusCountdown />
          </div>
        </Banner>
      )}
    </div>
  );
}
