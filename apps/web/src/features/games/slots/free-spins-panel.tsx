import { type FreeSpinsView, formatDisplay, type Money, type SlotTheme } from '@casino/shared';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { GiftIcon } from '../../shell/index.ts';
import { BetInterruptedNotice, PendingLabel } from '../components/index.ts';
import type { BetRequestView } from '../lib/use-bet-request.ts';
import type { FinishedFreeSpins } from './api/free-spins.ts';

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 rounded-control border border-line/70 bg-sunken/60 px-3 py-2">
      <dt className="text-[0.7rem] font-semibold uppercase tracking-wide text-muted">{label}</dt>
      <dd className="tabular mt-0.5 font-bold text-ink">{children}</dd>
    </div>
  );
}

export interface FreeSpinsPanelProps {
  /** The player's free spins on this machine (undefined while loading or for a guest). */
  view: FreeSpinsView | null | undefined;
  /** Set once the last spin was played on this page. */
  finished: FinishedFreeSpins | null;
  /** A spin (paid or free) is on its way or on the reels: the button waits, the numbers stay. */
  playing: boolean;
  /** The free-spin call: its pending state and its interrupted notice. */
  request: BetRequestView;
  theme: SlotTheme;
  onPlay: () => void;
}

/**
 * The player's bonus free spins on this machine, above the paid bet: what is left, the stake of each spin,
 * what they won so far and its wager, and the button that plays one. Once the last is played it says so and
 * points to the bonuses page, where the winnings are wagered. The numbers change when the reels land, not
 * when the answer comes, so the panel never gives a spin's result away before the reels show it.
 */
export function FreeSpinsPanel({ view, finished, playing, request, theme, onPlay }: FreeSpinsPanelProps) {
  const { t, i18n } = useTranslation('slots');
  const { locale = i18n.language } = useParams();
  const titleId = useId();
  const live = view && view.left > 0 ? view : null;
  // What is on screen: held while a spin plays (nothing shown yet appears at once).
  const [shown, setShown] = useState({ live, finished });
  const hold = playing && (shown.live !== null || shown.finished !== null);
  if (!hold && (shown.live !== live || shown.finished !== finished)) setShown({ live, finished });

  const current = hold ? shown : { live, finished };
  const spins = current.live;
  const done = spins === null ? current.finished : null;
  if (!spins && !done) return null;

  const money = (value: Money) => formatDisplay(value.value, value.currency.displayFormat, i18n.language);
  const title = spins?.title ?? done?.title ?? '';
  const expires = spins ? new Date(spins.expiresAt) : null;

  return (
    <section
      aria-labelledby={titleId}
      data-testid="free-spins"
      className="relative flex flex-col gap-3 overflow-hidden rounded-card border p-4 shadow-card"
      style={{
        borderColor: `${theme.accent}66`,
        background: `radial-gradient(120% 90% at 100% 0%, ${theme.accent}2b, transparent 65%), linear-gradient(160deg, rgb(247 201 72 / 0.12), rgb(20 17 54 / 0.92) 55%)`,
      }}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-2xl border border-gold/40 bg-gradient-to-br from-gold/30 to-raised text-gold shadow-glow-gold"
        >
          <GiftIcon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-[0.7rem] font-bold uppercase tracking-[0.16em] text-gold">
            {t('bonusSpins.eyebrow')}
          </p>
          <h2 id={titleId} className="truncate text-base font-black leading-tight text-ink">
            {title || t('bonusSpins.eyebrow')}
          </h2>
        </div>
      </div>

      {/* One live region in both states, so the last spin's "all played" is read out too. */}
      <p aria-live="polite" aria-atomic="true" className="tabular text-xl font-black leading-tight text-ink">
        {spins ? t('bonusSpins.left', { count: spins.left }) : t('bonusSpins.done')}
      </p>

      {spins ? (
        <>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <Stat label={t('bonusSpins.stake')}>{money(spins.stake)}</Stat>
            <Stat label={t('bonusSpins.won')}>
              <span className="text-gold">{money(spins.won)}</span>
              {spins.maxWin ? (
                <span className="block text-xs font-semibold text-muted">
                  {t('bonusSpins.ofMax', { amount: money(spins.maxWin) })}
                </span>
              ) : null}
            </Stat>
          </dl>
          <p className="text-xs text-muted">
            {spins.wagerFreespins > 0
              ? t('bonusSpins.wager', { wager: spins.wagerFreespins })
              : t('bonusSpins.bonusMoney')}
            {expires && !Number.isNaN(expires.getTime()) ? (
              <>
                {' · '}
                {t('bonusSpins.expires', {
                  date: new Intl.DateTimeFormat(i18n.language, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }).format(expires),
                })}
              </>
            ) : null}
          </p>
          <button
            type="button"
            className="inline-flex min-h-13 w-full select-none items-center justify-center gap-2 rounded-control bg-gradient-to-b from-gold-strong to-gold px-6 text-lg font-black text-deep shadow-glow-gold transition duration-150 hover:brightness-110 active:translate-y-px disabled:cursor-not-allowed disabled:opacity-50 disabled:shadow-none"
            disabled={playing}
            aria-busy={request.isPending || undefined}
            onClick={onPlay}
          >
            {request.isPending ? <Spinner /> : null}
            <PendingLabel pending={request.isPending}>{t('bonusSpins.play')}</PendingLabel>
          </button>
          <BetInterruptedNotice request={request} />
          <p className="text-center text-xs text-faint">{t('bonusSpins.paidByCasino')}</p>
        </>
      ) : (
        <>
          {done?.won ? (
            <p className="text-sm text-ink">{t('bonusSpins.doneWon', { amount: money(done.won) })}</p>
          ) : null}
          <p className="text-sm text-muted">{t('bonusSpins.doneText')}</p>
          <Link
            to={`/${locale}/bonuses`}
            className="inline-flex min-h-11 items-center justify-center rounded-control border border-gold/50 bg-gold/10 px-4 text-sm font-bold text-gold transition hover:bg-gold/20"
          >
            {t('bonusSpins.toBonuses')}
          </Link>
        </>
      )}
    </section>
  );
}
