import { aggregatorGamesResponse, aggregatorSessionResponse } from '@casino/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../src/catalogue.ts';
import type { ChaosOptions } from '../src/chaos.ts';
import { type Aggregator, createAggregator } from '../src/server.ts';
import { sign } from '../src/signature.ts';
import { type StandInWallet, startStandInWallet } from './stand-in-wallet.ts';

const SECRET = 'test-shared-secret';
const slot = catalogue().find(
  (g) => g.category === 'slots' && g.engine.kind === 'slots' && g.engine.machine.lines === 20,
);
const live = catalogue().find((g) => g.category === 'live');
const crash = catalogue().find((g) => g.category === 'crash');

let wallet: StandInWallet;
let aggregator: Aggregator | null = null;
let base = '';
const logs: string[] = [];

async function start(options: { chaos?: ChaosOptions; walletTimeoutMs?: number } = {}) {
  aggregator = createAggregator({
    secret: SECRET,
    operatorId: 'casino',
    casinoWalletUrl: wallet.url,
    walletAttempts: 3,
    sleep: async () => {},
    log: (line) => logs.push(line),
    ...options,
  });
  base = await aggregator.listen(0, '127.0.0.1');
}

beforeEach(async () => {
  logs.length = 0;
  wallet = await startStandInWallet(SECRET);
  wallet.balances.set('player-1', 100_000n);
});
afterEach(async () => {
  await aggregator?.close();
  aggregator = null;
  await wallet.close();
});

async function signedPost(path: string, body: unknown, secret = SECRET) {
  const raw = JSON.stringify(body);
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': sign(secret, raw) },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function sessionBody(overrides: Record<string, unknown> = {}) {
  return {
    operatorId: 'casino',
    gameCode: slot?.code,
    mode: 'real',
    sessionToken: 'token-1',
    playerId: 'player-1',
    currency: 'USD',
    language: 'en',
    returnUrl: 'http://casino.test:3000/en/games/42',
    ...overrides,
  };
}

async function openSession(overrides: Record<string, unknown> = {}): Promise<string> {
  const { status, body } = await signedPost('/v1/sessions', sessionBody(overrides));
  expect(status).toBe(200);
  return aggregatorSessionResponse.parse(body).url;
}

