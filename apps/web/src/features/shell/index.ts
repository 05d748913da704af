/** The shell feature's public face: the app composes these; other features import from here only. */

export { sportBySegment, sportSegment } from '@casino/shared';
export { useWallet, type WalletView } from '../../lib/wallet-modal.ts';
export { AppShell } from './components/app-shell.tsx';
export { AppToaster } from './components/app-toaster.tsx';
export { ComingSoon } from './components/coming-soon.tsx';
/** The one icon set of the site frame; the overlays draw theirs from it too. */
export {
  BellIcon,
  BotIcon,
  ChevronIcon,
  CloseIcon,
  CrownIcon,
  GiftIcon,
  GlobeLockIcon,
  RefreshIcon,
  ShieldBanIcon,
  TelegramIcon,
  TrophyIcon,
  WifiOffIcon,
} from './components/icons.tsx';
export { LanguagePopover } from './components/language-popover.tsx';
export { LogoMark } from './components/logo.tsx';
export { type ShellActions, ShellActionsProvider, useShellActions } from './components/shell-actions.tsx';
export { localeSwitchHref } from './lib/locale-path.ts';
export { createOpenFlag, type OpenFlagControls } from './lib/open-flag.ts';
export { isSportsbookPath, useLocale } from './lib/use-locale.ts';
