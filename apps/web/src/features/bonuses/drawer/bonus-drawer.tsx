import { EVERYDAY_BONUS_DEPOSITS } from '@casino/shared';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SideSheet } from '../../../components/ui/side-sheet.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useSignIn, useViewer } from '../../auth/index.ts';
import { WheelTeaser } from '../../wheel/index.ts';
import { useDrawerStatus, useMarkDrawerShown } from '../api/drawer-status.ts';
import { useBonuses } from '../api/get-bonuses.ts';
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
  const { viewer } = useViewer();
  const { openSignIn } = useSignIn();
  const signedIn = viewer !== null;
  const status = useDrawerStatus(signedIn);
  const { bonuses, steps, everyday } = useDrawerBonuses();
  const countDeposit = signedIn ? (status.data?.countDeposit ?? (viewer.hasDeposits ? 1 : 0)) : 0;
  const statusKnown = !signedIn || status.isSuccess;
  useRecordShown(signedIn);

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

  return (
    <SideSheet
      title={t('drawer.title')}
      closeLabel={t('common:close')}
      onClose={onClose}
      testId="bonus-drawer"
      footer={
        <Button
          variant="primary"
          size="lg"
          className="w-full"
          onClick={onUseBonus}
          data-testid="drawer-use-bonus"
        >
          {signedIn ? t('drawer.use') : t('drawer.useGuest')}
        </Button>
      }
    >
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
              <div key={key} aria-hidden="true" className="h-16 animate-pulse rounded-card bg-raised/60" />
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
    </SideSheet>
  );
}
