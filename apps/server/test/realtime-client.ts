import type { AddressInfo } from 'node:net';
import { type BalanceView, playerChannel, type TransactionEvent } from '@casino/shared';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { TestApp } from './app.ts';

/**
 * A player's Socket.IO connection subscribed to its own transaction# and balance# channels, as the page
 * subscribes. The app must be listening (`t.app.listen`).
 */
export async function subscribePlayer(t: TestApp, session: { auth: { authorization: string } }) {
  const me = (await t.app.inject({ url: '/api/v1/me', headers: session.auth })).json() as {
    globalId: string;
    websocketToken: string;
  };
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const socket: Socket = connectSocket(url, {
    transports: ['websocket'],
    auth: { token: me.websocketToken },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const transactions = playerChannel('transaction', me.globalId);
  const balances = playerChannel('balance', me.globalId);
  for (const channel of [transactions, balances]) {
    const answer = await new Promise((resolve) => socket.emit('subscribe', channel, resolve));
    if ((answer as { ok?: boolean }).ok !== true) throw new Error(`subscribe ${channel} refused`);
  }
  return {
    socket,
    /** The next event on transaction#{globalId}; call before the action that causes it. */
    nextTransaction: () => new Promise<TransactionEvent>((resolve) => socket.once(transactions, resolve)),
    /** The next event on balance#{globalId}. */
    nextBalance: () => new Promise<BalanceView>((resolve) => socket.once(balances, resolve)),
  };
}
