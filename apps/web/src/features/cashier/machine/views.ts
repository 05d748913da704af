/**
 * The contract between the wallet modal (engineer A: machine, modal, deposit, fiat-deposit, status, modals)
 * and the views of engineer B (crypto-deposit, withdraw, history, dispute). SPEC §2.7.
 *
 * URL: the view lives in the search parameter `wallet`, its payload in further `wallet.{key}` parameters,
 * e.g. `?wallet=fiat-deposit-details&wallet.orderId=42&wallet.step=submit`. The wallet view with a tab is
 * written as the tab's name (`?wallet=deposit`, `?wallet=withdraw`, `?wallet=history`); `?wallet=wallet` is
 * the deposit tab. Every `go()` pushes a history entry, so the browser's back button and a reload work.
 *
 * Views receive `ViewProps`: read `payload` (always strings, keys below), move with `go(view, payload)`,
 * leave with `back()` (the machine applies SPEC's back table, `machine/back.ts`) or `close()`.
 */

export type WalletView =
  | 'wallet'
  | 'fiat-deposit'
  | 'fiat-deposit-additional-details'
  | 'fiat-deposit-details'
  | 'crypto-deposit'
  | 'crypto-deposit-ton'
  | 'x-rocket'
  | 'crypto-bot-deposit'
  | 'crypto-withdraw'
  | 'fiat-withdraw'
  | 'pending'
  | 'error'
  | 'withdraw-disabled'
  | 'open-dispute'
  | 'wager'
  | 'personal-data';

export type WalletTab = 'deposit' | 'withdraw' | 'history';

export interface ViewProps<P = Record<string, string>> {
  payload: P;
  go: (view: WalletView, payload?: Record<string, string>) => void;
  back: () => void;
  close: () => void;
}

/** Tab bodies of the wallet view (B's `WithdrawTab`, `HistoryTab`; A's `DepositTab`). */
export interface TabProps {
  go: ViewProps['go'];
  close: () => void;
}

/**
 * Payload keys per view (all values are strings in the URL). Keys marked `?` are optional.
 *
 * - wallet:                          { tab?: WalletTab }                       (default 'deposit')
 * - fiat-deposit:                    { bankId, amount? }                        bankId = fiat method id (conditions)
 * - fiat-deposit-additional-details: { bankId, amount }
 * - fiat-deposit-details:            { orderId, step?: 'submit' }               no step = the non-submit step
 * - crypto-deposit:                  { currency }                               crypto currency code (e.g. 'BTC')
 * - crypto-deposit-ton:              { currency }                               a TON-family code (TON, NOT, DOGS, USDTTON, JETTON)
 * - x-rocket:                        { currency? }
 * - crypto-bot-deposit:              { currency? }                              default USDTTRC20 (SPEC §9)
 * - crypto-withdraw:                 { currency, provider?: 'cryptobot' }
 * - fiat-withdraw:                   { bankId }
 * - pending:                         { type: 'deposit' | 'withdraw' | 'dispute' }
 * - error:                           { type: 'deposit' | 'withdraw', bankId? }  bankId: retry returns to that fiat-deposit
 * - withdraw-disabled:               {}
 * - open-dispute:                    { orderId }                                the buy order (= transaction) id
 * - wager, personal-data:            { returnView, ...returnPayload }           see `withReturn()` below
 */
export interface ViewPayloads {
  wallet: { tab?: WalletTab };
  'fiat-deposit': { bankId: string; amount?: string };
  'fiat-deposit-additional-details': { bankId: string; amount: string };
  'fiat-deposit-details': { orderId: string; step?: 'submit' };
  'crypto-deposit': { currency: string };
  'crypto-deposit-ton': { currency: string };
  'x-rocket': { currency?: string };
  'crypto-bot-deposit': { currency?: string };
  'crypto-withdraw': { currency: string; provider?: 'cryptobot'; resume?: string };
  'fiat-withdraw': { bankId: string; resume?: string };
  pending: { type: PendingType };
  error: { type: ErrorType; bankId?: string };
  'withdraw-disabled': Record<string, never>;
  'open-dispute': { orderId: string };
  wager: ReturnPayload;
  'personal-data': ReturnPayload;
}

