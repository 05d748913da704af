import { type APIRequestContext, expect, test } from '@playwright/test';
import { demoAccount } from './demo-accounts.ts';
import { PASSWORD, receiptPng, shot } from './wallet-helpers.ts';

/**
 * Issue 19 part 3, the live support chat against the real server: a player (the support modal) and an
 * operator (the back office's support section) in two browser contexts exchange messages live, and another
 * player cannot read the conversation (404 from the API).
 */

async function registerPlayer(request: APIRequestContext) {
  const email = `chat-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const response = await request.post('/api/v1/auth/register', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { email, token, headers: { authorization: `Bearer ${token}` } };
}

test('a player and an operator chat live; another player cannot read the conversation', async ({
  browser,
  request,
}, testInfo) => {
  const player = await registerPlayer(request);
  const login = await request.post('/api/admin/v1/auth/login', { data: demoAccount('operator') });
  expect(login.status()).toBe(200);
  const { token: operatorToken } = (await login.json()) as { token: string };

  // The player opens the support modal and the chat, and writes first.
  const playerContext = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 800 } });
  await playerContext.addInitScript((value) => localStorage.setItem('casino.token', value), player.token);
  const playerPage = await playerContext.newPage();
  await playerPage.goto('/en');
  await playerPage.getByRole('button', { name: 'Open support' }).click();
  await playerPage.getByRole('button', { name: /Live chat/ }).click();
  const composer = playerPage.getByLabel('Your message');
  await expect(playerPage.getByText('How can we help?')).toBeVisible();
  await composer.fill('Hello, where is my deposit?');
  await composer.press('Enter');
  const playerMessages = playerPage.getByRole('list', { name: 'Messages' });
  await expect(playerMessages.getByText('Hello, where is my deposit?')).toBeVisible();

  // The operator finds it in the queue and answers.
  const operatorContext = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  await operatorContext.addInitScript(
    (value) => localStorage.setItem('backoffice.token', value),
    operatorToken,
  );
  const operatorPage = await operatorContext.newPage();
  await operatorPage.goto('/backoffice/support');
  const item = operatorPage.getByTestId('support-queue-item').filter({ hasText: player.email });
  await expect(item).toBeVisible();
  await item.click();
  const operatorMessages = operatorPage.getByRole('list', { name: 'Messages' });
  await expect(operatorMessages.getByText('Hello, where is my deposit?')).toBeVisible();
  await operatorPage.getByRole('button', { name: 'Assign to me' }).click();
  const reply = operatorPage.getByLabel('Reply');
  await reply.fill('Hi! Checking it now.');
  await reply.press('Enter');

  // Live both ways, without a reload.
  await expect(playerMessages.getByText('Hi! Checking it now.')).toBeVisible();
  await composer.fill('Thank you!');
  await composer.press('Enter');
  await expect(operatorMessages.getByText('Thank you!')).toBeVisible();

  // The conversation is the player's alone: another player gets their own (none), and 404 for its image.
  const uploaded = await request.post('/api/v1/support/chat/attachments', {
    headers: { ...player.headers, 'content-type': 'image/png' },
    data: receiptPng(),
  });
  expect(uploaded.status()).toBe(201);
  const { id: imageId } = (await uploaded.json()) as { id: string };
  const withImage = await request.post('/api/v1/support/chat/messages', {
    headers: player.headers,
    data: { body: 'the receipt', attachmentId: imageId },
  });
  expect(withImage.status()).toBe(201);
  await expect(operatorMessages.getByText('the receipt')).toBeVisible();
  await expect(operatorMessages.getByRole('link', { name: 'Open the image full size' })).toBeVisible();
  await expect(playerMessages.getByText('the receipt')).toBeVisible();
  await shot(playerPage, testInfo, 'support-chat-player-390');
  await shot(operatorPage, testInfo, 'support-chat-operator-1280');
  const page = await request.get('/api/v1/support/chat', { headers: player.headers });
  const { conversation } = (await page.json()) as { conversation: { id: string } };
  const other = await registerPlayer(request);
  const otherView = await request.get('/api/v1/support/chat', { headers: other.headers });
  expect(((await otherView.json()) as { conversation: unknown }).conversation).toBeNull();
  const stolen = await request.get(`/api/v1/support/chat/attachments/${imageId}`, { headers: other.headers });
  expect(stolen.status()).toBe(404);
  const own = await request.get(`/api/v1/support/chat/attachments/${imageId}`, { headers: player.headers });
  expect(own.status()).toBe(200);
  expect(own.headers()['content-type']).toBe('image/png');
  const asOperatorRoute = await request.get(`/api/admin/v1/support/conversations/${conversation.id}`, {
    headers: other.headers,
  });
  expect(asOperatorRoute.status()).toBe(403);

  await playerContext.close();
  await operatorContext.close();
});
