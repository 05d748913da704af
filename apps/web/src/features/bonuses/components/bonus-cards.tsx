import type { BonusView } from '@casino/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { bonusHeadline, claimsByDeposit, formatMoney } from '../lib/bonus-rules.ts';
import { GiftIcon, InfoIcon, SpinIcon } from './bonus-icons.tsx';
import { BonusInfoDialog } from './bonus-info-dialog.tsx';
import { RuleList } from './rule-list.tsx';
import { StatusBadge } from './status-badge.tsx';
import type { useBonusActions } from './use-bonus-actions.ts';
import { Deadline, WagerProgress } from './wager-progress.tsx';

type Actions = ReturnType<typeof useBonusActions>;

// Ink, not accent: the links sit on the cards' violet gradients, where accent text falls below 4.5:1.
const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1 text-sm font-bold text-ink underline decoration-accent-strong/60 underline-offset-4 transition hover:decoration-ink';

/** "Conditions" (the info modal) and "Games" links under a card. */
export function CardLinks({ bonuses, title }: { bonuses: readonly BonusView[]; title?: string }) {
  const { t, i18n } = useTranslation('bonuses');
  const [open, setOpen] = useState(false);
  const [first] = bonuses;
  if (!first) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <button
        type="button"
        className={linkClass}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        aria-label={t('card.conditionsOf', { title: title ?? first.title })}
      >
        <InfoIcon className="size-4" />
        {t('card.conditions')}
      </button>
      <Link
        to={`/${i18n.language}/bonuses/${encodeURIComponent(first.id)}/games`}
        className={linkClass}
        aria-label={t('card.gamesOf', { title: title ?? first.title })}
      >
        <SpinIcon className="size-4" />
        {t('card.games')}
      </Link>
      <BonusInfoDialog bonuses={bonuses} title={title} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

/** The button of an available bonus: deposit for deposit bonuses, claim for the others. */
export function BonusAction({
  bonus,
  actions,
  className,
}: {
  bonus: BonusView;
  actions: Actions;
  className?: string;
}) {
  const { t } = useTranslation('bonuses');
  if (bonus.status !== 'available') return null;
  if (claimsByDeposit(bonus))
    return (
      <Button
        variant="primary"
        className={className}
        onClick={actions.deposit}
        aria-label={t('card.depositFor', { title: bonus.title })}
      >
        {t('card.deposit')}
      </Button>
    );
  return (
    <Button
      variant="success"
      className={className}
      loading={actions.claimingId === bonus.id}
      disabled={actions.claimingId !== undefined}
      onClick={() => actions.claim(bonus)}
      aria-label={t('card.claimFor', { title: bonus.title })}
    >
      {t('card.claim')}
    </Button>
  );
}

/** An active bonus: its money, the wager progress, the time left and its free spins. */
export function ActiveBonusCard({ bonus }: { bonus: BonusView }) {
  const { t, i18n } = useTranslation('bonuses');
  const titleId = useId();
  const progress = bonus.progress;
  const { freespinsGameId } = bonus.conditions;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="active-bonus"
      className="relative flex flex-col gap-4 overflow-hidden rounded-card border border-neon/30 bg-gradient-to-br from-accent/15 via-raised to-surface p-4 shadow-card sm:p-5"
    >
      <div
        className="pointer-events-none absolute -right-16 -top-20 size-56 rounded-full bg-neon/10 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative flex items-start justify-between gap-3">
        <div className="min-w-0">
          <StatusBadge status="active" />
          <h3 id={titleId} className="mt-2 text-lg font-black leading-tight">
            {bonus.title}
          </h3>
          <p className="text-xs font-bold text-gold">{bonusHeadline(bonus.conditions, t)}</p>
        </div>
        {progress && (
          <div className="shrink-0 text-right">
            <p className="text-[0.7rem] font-semibold uppercase tracking-wide text-muted">
              {t('active.amount')}
            </p>
            <p className="tabular text-xl font-black text-ink">
              {formatMoney(progress.amount, i18n.language)}
            </p>
          </div>
        )}
      </div>
      {progress && (
        <div className="relative flex flex-col gap-3">
          <WagerProgress progress={progress} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Deadline expiresAt={progress.expiresAt} />
            {progress.freespinsLeft > 0 && (
              <span className="tabular text-sm font-bold text-ink">
                {t('active.spinsLeft', { count: progress.freespinsLeft })}
              </span>
            )}
          </div>
          {/* The spins play on their slot machine's page, paid by the casino (its free-spins panel). */}
          {progress.freespinsLeft > 0 && freespinsGameId && (
            <Link
              to={`/${i18n.language}/games/${encodeURIComponent(freespinsGameId)}`}
              className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-control bg-gradient-to-b from-gold-strong to-gold px-4 text-sm font-black text-deep shadow-glow-gold transition hover:brightness-110 active:translate-y-px max-sm:self-stretch"
              aria-label={t('card.playSpinsOf', { title: bonus.title })}
            >
              <SpinIcon className="size-4" />
              {t('card.playSpins')}
            </Link>
          )}
        </div>
      )}
      <div className="relative border-t border-line/60 pt-2">
        <CardLinks bonuses={[bonus]} />
      </div>
    </article>
  );
}

/** An offer that is not a welcome step (everyday, promo, personal): every rule, then its button. */
export function OfferCard({ bonus, actions }: { bonus: BonusView; actions: Actions }) {
  const { t } = useTranslation('bonuses');
  const titleId = useId();
  const kind = bonus.isPersonal ? 'personal' : bonus.conditions.type;
  return (
    <article
      aria-labelledby={titleId}
      data-testid={`offer-${bonus.id}`}
      className={cn(
        'flex flex-col gap-4 rounded-card border bg-gradient-to-b from-raised/80 to-surface/90 p-4 shadow-card sm:p-5',
        bonus.isPersonal ? 'border-gold/40' : 'border-line',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'grid size-11 shrink-0 place-items-center rounded-2xl border',
            bonus.isPersonal
              ? 'border-gold/40 bg-gold/15 text-gold'
              : 'border-accent/40 bg-accent/15 text-accent-strong',
          )}
        >
          <GiftIcon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-[0.7rem] font-bold uppercase tracking-[0.16em] text-faint">
            {t(`kind.${kind}`)}
          </p>
          <h3 id={titleId} className="text-base font-black leading-tight">
            {bonus.title}
          </h3>
          <p className="mt-0.5 text-sm font-extrabold text-gold">{bonusHeadline(bonus.conditions, t)}</p>
        </div>
        <StatusBadge status={bonus.status} />
      </div>
      <RuleList conditions={bonus.conditions} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-line/60 pt-3">
        <CardLinks bonuses={[bonus]} />
        <BonusAction bonus={bonus} actions={actions} className="max-sm:w-full" />
      </div>
    </article>
  );
}

/** A bonus that is over (wagered, expired, forfeited) or claimed and no longer running. */
export function PastBonusRow({ bonus }: { bonus: BonusView }) {
  const { t } = useTranslation('bonuses');
  return (
    <li className="flex items-center justify-between gap-3 rounded-control border border-line bg-sunken/50 px-4 py-3">
      <div className="min-w-0">
        <p className="truncate text-sm font-bold text-ink">{bonus.title}</p>
        <p className="text-xs text-muted">{bonusHeadline(bonus.conditions, t)}</p>
      </div>
      <StatusBadge status={bonus.status} />
    </li>
  );
}
