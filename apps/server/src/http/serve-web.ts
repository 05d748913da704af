import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { envelope } from './errors.ts';
import { isApiPath, routedPath } from './request-path.ts';

/**
 * Serves the built web app when there is one; a GET for any non-API path falls back to index.html for
 * client-side routing. Unknown API and sandbox-page paths answer 404 in the error envelope.
 */
export async function serveWeb(app: FastifyInstance, webDist: string, publicUrl: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  // TON Connect wallets fetch this to show who asks to connect; its URLs must be where players reach us.
  const manifest = tonConnectManifest(publicUrl);
  app.get('/tonconnect-manifest.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(manifest),
  );
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The .br and .gz copies the build wrote beside each file, chosen by Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, file) => void reply.header('cache-control', cacheControlFor(webDist, file)),
    });
  app.setNotFoundHandler((request, reply) => {
    // A missing file (a path whose last segment has an extension) is a 404, not the app shell.
    const path = routedPath(request.url) ?? '';
    const lastSegment = path.split('/').pop() ?? '';
    // Sandbox provider pages are the server's own: an unknown one (or any with a real provider) is a 404.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      !path.startsWith('/sandbox/') &&
      !lastSegment.includes('.');
    if (hasWeb && isPage) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send(envelope('not_found'));
  });
}

/**
 * Vite names every file under assets/ by its content hash, so a name never changes meaning: cached for a
 * year, immutable. Everything else (index.html above all, which names the current assets) is revalidated
 * on each visit, so a release reaches players at once.
 */
export function cacheControlFor(webDist: string, file: string): string {
  const relative = path.relative(webDist, file).split(path.sep).join('/');
  return relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The TON Connect app manifest (name, icon, terms and privacy links) for the site at `publicUrl`. */
export function tonConnectManifest(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    url: base,
    name: 'Casino',
    iconUrl: `${base}/tonconnect-icon.png`,
    termsOfUseUrl: `${base}/en/policies/terms`,
    privacyPolicyUrl: `${base}/en/policies/privacy`,
  };
}