export type PendingType = 'deposit' | 'withdraw' | 'dispute';
export type ErrorType = 'deposit' | 'withdraw';

/**
 * wager and personal-data go back to "the view stored in their payload" (SPEC §2.7): the view in
 * `returnView`, the rest of the payload in keys prefixed `return.` (e.g. `return.currency`).
 */
export interface ReturnPayload {
  returnView: string;
  [key: `return.${string}`]: string;
}

/** Builds the payload for wager / personal-data: `go('wager', withReturn('crypto-withdraw', { currency }))`. */
export function withReturn(
  view: WalletView | WalletTab,
  payload: Record<string, string> = {},
): Record<string, string> {
  const result: Record<string, string> = { returnView: view };
  for (const [key, value] of Object.entries(payload)) result[`return.${key}`] = value;
  return result;
}

/**
 * Withdrawal draft (SPEC §2.7, issue 6 item 5: "The draft survives closing the modal until back is
 * pressed"): B keeps its form drafts in `machine/draft.ts` —
 *   `const [draft, setDraft] = useWithdrawDraft<MyDraft>('crypto' | 'fiat')`
 * and the machine calls `clearWithdrawDraft()` when back is pressed on fiat-withdraw / crypto-withdraw.
 * (Stored in sessionStorage, so it also survives a reload.)
 *
 * Errors: B shows server errors with `toastServerError(error, { fallback })` from `status/server-error.ts`
 * (also exported from `features/cashier/index.ts`): SPEC §8 codes as `wallet.server_error.{code}` with
 * params, key and time; others the fallback.
 *
 * i18n: SPEC-named keys live in the `wallet` namespace (A's `wallet.json`): `server_error.{code}`,
 * `withdrawal_crypto.error`, and `Validation.*` with params (`t('Validation.minimum_amount', { ns: 'wallet',
 * amount, currency })`). B adds its own keys only inside the `withdraw` / `history` objects of wallet.json, or
 * in its own namespaces.
 *
 * Realtime: the modal host listens to `transaction#{globalId}` and, on every event, invalidates queries whose
 * key starts with `buyOrder` or a string beginning `walletTransactions` (name the history's query keys so).
 *
 * Helpers B may use: `components/asset-icon.tsx` (currency/method icon with a monogram fallback),
 * `components/copy-button.tsx` (copy + success toast + 3 s feedback, SPEC §9), `lib/format.ts`,
 * `lib/mini-app.ts` (`isMiniApp()`), `src/lib/use-now.ts`, `modal/view-boundary.tsx` (`ViewLoading`).
 *
 * View components A's modal maps (B exports them from `{crypto-deposit,withdraw,history,dispute}/index.ts`):
 *   crypto-deposit → CryptoDepositView, crypto-deposit-ton → CryptoDepositTonView, x-rocket → XRocketView,
 *   crypto-bot-deposit → CryptoBotDepositView, crypto-withdraw → CryptoWithdrawView,
 *   fiat-withdraw → FiatWithdrawView, withdraw-disabled → WithdrawDisabledView, open-dispute → OpenDisputeView,
 *   wager → WagerView, personal-data → PersonalDataView; tabs: WithdrawTab, HistoryTab (props `TabProps`).
 * All of them take `ViewProps` (payload typed as above if you like: `ViewProps<ViewPayloads['x-rocket']>`).
 * The modal renders the title bar with the back button for every view except `wallet`; a view renders
 * only its body (add your own heading if needed, with `id` not required).
 */

export const WALLET_VIEWS: readonly WalletView[] = [
  'wallet',
  'fiat-deposit',
  'fiat-deposit-additional-details',
  'fiat-deposit-details',
  'crypto-deposit',
  'crypto-deposit-ton',
  'x-rocket',
  'crypto-bot-deposit',
  'crypto-withdraw',
  'fiat-withdraw',
  'pending',
  'error',
  'withdraw-disabled',
  'open-dispute',
  'wager',
  'personal-data',
];

export const WALLET_TABS: readonly WalletTab[] = ['deposit', 'withdraw', 'history'];

export function isWalletView(value: string): value is WalletView {
  return (WALLET_VIEWS as readonly string[]).includes(value);
}

export function isWalletTab(value: string): value is WalletTab {
  return (WALLET_TABS as readonly string[]).includes(value);
}
