/*
 * The site's service worker (issue 19, SPEC §4.6): it only shows web pushes and opens them. No fetch
 * handler: pages and their files load from the network as without it. Served from the site root with
 * `Cache-Control: no-cache` (apps/server/src/http/serve-web.ts), so a release reaches players on their next
 * visit. The server sends `{ title, body, url, tag }` (modules/push), encrypted for this browser.
 */
const ICON = '/tonconnect-icon.png';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A path or URL of this site; anything else opens the home page (a push never sends players away). */
function sameSite(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

function read(data) {
  try {
    const value = data ? data.json() : null;
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

self.addEventListener('push', (event) => {
  const message = read(event.data);
  const title = typeof message.title === 'string' && message.title ? message.title : 'Casino';
  const options = {
    body: typeof message.body === 'string' ? message.body : '',
    icon: ICON,
    data: { url: sameSite(message.url) },
  };
  if (typeof message.tag === 'string' && message.tag) options.tag = message.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameSite(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open =
        windows.find((client) => client.url === url) ??
        windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        if (focused.url !== url && 'navigate' in focused) await focused.navigate(url).catch(() => {});
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
