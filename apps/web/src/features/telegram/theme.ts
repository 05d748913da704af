/** Telegram's theme parameters that the app reads (https://core.telegram.org/bots/webapps#themeparams). */
export interface TelegramTheme {
  bg_color?: string;
  secondary_bg_color?: string;
  button_color?: string;
  button_text_color?: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Black-on-white contrast of a colour's relative luminance (WCAG), for "is this a dark colour?". */
function luminance(hex: string): number {
  const channel = (at: number) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export interface MiniAppColours {
  /** CSS custom properties to set on the document (the casino's tokens, from the theme). */
  properties: Record<string, string>;
  /** What Telegram paints around the app: its header, background and bottom bar. */
  chrome: string;
}

/**
 * The casino stays dark (its contrast is checked for dark surfaces only), but in a dark Telegram theme the
 * page takes the chat's own background, so the mini-app continues the messenger instead of a second
 * colour under Telegram's header. A light theme (or none) keeps the casino's page colour, and Telegram is
 * asked to paint its header in it.
 */
export function miniAppColours(theme: TelegramTheme, casinoPage: string): MiniAppColours {
  const bg = theme.bg_color;
  if (bg && HEX.test(bg) && luminance(bg) < 0.05) {
    return { properties: { '--color-page': bg, '--color-deep': bg }, chrome: bg };
  }
  return { properties: {}, chrome: casinoPage };
}
