import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type PlayerLimit,
} from '@casino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSection } from '../../../components/ui/page-parts.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { cn } from '../../../lib/cn.ts';
import { PROTECTION_KEY } from '../api/get-protection.ts';
import { useRemoveLimit, useSetLimit } from '../api/set-limit.ts';
import { formatDateTime, formatMoney, formatRelative } from '../lib/format.ts';
import { findLimit, limitUsage, pendingChange, precisionOf } from '../lib/limits.ts';
import { LimitForm } from './limit-form.tsx';
import { CoinsIcon, GaugeIcon, TrendIcon } from './protection-icons.tsx';

const KIND_ICONS: Record<LimitKind, (props: { className?: string }) => ReactNode> = {
  deposit: CoinsIcon,
  loss: TrendIcon,
  wager: GaugeIcon,
};

/** setTimeout's longest wait; a later moment is met by the next visit. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The page's figures change on their own when a period ends (`used` starts again) or a cooling-off is
 * over (the raise applies): the limits are asked for again at the first such moment.
 */
function useRefreshAtNextChange(limits: readonly PlayerLimit[]) {
  const client = useQueryClient();
  const moments = limits.flatMap((limit) => [limit.resetsAt, limit.pending?.from ?? '']);
  const next = Math.min(
    ...moments.map(Date.parse).filter((at) => Number.isFinite(at) && at > Date.now()),
    Number.POSITIVE_INFINITY,
  );
  useEffect(() => {
    const wait = next - Date.now();
    if (!(wait <= MAX_TIMER_MS)) return;
    const timer = setTimeout(() => void client.invalidateQueries({ queryKey: PROTECTION_KEY }), wait + 1000);
    return () => clearTimeout(timer);
  }, [next, client]);
}

