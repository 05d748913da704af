import type { TournamentView } from '@casino/shared';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { CrownIcon } from './tournament-icons.tsx';

const pill =
  'inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-[0.7rem] font-bold uppercase tracking-wide';

const TONES: Record<TournamentView['status'] | 'cancelled', string> = {
  active: 'border-success/40 bg-success/10 text-success',
  upcoming: 'border-neon/40 bg-neon/10 text-neon',
  finished: 'border-line-strong bg-sunken text-muted',
  cancelled: 'border-danger/40 bg-danger/10 text-danger',
};

/** Live (with a pulse), Upcoming, Finished, or Cancelled when the operator called it off. */
export function StatusBadge({
  tournament,
  className,
}: {
  tournament: Pick<TournamentView, 'status' | 'cancelled'>;
  className?: string;
}) {
  const { t } = useTranslation('tournaments');
  const status = tournament.cancelled ? 'cancelled' : tournament.status;
  return (
    <span className={cn(pill, TONES[status], className)} data-status={status}>
      {status === 'active' && (
        <span
          className="size-1.5 animate-pulse rounded-full bg-success motion-reduce:animate-none"
          aria-hidden="true"
        />
      )}
      {t(`status.${status}`)}
    </span>
  );
}

/** For VIP players only. */
export function VipBadge({ className }: { className?: string }) {
  const { t } = useTranslation('tournaments');
  return (
    <span className={cn(pill, 'border-gold/50 bg-gold/10 text-gold', className)}>
      <CrownIcon className="size-3" />
      {t('vip')}
    </span>
  );
}

/** A bonus prize (paid as a bonus with a wager, not to the main balance). */
export function BonusTag() {
  const { t } = useTranslation('tournaments');
  return (
    <span className="ml-1.5 inline-flex items-center rounded-md border border-accent-strong/40 bg-accent/15 px-1.5 py-px align-middle text-[0.65rem] font-bold uppercase tracking-wide text-accent-strong">
      {t('detail.bonusTag')}
    </span>
  );
}
