/** Inside the messenger mini-app (SPEC §6 messenger-bot flag): Telegram's WebApp object carries init data. */
export function isMiniApp(): boolean {
  return Boolean(
    (globalThis as { Telegram?: { WebApp?: { initData?: string } } }).Telegram?.WebApp?.initData,
  );
}

/** Is this page itself inside someone else's frame? */
export function isFramed(): boolean {
  try {
    return typeof window !== 'undefined' && window.self !== window.top;
  } catch {
    // A cross-origin parent refuses even the comparison: framed.
    return true;
  }
}
