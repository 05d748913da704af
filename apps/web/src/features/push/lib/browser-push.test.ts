import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationServerKey, subscribeBrowser, unsubscribeBrowser } from './browser-push.ts';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function fakeContainer(existingKey?: Uint8Array) {
  const unsubscribe = vi.fn(async () => true);
  const existing = existingKey
    ? {
        endpoint: 'https://push.example/old',
        options: { applicationServerKey: existingKey.buffer },
        unsubscribe,
      }
    : null;
  const created = { endpoint: 'https://push.example/new', unsubscribe: vi.fn(async () => true) };
  const pushManager = {
    getSubscription: vi.fn(async () => existing),
    subscribe: vi.fn(async () => created),
  };
  const registration = { pushManager };
  const container = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  return {
    container: container as unknown as ServiceWorkerContainer,
    pushManager,
    unsubscribe,
    created,
    container$: container,
  };
}

afterEach(() => sessionStorage.clear());

describe('browser push', () => {
  it('decodes the base64url VAPID key to the 65-byte point PushManager wants', () => {
    const key = applicationServerKey(KEY);
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
  });

  it('registers /sw.js for the whole site and subscribes with the key, visibly only', async () => {
    const { container, pushManager, container$ } = fakeContainer();
    const subscription = await subscribeBrowser(KEY, container);
    expect(container$.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(KEY),
    });
    expect(subscription.endpoint).toBe('https://push.example/new');
  });

  it('keeps a subscription made for the same key; replaces one made for another key', async () => {
    const same = fakeContainer(applicationServerKey(KEY));
    expect((await subscribeBrowser(KEY, same.container)).endpoint).toBe('https://push.example/old');
    expect(same.pushManager.subscribe).not.toHaveBeenCalled();
    const other = fakeContainer(new Uint8Array(65).fill(7));
    expect((await subscribeBrowser(KEY, other.container)).endpoint).toBe('https://push.example/new');
    expect(other.unsubscribe).toHaveBeenCalledOnce();
  });

  it('sign-out unsubscribes the browser and forgets what the server was given', async () => {
    sessionStorage.setItem('casino.push.synced', 'g-1 https://push.example/old');
    const { container, unsubscribe } = fakeContainer(applicationServerKey(KEY));
    await unsubscribeBrowser(container);
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('casino.push.synced')).toBeNull();
  });
});
