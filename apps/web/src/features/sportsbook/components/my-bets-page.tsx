import type { LegResult, SportsBetStatus, SportsBetView } from '@casino/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useSignIn, useViewer } from '../../auth/index.ts';
import { useCashOut } from '../api/cash-out.ts';
import { BETS_PAGE_SIZE, type BetsStatus, useBets } from '../api/get-bets.ts';
import { marketTitle, outcomeLabel } from '../lib/labels.ts';
import { useOddsText } from '../lib/odds-format.ts';
import { useMoney } from '../lib/use-money.ts';
import { sportsbookErrorText } from './bet-errors.ts';
import { TicketIcon } from './icons.tsx';
import { LoadError, PageHeading, SportsbookNav, StateNotice } from './page-parts.tsx';

const STATUS_TONE: Record<SportsBetStatus, string> = {
  open: 'bg-neon/15 text-neon',
  won: 'bg-success/15 text-success',
  lost: 'bg-danger-deep text-ink',
  void: 'bg-line text-muted',
  cashed_out: 'bg-gold/15 text-gold',
};
const LEG_TONE: Record<LegResult, string> = {
  pending: 'text-muted',
  won: 'text-success',
  lost: 'text-danger',
  void: 'text-faint',
};

/** The cash-out button: the offer now, a confirm step, and the new offer when it moved meanwhile. */
export function CashOut({ bet }: { bet: SportsBetView }) {
  const { t } = useTranslation('sportsbook');
  const money = useMoney();
  const cashOut = useCashOut();
  const [confirming, setConfirming] = useState(false);
  const [offer, setOffer] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const amount = offer ?? bet.cashout;
  if (done)
    return (
      <p role="status" className="text-sm font-bold text-gold">
        {t('bets.cashedOut', { amount: money.major(done, bet.currency) })}
      </p>
    );
  if (!amount)
    return message ? (
      <p role="alert" className="text-sm font-semibold text-danger">
        {message}
      </p>
    ) : null;
  const shown = money.major(amount, bet.currency);

  const confirm = () =>
    cashOut.mutate(
      { id: bet.id, amount },
      {
        onSuccess: (settled) => {
          setDone(settled.payout ?? amount);
          setMessage(null);
        },
        onError: (error) => {
          if (
            error instanceof ApiError &&
            error.detail === 'cashout_changed' &&
            typeof error.params.amount === 'string'
          ) {
            setOffer(error.params.amount);
            setMessage(t('bets.newOffer', { amount: money.major(error.params.amount, bet.currency) }));
            return;
          }
          setConfirming(false);
          if (error instanceof ApiError && error.detail === 'cashout_unavailable') setOffer(null);
          setMessage(sportsbookErrorText(error, t, money.major));
        },
      },
    );

  return (
    <div className="flex flex-col gap-2" data-testid="cashout">
      <p aria-live="polite" className={cn('text-sm font-semibold', message ? 'text-gold' : 'sr-only')}>
        {message}
      </p>
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-bold text-ink">{t('bets.confirm', { amount: shown })}</p>
          <Button
            variant="success"
            size="sm"
            loading={cashOut.isPending}
            onClick={confirm}
            data-testid="cashout-confirm"
          >
            {t('bets.confirmButton')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)} disabled={cashOut.isPending}>
            {t('bets.cancel')}
          </Button>
        </div>
      ) : (
        <Button
          variant="secondary"
          className="border-gold/50 text-gold hover:border-gold"
          onClick={() => {
            setMessage(null);
            setConfirming(true);
          }}
          data-testid="cashout-button"
        >
          {t('bets.cashout', { amount: shown })}
        </Button>
      )}
    </div>
  );
}

