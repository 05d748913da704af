import { useDeferredValue, useId } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { ProtectedLink } from '../../auth/index.ts';
import { useLastBets } from '../../games/index.ts';

/** 2.5 → "2.50×"; a loss (0) → "0.00×". */
const multiplier = (value: string) => `${Number(value).toFixed(2)}×`;

/** Everyone's latest bets, newest first, live from `broadcast:last_bet`, as a row of cards that scrolls. */
export function LiveBetsStrip() {
  const { t } = useTranslation('lobby');
  const { locale = 'en' } = useParams();
  const titleId = useId();
  const { data: arrived, isError } = useLastBets();
  // New bets re-render the strip at transition priority, in slices, never as one long task mid-scroll.
  const data = useDeferredValue(arrived);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-extrabold">
        <span className="relative flex size-2.5" aria-hidden="true">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60" />
          <span className="relative inline-flex size-2.5 rounded-full bg-success" />
        </span>
        {t('live.title')}
      </h2>
      {isError && !data ? (
        <p className="rounded-card border border-dashed border-line px-4 py-4 text-sm text-muted">
          {t('live.error')}
        </p>
      ) : data && data.length === 0 ? (
        <p className="rounded-card border border-dashed border-line px-4 py-4 text-sm text-muted">
          {t('live.empty')}
        </p>
      ) : (
        // `relative`: the scroll box is the containing block of the cards' visually hidden labels
        // (`sr-only` is absolutely positioned), so it clips them; otherwise the labels of the cards
        // scrolled out of view sit beyond the right edge of the page and widen it (and on phones the
        // browser zooms out, putting fixed dialogs off-screen).
        <ul
          aria-busy={!data || undefined}
          className="relative -mx-3 flex gap-2.5 overflow-x-auto px-3 pb-1 [scrollbar-width:none] sm:mx-0 sm:px-0"
        >
          {data
            ? data.map((bet) => {
                const won = Number(bet.multiplier) >= 1;
                return (
                  <li
                    key={bet.id}
                    className="flex w-44 shrink-0 animate-slide-up flex-col gap-1.5 rounded-control border border-line bg-gradient-to-b from-raised/90 to-surface px-3 py-2.5"
                  >
                    <ProtectedLink
                      to={`/${locale}/games/${bet.game}`}
                      className="truncate text-sm font-bold text-ink hover:text-accent-strong touch:flex touch:min-h-11 touch:items-center"
                    >
                      {bet.gameTitle}
                    </ProtectedLink>
                    <p className="truncate text-xs text-faint">
                      <span className="sr-only">{t('live.player')}: </span>
                      {bet.player}
                    </p>
                    <div className="tabular flex items-baseline justify-between gap-2">
                      <span
                        className={cn(
                          'rounded-md px-1.5 py-0.5 text-xs font-black',
                          won ? 'bg-success/15 text-success' : 'bg-sunken text-faint',
                        )}
                      >
                        <span className="sr-only">{t('live.multiplier')}: </span>
                        {multiplier(bet.multiplier)}
                      </span>
                      <span
                        className={cn('truncate text-sm font-extrabold', won ? 'text-gold' : 'text-faint')}
                      >
                        <span className="sr-only">{t('live.payout')}: </span>
                        {bet.payout}{' '}
                        <span className="text-[11px] font-semibold text-faint">{bet.currency}</span>
                      </span>
                    </div>
                  </li>
                );
              })
            : Array.from({ length: 6 }, (_, i) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
                  key={i}
                  aria-hidden="true"
                  className="h-[5.25rem] w-44 shrink-0 animate-pulse rounded-control bg-raised"
                />
              ))}
        </ul>
      )}
    </section>
  );
}
