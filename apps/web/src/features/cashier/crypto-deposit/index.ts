import { createElement, lazy } from 'react';
import type { ViewPayloads, ViewProps } from '../machine/views.ts';

/** Engineer B's crypto deposit views (SPEC §2.7), mapped by the wallet modal. */
export { CryptoBotDepositView } from './crypto-bot-deposit-view.tsx';
export { CryptoDepositView } from './crypto-deposit-view.tsx';
export { XRocketView } from './x-rocket-view.tsx';

/** TON Connect and @ton/core are most of this folder's weight: they load only when this view opens. */
const TonView = lazy(() =>
  import('./crypto-deposit-ton-view.tsx').then((m) => ({ default: m.CryptoDepositTonView })),
);

/** A plain component (the modal's registry wraps views in lazy() itself, and lazy cannot resolve to lazy). */
export function CryptoDepositTonView(props: ViewProps<ViewPayloads['crypto-deposit-ton']>) {
  return createElement(TonView, props);
}
