import type { CloseReason } from '../modal/wallet-frame.tsx';

/** SPEC §9: the retention prompt timer, 10 minutes. */
export const RETENTION_PROMPT_MS = 600_000;

const KEY = 'wallet.retentionShownAt';

/**
 * SPEC §2.6: the retention modal may appear when the wallet is closed by a player with no deposits, unless
 * it was dragged closed; it is prompted at most once per timer period (10 minutes).
 */
export function shouldShowRetention(input: {
  hasDeposits: boolean;
  reason: CloseReason;
  lastShownAt: number | null;
  now: number;
}): boolean {
  if (input.hasDeposits || input.reason === 'drag') return false;
  return input.lastShownAt === null || input.now - input.lastShownAt >= RETENTION_PROMPT_MS;
}

export function readRetentionShownAt(): number | null {
  try {
    const value = Number(localStorage.getItem(KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeRetentionShownAt(at: number): void {
  try {
    localStorage.setItem(KEY, String(at));
  } catch {
    // Private mode: the prompt may then show more often; nothing breaks.
  }
}
