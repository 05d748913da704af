import type { FiatOrderStatus as SharedFiatOrderStatus } from '@casino/shared';
import { tabLocation, type WalletLocation } from './location.ts';
import { isWalletTab, isWalletView, type WalletTab, type WalletView } from './views.ts';

/**
 * The wallet modal as one pure state machine (SPEC §2.7, §4.2): a location (view + payload) and the
 * events that move it. The React side (`use-wallet-machine.ts`) only applies the result to the URL and
 * runs the effects. Every row of SPEC's back-navigation table is a case of `backTarget` (tested row by row).
 */

/** A shared fiat order status, or one this page does not know yet (it stays where it is). */
export type FiatOrderStatus = SharedFiatOrderStatus | (string & {});

export type WalletEvent =
  | { type: 'open'; view?: WalletView; payload?: Record<string, string> }
  | { type: 'go'; view: WalletView; payload?: Record<string, string> }
  | { type: 'tab'; tab: WalletTab }
  | { type: 'back' }
  | { type: 'close' }
  /** A fiat order was read (after creating it, or on the details screen): SPEC §4.2. */
  | { type: 'order'; orderId: string; status: FiatOrderStatus; bankId?: string }
  /** GET .../buy/{id} answered 404: back to the deposit tab. */
  | { type: 'order-missing' }
  /** The details countdown reached zero. */
  | { type: 'details-expired'; bankId?: string }
  /** The external invoice (paid in the embedded frame) is finished, whatever its outcome: to the history. */
  | { type: 'external-finished' }
  /** 'I paid' was accepted (the receipt was sent). */
  | { type: 'paid' }
  /** The error view's retry: back to the fiat deposit it came from (else the tab). */
  | { type: 'retry' }
  /** The error view's 'another method' (deposits only). */
  | { type: 'another-method' }
  /** `transaction#` completed arrived (SPEC §4.3): a pending view closes. */
  | { type: 'transaction-completed' };

export type WalletEffect = { type: 'clear-withdraw-draft' };

/**
 * How the URL changes: push a history entry, replace the current one, or — for back — return to the
 * previous entry when it is the target (so the browser's history does not grow with back presses).
 */
export type HistoryMode = 'push' | 'replace' | 'back';

export interface Transition {
  /** null: the modal is closed. */
  location: WalletLocation | null;
  effects: WalletEffect[];
  history: HistoryMode;
}

const depositTab = tabLocation('deposit');
const withdrawTab = tabLocation('withdraw');
const historyTab = tabLocation('history');

/** wager / personal-data: the view stored in the payload (`returnView` + `return.*`), see `withReturn`. */
export function storedReturn(payload: Record<string, string>): WalletLocation {
  const view = payload.returnView ?? '';
  const stored: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload)) {
    if (key.startsWith('return.')) stored[key.slice('return.'.length)] = value;
  }
  if (isWalletTab(view)) return tabLocation(view);
  if (view === 'wallet') return tabLocation(stored.tab && isWalletTab(stored.tab) ? stored.tab : 'deposit');
  // Both views come out of the withdrawal flow; without a stored view the withdraw tab is where it began.
  if (!isWalletView(view)) return withdrawTab;
  return { view, payload: stored };
}

const pick = (payload: Record<string, string>, ...keys: string[]): Record<string, string> => {
  const result: Record<string, string> = {};
  for (const key of keys) if (payload[key] !== undefined) result[key] = payload[key];
  return result;
};

/**
 * SPEC §2.7 back navigation. Returns where back goes and what it does on the way; null closes the modal.
 * Rows of the table are marked "SPEC"; the other views are not in the table and go to their natural parent.
 */
export function backTarget(from: WalletLocation): {
  location: WalletLocation | null;
  effects: WalletEffect[];
} {
  const { view, payload } = from;
  switch (view) {
    // SPEC: x-rocket, crypto-bot-deposit → deposit tab
    case 'x-rocket':
    case 'crypto-bot-deposit':
      return { location: depositTab, effects: [] };
    // SPEC: fiat-deposit-additional-details → fiat-deposit
    case 'fiat-deposit-additional-details':
      return { location: { view: 'fiat-deposit', payload: pick(payload, 'bankId', 'amount') }, effects: [] };
    case 'fiat-deposit-details':
      // SPEC: details submit step → details non-submit step
      if (payload.step === 'submit') {
        return { location: { view: 'fiat-deposit-details', payload: pick(payload, 'orderId') }, effects: [] };
      }
      return { location: depositTab, effects: [] };
    // SPEC: fiat-deposit, crypto-deposit → deposit tab
    case 'fiat-deposit':
    case 'crypto-deposit':
      return { location: depositTab, effects: [] };
    // SPEC: fiat-withdraw, crypto-withdraw → clears saved withdrawal draft, then withdraw tab
    case 'fiat-withdraw':
    case 'crypto-withdraw':
      return { location: withdrawTab, effects: [{ type: 'clear-withdraw-draft' }] };
    // SPEC: withdraw-disabled → withdraw
    case 'withdraw-disabled':
      return { location: withdrawTab, effects: [] };
    // SPEC: crypto-deposit-ton → crypto-deposit
    case 'crypto-deposit-ton':
      return { location: { view: 'crypto-deposit', payload: pick(payload, 'currency') }, effects: [] };
    // SPEC: open-dispute → history tab
    case 'open-dispute':
      return { location: historyTab, effects: [] };
    // SPEC: wager, personal-data → the view stored in their payload
    case 'wager':
    case 'personal-data':
      return { location: storedReturn(payload), effects: [] };
    // Not in the table: a status view returns to the tab of what it reports.
    case 'pending':
      return {
        location:
          payload.type === 'withdraw' ? withdrawTab : payload.type === 'dispute' ? historyTab : depositTab,
        effects: [],
      };
    case 'error':
      return { location: payload.type === 'withdraw' ? withdrawTab : depositTab, effects: [] };
    // The wallet view itself has nowhere to go back to: back closes the modal.
    case 'wallet':
      return { location: null, effects: [] };
  }
}

