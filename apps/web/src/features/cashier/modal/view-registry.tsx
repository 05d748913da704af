import { type ComponentType, lazy } from 'react';
import { FiatDepositAdditionalDetailsView } from '../fiat-deposit/additional-details-view.tsx';
import { FiatDepositDetailsView } from '../fiat-deposit/details-view.tsx';
import { FiatDepositView } from '../fiat-deposit/fiat-deposit-view.tsx';
import type { TabProps, ViewProps, WalletView } from '../machine/views.ts';
import { ErrorView } from '../status/error-view.tsx';
import { PendingView } from '../status/pending-view.tsx';

/**
 * View name → component. Engineer B's views load on demand (the crypto views bring TON Connect and QR
 * code along, which no one needs until they open them).
 */
// biome-ignore lint/suspicious/noExplicitAny: every view takes ViewProps with its own payload type.
type AnyView = ComponentType<ViewProps<any>>;

const CryptoDepositView = lazy(() =>
  import('../crypto-deposit/index.ts').then((m) => ({ default: m.CryptoDepositView as AnyView })),
);
const CryptoDepositTonView = lazy(() =>
  import('../crypto-deposit/index.ts').then((m) => ({ default: m.CryptoDepositTonView as AnyView })),
);
const XRocketView = lazy(() =>
  import('../crypto-deposit/index.ts').then((m) => ({ default: m.XRocketView as AnyView })),
);
const CryptoBotDepositView = lazy(() =>
  import('../crypto-deposit/index.ts').then((m) => ({ default: m.CryptoBotDepositView as AnyView })),
);
const CryptoWithdrawView = lazy(() =>
  import('../withdraw/index.ts').then((m) => ({ default: m.CryptoWithdrawView as AnyView })),
);
const FiatWithdrawView = lazy(() =>
  import('../withdraw/index.ts').then((m) => ({ default: m.FiatWithdrawView as AnyView })),
);
const WithdrawDisabledView = lazy(() =>
  import('../withdraw/index.ts').then((m) => ({ default: m.WithdrawDisabledView as AnyView })),
);
const WagerView = lazy(() =>
  import('../withdraw/index.ts').then((m) => ({ default: m.WagerView as AnyView })),
);
const PersonalDataView = lazy(() =>
  import('../withdraw/index.ts').then((m) => ({ default: m.PersonalDataView as AnyView })),
);
const OpenDisputeView = lazy(() =>
  import('../dispute/index.ts').then((m) => ({ default: m.OpenDisputeView as AnyView })),
);

export const WithdrawTab = lazy(() =>
  import('../withdraw/index.ts').then((m) => ({ default: m.WithdrawTab as ComponentType<TabProps> })),
);
export const HistoryTab = lazy(() =>
  import('../history/index.ts').then((m) => ({ default: m.HistoryTab as ComponentType<TabProps> })),
);

export const VIEW_COMPONENTS: Record<Exclude<WalletView, 'wallet'>, AnyView> = {
  'fiat-deposit': FiatDepositView,
  'fiat-deposit-additional-details': FiatDepositAdditionalDetailsView,
  'fiat-deposit-details': FiatDepositDetailsView,
  'crypto-deposit': CryptoDepositView,
  'crypto-deposit-ton': CryptoDepositTonView,
  'x-rocket': XRocketView,
  'crypto-bot-deposit': CryptoBotDepositView,
  'crypto-withdraw': CryptoWithdrawView,
  'fiat-withdraw': FiatWithdrawView,
  pending: PendingView,
  error: ErrorView,
  'withdraw-disabled': WithdrawDisabledView,
  'open-dispute': OpenDisputeView,
  wager: WagerView,
  'personal-data': PersonalDataView,
};
