/** Shared game-page pieces every game UI uses. */
export { AutoBet, type AutoBetSettings, useAutoBet } from './auto-bet.tsx';
export {
  amountRules,
  BetAmountInput,
  type BetAmountInputProps,
  clampAmount,
  useAmountRules,
  useBetAmount,
} from './bet-amount-input.tsx';
export { type BetMode, BetPanel } from './bet-panel.tsx';
export { BetInterruptedNotice, PendingLabel } from './bet-request-status.tsx';
export { CopyButton } from './copy-button.tsx';
export { FairnessPanel } from './fairness-panel.tsx';
export { GameLayout } from './game-layout.tsx';
export { LiveBets } from './live-bets.tsx';
export { RecentBets } from './recent-bets.tsx';
export { SoundToggle } from './sound-toggle.tsx';
