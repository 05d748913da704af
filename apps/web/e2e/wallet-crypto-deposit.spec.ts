import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { Address, Cell } from '@ton/core';
import { PASSWORD, SIZES, shot } from './wallet-helpers.ts';

/**
 * Issue 6 item 4 against the real server: the crypto deposit address (QR code, copy, memo, minimum,
 * network), then TON Connect with a wallet injected into the page (the TON Connect JS bridge protocol, as a
 * browser-extension wallet speaks it), which records the one `sendTransaction` request the page makes.
 * The request is decoded here: TON as nanotons with the memo as a text comment; NOT as a TEP-74 transfer.
 */

/** The player's wallet in the test (any basechain address will do). */
const WALLET_RAW = `0:${'7a'.repeat(32)}`;

async function registerPlayer(request: APIRequestContext): Promise<string> {
  const email = `crypto-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const response = await request.post('/api/v1/auth/register', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

/** A TON Connect JS-bridge wallet (protocol v2) living in the page; requests land in window.__tonRequests. */
function injectWallet(walletRaw: string) {
  const scope = window as unknown as Record<string, unknown>;
  const requests: unknown[] = [];
  scope.__tonRequests = requests;
  const connectEvent = {
    event: 'connect',
    id: 1,
    payload: {
      items: [
        {
          name: 'ton_addr',
          address: walletRaw,
          network: '-239',
          publicKey: 'ab'.repeat(32),
          walletStateInit: '',
        },
      ],
      device: {
        platform: 'browser',
        appName: 'tonkeeper',
        appVersion: '1.0.0',
        maxProtocolVersion: 2,
        features: ['SendTransaction', { name: 'SendTransaction', maxMessages: 4 }],
      },
    },
  };
  // Under Tonkeeper's bridge key: TON Connect lists injected wallets by the keys of its wallets list.
  scope.tonkeeper = {
    tonconnect: {
      deviceInfo: connectEvent.payload.device,
      walletInfo: {
        name: 'Tonkeeper',
        app_name: 'tonkeeper',
        image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
        about_url: 'https://example.com',
        platforms: ['chrome'],
      },
      protocolVersion: 2,
      isWalletBrowser: false,
      connect: async () => connectEvent,
      restoreConnection: async () => connectEvent,
      send: async (request: { id: string }) => {
        requests.push(request);
        // An empty cell stands in for the signed message.
        return { result: 'te6cckEBAQEAAgAAAEysuc0=', id: request.id };
      },
      listen: () => () => {},
      disconnect: () => {},
    },
  };
}

interface SentRequest {
  method: string;
  params: string[];
}

async function sentTransaction(page: Page) {
  const requests = (await page.evaluate(
    () => (window as unknown as { __tonRequests: unknown[] }).__tonRequests,
  )) as SentRequest[];
  expect(requests).toHaveLength(1);
  const [request] = requests;
  expect(request?.method).toBe('sendTransaction');
  return JSON.parse(request?.params[0] ?? '{}') as {
    valid_until?: number;
    validUntil?: number;
    messages: Array<{ address: string; amount: string; payload?: string }>;
  };
}

for (const size of SIZES) {
  test.describe(`crypto deposit (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test('TON: address with QR, memo and copy; then one TON Connect transaction with the memo', async ({
      page,
      request,
      context,
    }, testInfo) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const token = await registerPlayer(request);
      await page.addInitScript((t) => localStorage.setItem('casino.token', t), token);
      await page.addInitScript(injectWallet, WALLET_RAW);
      await page.goto('/en?wallet=crypto-deposit&wallet.currency=TON');
      const modal = page.getByTestId('wallet-modal');

      const address = modal.getByRole('status', { name: 'Your TON deposit address' });
      await expect(address).toHaveText(/^(EQ|UQ)[A-Za-z0-9_-]{46}$/);
      const memo = modal.getByRole('status', { name: 'Memo (comment)' });
      await expect(memo).toHaveText(/^\d{16}$/);
      await expect(modal.getByTestId('deposit-qr').locator('svg')).toBeVisible();
      await expect(modal.getByText('Always add the memo')).toBeVisible();
      await expect(modal.getByText('1 TON', { exact: true })).toBeVisible();
      // The deposit bonus (depositBonus × 100) with its countdown to midnight.
      const bonus = modal.getByTestId('crypto-deposit-bonus');
      await expect(bonus).toContainText('+10% bonus');
      await expect(bonus.getByText(/^ends in \d\d:\d\d:\d\d$/)).toBeVisible();
      await modal.getByRole('button', { name: 'Copy Memo (comment)' }).click();
      await expect(page.getByText('Memo (comment) copied')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await memo.textContent());
      await shot(page, testInfo, `crypto-deposit-${size.name}`);
      const depositAddress = (await address.textContent()) ?? '';
      const depositMemo = (await memo.textContent()) ?? '';

      await modal.getByRole('button', { name: 'Pay from a TON wallet' }).click();
      await expect(page).toHaveURL(/wallet=crypto-deposit-ton/);
      await modal.getByRole('button', { name: /Tonkeeper\s*In this browser/ }).click();
      await expect(modal.getByText('Connected:')).toBeVisible();
      await modal.getByLabel('Amount').fill('1.5');
      await shot(page, testInfo, `ton-connected-${size.name}`);
      const before = Math.floor(Date.now() / 1000);
      await modal.getByRole('button', { name: 'Send deposit' }).click();
      await expect(
        modal.getByTestId('wallet-pending').getByRole('heading', { name: 'Waiting for confirmation' }),
      ).toBeVisible();

      const sent = await sentTransaction(page);
      const validUntil = sent.valid_until ?? sent.validUntil ?? 0;
      expect(validUntil).toBeGreaterThanOrEqual(before + 360);
      expect(validUntil).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 360);
      expect(sent.messages).toHaveLength(1);
      const [message] = sent.messages;
      expect(Address.parse(message?.address ?? '').equals(Address.parse(depositAddress))).toBe(true);
      expect(message?.amount).toBe('1500000000');
      const comment = Cell.fromBase64(message?.payload ?? '').beginParse();
      expect(comment.loadUint(32)).toBe(0);
      expect(comment.loadStringTail()).toBe(depositMemo);
    });
  });
}

