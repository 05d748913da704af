import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';

const language = z.object({ code: z.string(), title: z.string(), icon: z.string() });

export async function languagesRoutes(app: FastifyInstance, opts: { pool: pg.Pool }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/languages',
    {
      schema: {
        tags: ['languages'],
        // mode=1 asks for the locales the site is translated into; without it every known language.
        querystring: z.strictObject({ mode: z.enum(['0', '1']).optional() }),
        response: { 200: z.array(language) },
      },
    },
    async (request) => {
      const onlyEnabled = request.query.mode === '1';
      const { rows } = await opts.pool.query<z.infer<typeof language>>(
        `SELECT code, title, icon FROM languages ${onlyEnabled ? 'WHERE enabled' : ''} ORDER BY sort_order, code`,
      );
      return rows;
    },
  );
}
