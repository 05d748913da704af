import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SideSheet } from '../../../components/ui/side-sheet.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { closeBetSlip, openBetSlip, useBetSlipCount, useBetSlipSheetOpen } from '../lib/bet-slip-sheet.ts';
import { useSportsbookUpdates } from '../lib/use-sportsbook-updates.ts';
import { BetSlip } from './bet-slip.tsx';
import { TicketIcon } from './icons.tsx';

/** From this width the bet slip is a panel beside the page; below it, a sheet (Tailwind's `lg`). */
export const SLIP_PANEL_QUERY = '(min-width: 1024px)';

function useWide(): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(SLIP_PANEL_QUERY);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () =>
      typeof window !== 'undefined' && window.matchMedia
        ? window.matchMedia(SLIP_PANEL_QUERY).matches
        : false,
    () => false,
  );
}

/**
 * Below `lg`: the bet slip as a sheet (a bottom sheet on phones), opened from the bottom bar's count on
 * phones and from a floating button on tablets, where there is no bottom bar.
 */
function SlipSheet() {
  const { t } = useTranslation('sportsbook');
  const open = useBetSlipSheetOpen();
  const count = useBetSlipCount();
  const { pathname } = useLocation();
  // Following a link inside the sheet (My bets) leaves it behind.
  useEffect(() => {
    void pathname;
    closeBetSlip();
  }, [pathname]);
  useEffect(() => () => closeBetSlip(), []);
  return (
    <>
      {count > 0 && !open && (
        <button
          type="button"
          onClick={openBetSlip}
          data-testid="slip-open"
          className="fixed bottom-5 left-1/2 z-30 hidden -translate-x-1/2 items-center gap-2 rounded-full bg-accent px-5 py-3 text-sm font-black text-accent-ink shadow-glow md:flex"
        >
          <TicketIcon className="size-5" />
          {t('slip.title')}
          <span className="grid min-w-6 place-items-center rounded-full bg-white/20 px-1.5 text-xs tabular">
            {count}
          </span>
        </button>
      )}
      {open && (
        <SideSheet
          title={t('slip.title')}
          closeLabel={t('slip.close')}
          onClose={closeBetSlip}
          testId="slip-sheet"
        >
          <BetSlip />
        </SideSheet>
      )}
    </>
  );
}

/**
 * Around every sportsbook page: the page, the bet slip (a right-hand panel on wide screens, a sheet
 * otherwise), and the realtime updates that keep odds, scores and the slip current.
 */
export function SportsbookLayout() {
  const { t } = useTranslation('sportsbook');
  useSportsbookUpdates();
  const wide = useWide();
  return (
    <div
      className="mx-auto flex w-full max-w-[90rem] gap-5 px-3 py-4 sm:px-6 sm:py-6"
      data-testid="sportsbook"
    >
      <div className="min-w-0 flex-1">
        <Suspense
          fallback={
            <div className="grid min-h-[40dvh] place-items-center text-muted">
              <Spinner className="size-8" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </div>
      {wide ? (
        // A region, not an aside: it sits inside <main>, where a complementary landmark may not.
        <section aria-label={t('slip.title')} className="w-80 shrink-0 xl:w-[21rem]" data-testid="slip-panel">
          <div className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto overscroll-contain rounded-card border border-line bg-surface/90 p-4 shadow-card">
            <BetSlip />
          </div>
        </section>
      ) : (
        <SlipSheet />
      )}
    </div>
  );
}
