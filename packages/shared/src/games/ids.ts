/** Game ids are slugs (issue: dice, limbo, plinko, mines, crash, one per slot machine; issue 16: more originals). */
export const ORIGINAL_GAME_IDS = [
  'dice',
  'limbo',
  'plinko',
  'mines',
  'crash',
  'keno',
  'wheel',
  'roulette',
  'coinflip',
  'hilo',
  'blackjack',
] as const;
export const SLOT_MACHINE_IDS = ['neon-fruits', 'pharaoh-gold', 'deep-space'] as const;
export const GAME_IDS = [...ORIGINAL_GAME_IDS, ...SLOT_MACHINE_IDS] as const;
export type GameId = (typeof GAME_IDS)[number];
export type SlotMachineId = (typeof SLOT_MACHINE_IDS)[number];

export function isGameId(value: string): value is GameId {
  return (GAME_IDS as readonly string[]).includes(value);
}

export function isSlotMachineId(value: string): value is SlotMachineId {
  return (SLOT_MACHINE_IDS as readonly string[]).includes(value);
}