/** SPEC §4.2: where a fiat order's status leads. `undefined`: stay where you are. */
export function orderTarget(
  event: Extract<WalletEvent, { type: 'order' }>,
  current: WalletLocation | null,
): WalletLocation | undefined {
  const bankId = event.bankId ?? current?.payload.bankId;
  switch (event.status) {
    case 'waiting':
      return { view: 'fiat-deposit-details', payload: { orderId: event.orderId } };
    case 'wait_for_confirmation':
      return { view: 'pending', payload: { type: 'deposit' } };
    case 'timeouted':
    case 'declined':
      return { view: 'error', payload: bankId ? { type: 'deposit', bankId } : { type: 'deposit' } };
    case 'disputed':
      return { view: 'pending', payload: { type: 'dispute' } };
    // The details screen opens the provider's link (parent window, new tab or frame) itself.
    case 'pay_external_invoice':
      return { view: 'fiat-deposit-details', payload: { orderId: event.orderId } };
    // A finished order (an external invoice paid in the frame) returns to the history.
    case 'completed':
    case 'refund':
      return historyTab;
    case 'pending':
      return { view: 'pending', payload: { type: 'deposit' } };
    default:
      return undefined;
  }
}

export function transition(current: WalletLocation | null, event: WalletEvent): Transition {
  const stay: Transition = { location: current, effects: [], history: 'replace' };
  switch (event.type) {
    case 'open':
      return {
        location: event.view ? { view: event.view, payload: event.payload ?? {} } : depositTab,
        effects: [],
        history: 'push',
      };
    case 'go':
      if (event.view === 'wallet') {
        const tab = event.payload?.tab;
        return {
          location: tabLocation(tab && isWalletTab(tab) ? tab : 'deposit'),
          effects: [],
          history: 'push',
        };
      }
      return { location: { view: event.view, payload: event.payload ?? {} }, effects: [], history: 'push' };
    case 'tab':
      return { location: tabLocation(event.tab), effects: [], history: 'replace' };
    case 'back': {
      if (!current) return stay;
      const { location, effects } = backTarget(current);
      return { location, effects, history: location ? 'back' : 'push' };
    }
    case 'close':
      return { location: null, effects: [], history: 'push' };
    case 'order': {
      const target = orderTarget(event, current);
      if (!target) return stay;
      // From the deposit form the order opens as a new step (browser back returns to the form); on the
      // details screen a status change replaces it.
      const fromForm =
        current?.view === 'fiat-deposit' || current?.view === 'fiat-deposit-additional-details';
      return {
        location: target,
        effects: [],
        history: fromForm && target.view === 'fiat-deposit-details' ? 'push' : 'replace',
      };
    }
    case 'order-missing':
      return { location: depositTab, effects: [], history: 'replace' };
    case 'details-expired': {
      const bankId = event.bankId ?? current?.payload.bankId;
      return {
        location: { view: 'error', payload: bankId ? { type: 'deposit', bankId } : { type: 'deposit' } },
        effects: [],
        history: 'replace',
      };
    }
    case 'external-finished':
      return { location: historyTab, effects: [], history: 'replace' };
    case 'paid':
      return { location: { view: 'pending', payload: { type: 'deposit' } }, effects: [], history: 'replace' };
    case 'retry': {
      if (current?.view !== 'error') return stay;
      if (current.payload.type === 'withdraw')
        return { location: withdrawTab, effects: [], history: 'replace' };
      const bankId = current.payload.bankId;
      return {
        location: bankId ? { view: 'fiat-deposit', payload: { bankId } } : depositTab,
        effects: [],
        history: 'replace',
      };
    }
    case 'another-method':
      return { location: depositTab, effects: [], history: 'replace' };
    case 'transaction-completed':
      return current?.view === 'pending' ? { location: null, effects: [], history: 'replace' } : stay;
  }
}
