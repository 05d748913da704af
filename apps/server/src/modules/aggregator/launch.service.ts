import type { GameLaunchView } from '@casino/shared';
import type pg from 'pg';
import { AppError, notFound } from '../../http/errors.ts';
import type { Player } from '../auth/index.ts';
import type { PlayGuard } from '../protection/index.ts';
import { type AggregatorClient, AggregatorUnavailable } from './aggregator-client.ts';
import { gameById, isBlacklisted, isLive } from './provider-games.ts';
import { openSession } from './sessions.ts';

export interface LaunchDeps {
  pool: pg.Pool;
  client: AggregatorClient;
  guard: PlayGuard;
  clock: () => Date;
  /** config.publicUrl: the game's exit button comes back to its page here. */
  publicUrl: string;
}

export interface LaunchRequest {
  gameId: string;
  mode: 'real' | 'demo';
  player: Player | null;
  /** The caller's country by IP (the catalogue's country blacklist). */
  country: string | undefined;
}

/** A demo needs some currency to show: a guest's fun money is counted in this one. */
const DEMO_CURRENCY = 'USD';

/** The player's language as the protocol takes it (two letters), English otherwise. */
function languageOf(player: Player | null): string {
  const language = player?.language.slice(0, 2).toLowerCase() ?? '';
  return /^[a-z]{2}$/.test(language) ? language : 'en';
}

/**
 * POST /api/v2/games/{id}/launch: asks the aggregator for the game's URL. Refusals: 404 not_found (unknown,
 * disabled or hidden, or one of our originals, which play on their own pages), 403 game_unavailable
 * (blacklisted for the caller's country or currency), 403 demo_unavailable, 401 unauthorized (real without
 * sign-in), 403 player_excluded, 400 error_currency_not_supported (the game takes no stakes in the player's
 * currency), 503 provider_unavailable (the aggregator is off, down or too slow).
 */
export async function launchGame(deps: LaunchDeps, request: LaunchRequest): Promise<GameLaunchView> {
  const { player, mode } = request;
  const game = await gameById(deps.pool, request.gameId);
  if (game?.source !== 'aggregator' || !game.externalCode || !isLive(game)) throw notFound();
  if (isBlacklisted(game, { country: request.country, currency: player?.currency }))
    throw new AppError(403, 'game_unavailable');
  if (mode === 'demo' && !game.demoAllowed) throw new AppError(403, 'demo_unavailable');
  const language = languageOf(player);
  const base = {
    operatorId: deps.client.operatorId,
    gameCode: game.externalCode,
    language,
    returnUrl: `${deps.publicUrl}/${language}/games/${encodeURIComponent(game.id)}`,
  };
  let session: Parameters<AggregatorClient['createSession']>[0];
  if (mode === 'real') {
    if (!player) throw new AppError(401, 'unauthorized');
    deps.guard.assertNotExcluded(player);
    const limits = game.betLimits;
    if (Object.keys(limits).length > 0 && !limits[player.currency])
      throw new AppError(400, 'error_currency_not_supported');
    const token = await openSession(deps.pool, {
      userId: player.id,
      gameId: game.id,
      currency: player.currency,
      country: request.country ?? null,
      now: deps.clock(),
    });
    session = { ...base, mode, currency: player.currency, sessionToken: token, playerId: player.globalId };
  } else {
    session = { ...base, mode, currency: player?.currency ?? DEMO_CURRENCY };
  }
  try {
    // Outside any transaction: the aggregator may take up to its timeout to answer.
    const { url } = await deps.client.createSession(session);
    return { url, mode };
  } catch (error) {
    if (error instanceof AggregatorUnavailable) throw new AppError(503, 'provider_unavailable');
    throw error;
  }
}
