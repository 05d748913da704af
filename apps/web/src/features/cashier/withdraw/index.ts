/** Engineer B's withdraw views and tab (SPEC §2.7, §4.4), mapped by the wallet modal. */
export { clearWithdrawDraft } from '../machine/draft.ts';
export { CryptoWithdrawView } from './crypto-withdraw-view.tsx';
export { FiatWithdrawView } from './fiat-withdraw-view.tsx';
export { PersonalDataView } from './personal-data-view.tsx';
export { WagerView } from './wager-view.tsx';
export { WithdrawDisabledView } from './withdraw-disabled-view.tsx';
export { WithdrawTab } from './withdraw-tab.tsx';
