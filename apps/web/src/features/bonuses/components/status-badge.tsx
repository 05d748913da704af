import type { BonusStatus } from '@casino/shared';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';

const TONES: Record<BonusStatus, string> = {
  available: 'border-success/40 bg-success/10 text-success',
  active: 'border-neon/40 bg-neon/10 text-neon',
  claimed: 'border-accent-strong/40 bg-accent/15 text-accent-strong',
  wagered: 'border-gold/40 bg-gold/10 text-gold',
  disabled: 'border-line-strong bg-sunken text-faint',
  expired: 'border-line-strong bg-sunken text-faint',
  forfeited: 'border-danger/40 bg-danger/10 text-danger',
};

/** A bonus's state as a small pill (SPEC §4.1 for the welcome steps). */
export function StatusBadge({ status, className }: { status: BonusStatus; className?: string }) {
  const { t } = useTranslation('bonuses');
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-[0.7rem] font-bold uppercase tracking-wide',
        TONES[status],
        className,
      )}
      data-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}