function BetCard({ bet }: { bet: SportsBetView }) {
  const { t, i18n } = useTranslation('sportsbook');
  const money = useMoney();
  const oddsText = useOddsText();
  const placed = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(bet.placedAt),
  );
  return (
    <li
      className="flex flex-col gap-3 rounded-card border border-line bg-surface/80 p-4 shadow-card"
      data-testid="bet-card"
      data-bet={bet.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-black">
          {bet.type === 'single' ? t('bets.single') : t('bets.multi', { count: bet.selections.length })}
        </p>
        <span
          className={cn(
            'rounded-md px-2 py-0.5 text-xs font-black uppercase tracking-wider',
            STATUS_TONE[bet.status],
          )}
        >
          {t(`bets.status.${bet.status}`)}
        </span>
      </div>
      <ul className="flex flex-col divide-y divide-line/50 rounded-lg border border-line/60 bg-sunken/50">
        {bet.selections.map((leg) => (
          <li
            key={leg.outcomeId}
            className="flex items-start justify-between gap-3 px-3 py-2"
            data-testid="bet-leg"
          >
            <div className="min-w-0">
              <p className="truncate text-sm font-bold">
                {outcomeLabel(t, leg.event, leg.market, leg.outcomeKey)}
              </p>
              <p className="truncate text-xs text-muted">
                {marketTitle(t, leg.market)} ·{' '}
                <Link to={`/${i18n.language}/sportsbook/event/${leg.event.id}`} className="hover:text-ink">
                  {leg.event.home} – {leg.event.away}
                </Link>
                {leg.event.score && leg.event.status !== 'upcoming'
                  ? ` · ${leg.event.score.home}:${leg.event.score.away}`
                  : ''}
              </p>
            </div>
            <div className="shrink-0 text-right">
              <p className="tabular text-sm font-extrabold">{oddsText(leg.odds)}</p>
              <p className={cn('text-xs font-bold', LEG_TONE[leg.result])}>{t(`bets.leg.${leg.result}`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-faint">{t('bets.stake')}</dt>
          <dd className="tabular font-bold text-ink">{money.major(bet.stake, bet.currency)}</dd>
        </div>
        <div>
          <dt className="text-faint">{t('bets.odds')}</dt>
          <dd className="tabular font-bold text-ink">{oddsText(bet.odds)}</dd>
        </div>
        <div>
          <dt className="text-faint">{bet.payout === null ? t('bets.potential') : t('bets.payout')}</dt>
          <dd
            className={cn(
              'tabular font-black',
              bet.payout !== null && bet.payout !== '0' ? 'text-success' : 'text-ink',
            )}
            data-testid="bet-payout"
          >
            {money.major(bet.payout ?? bet.potentialPayout, bet.currency)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-faint">{t('bets.placedAt', { date: placed })}</p>
        {bet.status === 'open' && <CashOut key={bet.cashout ?? 'none'} bet={bet} />}
      </div>
    </li>
  );
}

function BetsTab({ status }: { status: BetsStatus }) {
  const { t, i18n } = useTranslation('sportsbook');
  const [offset, setOffset] = useState(0);
  const bets = useBets(status, offset);
  if (bets.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span role="status" className="sr-only">
          {t('page.loading')}
        </span>
        {[0, 1, 2].map((key) => (
          <div key={key} className="h-44 animate-pulse rounded-card border border-line bg-surface/60" />
        ))}
      </div>
    );
  if (bets.isError && !bets.data)
    return <LoadError onRetry={() => void bets.refetch()} retrying={bets.isFetching} />;
  const { data, meta } = bets.data;
  if (data.length === 0 && offset === 0)
    return (
      <StateNotice
        tone="empty"
        title={t(`bets.empty.${status}`)}
        text={t('bets.emptyText')}
        action={
          <Link
            to={`/${i18n.language}/sportsbook`}
            className="inline-flex min-h-11 items-center rounded-control bg-accent px-4 text-sm font-bold text-accent-ink"
          >
            {t('bets.browse')}
          </Link>
        }
      />
    );
  const page = Math.floor(offset / BETS_PAGE_SIZE) + 1;
  const pages = Math.max(1, Math.ceil(meta.total / BETS_PAGE_SIZE));
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" data-testid={`bets-${status}`}>
        {data.map((bet) => (
          <BetCard key={bet.id} bet={bet} />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={t('bets.paging')} className="flex items-center justify-center gap-3">
          <Button
            size="sm"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - BETS_PAGE_SIZE))}
          >
            {t('bets.prev')}
          </Button>
          <span className="tabular text-sm text-muted">{t('bets.page', { page, pages })}</span>
          <Button size="sm" disabled={page >= pages} onClick={() => setOffset(offset + BETS_PAGE_SIZE)}>
            {t('bets.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}

/** /{locale}/sportsbook/bets: the player's open and settled bets, with cash-out on open ones. */
export function MyBetsPage() {
  const { t } = useTranslation('sportsbook');
  const { isGuest } = useViewer();
  const { openSignIn } = useSignIn();
  const [params, setParams] = useSearchParams();
  const tab: BetsStatus = params.get('tab') === 'settled' ? 'settled' : 'open';
  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="my-bets-page">
      <PageHeading
        eyebrow={t('page.eyebrow')}
        title={t('bets.title')}
        text={t('bets.text')}
        icon={<TicketIcon className="size-6" />}
      />
      <SportsbookNav />
      {isGuest ? (
        <StateNotice
          tone="empty"
          title={t('bets.guest')}
          action={
            <Button variant="primary" onClick={() => openSignIn('login')}>
              {t('favorites.signIn')}
            </Button>
          }
        />
      ) : (
        <Tabs
          label={t('bets.tabs')}
          tabs={(['open', 'settled'] as const).map((value) => ({ value, label: t(`bets.${value}`) }))}
          value={tab}
          onChange={(next) =>
            setParams(
              (current) => {
                const updated = new URLSearchParams(current);
                updated.set('tab', next);
                return updated;
              },
              { replace: true, preventScrollReset: true },
            )
          }
        >
          <BetsTab key={tab} status={tab} />
        </Tabs>
      )}
    </div>
  );
}
