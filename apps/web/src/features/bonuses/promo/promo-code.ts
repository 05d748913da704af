/**
 * SPEC §2.4: a promo code arrives in the URL (`?promo=CODE`) and waits in a cookie until the player is
 * signed in. A cookie rather than storage: it rides along if the sign-up happens on another subdomain of the
 * site and expires by itself.
 */
export const PROMO_PARAM = 'promo';
export const PROMO_COOKIE = 'promo_code';
/** A week: long enough to sign up another day, short enough not to surprise anyone months later. */
export const PROMO_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** What the server could accept (it upper-cases and matches `^[A-Z0-9_-]{3,32}$`); anything else is noise. */
const PROMO_CODE_SHAPE = /^[A-Za-z0-9_-]{3,32}$/;

export const isPromoCodeShape = (code: string): boolean => PROMO_CODE_SHAPE.test(code);

/** The code as the player typed it or the link carried it, trimmed and upper-cased as the server reads it. */
export const normalisePromoCode = (code: string): string => code.trim().toUpperCase();

function write(value: string, maxAge: number): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie; the Cookie Store API is not in every browser we serve.
  document.cookie = `${PROMO_COOKIE}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/** The code waiting in the cookie, if it still has a code's shape. */
export function readPromoCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== PROMO_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
    return isPromoCodeShape(value) ? value : null;
  }
  return null;
}

/** Keeps a code for later and answers it as stored; null (nothing stored) when it is not a code's shape. */
export function storePromoCode(raw: string): string | null {
  const code = normalisePromoCode(raw);
  if (!isPromoCodeShape(code)) return null;
  write(code, PROMO_COOKIE_MAX_AGE_SECONDS);
  return code;
}

export function clearPromoCookie(): void {
  if (typeof document === 'undefined') return;
  write('', 0);
}
