import type { ReactNode } from 'react';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useMiniAppBack } from '../../../lib/mini-app-controls.ts';
import { DepositTab } from '../deposit/deposit-tab.tsx';
import { WalletSendProvider } from '../machine/context.tsx';
import { locationKey } from '../machine/location.ts';
import type { WalletMachine } from '../machine/use-wallet-machine.ts';
import { isWalletTab, WALLET_TABS, type WalletTab } from '../machine/views.ts';
import { ViewBoundary } from './view-boundary.tsx';
import { HistoryTab, VIEW_COMPONENTS, WithdrawTab } from './view-registry.tsx';
import { WalletBalance } from './wallet-balance.tsx';
import { type CloseReason, WalletFrame } from './wallet-frame.tsx';

/** The open wallet: the frame, its title and back button, and the current view's body. */
export function WalletModal({
  machine,
  onRequestClose,
  overlay,
}: {
  machine: WalletMachine;
  onRequestClose: (reason: CloseReason) => void;
  /** Drawn above the view inside the frame (the exit confirmation). */
  overlay?: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const location = machine.location;
  // Telegram's BackButton walks SPEC §2.7's back table as the frame's back does; on the wallet view it closes.
  useMiniAppBack(location?.view === 'wallet' ? () => onRequestClose('button') : machine.back);
  if (!location) return null;
  const { view, payload } = location;
  const title = view === 'wallet' ? t('views.wallet') : viewTitle(t, view, payload);

  return (
    <WalletFrame
      title={title}
      onBack={view === 'wallet' ? undefined : machine.back}
      onRequestClose={onRequestClose}
      viewKey={locationKey(location)}
    >
      <WalletSendProvider send={machine.send}>
        <div className="relative" data-wallet-view={view}>
          {view === 'wallet' ? (
            <WalletTabs
              tab={payload.tab && isWalletTab(payload.tab) ? payload.tab : 'deposit'}
              machine={machine}
            />
          ) : (
            <ViewBoundary resetKey={locationKey(location)}>
              <ViewBody machine={machine} />
            </ViewBoundary>
          )}
          {overlay}
        </div>
      </WalletSendProvider>
    </WalletFrame>
  );
}

function viewTitle(t: (key: string) => string, view: string, payload: Record<string, string>): string {
  if (view === 'pending')
    return t(
      `views.pending_${payload.type === 'withdraw' || payload.type === 'dispute' ? payload.type : 'deposit'}`,
    );
  if (view === 'error') return t(`views.error_${payload.type === 'withdraw' ? 'withdraw' : 'deposit'}`);
  if (view === 'fiat-deposit-details' && payload.step === 'submit')
    return t('views.fiat-deposit-details-submit');
  return t(`views.${view}`);
}

function ViewBody({ machine }: { machine: WalletMachine }) {
  const location = machine.location;
  if (!location || location.view === 'wallet') return null;
  const View = VIEW_COMPONENTS[location.view];
  return <View payload={location.payload} go={machine.go} back={machine.back} close={machine.close} />;
}

function WalletTabs({ tab, machine }: { tab: WalletTab; machine: WalletMachine }) {
  const { t } = useTranslation('wallet');
  const tabs = WALLET_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }));
  return (
    <>
      <WalletBalance />
      <Tabs label={t('tabs.label')} tabs={tabs} value={tab} onChange={machine.setTab}>
        <ViewBoundary resetKey={tab}>
          {tab === 'deposit' && <DepositTab go={machine.go} close={machine.close} />}
          {tab === 'withdraw' && <WithdrawTab go={machine.go} close={machine.close} />}
          {tab === 'history' && <HistoryTab go={machine.go} close={machine.close} />}
        </ViewBoundary>
      </Tabs>
    </>
  );
}
