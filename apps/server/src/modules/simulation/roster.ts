/**
 * The simulated players: real accounts that bet through the real bets service, so a fresh embedded casino
 * looks lived in (live bets, histories). Their e-mails are on SIMULATED_DOMAIN, which is how an operator
 * tells them apart in the back office; nobody can sign in as one (their passwords are random and unkept).
 */
export const SIMULATED_DOMAIN = 'simulated.casino.local';

/** Low rollers bet a few minimum bets, high rollers up to a couple of hundred. */
export type Stakes = 'low' | 'mid' | 'high';

export type SimulatedGame = 'dice' | 'limbo' | 'plinko' | 'slots';

export interface SimulatedPlayer {
  /** The e-mail's local part; the live feed shows its first two letters. */
  handle: string;
  currency: 'USD' | 'EUR' | 'RUB';
  language: 'en' | 'ru' | 'uk';
  stakes: Stakes;
  /** Relative weights of the games this player picks. */
  games: Partial<Record<SimulatedGame, number>>;
}

/** Mostly USD, some EUR and RUB, so the live feed shows several currencies. */
export const ROSTER: readonly SimulatedPlayer[] = [
  { handle: 'lucas.miller', currency: 'USD', language: 'en', stakes: 'mid', games: { dice: 3, limbo: 1 } },
  { handle: 'sofia_reyes', currency: 'USD', language: 'en', stakes: 'low', games: { slots: 3, plinko: 1 } },
  { handle: 'mike.chen88', currency: 'USD', language: 'en', stakes: 'high', games: { limbo: 2, dice: 2 } },
  { handle: 'olivia.brooks', currency: 'USD', language: 'en', stakes: 'low', games: { plinko: 3, slots: 2 } },
  {
    handle: 'noah_w',
    currency: 'USD',
    language: 'en',
    stakes: 'mid',
    games: { slots: 2, dice: 1, limbo: 1 },
  },
  { handle: 'grace.kim', currency: 'USD', language: 'en', stakes: 'mid', games: { plinko: 2, limbo: 2 } },
  { handle: 'bigjoe777', currency: 'USD', language: 'en', stakes: 'high', games: { dice: 1, slots: 2 } },
  { handle: 'elena.rossi', currency: 'EUR', language: 'en', stakes: 'mid', games: { slots: 2, plinko: 2 } },
  { handle: 'jonas.weber', currency: 'EUR', language: 'en', stakes: 'low', games: { dice: 2, limbo: 2 } },
  { handle: 'dmitry.volkov', currency: 'RUB', language: 'ru', stakes: 'mid', games: { limbo: 2, slots: 1 } },
  { handle: 'katya_s', currency: 'RUB', language: 'ru', stakes: 'low', games: { plinko: 2, dice: 1 } },
];

export const emailOf = (player: Pick<SimulatedPlayer, 'handle'>) => `${player.handle}@${SIMULATED_DOMAIN}`;
