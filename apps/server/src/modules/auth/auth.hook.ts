import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { AuthService } from './auth.service.ts';
import type { Player } from './player.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `auth.authenticate`; null on routes that do not authenticate. */
    player: Player | null;
    /** The authenticated player, or 401 unauthorized. */
    requirePlayer(): Player;
  }
}

/** Decorates the root instance so every plugin's requests carry `player` and `requirePlayer()`. */
export function installAuth(app: FastifyInstance, _auth: AuthService): void {
  app.decorateRequest('player', null);
  app.decorateRequest('requirePlayer', function requirePlayer(this: FastifyRequest): Player {
    if (!this.player) throw new AppError(401, 'unauthorized');
    return this.player;
  });
}
