import { isSlotMachineId } from '@casino/shared';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Every game component takes the game id (the slot machine component serves several machines). */
export interface GameComponentProps {
  gameId: string;
}
type GameComponent = LazyExoticComponent<ComponentType<GameComponentProps>>;

type GameModule = Promise<{ default: ComponentType<GameComponentProps> }>;
const loaders: Record<string, () => GameModule> = {
  dice: () => import('./dice/dice-game.tsx').then((m) => ({ default: m.DiceGame })),
  limbo: () => import('./limbo/limbo-game.tsx').then((m) => ({ default: m.LimboGame })),
  plinko: () => import('./plinko/plinko-game.tsx').then((m) => ({ default: m.PlinkoGame })),
  mines: () => import('./mines/mines-game.tsx').then((m) => ({ default: m.MinesGame })),
  crash: () => import('./crash/crash-game.tsx').then((m) => ({ default: m.CrashGame })),
  keno: () => import('./keno/keno-game.tsx').then((m) => ({ default: m.KenoGame })),
  wheel: () => import('./wheel/wheel-game.tsx').then((m) => ({ default: m.WheelGame })),
  roulette: () => import('./roulette/roulette-game.tsx').then((m) => ({ default: m.RouletteGame })),
  coinflip: () => import('./coinflip/coinflip-game.tsx').then((m) => ({ default: m.CoinflipGame })),
  hilo: () => import('./hilo/hilo-game.tsx').then((m) => ({ default: m.HiloGame })),
  blackjack: () => import('./blackjack/blackjack-game.tsx').then((m) => ({ default: m.BlackjackGame })),
};
const loadSlots = (): GameModule => import('./slots/slot-game.tsx').then((m) => ({ default: m.SlotGame }));

/** The key the game's component is kept under (every slot machine shares one), or null for an unknown id. */
function keyOf(gameId: string): string | null {
  if (isSlotMachineId(gameId)) return 'slots';
  return Object.hasOwn(loaders, gameId) ? gameId : null;
}
const loaderOf = (key: string) => (key === 'slots' ? loadSlots : loaders[key]);

const components = new Map<string, GameComponent>();

/** Starts fetching a game's code (the game route's loader, before the page renders); no-op for unknown ids. */
export function preloadGame(gameId: string): void {
  const key = keyOf(gameId);
  if (key) void loaderOf(key)?.().catch(() => {});
}

/** The component that plays `gameId` (lazy-loaded), or null for an unknown id. */
export function gameComponent(gameId: string): GameComponent | null {
  const key = keyOf(gameId);
  const load = key ? loaderOf(key) : undefined;
  if (!key || !load) return null;
  let component = components.get(key);
  if (!component) {
    component = lazy(load);
    components.set(key, component);
  }
  return component;
}
