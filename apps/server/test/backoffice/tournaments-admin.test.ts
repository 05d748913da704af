import type { TournamentView } from '@casino/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/modules/wallet/index.ts';
import { createTestApp, fundedPlayer, type TestApp } from '../app.ts';
import { expectError } from '../auth/helpers.ts';
import { ADMIN, auditRows, signInOperator } from './helpers.ts';

let t: TestApp;
let operator: Awaited<ReturnType<typeof signInOperator>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  operator = await signInOperator(t);
});
afterAll(async () => {
  expect(await auditLedger(t.db.database.pool)).toEqual([]);
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(t.clock.now.getTime() + hours * HOUR).toISOString();
const body = (extra: Record<string, unknown> = {}) => ({
  slug: `race-${Math.random().toString(36).slice(2, 10)}`,
  descriptions: { en: { name: 'Friday Dice Race', description: 'Wager on Dice.' }, ru: { name: 'Гонка' } },
  currency: 'USD',
  startsAt: inHours(1),
  endsAt: inHours(25),
  scoring: 'wagered',
  games: ['dice'],
  minStake: '0.50',
  prizes: [
    { kind: 'money', amount: '100' },
    { kind: 'bonus', amount: '50.50' },
  ],
  ...extra,
});
const admin = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = operator.auth,
) =>
  t.app.inject({
    method,
    url: `${ADMIN}${url}`,
    headers,
    ...(payload ? { payload: payload as object } : {}),
  });

describe('operators run tournaments', () => {
  it('create one: players see it with its rules; the audit log has it', async () => {
    const created = await admin('POST', '/tournaments', body());
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      currency: 'USD',
      scoring: 'wagered',
      games: ['dice'],
      minStake: '0.50',
      joinRequired: false,
      vipPlayersOnly: false,
      prizes: [
        { place: 1, kind: 'money', amount: '100.00' },
        { place: 2, kind: 'bonus', amount: '50.50' },
      ],
      prizePool: '150.50',
      status: 'upcoming',
      cancelledAt: null,
      players: 0,
    });
    const view = (await t.app.inject({ url: `/api/v1/tournaments/${item.id}` })).json() as TournamentView;
    expect(view).toMatchObject({ status: 'upcoming', minStake: '0.50', prizePool: { value: '150.50' } });
    expect(view.descriptions.ru).toEqual({ name: 'Гонка', description: '' });
    const rows = await auditRows(t, item.id);
    expect(rows.map((row) => [row.action, row.subject_type, row.before])).toEqual([
      ['tournament.create', 'tournament', null],
    ]);
    const list = (await admin('GET', '/tournaments')).json() as { items: Array<{ id: string }> };
    expect(list.items.map((i) => i.id)).toContain(item.id);
  });

  it('refuses bad tournaments with the field that is wrong, and a taken slug with 409', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ currency: 'XXX' }, 'currency'],
      [{ endsAt: inHours(1) }, 'endsAt'],
      [{ games: ['no-such-game'] }, 'games'],
      [{ prizes: [{ kind: 'money', amount: '1.001' }] }, 'prizes.0.amount'],
      [{ minStake: '0.001' }, 'minStake'],
    ];
    for (const [extra, field] of cases) {
      const response = await admin('POST', '/tournaments', body(extra));
      const error = expectError(response, 400, 'validation_error') as { errors?: Array<{ field: string }> };
      expect(
        error.errors?.map((e) => e.field),
        JSON.stringify(extra),
      ).toContain(field);
    }
    for (const extra of [
      { descriptions: { ru: { name: 'Без английского' } } },
      { prizes: [] },
      { scoring: 'streak' },
      { prizes: [{ kind: 'cash', amount: '1' }] },
      { startsAt: 'tomorrow' },
      { slug: 'Bad Slug' },
      { unknown: true },
    ]) {
      expectError(await admin('POST', '/tournaments', body(extra)), 400, 'validation_error');
    }
    const first = body();
    expect((await admin('POST', '/tournaments', first)).statusCode).toBe(201);
    expectError(await admin('POST', '/tournaments', { ...first }), 409, 'conflict');
    expectError(await admin('GET', '/tournaments', undefined, {}), 401, 'unauthorized');
  });

  it('edit the rules before the start; after it only the texts, prizes and end, not into the past', async () => {
    const { id } = (await admin('POST', '/tournaments', body())).json() as { id: string };
    const edited = await admin('PATCH', `/tournaments/${id}`, { scoring: 'multiplier', minStake: '1' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ scoring: 'multiplier', minStake: '1.00' });
    t.clock.advance(2 * HOUR);
    expectError(await admin('PATCH', `/tournaments/${id}`, { scoring: 'wagered' }), 409, 'conflict');
    expectError(await admin('PATCH', `/tournaments/${id}`, { games: [] }), 409, 'conflict');
    // The same rule spelled otherwise is no change.
    expect((await admin('PATCH', `/tournaments/${id}`, { minStake: '1.00', position: 3 })).statusCode).toBe(
      200,
    );
    expectError(await admin('PATCH', `/tournaments/${id}`, { endsAt: inHours(-1) }), 400, 'validation_error');
    // Ending early: now, by the server's clock; once over it cannot end again.
    const ended = await admin('POST', `/tournaments/${id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({
      status: 'finished',
      position: 3,
      endsAt: t.clock.now.toISOString(),
    });
    expectError(await admin('POST', `/tournaments/${id}/end`), 409, 'conflict');
    const upcoming = (await admin('POST', '/tournaments', body())).json() as { id: string };
    expectError(await admin('POST', `/tournaments/${upcoming.id}/end`), 409, 'conflict');
    expect((await auditRows(t, id)).map((row) => row.action)).toEqual([
      'tournament.create',
      'tournament.update',
      'tournament.update',
      'tournament.end',
    ]);
  });

  it('cancel one: no scores, no prizes, no more edits; cancelling twice is once', async () => {
    const { id } = (await admin('POST', '/tournaments', body({ startsAt: inHours(-1) }))).json() as {
      id: string;
    };
    const player = await fundedPlayer(t, 100_000n);
    const bet = await t.app.inject({
      method: 'POST',
      url: '/api/v1/games/dice/bets',
      headers: { ...player.auth, 'idempotency-key': 'cancelled-race' },
      payload: { amount: '1.00', params: { target: 50, condition: 'under' } },
    });
    expect(bet.statusCode).toBe(201);
    await t.tournaments.scorer.catchUp();
    const cancelled = await admin('POST', `/tournaments/${id}/cancel`, { reason: 'Provider outage' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().cancelledAt).not.toBeNull();
    expect((await admin('POST', `/tournaments/${id}/cancel`, { reason: 'again' })).statusCode).toBe(200);
    expectError(await admin('PATCH', `/tournaments/${id}`, { position: 1 }), 409, 'conflict');
    expectError(await admin('POST', `/tournaments/${id}/cancel`, {}), 400, 'validation_error');
    expectError(await admin('POST', '/tournaments/999999/cancel', { reason: 'x' }), 404, 'not_found');

    const view = (
      await t.app.inject({ url: `/api/v1/tournaments/${id}`, headers: player.auth })
    ).json() as TournamentView;
    expect(view).toMatchObject({ status: 'finished', cancelled: true });
    expect(view.me?.prize).toBeNull();
    t.clock.advance(30 * HOUR);
    await t.tournaments.settlement.run();
    const { rows } = await t.db.database.pool.query(
      'SELECT * FROM tournament_payouts WHERE tournament_id = $1',
      [id],
    );
    expect(rows).toEqual([]);
    const audit = await auditRows(t, id);
    expect(audit.map((row) => row.action)).toEqual(['tournament.create', 'tournament.cancel']);
    expect(audit[1]?.after).toMatchObject({ reason: 'Provider outage' });
  });
});
