import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { Player } from '../auth/index.ts';
import { wheelRoutes } from './wheel.routes.ts';
import { type WheelDeps, WheelService } from './wheel.service.ts';

export { SEED_WHEEL_PRIZES, seedWheelPrizes } from './wheel.seed.ts';
export {
  WHEEL_BONUS_TERMS,
  type WheelBonusGrant,
  type WheelDeps,
  WheelService,
} from './wheel.service.ts';

export function createWheel(deps: WheelDeps): WheelService {
  return new WheelService(deps);
}

/** The players' wheel of luck under /api/v1: prizes, the player's state, the spin. */
export async function wheelPlugin(
  app: FastifyInstance,
  opts: {
    wheel: WheelService;
    authenticate: preHandlerHookHandler;
    refuseExcluded: (player: Player) => void;
  },
): Promise<void> {
  await app.register(wheelRoutes, { prefix: '/api/v1', ...opts });
}
