/** Inside the messenger mini-app (SPEC §6 messenger-bot flag). */
export { isMiniApp } from '../../../lib/mini-app.ts';

/** Is this page itself inside someone else's frame? */
export function isFramed(): boolean {
  try {
    return typeof window !== 'undefined' && window.self !== window.top;
  } catch {
    // A cross-origin parent refuses even the comparison: framed.
    return true;
  }
}
