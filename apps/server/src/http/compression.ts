import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * API answers compressed when the client accepts it (brotli, else gzip), from 1 KB up: lists of games,
 * bets and transactions shrink several times on a phone's line. Brotli at quality 4, not the maximum:
 * these are compressed on every request, where 11 costs far more CPU than the bytes it saves. The built
 * page's files are not compressed here; they are precompressed at build time (serve-web.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
