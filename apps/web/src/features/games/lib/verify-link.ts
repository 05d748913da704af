import type { BetView } from '@casino/shared';

/** The parameters a bet was played with, read back from its outcome (what the fairness page needs). */
export function verifyParams(bet: Pick<BetView, 'game' | 'outcome'>): Record<string, unknown> {
  const outcome = bet.outcome;
  const pick = (...keys: string[]) =>
    Object.fromEntries(keys.filter((key) => outcome[key] !== undefined).map((key) => [key, outcome[key]]));
  switch (bet.game) {
    case 'dice':
      return pick('target', 'condition');
    case 'limbo':
      return pick('target');
    case 'plinko':
      return pick('rows', 'risk');
    case 'keno':
      return pick('risk', 'picks');
    case 'wheel':
      return pick('risk', 'segments');
    case 'roulette':
      return pick('bets');
    case 'mines': {
      const mines = outcome.mines;
      if (typeof mines === 'number') return { mines };
      if (Array.isArray(mines)) return { mines: mines.length };
      return pick('minesCount', 'count');
    }
    default:
      return {};
  }
}

/** `/{locale}/fairness?game=..&serverSeed=..&clientSeed=..&nonce=..&params=..`, or null before rotation. */
export function verifyHref(
  locale: string,
  bet: Pick<BetView, 'game' | 'outcome' | 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'nonce'>,
): string | null {
  if (!bet.serverSeed) return null;
  const query = new URLSearchParams({
    game: bet.game,
    serverSeed: bet.serverSeed,
    hash: bet.serverSeedHash,
    clientSeed: bet.clientSeed,
    nonce: String(bet.nonce),
    params: JSON.stringify(verifyParams(bet)),
  });
  return `/${locale}/fairness?${query.toString()}`;
}
