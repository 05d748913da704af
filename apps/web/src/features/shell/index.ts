/** The shell feature's public face: the app composes these; other features import from here only. */
export { useWallet, type WalletView } from '../../lib/wallet-modal.ts';
export { AppShell } from './components/app-shell.tsx';
export { AppToaster } from './components/app-toaster.tsx';
export { ComingSoon } from './components/coming-soon.tsx';
export { LanguagePopover } from './components/language-popover.tsx';
export { LogoMark } from './components/logo.tsx';
export { type ShellActions, ShellActionsProvider, useShellActions } from './components/shell-actions.tsx';
export { sportBySegment, sportSegment } from './config/sports.ts';
export { localeSwitchHref } from './lib/locale-path.ts';
export { isSportsbookPath, useLocale } from './lib/use-locale.ts';
