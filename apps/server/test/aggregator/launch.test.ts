import type { GameLaunchView } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AggregatorClient, AggregatorUnavailable } from '../../src/modules/aggregator/index.ts';
import { fundedPlayer, signUp } from '../app.ts';
import { startAggregatorStandIn } from '../stand-ins/aggregator.ts';
import {
  type AggregatorTest,
  insertProviderGame,
  OPERATOR_ID,
  SECRET,
  startAggregatorTest,
} from './helpers.ts';

/** Issue 16 item 2: POST /api/v2/games/{id}/launch asks the aggregator for the game's URL. */
let test: AggregatorTest;

const launch = (gameId: string, mode: string, headers: Record<string, string> = {}) =>
  test.t.app.inject({ method: 'POST', url: `/api/v2/games/${gameId}/launch`, headers, payload: { mode } });

beforeAll(async () => {
  test = await startAggregatorTest();
  await insertProviderGame(test.t, { id: 'agg-launch', code: 'launch-me' });
  await insertProviderGame(test.t, { id: 'agg-no-demo', code: 'no-demo', demoAllowed: false });
  await insertProviderGame(test.t, { id: 'agg-hidden', code: 'hidden', hidden: true });
  await insertProviderGame(test.t, { id: 'agg-disabled', code: 'disabled', enabled: false });
  await insertProviderGame(test.t, { id: 'agg-no-usd', code: 'no-usd', blacklistCurrencies: ['USD'] });
  await insertProviderGame(test.t, {
    id: 'agg-eur-only',
    code: 'eur-only',
    betLimits: { EUR: { min: '1', max: '9' } },
  });
});
afterAll(async () => {
  await test.close();
});

