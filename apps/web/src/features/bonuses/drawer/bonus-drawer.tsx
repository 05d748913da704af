import { EVERYDAY_BONUS_DEPOSITS } from '@casino/shared';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { useModal } from '../../../components/ui/use-modal.ts';
import { useTranslation } from '../../../i18n/index.ts';
import { useSignIn, useViewer } from '../../auth/index.ts';
import { WheelTeaser } from '../../wheel/index.ts';
import { useDrawerStatus, useMarkDrawerShown } from '../api/drawer-status.ts';
import { useBonuses } from '../api/get-bonuses.ts';
import { CloseIcon } from '../components/bonus-icons.tsx';
import { welcomeStepsOf } from '../lib/bonus-rules.ts';
import { BonusExplainer } from './bonus-explainer.tsx';
import { CryptoGuide, EverydayBlock, Faq, WelcomeBanner, WelcomeDrawerCard } from './drawer-sections.tsx';
import { requestBonusDrawer } from './drawer-store.ts';

/** The welcome steps and the everyday bonus from the bonus list (a guest's list is a new player's). */
function useDrawerBonuses() {
  const bonuses = useBonuses();
  const items = bonuses.data?.items ?? [];
  const steps = welcomeStepsOf(items);
  const everyday = items.find(
    (bonus) => bonus.conditions.type === 'deposit' && bonus.welcomeStep === null && !bonus.isPersonal,
  );
  return { bonuses, steps, everyday };
}

/** Once per opening, for a signed-in player: POST /api/v1/bonus-drawer/shown. */
function useRecordShown(signedIn: boolean) {
  const { mutate } = useMarkDrawerShown();
  const recorded = useRef(false);
  useEffect(() => {
    if (!signedIn || recorded.current) return;
    recorded.current = true;
    mutate();
  }, [signedIn, mutate]);
}

/**
 * SPEC §2.4 bonus drawer: the welcome banner, the wheel teaser (zero deposits), the 4 welcome steps as
 * expandable cards, the everyday bonus (its +5% title from the 4th deposit on), a crypto guide, a video,
 * the FAQ and a use-bonus button. A side sheet on wider screens, a full-height bottom sheet on phones.
 */
export function BonusDrawer({ onClose, onDeposit }: { onClose: () => void; onDeposit: () => void }) {
  const { t } = useTranslation(['bonuses', 'common']);
  const panel = useRef<HTMLDivElement>(null);
  const { viewer } = useViewer();
  const { openSignIn } = useSignIn();
  const signedIn = viewer !== null;
  const status = useDrawerStatus(signedIn);
  const { bonuses, steps, everyday } = useDrawerBonuses();
  const countDeposit = signedIn ? (status.data?.countDeposit ?? (viewer.hasDeposits ? 1 : 0)) : 0;
  const statusKnown = !signedIn || status.isSuccess;
  useRecordShown(signedIn);
  useModal(panel, onClose);

  const onUseBonus = () => {
    if (signedIn) onDeposit();
    else {
      onClose();
      // Signed up, the player finds the drawer again (the stored flag), now with the deposit button.
      openSignIn('register', { onSuccess: requestBonusDrawer });
    }
  };

  const everydayFirst = countDeposit >= EVERYDAY_BONUS_DEPOSITS;
  const everydayBlock = <EverydayBlock bonus={everyday} countDeposit={countDeposit} />;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end sm:items-stretch sm:justify-end">
      <div
        className="absolute inset-0 animate-fade-in bg-deep/80 backdrop-blur-sm"
        aria-hidden="true"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="bonus-drawer-title"
        tabIndex={-1}
        data-testid="bonus-drawer"
        className="relative flex w-full flex-col border-line bg-surface shadow-card outline-none motion-safe:transition-transform motion-safe:duration-300 max-sm:h-[calc(100dvh-max(0.75rem,env(safe-area-inset-top)))] max-sm:animate-slide-up max-sm:rounded-t-card max-sm:border-t sm:h-full sm:max-w-[30rem] sm:border-l sm:starting:translate-x-full"
      >
        <div className="shrink-0 border-b border-line/60 px-5 pt-2 pb-3 sm:pt-4">
          <div className="mx-auto mb-2 h-1.5 w-12 rounded-full bg-line-strong sm:hidden" aria-hidden="true" />
          <div className="flex items-center justify-between gap-3">
            <h2 id="bonus-drawer-title" className="min-w-0 text-lg font-black">
              {t('drawer.title')}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('common:close')}
              className="-mr-2 grid size-11 shrink-0 place-items-center rounded-lg text-muted transition hover:bg-raised hover:text-ink"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
        </div>

        <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto overscroll-contain px-5 py-5 *:shrink-0">
          <WelcomeBanner steps={steps} />
          {statusKnown && countDeposit === 0 && (
            // The teaser opens the wheel; the drawer gives way to it.
            <div onClickCapture={(event) => (event.target as Element).closest('button') && onClose()}>
              <WheelTeaser />
            </div>
          )}
          {everydayFirst && everydayBlock}
          <section aria-labelledby="drawer-steps-title" className="flex flex-col gap-3">
            <h3 id="drawer-steps-title" className="text-lg font-black">
              {t('drawer.steps')}
            </h3>
            {bonuses.isPending ? (
              <div aria-busy="true" className="flex flex-col gap-2">
                <span role="status" className="sr-only">
                  {t('page.loading')}
                </span>
                {[1, 2, 3, 4].map((key) => (
                  <div
                    key={key}
                    aria-hidden="true"
                    className="h-16 animate-pulse rounded-card bg-raised/60"
                  />
                ))}
              </div>
            ) : bonuses.isError ? (
              <div
                role="alert"
                className="flex items-center justify-between gap-3 rounded-card border border-danger/40 bg-danger/5 p-4 text-sm"
              >
                <span className="text-muted">{t('page.errorTitle')}</span>
                <Button size="sm" onClick={() => void bonuses.refetch()}>
                  {t('page.retry')}
                </Button>
              </div>
            ) : (
              <ol className="flex flex-col gap-2">
                {steps.map((step) => (
                  <WelcomeDrawerCard key={step.step} step={step} />
                ))}
              </ol>
            )}
          </section>
          {!everydayFirst && everydayBlock}
          <CryptoGuide />
          <section aria-labelledby="drawer-video-title" className="flex flex-col gap-2">
            <h3 id="drawer-video-title" className="text-lg font-black">
              {t('drawer.video.title')}
            </h3>
            <BonusExplainer />
          </section>
          <Faq />
        </div>

        <div className="shrink-0 border-t border-line/60 bg-surface/95 px-5 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
          <Button
            variant="primary"
            size="lg"
            className="w-full"
            onClick={onUseBonus}
            data-testid="drawer-use-bonus"
          >
            {signedIn ? t('drawer.use') : t('drawer.useGuest')}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
