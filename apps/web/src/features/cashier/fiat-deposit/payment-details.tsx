import { formatCountdown } from '@casino/shared';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useNow } from '../../../lib/use-now.ts';
import type { FiatOrder } from '../api/get-buy-order.ts';
import { CopyButton } from '../components/copy-button.tsx';
import { formatMoney, groupDigits, trimAmount } from '../lib/format.ts';

/** The payment details rows, in the order a payer needs them. */
const DETAIL_ROWS = ['card', 'phone', 'bankName', 'name', 'externalId'] as const;

function displayDetail(key: string, value: string): string {
  if (key === 'card') return value.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
  return value;
}

/** Seconds left until `expiredAt` (unix seconds); null when the order has no expiry. */
export function secondsLeft(expiredAt: number | null, now: number): number | null {
  if (expiredAt === null) return null;
  return Math.max(0, Math.ceil(expiredAt - now / 1000));
}

const ROW = 'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 px-4 py-3';
const TERM = 'col-start-1 text-xs font-semibold uppercase tracking-wide text-faint';

/** The non-submit step: what to pay, to whom, until when; then 'I paid'. */
export function PaymentDetails({
  order,
  onExpired,
  onPaid,
}: {
  order: FiatOrder;
  onExpired: () => void;
  onPaid: () => void;
}) {
  const { t } = useTranslation('wallet');
  const now = useNow(1000);
  const left = secondsLeft(order.details.expiredAt, now);
  const expiredRef = useRef(false);
  useEffect(() => {
    if (left === 0 && !expiredRef.current) {
      expiredRef.current = true;
      onExpired();
    }
  }, [left, onExpired]);

  const details = order.details.paymentDetails ?? {};
  const amount = trimAmount(order.valueFrom);
  const urgent = left !== null && left < 120;

  return (
    <div className="flex flex-col gap-4" data-testid="fiat-payment-details">
      <div className="relative overflow-hidden rounded-card border border-accent/40 bg-gradient-to-br from-accent/25 via-raised to-surface p-4 text-center">
        <p className="text-xs font-bold uppercase tracking-[0.14em] text-muted">
          {t('details.amount_to_pay')}
        </p>
        <div className="mt-1 flex items-center justify-center gap-2">
          <p className="tabular text-3xl font-black" data-testid="fiat-details-amount">
            {formatMoney(amount, order.currencyFrom)}
          </p>
          <CopyButton value={amount} label={t('details.amount')} />
        </div>
        {order.additonalAmountChange && (
          <p className="mt-2 text-xs text-gold">
            {t('details.amount_changed', { amount: order.additonalAmountChange })}
          </p>
        )}
        {left !== null && (
          <p
            className={cn(
              'tabular mt-3 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold',
              urgent ? 'bg-danger/15 text-danger' : 'bg-deep/60 text-ink',
            )}
            role="timer"
            aria-live={urgent ? 'polite' : 'off'}
            aria-label={t('details.expires_in', { time: formatCountdown(left * 1000) })}
          >
            <span aria-hidden="true">⏱</span>
            {t('details.expires_in', { time: formatCountdown(left * 1000).replace(/^00:/, '') })}
          </p>
        )}
      </div>

      <dl className="divide-y divide-line/60 overflow-hidden rounded-card border border-line bg-sunken/70">
        {DETAIL_ROWS.filter((key) => details[key]).map((key) => {
          const value = details[key] ?? '';
          return (
            // A row is dt + dd directly under the dl's div (dl > div > dt, dd), the copy button in a dd of its own.
            <div key={key} className={ROW}>
              <dt className={TERM}>{t(`details.${key}`)}</dt>
              <dd
                className={cn(
                  'col-start-1 mt-0.5 font-bold',
                  key === 'card' ? 'tabular whitespace-nowrap text-base sm:text-lg' : 'break-all',
                )}
                data-testid={`fiat-detail-${key}`}
              >
                {displayDetail(key, value)}
              </dd>
              <dd className="col-start-2 row-span-2 row-start-1">
                <CopyButton
                  value={key === 'card' ? value.replace(/\D/g, '') : value}
                  label={t(`details.${key}`)}
                />
              </dd>
            </div>
          );
        })}
        {order.details.recipientBank && (
          <div className={ROW}>
            <dt className={TERM}>{t('details.recipientBank')}</dt>
            <dd className="col-start-1 mt-0.5 font-bold">{order.details.recipientBank}</dd>
          </div>
        )}
      </dl>

      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted">
        <li>{t('details.step_transfer', { amount: `${groupDigits(amount)} ${order.currencyFrom}` })}</li>
        <li>{t('details.step_exact')}</li>
        <li>{t('details.step_confirm')}</li>
      </ol>

      <Button variant="success" size="lg" onClick={onPaid} data-testid="fiat-i-paid">
        {t('details.i_paid')}
      </Button>
    </div>
  );
}
