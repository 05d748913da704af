import { isSlotMachineId } from '@casino/shared';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Every game component takes the game id (the slot machine component serves several machines). */
export interface GameComponentProps {
  gameId: string;
}
type GameComponent = LazyExoticComponent<ComponentType<GameComponentProps>>;

const DiceGame = lazy(() => import('./dice/dice-game.tsx').then((m) => ({ default: m.DiceGame })));
const LimboGame = lazy(() => import('./limbo/limbo-game.tsx').then((m) => ({ default: m.LimboGame })));
const PlinkoGame = lazy(() => import('./plinko/plinko-game.tsx').then((m) => ({ default: m.PlinkoGame })));
const MinesGame = lazy(() => import('./mines/mines-game.tsx').then((m) => ({ default: m.MinesGame })));
const CrashGame = lazy(() => import('./crash/crash-game.tsx').then((m) => ({ default: m.CrashGame })));
const SlotGame = lazy(() => import('./slots/slot-game.tsx').then((m) => ({ default: m.SlotGame })));

const ORIGINALS: Record<string, GameComponent> = {
  dice: DiceGame,
  limbo: LimboGame,
  plinko: PlinkoGame,
  mines: MinesGame,
  crash: CrashGame,
};

/** The component that plays `gameId` (lazy-loaded), or null for an unknown id. */
export function gameComponent(gameId: string): GameComponent | null {
  if (isSlotMachineId(gameId)) return SlotGame;
  return ORIGINALS[gameId] ?? null;
}
