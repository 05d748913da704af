import type { FastifyRequest } from 'fastify';
import type { Player } from '../auth/index.ts';

/** Checks the second factor of a request's player (nothing to check when the player has none). */
export type SecondFactor = (request: FastifyRequest, player: Player) => Promise<void>;
