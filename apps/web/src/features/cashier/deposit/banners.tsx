import { formatCountdown, msUntilNextMidnight } from '@casino/shared';
import { useTranslation } from 'react-i18next';
import { useNow } from '../lib/use-now.ts';

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
        <section
          aria-label={t('deposit.welcome_title')}
          className="relative overflow-hidden rounded-card border border-accent/40 bg-gradient-to-br from-accent/35 via-raised to-surface p-4"
        >
          <div
            className="pointer-events-none absolute -right-6 -top-8 size-28 rounded-full bg-neon/20 blur-2xl"
            aria-hidden="true"
          />
          <p className="text-[0.7rem] font-bold uppercase tracking-[0.14em] text-neon">
            {t('deposit.welcome_kicker')}
          </p>
          <p className="mt-1 text-lg font-black leading-tight">{t('deposit.welcome_title')}</p>
          <p className="mt-1 text-xs text-muted">{t('deposit.welcome_text')}</p>
        </section>
      )}
      {cryptoBonusPercent !== null && (
        <section
          aria-label={t('deposit.crypto_bonus_title', { percent: cryptoBonusPercent })}
          className="relative overflow-hidden rounded-card border border-gold/40 bg-gradient-to-br from-gold/25 via-raised to-surface p-4"
        >
          <div
            className="pointer-events-none absolute -right-4 -bottom-10 size-28 rounded-full bg-gold/20 blur-2xl"
            aria-hidden="true"
          />
          <p className="text-[0.7rem] font-bold uppercase tracking-[0.14em] text-gold">
            {t('deposit.crypto_bonus_kicker')}
          </p>
          <p className="mt-1 text-lg font-black leading-tight">
            {t('deposit.crypto_bonus_title', { percent: cryptoBonusPercent })}
          </p>
          <div className="mt-2">
            <BonusCountdown />
          </div>
        </section>
      )}
    </div>
  );
}
