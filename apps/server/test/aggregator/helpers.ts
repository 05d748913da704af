import { createHmac } from 'node:crypto';
import type { AggregatorSessionRequest, WalletCall } from '@casino/shared';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, fundedPlayer, type TestApp } from '../app.ts';
import { type AggregatorStandIn, startAggregatorStandIn } from '../stand-ins/aggregator.ts';

export const SECRET = 'test-aggregator-shared-secret';
export const OPERATOR_ID = 'casino-test';

/** The protocol's signature, computed here rather than with the code under test. */
export const sign = (body: string, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

export interface AggregatorTest {
  t: TestApp;
  standIn: AggregatorStandIn;
  close: () => Promise<void>;
}

/** The app configured for a remote aggregator (the stand-in), as GAME_AGGREGATOR=remote would. */
export async function startAggregatorTest(
  env: Record<string, string> = {},
  options: { poolSize?: number } = {},
): Promise<AggregatorTest> {
  const standIn = await startAggregatorStandIn(SECRET);
  const t = await createTestApp(
    {
      GAME_AGGREGATOR: 'remote',
      GAME_AGGREGATOR_URL: standIn.baseUrl,
      GAME_AGGREGATOR_SECRET: SECRET,
      GAME_AGGREGATOR_OPERATOR_ID: OPERATOR_ID,
      PUBLIC_URL: 'https://casino.example',
      RATE_LIMITS: 'off',
      ...env,
    },
    options,
  );
  return {
    t,
    standIn,
    close: async () => {
      await t.close();
      await standIn.close();
    },
  };
}

export interface ProviderGameRow {
  id: string;
  code: string;
  enabled?: boolean;
  hidden?: boolean;
  demoAllowed?: boolean;
  blacklistCountries?: string[];
  blacklistCurrencies?: string[];
  betLimits?: Record<string, { min: string; max: string }>;
  source?: 'original' | 'aggregator';
}

/** An aggregator game straight into the catalogue (the import is another module's), with its studio. */
export async function insertProviderGame(t: TestApp, game: ProviderGameRow): Promise<void> {
  const { pool } = t.db.database;
  await pool.query(
    `INSERT INTO game_providers (slug, title, position) VALUES ('test-studio', 'Test Studio', 900)
     ON CONFLICT (slug) DO NOTHING`,
  );
  await pool.query(
    `INSERT INTO game_categories (slug, title, position) VALUES ('test-slots', 'Test slots', 900)
     ON CONFLICT (slug) DO NOTHING`,
  );
  await pool.query(
    `INSERT INTO games (id, title, search_text, category, provider, image_url, rtp, source, external_code,
                        enabled, hidden, demo_allowed, blacklist_countries, blacklist_currencies, bet_limits)
     VALUES ($1, $1, $1, 'test-slots', 'test-studio', 'https://aggregator.example/art.svg', '96.00', $2, $3,
             $4, $5, $6, $7, $8, $9)`,
    [
      game.id,
      game.source ?? 'aggregator',
      game.code,
      game.enabled ?? true,
      game.hidden ?? false,
      game.demoAllowed ?? true,
      game.blacklistCountries ?? [],
      game.blacklistCurrencies ?? [],
      JSON.stringify(game.betLimits ?? {}),
    ],
  );
}

/** A signed wallet call; `raw` sends other bytes than the signed ones, `signature` replaces the header. */
export function walletCall(
  t: TestApp,
  call: WalletCall,
  body: Record<string, unknown>,
  options: { signature?: string | null; raw?: string } = {},
): Promise<LightMyRequestResponse> {
  const signed = JSON.stringify(body);
  const signature = options.signature === undefined ? sign(signed) : options.signature;
  return t.app.inject({
    method: 'POST',
    url: `/api/aggregator/v1/${call}`,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-signature': signature }),
    },
    payload: options.raw ?? signed,
  });
}

/** A funded player launched into `gameId` for real: what the aggregator learnt (token, player id, currency). */
export async function launchedPlayer(test: AggregatorTest, gameId: string, minor: bigint) {
  const session = await fundedPlayer(test.t, minor, { currency: 'USD' });
  const response = await test.t.app.inject({
    method: 'POST',
    url: `/api/v2/games/${gameId}/launch`,
    headers: session.auth,
    payload: { mode: 'real' },
  });
  if (response.statusCode !== 200) throw new Error(`launch failed: ${response.statusCode} ${response.body}`);
  const launched = test.standIn.sessions.at(-1) as AggregatorSessionRequest;
  return {
    ...session,
    wallet: {
      sessionToken: launched.sessionToken as string,
      playerId: launched.playerId as string,
      currency: launched.currency,
    },
  };
}

export const errorCode = (response: LightMyRequestResponse) =>
  (response.json() as { error?: { code?: string } }).error?.code;
