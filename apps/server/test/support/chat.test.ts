import type { AddressInfo } from 'node:net';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_GUEST_TOKEN_HEADER,
  SUPPORT_QUEUE_CHANNEL,
  type SupportChannelEvent,
  type SupportChatPage,
  type SupportConversationDetail,
  type SupportGuestStartResponse,
  type SupportMessageView,
  type SupportQueueItem,
  type SupportQueuePage,
  supportChannel,
} from '@casino/shared';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../app.ts';
import { ADMIN, auditRows, signInOperator } from '../backoffice/helpers.ts';
import { PNG_SIGNATURE, pngChunk, tinyJpeg, tinyPng } from '../fixtures/uploads.ts';
import { expectEnvelope } from '../platform/helpers.ts';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'off' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

const CHAT = '/api/v1/support/chat';
type Headers = Record<string, string>;

/** A 1×1 GIF89a with a two-colour global table. */
const TINY_GIF = Buffer.from('47494638396101000100800000ffffff0000002c00000000010001000002024401003b', 'hex');

const send = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: `${CHAT}/messages`, headers, payload });
const page = (headers: Headers, query: Record<string, string> = {}) =>
  t.app.inject({ url: CHAT, headers, query });
const upload = (headers: Headers, bytes: Buffer, type = 'image/png', path = `${CHAT}/attachments`) =>
  t.app.inject({ method: 'POST', url: path, headers: { ...headers, 'content-type': type }, payload: bytes });