describe('launch', () => {
  it('launches a demo for a guest without a session or a wallet token', async () => {
    const response = await launch('agg-launch', 'demo');
    expect(response.statusCode).toBe(200);
    const view = response.json() as GameLaunchView;
    expect(view.mode).toBe('demo');
    expect(view.url).toMatch(new RegExp(`^${test.standIn.baseUrl}/play/s-\\d+$`));
    const asked = test.standIn.sessions.at(-1);
    expect(asked).toEqual({
      operatorId: OPERATOR_ID,
      gameCode: 'launch-me',
      mode: 'demo',
      currency: 'USD',
      language: 'en',
      returnUrl: 'https://casino.example/en/games/agg-launch',
    });
    const { rows } = await test.t.db.database.pool.query(
      'SELECT count(*)::int AS n FROM aggregator_sessions',
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('launches real play for a player: a fresh token whose hash alone is stored', async () => {
    const p = await fundedPlayer(test.t, 1_000n, { currency: 'EUR', language: 'ru' });
    const response = await launch('agg-launch', 'real', p.auth);
    expect(response.statusCode).toBe(200);
    expect((response.json() as GameLaunchView).mode).toBe('real');
    const asked = test.standIn.sessions.at(-1);
    expect(asked).toMatchObject({
      mode: 'real',
      currency: 'EUR',
      playerId: p.player.globalId,
      language: 'ru',
      returnUrl: 'https://casino.example/ru/games/agg-launch',
    });
    expect(asked?.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = await test.t.db.database.pool.query<{ token_hash: string; currency: string }>(
      'SELECT token_hash, currency FROM aggregator_sessions WHERE user_id = $1',
      [p.player.id.toString()],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.currency).toBe('EUR');
    expect(rows[0]?.token_hash).not.toContain(asked?.sessionToken as string);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    // A second launch is a second session.
    await launch('agg-launch', 'real', p.auth);
    expect(test.standIn.sessions.at(-1)?.sessionToken).not.toBe(asked?.sessionToken);
  });

  it('needs a signed-in player for real play, and a live token when one is sent', async () => {
    expect((await launch('agg-launch', 'real')).statusCode).toBe(401);
    expect((await launch('agg-launch', 'demo', { authorization: 'Bearer nonsense' })).statusCode).toBe(401);
  });

  it('refuses originals, hidden, disabled and unknown games as not found', async () => {
    const p = await signUp(test.t.app, { currency: 'USD' });
    for (const id of ['dice', 'agg-hidden', 'agg-disabled', 'no-such-game']) {
      const response = await launch(id, 'real', p.auth);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ detail: 'not_found' });
    }
  });

  it("refuses a game blacklisted for the player's currency, a demo the game does not offer, and a currency it takes no stakes in", async () => {
    const p = await signUp(test.t.app, { currency: 'USD' });
    const blacklisted = await launch('agg-no-usd', 'real', p.auth);
    expect(blacklisted.statusCode).toBe(403);
    expect(blacklisted.json()).toMatchObject({ detail: 'game_unavailable' });
    const noDemo = await launch('agg-no-demo', 'demo');
    expect(noDemo.statusCode).toBe(403);
    expect(noDemo.json()).toMatchObject({ detail: 'demo_unavailable' });
    const eurOnly = await launch('agg-eur-only', 'real', p.auth);
    expect(eurOnly.statusCode).toBe(400);
    expect(eurOnly.json()).toMatchObject({ detail: 'error_currency_not_supported' });
  });

  it('refuses real play to a self-excluded player', async () => {
    const p = await fundedPlayer(test.t, 0n, { currency: 'USD' });
    await test.t.db.database.pool.query(`UPDATE users SET exclusion_kind = 'self_exclusion' WHERE id = $1`, [
      p.player.id.toString(),
    ]);
    const response = await launch('agg-launch', 'real', p.auth);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: 'player_excluded' });
  });

  it('refuses bad bodies with 400', async () => {
    for (const payload of [{}, { mode: 'free' }, { mode: 'demo', extra: 1 }]) {
      const response = await test.t.app.inject({
        method: 'POST',
        url: '/api/v2/games/agg-launch/launch',
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('when the aggregator cannot answer', () => {
  it('gives up on an aggregator that never answers after the timeout, as AggregatorUnavailable', async () => {
    test.standIn.hang = true;
    try {
      // A short GAME_AGGREGATOR_TIMEOUT_MS keeps the test quick; nothing here waits for a fixed time.
      const client = new AggregatorClient({
        mode: 'remote',
        url: test.standIn.baseUrl,
        operatorId: OPERATOR_ID,
        secret: SECRET,
        timeoutMs: 50,
      });
      await expect(client.listGames()).rejects.toBeInstanceOf(AggregatorUnavailable);
    } finally {
      test.standIn.hang = false;
    }
  });

  it('answers 503 provider_unavailable through the launch call when the aggregator is down or slow', async () => {
    const hung = await startAggregatorStandIn(SECRET);
    hung.hang = true;
    const slow = await startAggregatorTest({
      GAME_AGGREGATOR_URL: hung.baseUrl,
      GAME_AGGREGATOR_TIMEOUT_MS: '50',
    });
    try {
      await insertProviderGame(slow.t, { id: 'agg-slow', code: 'slow' });
      const p = await signUp(slow.t.app, { currency: 'USD' });
      const timedOut = await slow.t.app.inject({
        method: 'POST',
        url: '/api/v2/games/agg-slow/launch',
        headers: p.auth,
        payload: { mode: 'real' },
      });
      expect(timedOut.statusCode).toBe(503);
      expect(timedOut.json()).toMatchObject({ detail: 'provider_unavailable' });
      // Down: nothing listens at the address any more.
      await hung.close();
      const down = await slow.t.app.inject({
        method: 'POST',
        url: '/api/v2/games/agg-slow/launch',
        payload: { mode: 'demo' },
      });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ detail: 'provider_unavailable' });
    } finally {
      await hung.close().catch(() => {});
      await slow.close();
    }
  });

  it('lists the aggregator catalogue through the signed client, leaving out games of another shape', async () => {
    test.standIn.games = [
      {
        code: 'listed',
        title: 'Listed',
        studio: { code: 'test-studio', title: 'Test Studio' },
        category: 'slots',
        rtp: '96.10',
        volatility: 'medium',
        imageUrl: 'https://aggregator.example/listed.svg',
        releasedAt: '2026-01-01T00:00:00.000Z',
        demo: true,
      },
      { code: 'Bad Code!' } as never,
    ];
    const games = await test.t.aggregator.client.listGames();
    expect(games.map((g) => g.code)).toEqual(['listed']);
    expect(test.standIn.refused).toBe(0);
  });
});
