/**
 * The second factor as the player types it (issue 20): the authenticator app's six digits, or one of the
 * recovery codes shown when two-factor was turned on ("xxxxx-xxxxx", each good once). Shared by the
 * sign-in, the profile's security card and the withdrawal, which all send it to the server as typed.
 */

/** The header a withdrawal carries its code in. */
export const TWO_FACTOR_HEADER = 'x-two-factor-code';

/** The server's refusals about the code: asked for it, or it was wrong or already used. */
export const TWO_FACTOR_DETAILS: readonly string[] = ['two_factor_required', 'two_factor_invalid'];

export type CodeKind = 'app' | 'recovery';

/** What an authenticator code field keeps of a keystroke or a paste ("123 456" → "123456"). */
export const appCodeInput = (text: string): string => text.replace(/\D/g, '').slice(0, 6);

/** The code as sent: digits only for the app's, trimmed and lower-case for a recovery code. */
export function normalizeCode(text: string, kind: CodeKind): string {
  return kind === 'app' ? appCodeInput(text) : text.replace(/\s/g, '').toLowerCase();
}

/** Complete enough to send: six digits, or ten base32 characters with or without the dash. */
export function isCompleteCode(text: string, kind: CodeKind): boolean {
  const code = normalizeCode(text, kind);
  return kind === 'app' ? /^\d{6}$/.test(code) : /^[a-z2-7]{5}-?[a-z2-7]{5}$/.test(code);
}