async function sent(headers: Headers, payload: object): Promise<SupportMessageView> {
  const response = await send(headers, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SupportMessageView;
}
async function chatPage(headers: Headers, query: Record<string, string> = {}): Promise<SupportChatPage> {
  const response = await page(headers, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SupportChatPage;
}
async function guest(email = 'guest@example.com', language?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${CHAT}/guest`,
    payload: { email, ...(language ? { language } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json() as SupportGuestStartResponse;
  return { ...body, headers: { [SUPPORT_GUEST_TOKEN_HEADER]: body.token } };
}

describe('player chat', () => {
  it('has no conversation before the first message, then keeps one across sessions and devices', async () => {
    const player = await signUp(t.app, { language: 'ru' });
    expect(await chatPage(player.auth)).toEqual({ conversation: null, messages: [], nextBefore: null });

    const first = await sent(player.auth, { body: '  Hello, my deposit is missing  ' });
    expect(first).toMatchObject({ author: 'player', body: 'Hello, my deposit is missing', operatorId: null });

    // Another device: a new session of the same player sees the same conversation.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: player.email, password: player.password },
    });
    const otherDevice = { authorization: `Bearer ${(again.json() as { token: string }).token}` };
    await sent(otherDevice, { body: 'from my phone' });
    const seen = await chatPage(player.auth);
    expect(seen.conversation).toMatchObject({ status: 'open', language: 'ru', unread: 0 });
    expect(seen.messages.map((m) => m.body)).toEqual(['Hello, my deposit is missing', 'from my phone']);
  });

  it("answers 404 for another player's attachment and shows each player only their own conversation", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const uploaded = await upload(owner.auth, tinyPng());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id } = uploaded.json() as { id: string };
    await sent(owner.auth, { body: 'see the receipt', attachmentId: id });

    expectEnvelope(
      await t.app.inject({ url: `${CHAT}/attachments/${id}`, headers: other.auth }),
      404,
      'not_found',
    );
    expect((await chatPage(other.auth)).conversation).toBeNull();
    // Nor can another player send someone else's attachment.
    const stolen = expectEnvelope(await send(other.auth, { attachmentId: id }), 400, 'validation_error');
    expect(stolen.errors).toEqual([{ field: 'attachmentId', message: 'Validation.invalid_format' }]);
    const g = await guest();
    expectEnvelope(
      await t.app.inject({ url: `${CHAT}/attachments/${id}`, headers: g.headers }),
      404,
      'not_found',
    );

    const own = await t.app.inject({ url: `${CHAT}/attachments/${id}`, headers: owner.auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toBe('inline');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(own.rawPayload, tinyPng())).toBe(0);
  });

  it('needs a sign-in or a guest token, and refuses bad input with field errors', async () => {
    expectEnvelope(await page({}), 401, 'unauthorized');
    expectEnvelope(await send({}, { body: 'hi' }), 401, 'unauthorized');
    expectEnvelope(await page({ authorization: 'Bearer nope' }), 401, 'unauthorized');
    const player = await signUp(t.app);
    const empty = expectEnvelope(await send(player.auth, { body: '   ' }), 400, 'validation_error');
    expect(empty.errors).toEqual([{ field: 'body', message: 'Validation.required' }]);
    expectEnvelope(await send(player.auth, { body: 'x'.repeat(2001) }), 400, 'validation_error');
    expectEnvelope(await send(player.auth, { body: 7 }), 400, 'validation_error');
    expectEnvelope(await send(player.auth, { body: 'hi', extra: 1 }), 400, 'validation_error');
    expectEnvelope(await send(player.auth, { attachmentId: '-1' }), 400, 'validation_error');
    expectEnvelope(await send(player.auth, { body: 'a\u0000b' }), 400, 'validation_error');
    expectEnvelope(await page(player.auth, { before: 'abc' }), 400, 'validation_error');
    expectEnvelope(await page(player.auth, { limit: '1000' }), 400, 'validation_error');
    expectEnvelope(
      await t.app.inject({ url: `${CHAT}/attachments/${'9'.repeat(30)}`, headers: player.auth }),
      400,
      'validation_error',
    );
    expectEnvelope(
      await t.app.inject({ url: `${CHAT}/attachments/999999`, headers: player.auth }),
      404,
      'not_found',
    );
  });
});

describe('guests', () => {
  it('start with an e-mail and use only their own token', async () => {
    const a = await guest('Guest.A@Example.com', 'uk');
    expect(a.conversation).toMatchObject({ status: 'open', language: 'uk', unread: 0 });
    await sent(a.headers, { body: 'I cannot sign in' });
    expect((await chatPage(a.headers)).messages.map((m) => m.body)).toEqual(['I cannot sign in']);

    const b = await guest('guest.b@example.com');
    expect((await chatPage(b.headers)).messages).toEqual([]);
    expectEnvelope(await page({ [SUPPORT_GUEST_TOKEN_HEADER]: `${a.token}x` }), 401, 'unauthorized');
    expectEnvelope(
      await send({ [SUPPORT_GUEST_TOKEN_HEADER]: 'x'.repeat(500) }, { body: 'hi' }),
      401,
      'unauthorized',
    );

    const bad = await t.app.inject({ method: 'POST', url: `${CHAT}/guest`, payload: { email: 'not-mail' } });
    expect(expectEnvelope(bad, 400, 'validation_error').errors).toEqual([
      { field: 'email', message: 'Validation.invalid_email' },
    ]);
  });
});

describe('attachments are checked by content and size', () => {
  it('takes PNG, JPEG and GIF by their bytes, whatever type the client names', async () => {
    const player = await signUp(t.app);
    for (const [bytes, claimed, stored] of [
      [tinyPng(), 'image/jpeg', 'image/png'],
      [tinyJpeg(), 'application/octet-stream', 'image/jpeg'],
      [TINY_GIF, 'image/png', 'image/gif'],
    ] as const) {
      const response = await upload(player.auth, bytes, claimed);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ contentType: stored, size: bytes.length });
    }
  });

  it('refuses a fake header, a script posing as an image, a polyglot and an oversized file with clear codes', async () => {
    const player = await signUp(t.app);
    const count = async () =>
      (await t.db.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM support_attachments'))
        .rows[0]?.n;
    const before = await count();
    const fakeHeader = Buffer.concat([PNG_SIGNATURE, Buffer.from('this is not really a picture at all')]);
    expectEnvelope(await upload(player.auth, fakeHeader), 400, 'attachment_invalid');
    const script = Buffer.from('<script>alert(document.cookie)</script>');
    expectEnvelope(await upload(player.auth, script, 'image/png'), 400, 'attachment_invalid');
    const gifScript = Buffer.concat([Buffer.from('GIF89a'), Buffer.from('/*<script>alert(1)</script>*/')]);
    expectEnvelope(await upload(player.auth, gifScript, 'image/gif'), 400, 'attachment_invalid');
    // A real PNG carrying markup in a text chunk (an image that is also HTML).
    const png = tinyPng();
    const polyglot = Buffer.concat([
      png.subarray(0, 33),
      pngChunk('tEXt', Buffer.from('Comment\0<svg onload=alert(1)>', 'latin1')),
      png.subarray(33),
    ]);
    expectEnvelope(await upload(player.auth, polyglot), 400, 'attachment_invalid');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n');
    expectEnvelope(await upload(player.auth, pdf, 'application/octet-stream'), 400, 'attachment_invalid');
    expectEnvelope(await upload(player.auth, Buffer.alloc(0)), 400, 'attachment_invalid');

    const tooLarge = expectEnvelope(
      await upload(player.auth, Buffer.alloc(SUPPORT_ATTACHMENT_MAX_BYTES + 1)),
      400,
      'attachment_too_large',
    );
    expect(tooLarge.params).toEqual({ maxBytes: SUPPORT_ATTACHMENT_MAX_BYTES });
    expectEnvelope(await upload(player.auth, Buffer.alloc(9 * 1024 * 1024)), 413, 'payload_too_large');
    // JSON or a form is no image.
    const json = await t.app.inject({
      method: 'POST',
      url: `${CHAT}/attachments`,
      headers: player.auth,
      payload: { image: png.toString('base64') },
    });
    expectEnvelope(json, 415, 'unsupported_media_type');
    expectEnvelope(await upload(player.auth, png, 'text/html'), 415, 'unsupported_media_type');
    expect(await count()).toBe(before);
  });
});

describe('concurrency', () => {
  it('stores 50 concurrent messages, each once, in id order, and pages through them', async () => {
    const player = await signUp(t.app);
    const bodies = Array.from({ length: 50 }, (_, i) => `message ${i}`);
    const responses = await Promise.all(bodies.map((body) => send(player.auth, { body })));
    expect(responses.map((r) => r.statusCode)).toEqual(bodies.map(() => 201));
    const answered = responses.map((r) => r.json() as SupportMessageView);

    const all: SupportMessageView[] = [];
    let before: string | null = null;
    do {
      const next: SupportChatPage = await chatPage(player.auth, {
        limit: '20',
        ...(before ? { before } : {}),
      });
      all.unshift(...next.messages);
      before = next.nextBefore;
    } while (before);
    expect(all).toHaveLength(50);
    expect(new Set(all.map((m) => m.body))).toEqual(new Set(bodies));
    const ids = all.map((m) => BigInt(m.id));
    for (let i = 1; i < ids.length; i++) expect(ids[i] as bigint).toBeGreaterThan(ids[i - 1] as bigint);
    expect(all.map((m) => m.id).sort()).toEqual(answered.map((m) => m.id).sort());
    const times = all.map((m) => Date.parse(m.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    const operator = await signInOperator(t, '10.200.1.1', 'support');
    const queue = await t.app.inject({ url: `${ADMIN}/support/conversations`, headers: operator.auth });
    const item = (queue.json() as SupportQueuePage).items.find(
      (i) => i.player?.globalId === player.user.globalId,
    );
    expect(item?.unread).toBe(50);
  });
});

describe('operators', () => {
  const conversations = (headers: Headers, query: Record<string, string> = {}) =>
    t.app.inject({ url: `${ADMIN}/support/conversations`, headers, query });
  const post = (headers: Headers, path: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `${ADMIN}/support/conversations${path}`,
      headers,
      payload: payload ?? {},
    });

  it('list the queue unread first with filters, reply, assign, close and reopen, with audit rows', async () => {
    const operator = await signInOperator(t, '10.200.1.2', 'support');
    const player = await signUp(t.app, { language: 'uk' });
    await sent(player.auth, { body: 'Привіт' });
    const conversationId = (await chatPage(player.auth)).conversation?.id as string;
    const quiet = await guest('quiet@example.com', 'en');
    await sent(quiet.headers, { body: 'first' });
    await post(operator.auth, `/${quiet.conversation.id}/read`);

    const ukOpen = (await conversations(operator.auth, { language: 'uk' })).json() as SupportQueuePage;
    expect(ukOpen.items.every((i) => i.language === 'uk')).toBe(true);
    const mine = ukOpen.items.find((i) => i.id === conversationId);
    expect(mine).toMatchObject({
      status: 'open',
      unread: 1,
      player: { globalId: player.user.globalId, email: player.email },
      guestEmail: null,
      assignedOperator: null,
      lastMessage: { author: 'player', body: 'Привіт', hasAttachment: false },
    });
    const everything = (await conversations(operator.auth, { limit: '100' })).json() as SupportQueuePage;
    const firstRead = everything.items.findIndex((i) => i.unread === 0);
    expect(everything.items.slice(firstRead).every((i) => i.unread === 0)).toBe(true);
    expect(everything.items.find((i) => i.id === quiet.conversation.id)).toMatchObject({
      guestEmail: 'quiet@example.com',
      player: null,
      unread: 0,
    });

    // Keyset pages of one cover the same list.
    const paged: SupportQueueItem[] = [];
    let cursor: string | null = null;
    do {
      const next: SupportQueuePage = (
        await conversations(operator.auth, { limit: '1', ...(cursor ? { cursor } : {}) })
      ).json() as SupportQueuePage;
      paged.push(...next.items);
      cursor = next.nextCursor;
    } while (cursor);
    expect(paged.map((i) => i.id)).toEqual(everything.items.map((i) => i.id));

    // Reply with an image; the player sees it, unread.
    const image = await upload(
      operator.auth,
      tinyPng(),
      'image/png',
      `${ADMIN}/support/conversations/${conversationId}/attachments`,
    );
    expect(image.statusCode, image.body).toBe(201);
    const attachmentId = (image.json() as { id: string }).id;
    const reply = await post(operator.auth, `/${conversationId}/messages`, {
      body: 'Вітаю! Чим допомогти?',
      attachmentId,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ author: 'operator', operatorId: String(operator.id) });
    const seen = await chatPage(player.auth);
    expect(seen.conversation?.unread).toBe(1);
    expect(seen.messages.at(-1)).toMatchObject({
      author: 'operator',
      operatorId: null,
      attachment: { id: attachmentId },
    });
    const image2 = await t.app.inject({ url: `${CHAT}/attachments/${attachmentId}`, headers: player.auth });
    expect(image2.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `${CHAT}/read`, headers: player.auth });
    expect((await chatPage(player.auth)).conversation?.unread).toBe(0);
    const afterRead = (
      await t.app.inject({ url: `${ADMIN}/support/conversations/${conversationId}`, headers: operator.auth })
    ).json() as SupportConversationDetail;
    expect(afterRead.conversation.playerReadId).toBe((reply.json() as { id: string }).id);
    expect(afterRead.conversation.unread).toBe(0);

    // Assign to me: filters, the player's system message, an audit row.
    const assigned = await post(operator.auth, `/${conversationId}/assign`);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({
      assignedOperator: { id: String(operator.id), email: operator.email },
    });
    const mineOnly = (await conversations(operator.auth, { assigned: 'me' })).json() as SupportQueuePage;
    expect(mineOnly.items.map((i) => i.id)).toEqual([conversationId]);
    const unassigned = (
      await conversations(operator.auth, { assigned: 'unassigned' })
    ).json() as SupportQueuePage;
    expect(unassigned.items.map((i) => i.id)).not.toContain(conversationId);

    // Assigning to a cashier (no support.chat) is refused; to another support operator it works.
    const cashier = await signInOperator(t, '10.200.1.3', 'cashier');
    expectEnvelope(
      await post(operator.auth, `/${conversationId}/assign`, { operatorId: String(cashier.id) }),
      400,
      'validation_error',
    );
    const colleague = await signInOperator(t, '10.200.1.4', 'support');
    const handed = await post(operator.auth, `/${conversationId}/assign`, {
      operatorId: String(colleague.id),
    });
    expect(handed.json()).toMatchObject({ assignedOperator: { id: String(colleague.id) } });

    const closed = await post(operator.auth, `/${conversationId}/close`);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect((await post(operator.auth, `/${conversationId}/close`)).statusCode).toBe(200);
    const closedList = (await conversations(operator.auth, { status: 'closed' })).json() as SupportQueuePage;
    expect(closedList.items.map((i) => i.id)).toContain(conversationId);
    const playerView = await chatPage(player.auth);
    expect(playerView.conversation?.status).toBe('closed');
    expect(playerView.messages.filter((m) => m.author === 'system').map((m) => m.body)).toEqual([
      'assigned',
      'assigned',
      'closed',
    ]);
    // The player writing again reopens it.
    await sent(player.auth, { body: 'one more thing' });
    expect((await chatPage(player.auth)).conversation?.status).toBe('open');
    await post(operator.auth, `/${conversationId}/close`);
    expect((await post(operator.auth, `/${conversationId}/reopen`)).json()).toMatchObject({ status: 'open' });

    const audit = await auditRows(t, conversationId);
    expect(audit.map((row) => [row.action, row.subject_type])).toEqual([
      ['support.assign', 'support_conversation'],
      ['support.assign', 'support_conversation'],
      ['support.close', 'support_conversation'],
      ['support.close', 'support_conversation'],
      ['support.reopen', 'support_conversation'],
    ]);
    expect(audit[1]).toMatchObject({
      operator_id: String(operator.id),
      before: { assignedOperatorId: String(operator.id) },
      after: { assignedOperatorId: String(colleague.id) },
    });

    // Operator-side history pages and attachments of another conversation are 404.
    const detail = (
      await t.app.inject({
        url: `${ADMIN}/support/conversations/${conversationId}`,
        query: { limit: '2' },
        headers: operator.auth,
      })
    ).json() as SupportConversationDetail;
    expect(detail.messages).toHaveLength(2);
    expect(detail.nextBefore).not.toBeNull();
    const wrongPair = await t.app.inject({
      url: `${ADMIN}/support/conversations/${quiet.conversation.id}/attachments/${attachmentId}`,
      headers: operator.auth,
    });
    expectEnvelope(wrongPair, 404, 'not_found');
    expectEnvelope(await post(operator.auth, '/999999/close'), 404, 'not_found');
    expectEnvelope(await post(operator.auth, '/999999/messages', { body: 'x' }), 404, 'not_found');
  });

  it('is closed to roles without support.chat, to players and to no token', async () => {
    const cashier = await signInOperator(t, '10.200.1.5', 'cashier');
    expectEnvelope(await conversations(cashier.auth), 403, 'forbidden');
    const player = await signUp(t.app);
    expectEnvelope(await conversations(player.auth), 403, 'forbidden');
    expectEnvelope(await conversations({}), 401, 'unauthorized');
    const admin = await signInOperator(t, '10.200.1.6', 'admin');
    expect((await conversations(admin.auth)).statusCode).toBe(200);
  });
});

describe('realtime', () => {
  function connect(auth: Record<string, string>): Promise<Socket> {
    const socket = connectSocket(url, { transports: ['websocket'], auth, reconnection: false });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }
  const subscribe = (socket: Socket, channel: string) =>
    new Promise<{ ok: boolean; error?: string }>((resolve) => socket.emit('subscribe', channel, resolve));
  const next = <T>(socket: Socket, channel: string, type: string, by?: string) =>
    new Promise<T>((resolve) => {
      const listener = (event: { type: string; by?: string }) => {
        if (event.type !== type || (by !== undefined && event.by !== by)) return;
        socket.off(channel, listener);
        resolve(event as T);
      };
      socket.on(channel, listener);
    });
  async function websocketToken(auth: Headers) {
    return ((await t.app.inject({ url: '/api/v1/me', headers: auth })).json() as { websocketToken: string })
      .websocketToken;
  }

  it('lets a player, guest or operator listen only where allowed, and delivers events after commit', async () => {
    const player = await signUp(t.app);
    await sent(player.auth, { body: 'hello' });
    const conversationId = (await chatPage(player.auth)).conversation?.id as string;
    const other = await signUp(t.app);
    await sent(other.auth, { body: 'mine' });
    const otherId = (await chatPage(other.auth)).conversation?.id as string;
    const g = await guest('live@example.com');
    await sent(g.headers, { body: 'guest here' });

    const playerSocket = await connect({ token: await websocketToken(player.auth) });
    expect(await subscribe(playerSocket, supportChannel(conversationId))).toEqual({ ok: true });
    expect(await subscribe(playerSocket, supportChannel(otherId))).toEqual({ ok: false, error: 'forbidden' });
    expect(await subscribe(playerSocket, supportChannel(g.conversation.id))).toEqual({
      ok: false,
      error: 'forbidden',
    });
    expect(await subscribe(playerSocket, SUPPORT_QUEUE_CHANNEL)).toEqual({ ok: false, error: 'forbidden' });
    expect(await subscribe(playerSocket, 'support#0')).toEqual({ ok: false, error: 'forbidden' });

    const guestSocket = await connect({ supportGuestToken: g.token });
    expect(await subscribe(guestSocket, supportChannel(g.conversation.id))).toEqual({ ok: true });
    expect(await subscribe(guestSocket, supportChannel(conversationId))).toEqual({
      ok: false,
      error: 'forbidden',
    });
    const forged = await connect({ supportGuestToken: `${g.token}x` });
    expect(await subscribe(forged, supportChannel(g.conversation.id))).toEqual({
      ok: false,
      error: 'forbidden',
    });

    const cashier = await signInOperator(t, '10.200.1.7', 'cashier');
    const cashierSocket = await connect({ operatorToken: cashier.token });
    expect(await subscribe(cashierSocket, SUPPORT_QUEUE_CHANNEL)).toEqual({ ok: false, error: 'forbidden' });
    // A player's session token is no operator token.
    const pretender = await connect({ operatorToken: player.token });
    expect(await subscribe(pretender, SUPPORT_QUEUE_CHANNEL)).toEqual({ ok: false, error: 'forbidden' });

    const operator = await signInOperator(t, '10.200.1.8', 'support');
    const operatorSocket = await connect({ operatorToken: operator.token });
    expect(await subscribe(operatorSocket, SUPPORT_QUEUE_CHANNEL)).toEqual({ ok: true });
    expect(await subscribe(operatorSocket, supportChannel(conversationId))).toEqual({ ok: true });
    expect(await subscribe(operatorSocket, supportChannel(g.conversation.id))).toEqual({ ok: true });

    // Player → operator: the message (committed: the history already has it) and the queue change.
    const channel = supportChannel(conversationId);
    const atOperator = next<Extract<SupportChannelEvent, { type: 'message' }>>(
      operatorSocket,
      channel,
      'message',
    );
    const queued = new Promise((resolve) => operatorSocket.once(SUPPORT_QUEUE_CHANNEL, resolve));
    const message = await sent(player.auth, { body: 'are you there?' });
    const event = await atOperator;
    expect(event.message).toEqual(message);
    expect(await queued).toEqual({ type: 'conversation', conversationId });
    const history = (
      await t.app.inject({ url: `${ADMIN}/support/conversations/${conversationId}`, headers: operator.auth })
    ).json() as SupportConversationDetail;
    expect(history.messages.at(-1)?.id).toBe(message.id);

    // Typing both ways, the reply, reads and status.
    const typingAtOperator = next(operatorSocket, channel, 'typing');
    await t.app.inject({ method: 'POST', url: `${CHAT}/typing`, headers: player.auth });
    expect(await typingAtOperator).toEqual({ type: 'typing', by: 'player' });
    const typingAtPlayer = next(playerSocket, channel, 'typing');
    await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/support/conversations/${conversationId}/typing`,
      headers: operator.auth,
    });
    expect(await typingAtPlayer).toEqual({ type: 'typing', by: 'operator' });

    const replyAtPlayer = next<Extract<SupportChannelEvent, { type: 'message' }>>(
      playerSocket,
      channel,
      'message',
    );
    await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/support/conversations/${conversationId}/messages`,
      headers: operator.auth,
      payload: { body: 'yes!' },
    });
    expect((await replyAtPlayer).message).toMatchObject({
      author: 'operator',
      body: 'yes!',
      operatorId: null,
    });

    const readAtOperator = next(operatorSocket, channel, 'read', 'player');
    await t.app.inject({ method: 'POST', url: `${CHAT}/read`, headers: player.auth });
    expect(await readAtOperator).toMatchObject({ type: 'read', by: 'player' });

    const statusAtPlayer = next(playerSocket, channel, 'status');
    await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/support/conversations/${conversationId}/close`,
      headers: operator.auth,
      payload: {},
    });
    expect(await statusAtPlayer).toEqual({ type: 'status', status: 'closed', assignedOperatorId: null });

    const guestMessage = next(guestSocket, supportChannel(g.conversation.id), 'message');
    await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/support/conversations/${g.conversation.id}/messages`,
      headers: operator.auth,
      payload: { body: 'hi guest' },
    });
    expect(await guestMessage).toMatchObject({ message: { body: 'hi guest' } });
  });
});

describe('rate limits', () => {
  it('limits how fast one player sends', async () => {
    const limited = await createTestApp();
    try {
      const player = await signUp(limited.app);
      for (let i = 0; i < 30; i++) {
        const ok = await limited.app.inject({
          method: 'POST',
          url: `${CHAT}/messages`,
          headers: player.auth,
          payload: { body: `m${i}` },
        });
        expect(ok.statusCode, ok.body).toBe(201);
      }
      const refused = await limited.app.inject({
        method: 'POST',
        url: `${CHAT}/messages`,
        headers: player.auth,
        payload: { body: 'too many' },
      });
      expectEnvelope(refused, 429, 'too_many_requests');
      limited.clock.advance(61_000);
      const later = await limited.app.inject({
        method: 'POST',
        url: `${CHAT}/messages`,
        headers: player.auth,
        payload: { body: 'later' },
      });
      expect(later.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
