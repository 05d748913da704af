import { formatDisplay } from '@casino/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import { useBalance } from '../api/get-balance.ts';

/** The header balance; flashes green or red when it changes. */
export function BalanceChip() {
  const { t } = useTranslation();
  const { balance, isLoading } = useBalance();
  const value = balance?.total.value;
  const previous = useRef<string | undefined>(undefined);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = value;
    if (before === undefined || value === undefined || before === value) return;
    setFlash(Number(value) > Number(before) ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(null), 900);
    return () => clearTimeout(timer);
  }, [value]);

  if (isLoading)
    return <span className="h-10 w-28 animate-pulse rounded-control bg-raised" aria-hidden="true" />;
  if (!balance) return null;
  return (
    <output
      aria-label={t('wallet.balance')}
      aria-live="polite"
      data-testid="balance"
      className={cn(
        'tabular flex h-10 items-center gap-2 rounded-control border bg-sunken px-3 text-sm font-extrabold transition-colors duration-300',
        flash === 'up' && 'border-success text-success',
        flash === 'down' && 'border-danger/70 text-ink',
        !flash && 'border-line text-ink',
      )}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-gold shadow-glow-gold" />
      {formatDisplay(balance.total.value, balance.total.currency.displayFormat)}
    </output>
  );
}