async function playRound(url: string, body: Record<string, unknown>) {
  const response = await fetch(`${url}/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const calls = () => wallet.requests.map((r) => r.call);

describe('casino -> aggregator calls', () => {
  beforeEach(() => start());

  it('lists the catalogue for a signed request from our operator', async () => {
    const { status, body } = await signedPost('/v1/games', { operatorId: 'casino' });
    expect(status).toBe(200);
    const games = aggregatorGamesResponse.parse(body).games;
    expect(games).toHaveLength(catalogue().length);
    expect(games[0]?.imageUrl.startsWith(`${base}/art/`)).toBe(true);
  });

  it('refuses a bad, missing or foreign signature with 401, and a wrong operator', async () => {
    const raw = JSON.stringify({ operatorId: 'casino' });
    const attempts: Record<string, string>[] = [
      { 'x-signature': sign('other-secret', raw) },
      { 'x-signature': 'sha256=00' },
      { 'x-signature': sign(SECRET, `${raw} `) },
      {},
    ];
    for (const headers of attempts) {
      const response = await fetch(`${base}/v1/games`, { method: 'POST', body: raw, headers });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('INVALID_SIGNATURE');
    }
    expect((await signedPost('/v1/games', { operatorId: 'someone-else' })).status).toBe(401);
  });

  it('answers 400 to signed bodies of the wrong shape', async () => {
    for (const body of [{}, { operatorId: 'casino', extra: 1 }, [], 'x', { operatorId: 7 }]) {
      expect((await signedPost('/v1/games', body)).status).toBe(400);
    }
    const raw = 'not json';
    const response = await fetch(`${base}/v1/games`, {
      method: 'POST',
      body: raw,
      headers: { 'x-signature': sign(SECRET, raw) },
    });
    expect(response.status).toBe(400);
    const big = JSON.stringify({ operatorId: 'x'.repeat(70_000) });
    const tooLarge = await fetch(`${base}/v1/games`, {
      method: 'POST',
      body: big,
      headers: { 'x-signature': sign(SECRET, big) },
    });
    expect(tooLarge.status).toBe(413);
  });

  it('opens sessions and refuses bad ones', async () => {
    const url = await openSession();
    expect(url.startsWith(`${base}/play/`)).toBe(true);
    expect((await signedPost('/v1/sessions', sessionBody({ gameCode: 'no-such-game' }))).status).toBe(404);
    expect((await signedPost('/v1/sessions', sessionBody({ playerId: undefined }))).status).toBe(400);
    expect((await signedPost('/v1/sessions', sessionBody({ returnUrl: 'javascript:alert(1)' }))).status).toBe(
      400,
    );
    expect(
      (await signedPost('/v1/sessions', sessionBody({ mode: 'demo', gameCode: live?.code }))).status,
    ).toBe(403);
    expect((await signedPost('/v1/sessions', sessionBody(), 'wrong')).status).toBe(401);
  });

  it('serves a frameable game page for the casino only, and the art', async () => {
    const url = await openSession({ language: 'ru' });
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBeNull();
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors http://casino.test:3000');
    expect(csp).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('href="http://casino.test:3000/en/games/42" target="_top"');
    expect(html).toContain('В лобби');
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect((await fetch(`${base}/play/unknown-session-id-000000`)).status).toBe(404);
    const art = await fetch(`${base}/art/${slot?.code}.svg`);
    expect(art.headers.get('content-type')).toContain('image/svg+xml');
    expect(await art.text()).toContain('<svg');
    expect((await fetch(`${base}/art/nope.svg`)).status).toBe(404);
  });
});

describe('real-money rounds through the casino wallet', () => {
  it('debits the stake, then credits the win closing the round', async () => {
    await start();
    const url = await openSession();
    const { status, body } = await playRound(url, { stake: '200' });
    expect(status).toBe(200);
    expect(body.status).toBe('settled');
    expect(calls()).toEqual(['debit', 'credit']);
    const [debit, credit] = wallet.requests.map((r) => r.body);
    expect(debit).toMatchObject({
      amount: '200',
      playerId: 'player-1',
      sessionToken: 'token-1',
      gameCode: slot?.code,
    });
    expect(credit).toMatchObject({ amount: body.win, roundId: debit?.roundId, closeRound: true });
    expect(credit?.transactionId).not.toBe(debit?.transactionId);
    const expected = 100_000n - 200n + BigInt(body.win as string);
    expect(wallet.balances.get('player-1')).toBe(expected);
    expect(body.balance).toBe(expected.toString());
    const balance = (await (await fetch(`${url}/balance`)).json()) as { balance: string };
    expect(balance.balance).toBe(expected.toString());
  });

  it('repeats a failed call with the same transactionId, and money moves once', async () => {
    await start();
    wallet.failFirst.add('debit');
    wallet.failFirst.add('credit');
    const url = await openSession();
    const { body } = await playRound(url, { stake: '200' });
    expect(body.status).toBe('settled');
    expect(calls()).toEqual(['debit', 'debit', 'credit', 'credit']);
    const ids = wallet.requests.map((r) => r.body.transactionId);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).toBe(ids[3]);
    expect(wallet.balances.get('player-1')).toBe(100_000n - 200n + BigInt(body.win as string));
  });

  it('rolls back a debit that never gets an answer and reports the round cancelled', async () => {
    await start({ walletTimeoutMs: 150 });
    wallet.hang.add('debit');
    const url = await openSession();
    const { body } = await playRound(url, { stake: '200' });
    expect(body.status).toBe('cancelled');
    expect(calls()).toEqual(['debit', 'debit', 'debit', 'rollback']);
    const debitId = wallet.requests[0]?.body.transactionId;
    expect(wallet.requests.every((r) => r.call !== 'debit' || r.body.transactionId === debitId)).toBe(true);
    expect(wallet.requests[3]?.body.referenceTransactionId).toBe(debitId);
    expect(wallet.balances.get('player-1')).toBe(100_000n);
  });

  it('keeps an unanswered win queued until the casino takes it', async () => {
    await start({ walletTimeoutMs: 150 });
    wallet.hang.add('credit');
    const url = await openSession({ gameCode: crash?.code });
    // 1.01x wins nearly always; play until a round wins.
    let win = '0';
    for (let i = 0; i < 5 && win === '0'; i++) {
      const { body } = await playRound(url, { stake: '100', cashOut: '1.01' });
      expect(body.status).toBe('settled');
      win = body.win as string;
      if (win !== '0') expect(body.creditPending).toBe(true);
    }
    expect(win).toBe('101');
    // Every credit (a lost round's 0 too) is queued; each lands exactly once.
    const owed = new Map(
      wallet.requests.filter((r) => r.call === 'credit').map((r) => [r.body.transactionId, r.body]),
    );
    expect(aggregator?.retries.size).toBe(owed.size);
    const before = wallet.balances.get('player-1') ?? 0n;
    wallet.hang.delete('credit');
    expect(await aggregator?.retries.flush()).toBe(0);
    const total = [...owed.values()].reduce((sum, credit) => sum + BigInt(credit.amount as string), 0n);
    expect(wallet.balances.get('player-1')).toBe(before + total);
    expect(await aggregator?.retries.flush()).toBe(0);
    expect(wallet.balances.get('player-1')).toBe(before + total);
  });

  it('shows the casino refusal: insufficient funds, nothing credited', async () => {
    await start();
    wallet.balances.set('player-1', 100n);
    const url = await openSession();
    const { status, body } = await playRound(url, { stake: '200' });
    expect(status).toBe(402);
    expect(body).toMatchObject({ status: 'refused', code: 'INSUFFICIENT_FUNDS', balance: '100' });
    expect(calls()).toEqual(['debit']);
  });

  it('refuses stakes off the ladder and bad options before any wallet call', async () => {
    await start();
    const slotUrl = await openSession();
    const rouletteUrl = await openSession({ gameCode: live?.code });
    const crashUrl = await openSession({ gameCode: crash?.code });
    for (const [url, body] of [
      [slotUrl, { stake: '201' }],
      [slotUrl, { stake: '-5' }],
      [slotUrl, { stake: 200 }],
      [slotUrl, { stake: '200', extra: true }],
      [rouletteUrl, { stake: '100' }],
      [rouletteUrl, { stake: '100', bet: 'straight' }],
      [rouletteUrl, { stake: '100', bet: 'red', number: 5 }],
      [crashUrl, { stake: '100', cashOut: '1.00' }],
      [crashUrl, { stake: '100', cashOut: '1000.01' }],
    ] as const) {
      const { status } = await playRound(url, body);
      expect(status, JSON.stringify(body)).toBe(400);
    }
    const html = await fetch(`${slotUrl}/round`, { method: 'POST', body: '{"stake":"200"}' });
    expect(html.status).toBe(415);
    expect(calls()).toEqual([]);
  });
});

describe('demo mode', () => {
  it('plays with fun money and never calls the wallet', async () => {
    await start();
    const url = await openSession({ mode: 'demo', sessionToken: undefined, playerId: undefined });
    const first = (await (await fetch(`${url}/balance`)).json()) as { balance: string };
    expect(first.balance).toBe('100000');
    let balance = 100_000n;
    for (let i = 0; i < 5; i++) {
      const { body } = await playRound(url, { stake: '1000' });
      balance += BigInt(body.win as string) - 1000n;
      expect(body.balance).toBe(balance.toString());
    }
    const tooMuch = await playRound(url, { stake: '5000' });
    if (balance < 5000n) expect(tooMuch.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(wallet.requests).toEqual([]);
  });
});

describe('chaos switches', () => {
  it('sends debits and credits twice; the casino moves money once', async () => {
    await start({ chaos: { duplicateEvery: 1 } });
    const url = await openSession();
    const { body } = await playRound(url, { stake: '200' });
    expect(body.status).toBe('settled');
    expect(calls()).toEqual(['debit', 'debit', 'credit', 'credit']);
    expect(wallet.balances.get('player-1')).toBe(100_000n - 200n + BigInt(body.win as string));
  });

  it('sends a rollback before its debit; the late debit is refused and the round cancelled', async () => {
    await start({ chaos: { rollbackFirstEvery: 2 } });
    const url = await openSession();
    expect((await playRound(url, { stake: '200' })).body.status).toBe('settled');
    wallet.requests.length = 0;
    const { body } = await playRound(url, { stake: '200' });
    expect(body.status).toBe('cancelled');
    expect(calls()).toEqual(['rollback', 'debit']);
    expect(wallet.requests[0]?.body.referenceTransactionId).toBe(wallet.requests[1]?.body.transactionId);
  });
});