function UsageBar({ limit, name }: { limit: PlayerLimit; name: string }) {
  const { t, i18n } = useTranslation('protection');
  const { percent, reached } = limitUsage(limit);
  const text = t(`limits.used.${limit.kind}`, {
    used: formatMoney(limit.used.startsWith('-') ? '0' : limit.used, limit.currency, i18n.language),
    amount: formatMoney(limit.amount, limit.currency, i18n.language),
  });
  return (
    <div className="mt-2.5">
      <div
        role="progressbar"
        aria-label={t('limits.usageLabel', { name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-line/70"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500',
            reached
              ? 'bg-danger'
              : percent >= 75
                ? 'bg-gradient-to-r from-gold to-gold-strong'
                : 'bg-gradient-to-r from-accent to-neon',
          )}
          style={{ width: `${Math.max(percent, percent > 0 ? 3 : 0)}%` }}
        />
      </div>
      {/* The bar already says this to screen readers. */}
      <p aria-hidden="true" className="tabular mt-1.5 text-xs font-semibold text-ink/85">
        {text}
        {reached && <span className="ml-1.5 font-bold text-danger">· {t('limits.reached')}</span>}
      </p>
    </div>
  );
}

function LimitRow({
  kind,
  period,
  limit,
  currency,
  precision,
  now,
}: {
  kind: LimitKind;
  period: LimitPeriod;
  limit: PlayerLimit | null;
  currency: string;
  precision: number;
  now: number;
}) {
  const { t, i18n } = useTranslation(['protection', 'common']);
  const language = i18n.language;
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useRemoveLimit();
  const keep = useSetLimit();
  const row = useRef<HTMLLIElement>(null);
  const name = t(`limits.names.${kind}.${period}`);
  const money = (amount: string) => formatMoney(amount, limit?.currency ?? currency, language);
  const change = limit ? pendingChange(limit) : null;

  // After the form closes, the keyboard carries on from the row's main button.
  const closeForm = () => {
    setEditing(false);
    requestAnimationFrame(() => row.current?.querySelector<HTMLElement>('[data-limit-edit]')?.focus());
  };

  const saved = (next: PlayerLimit) => {
    closeForm();
    setError(null);
    if (next.pending?.amount)
      setStatus(
        t('limits.result.raisePending', {
          amount: money(next.pending.amount),
          date: formatDateTime(next.pending.from, language),
        }),
      );
    else setStatus(t('limits.result.saved', { name, amount: money(next.amount) }));
  };

  const onRemove = () => {
    setStatus('');
    setError(null);
    remove.mutate(
      { kind, period },
      {
        onSuccess: (next) =>
          setStatus(
            next?.pending
              ? t('limits.result.removalPending', { date: formatDateTime(next.pending.from, language) })
              : t('limits.result.removed', { name }),
          ),
        onError: (failure) => setError(apiErrorText(failure, t)),
      },
    );
  };

  // Asking for the amount in force again calls off a raise or removal waiting out its cooling-off.
  const onKeep = () => {
    if (!limit) return;
    setStatus('');
    setError(null);
    keep.mutate(
      { target: { kind, period }, amount: limit.amount },
      {
        onSuccess: (next) => setStatus(t('limits.result.kept', { amount: money(next.amount) })),
        onError: (failure) => setError(apiErrorText(failure, t)),
      },
    );
  };

  return (
    <li
      ref={row}
      className="rounded-control border border-line bg-sunken/55 p-3"
      data-testid={`limit-${kind}-${period}`}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h4 className="text-xs font-bold uppercase tracking-[0.14em] text-faint">
          {t(`limits.periods.${period}`)}
        </h4>
        {limit ? (
          <p className="tabular text-base font-black text-ink" data-testid="limit-amount">
            <span className="sr-only">{name}: </span>
            {money(limit.amount)}
          </p>
        ) : (
          <p className="text-sm font-semibold text-muted">
            <span className="sr-only">{name}: </span>
            {t('limits.none')}
          </p>
        )}
      </div>
      {limit && (
        <>
          <UsageBar limit={limit} name={name} />
          <p className="mt-1 text-xs text-muted">
            {t('limits.resets', {
              relative: formatRelative(limit.resetsAt, now, language),
              date: formatDateTime(limit.resetsAt, language),
            })}
          </p>
        </>
      )}
      {limit?.pending && (
        <p
          className="mt-2.5 rounded-lg border border-gold/40 bg-gold/10 px-2.5 py-2 text-xs font-semibold text-gold-strong"
          data-testid="limit-pending"
        >
          {change === 'removal'
            ? t('limits.pending.removal', { date: formatDateTime(limit.pending.from, language) })
            : t('limits.pending.raise', {
                amount: money(limit.pending.amount ?? ''),
                date: formatDateTime(limit.pending.from, language),
              })}
        </p>
      )}
      {editing ? (
        <LimitForm
          kind={kind}
          period={period}
          name={name}
          limit={limit}
          currency={limit?.currency ?? currency}
          precision={precision}
          onSaved={saved}
          onCancel={closeForm}
        />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={limit ? 'secondary' : 'primary'}
            data-limit-edit=""
            onClick={() => {
              setStatus('');
              setError(null);
              setEditing(true);
            }}
          >
            {limit ? t('limits.change') : t('limits.set')}
            <span className="sr-only">: {name}</span>
          </Button>
          {limit && change !== 'removal' && (
            <Button size="sm" variant="ghost" loading={remove.isPending} onClick={onRemove}>
              {t('limits.remove')}
              <span className="sr-only">: {name}</span>
            </Button>
          )}
          {change && (
            <Button size="sm" variant="ghost" loading={keep.isPending} onClick={onKeep}>
              {t(change === 'removal' ? 'limits.keep' : 'limits.cancelRaise')}
              <span className="sr-only">: {name}</span>
            </Button>
          )}
        </div>
      )}
      {/* Kept (empty) in the page: a live region must be there before its text changes. */}
      <p role="status" className="mt-2 text-xs font-semibold text-success empty:mt-0">
        {status}
      </p>
      {error && (
        <p role="alert" className="mt-2 text-xs font-semibold text-danger">
          {error}
        </p>
      )}
    </li>
  );
}

function LimitCard(props: {
  kind: LimitKind;
  limits: readonly PlayerLimit[];
  currency: string;
  precision: number;
  now: number;
}) {
  const { t } = useTranslation('protection');
  const { kind, limits, currency, precision, now } = props;
  const Icon = KIND_ICONS[kind];
  const titleId = `limit-${kind}-title`;
  return (
    <Card aria-labelledby={titleId} className="flex min-w-0 flex-col" data-testid={`limit-card-${kind}`}>
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-xl border border-accent/40 bg-accent/15 text-accent-strong"
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 id={titleId} className="text-base font-extrabold">
            {t(`limits.kinds.${kind}.title`)}
          </h3>
          <p className="mt-0.5 text-xs text-muted">{t(`limits.kinds.${kind}.text`)}</p>
        </div>
      </div>
      <ul className="mt-4 flex flex-col gap-2.5">
        {LIMIT_PERIODS.map((period) => (
          <LimitRow
            key={period}
            kind={kind}
            period={period}
            limit={findLimit(limits, kind, period)}
            currency={currency}
            precision={precision}
            now={now}
          />
        ))}
      </ul>
    </Card>
  );
}

/** Deposit, loss and wager limits per day, week and month (issue 20). */
export function LimitsSection({
  limits,
  currency,
  now,
}: {
  limits: readonly PlayerLimit[];
  currency: string;
  now: number;
}) {
  const { t } = useTranslation('protection');
  useRefreshAtNextChange(limits);
  const precision = precisionOf(limits);
  return (
    <PageSection id="protection-limits" title={t('limits.title')} text={t('limits.text')}>
      <ul className="flex flex-wrap gap-2 text-xs font-semibold">
        <li className="rounded-full border border-success/40 bg-success/10 px-3 py-1 text-success">
          {t('limits.rules.lower')}
        </li>
        <li className="rounded-full border border-gold/40 bg-gold/10 px-3 py-1 text-gold-strong">
          {t('limits.rules.higher')}
        </li>
      </ul>
      <div className="grid gap-4 @3xl:grid-cols-3">
        {LIMIT_KINDS.map((kind) => (
          <LimitCard
            key={kind}
            kind={kind}
            limits={limits}
            currency={currency}
            precision={precision}
            now={now}
          />
        ))}
      </div>
    </PageSection>
  );
}
