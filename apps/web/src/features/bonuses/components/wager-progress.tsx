import type { BonusProgressView } from '@casino/shared';
import { formatDisplay } from '@casino/shared';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { timeLeft, useNow } from '../../../lib/use-now.ts';
import { wagerPercent } from '../lib/bonus-rules.ts';
import { ClockIcon } from './bonus-icons.tsx';

/** The wager of an active bonus: "current of total" and a progress bar screen readers read as a percent. */
export function WagerProgress({ progress }: { progress: BonusProgressView }) {
  const { t, i18n } = useTranslation('bonuses');
  const labelId = useId();
  const format = progress.amount.currency.displayFormat;
  const percent = wagerPercent(progress.wager);
  const current = formatDisplay(progress.wager.current, format, i18n.language);
  const total = formatDisplay(progress.wager.total, format, i18n.language);
  const text = t('active.wagerOf', { current, total });
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-xs">
        <span id={labelId} className="font-semibold uppercase tracking-wide text-muted">
          {t('active.wager')}
        </span>
        <span className="tabular font-bold text-ink">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={`${Math.round(percent)}% · ${text}`}
        className="h-2.5 overflow-hidden rounded-full bg-sunken ring-1 ring-line/60"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-accent via-accent-strong to-neon shadow-glow transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/**
 * What is left of an active bonus's time, refreshed once a second. The visible clock ticks; screen readers
 * get the same text without a live region (a ticking announcement every second would drown everything).
 */
export function Deadline({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('bonuses');
  const deadline = Date.parse(expiresAt);
  const now = useNow(1000, Number.isFinite(deadline));
  if (!Number.isFinite(deadline)) return null;
  const left = timeLeft(deadline, now);
  return (
    <p
      className="tabular inline-flex items-center gap-1.5 text-xs font-bold text-gold-strong"
      data-testid="bonus-deadline"
    >
      <ClockIcon className="size-4" />
      {left.over
        ? t('active.expired')
        : left.days > 0
          ? t('active.leftDays', { count: left.days, time: left.clock })
          : t('active.left', { time: left.clock })}
    </p>
  );
}
