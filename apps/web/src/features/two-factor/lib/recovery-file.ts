/** The recovery codes as a text file a player keeps (printed, or in a password manager). */
export function recoveryCodesText(
  codes: readonly string[],
  words: { title: string; note: string; account: string | null; created: string },
): string {
  const lines = [
    words.title,
    ...(words.account ? [words.account] : []),
    words.created,
    '',
    ...codes.map((code, index) => `${String(index + 1).padStart(2, ' ')}. ${code}`),
    '',
    words.note,
    '',
  ];
  return lines.join('\n');
}

/** Saves `text` as a download named `name` (an object URL behind a clicked link). */
export function downloadText(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has handed the URL to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The shared secret in groups of four, as authenticator apps show a key for typing by hand. */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');
