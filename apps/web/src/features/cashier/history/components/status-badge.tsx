import type { TransactionStatus } from '@casino/shared';
import { useTranslation } from '../../../../i18n/index.ts';
import { cn } from '../../../../lib/cn.ts';

/** SPEC §4.3: every transaction status has its own badge (a buy order's external invoice too, SPEC §4.2). */
const TONES: Record<TransactionStatus | 'pay_external_invoice', string> = {
  completed: 'border-success/40 bg-success/15 text-success',
  pending: 'border-gold/40 bg-gold/10 text-gold',
  wait_for_confirmation: 'border-gold/40 bg-gold/10 text-gold',
  waiting: 'border-neon/40 bg-neon/10 text-neon',
  pay_external_invoice: 'border-neon/40 bg-neon/10 text-neon',
  declined: 'border-danger/40 bg-danger/10 text-danger',
  timeouted: 'border-danger/30 bg-danger/5 text-danger/90',
  disputed: 'border-accent/50 bg-accent/15 text-accent-strong',
  refund: 'border-line-strong bg-raised text-muted',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('wallet-history');
  const tone = (TONES as Record<string, string>)[status] ?? 'border-line bg-raised text-muted';
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-bold whitespace-nowrap',
        tone,
      )}
    >
      <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}
