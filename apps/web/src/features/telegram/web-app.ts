/**
 * The parts of Telegram.WebApp the app uses (https://core.telegram.org/bots/webapps#initializing-mini-apps),
 * declared here so the bridge can be tested with a stand-in object.
 */
export interface TelegramButton {
  show(): unknown;
  hide(): unknown;
  onClick(callback: () => void): unknown;
  offClick(callback: () => void): unknown;
}

export interface TelegramMainButton extends TelegramButton {
  setParams(params: { text?: string; is_active?: boolean; is_visible?: boolean }): unknown;
  showProgress(leaveActive?: boolean): unknown;
  hideProgress(): unknown;
}

export interface TelegramWebApp {
  initData: string;
  initDataUnsafe: { start_param?: string };
  colorScheme: 'light' | 'dark';
  themeParams: Record<string, string | undefined>;
  viewportStableHeight: number;
  ready(): void;
  expand(): void;
  isVersionAtLeast(version: string): boolean;
  setHeaderColor(color: string): void;
  setBackgroundColor(color: string): void;
  setBottomBarColor?(color: string): void;
  onEvent(event: 'themeChanged' | 'viewportChanged', handler: () => void): void;
  openTelegramLink(url: string): void;
  openLink(url: string): void;
  BackButton: TelegramButton;
  MainButton: TelegramMainButton;
  HapticFeedback: { notificationOccurred(type: 'error' | 'success' | 'warning'): unknown };
}