test.describe('crypto deposit (desktop)', () => {
  test.use({ viewport: SIZES[1].viewport });

  test('NOT: a TEP-74 jetton transfer from the player’s jetton wallet with 0.1 TON attached', async ({
    page,
    request,
  }) => {
    const token = await registerPlayer(request);
    await page.addInitScript((t) => localStorage.setItem('casino.token', t), token);
    await page.addInitScript(injectWallet, WALLET_RAW);
    await page.goto('/en?wallet=crypto-deposit-ton&wallet.currency=NOT');
    const modal = page.getByTestId('wallet-modal');
    await modal.getByRole('button', { name: /Tonkeeper\s*In this browser/ }).click();
    await modal.getByLabel('Amount').fill('1000');
    await modal.getByRole('button', { name: 'Send deposit' }).click();
    await expect(modal.getByTestId('wallet-pending')).toBeVisible();

    const addresses = await request.get('/api/v1/wallet/addresses/NOT', {
      headers: { authorization: `Bearer ${token}` },
    });
    const [deposit] = (await addresses.json()) as Array<{ address: string; memo: string }>;
    const sent = await sentTransaction(page);
    const [message] = sent.messages;
    expect(message?.amount).toBe('100000000');
    const body = Cell.fromBase64(message?.payload ?? '').beginParse();
    expect(body.loadUint(32)).toBe(0x0f8a7ea5);
    body.loadUintBig(64);
    expect(body.loadCoins()).toBe(1000n * 10n ** 9n);
    expect(body.loadAddress().equals(Address.parse(deposit?.address ?? ''))).toBe(true);
    expect(body.loadAddress().equals(Address.parse(WALLET_RAW))).toBe(true);
    expect(body.loadMaybeRef()).toBeNull();
    expect(body.loadCoins()).toBe(10_000_000n);
    expect(body.loadBit()).toBe(true);
    const forward = body.loadRef().beginParse();
    expect(forward.loadUint(32)).toBe(0);
    expect(forward.loadStringTail()).toBe(deposit?.memo);
  });
});
