import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useBonuses } from '../api/get-bonuses.ts';
import { bonusHeadline, bonusPercent, formatMoney } from '../lib/bonus-rules.ts';
import { depositHint } from '../lib/deposit-hint.ts';
import { GiftIcon } from './bonus-icons.tsx';

function Hint({ amount, currency }: { amount: string | null; currency: string }) {
  const { t, i18n } = useTranslation('bonuses');
  const bonuses = useBonuses();
  const hint = depositHint(bonuses.data?.items ?? [], amount, currency);
  if (hint.kind === 'none') return null;
  const percent = bonusPercent(hint.bonus.conditions);
  const match = hint.kind === 'match';
  const text = match
    ? percent !== null
      ? t('hint.match', { percent })
      : t('hint.matchOther', { headline: bonusHeadline(hint.bonus.conditions, t) })
    : t('hint.below', {
        amount: formatMoney(hint.minDeposit, i18n.language),
        headline: bonusHeadline(hint.bonus.conditions, t),
      });
  return (
    <div
      data-testid={match ? 'fiat-deposit-bonus' : 'fiat-deposit-bonus-below'}
      className={cn(
        'flex items-center gap-3 rounded-control border px-3 py-2.5',
        match ? 'border-gold/40 bg-gold/10' : 'border-line-strong bg-sunken/70',
      )}
    >
      <span
        className={cn(
          'grid size-9 shrink-0 place-items-center rounded-full',
          match ? 'bg-gold/20 text-gold' : 'bg-raised text-muted',
        )}
        aria-hidden="true"
      >
        <GiftIcon className="size-5" />
      </span>
      <div className="min-w-0 text-sm">
        <p className={cn('font-bold', match ? 'text-gold-strong' : 'text-ink')}>{text}</p>
        <p className="truncate text-muted">{hint.bonus.title}</p>
      </div>
    </div>
  );
}

/** The hint's content; DepositBonusHint (bonuses/index.ts) loads it on demand. */
export function DepositBonusHintContent(props: { amount: string | null; currency: string }) {
  return <Hint {...props} />;
}
