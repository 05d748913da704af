import {
  dailyReportSchema,
  ledgerAuditSchema,
  operatorMeSchema,
  playerBetsSchema,
  playerBonusesSchema,
  playerLedgerSchema,
  playerSearchSchema,
  playerSessionsSchema,
  playerTransactionsSchema,
  protectionSchema,
  ROLE_PERMISSIONS,
  recoveryCodesSchema,
  twoFactorSetupSchema,
} from '@casino/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withTx } from '../../db/tx.ts';
import { writeAudit } from './audit.ts';
import type { Backoffice } from './backoffice.ts';
import { dailyReport, reportCsv, runLedgerAudit } from './reports.ts';
import { playerParams, transactionParams } from './schemas.ts';

const INVALID = 'Validation.invalid_format';
const tags = ['backoffice'];
const security = [{ bearer: [] }];
const page = z.strictObject({
  offset: z.coerce
    .number({ error: INVALID })
    .int({ error: INVALID })
    .min(0, { error: INVALID })
    .max(1e9)
    .default(0),
  limit: z.coerce
    .number({ error: INVALID })
    .int({ error: INVALID })
    .min(1, { error: INVALID })
    .max(100)
    .default(20),
});
const searchQuery = page.extend({
  query: z.string({ error: INVALID }).max(200, { error: INVALID }).default(''),
});
const reportQuery = z.strictObject({
  from: z.string({ error: 'Validation.required' }).max(10, { error: INVALID }),
  to: z.string({ error: 'Validation.required' }).max(10, { error: INVALID }),
  currency: z
    .string()
    .regex(/^[A-Z0-9]{2,12}$/, { error: INVALID })
    .optional(),
  format: z.enum(['json', 'csv'], { error: INVALID }).default('json'),
});
const codeBody = z.strictObject({ code: z.string({ error: 'Validation.required' }).min(1).max(32) });

/**
 * The back office's own calls under /api/admin/v1 (inside the operator scope: signed in, and the route's
 * permission checked, route-permissions.ts): who am I and two-factor setup, player search and the tabs of a
 * player's page, receipts, daily reports and the ledger audit.
 */
export async function backofficeViewsRoutes(
  app: FastifyInstance,
  opts: { backoffice: Backoffice },
): Promise<void> {
  const { operators, views, protection, auth, pool, clock, twoFactorRequired } = opts.backoffice;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const operatorOf = (request: Parameters<typeof operators.current>[0]) => {
    const operator = operators.current(request);
    return { operator, owner: { kind: 'operator' as const, id: operator.id } };
  };

  api.get('/me', { schema: { tags, security, response: { 200: operatorMeSchema } } }, async (request) => {
    const operator = operators.current(request);
    return {
      email: operator.email,
      role: operator.role,
      permissions: [...ROLE_PERMISSIONS[operator.role]],
      twoFactorEnabled: operator.twoFactorEnabled,
      twoFactorRequired,
    };
  });

  api.post(
    '/auth/two-factor/setup',
    { schema: { tags, security, response: { 200: twoFactorSetupSchema } } },
    async (request) => {
      const { operator, owner } = operatorOf(request);
      return auth.twoFactor.begin(owner, `staff:${operator.email}`);
    },
  );

  api.post(
    '/auth/two-factor/enable',
    { schema: { tags, security, body: codeBody, response: { 200: recoveryCodesSchema } } },
    async (request) => {
      const { operator, owner } = operatorOf(request);
      const recoveryCodes = await auth.twoFactor.enable(owner, request.body.code);
      await withTx(pool, (tx) =>
        writeAudit(
          tx,
          {
            operatorId: operator.id,
            action: 'operator.two_factor',
            subjectType: 'operator',
            subjectId: operator.id.toString(),
            before: { enabled: false },
            after: { enabled: true },
          },
          clock(),
        ),
      );
      return { recoveryCodes };
    },
  );

  // Support resets a player's two-factor after checking who is asking (a lost phone); audited with it.
  api.post(
    '/players/:globalId/two-factor/reset',
    { schema: { tags, security, params: playerParams, response: { 200: z.object({ reset: z.boolean() }) } } },
    async (request) => {
      const { operator } = operatorOf(request);
      const player = await views.playerOf(request.params.globalId);
      return withTx(pool, async (tx) => {
        const reset = await auth.twoFactor.reset(tx, { kind: 'player', id: player.id });
        if (reset) {
          await writeAudit(
            tx,
            {
              operatorId: operator.id,
              action: 'player.two_factor_reset',
              subjectType: 'player',
              subjectId: player.globalId,
              before: { enabled: true },
              after: { enabled: false },
            },
            clock(),
          );
        }
        return { reset };
      });
    },
  );

  api.get(
    '/players',
    { schema: { tags, security, querystring: searchQuery, response: { 200: playerSearchSchema } } },
    async (request) => {
      const { query, offset, limit } = request.query;
      return views.search(query, { offset, limit });
    },
  );

  const tab = { tags, security, params: playerParams, querystring: page };
  api.get(
    '/players/:globalId/ledger',
    { schema: { ...tab, response: { 200: playerLedgerSchema } } },
    async (request) => views.ledger(request.params.globalId, request.query),
  );
  api.get(
    '/players/:globalId/bets',
    { schema: { ...tab, response: { 200: playerBetsSchema } } },
    async (request) => views.bets(request.params.globalId, request.query),
  );
  api.get(
    '/players/:globalId/transactions',
    { schema: { ...tab, response: { 200: playerTransactionsSchema } } },
    async (request) => views.transactions(request.params.globalId, request.query),
  );
  api.get(
    '/players/:globalId/bonuses',
    { schema: { ...tab, response: { 200: playerBonusesSchema } } },
    async (request) => views.bonuses(request.params.globalId, request.query),
  );
  api.get(
    '/players/:globalId/sessions',
    { schema: { tags, security, params: playerParams, response: { 200: playerSessionsSchema } } },
    async (request) => views.sessions(request.params.globalId, clock()),
  );
  api.get(
    '/players/:globalId/protection',
    { schema: { tags, security, params: playerParams, response: { 200: protectionSchema } } },
    async (request) => protection.overview(await views.playerOf(request.params.globalId)),
  );

  // Shown in an <img>, never run: the type is the one its bytes proved, and no sniffing.
  const sendUpload = (reply: FastifyReply, { bytes, type }: { bytes: Buffer; type: string }) =>
    reply
      .header('content-type', type)
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'")
      .send(bytes);
  const uploadResponse = {
    200: z.unknown().describe('The file: image/jpeg, image/png, image/webp or application/pdf'),
  };

  api.get(
    '/orders/buy/:id/receipt',
    { schema: { tags, security, params: transactionParams, response: uploadResponse } },
    async (request, reply) => sendUpload(reply, await views.receipt(request.params.id)),
  );

  api.get(
    '/disputes/:id/evidence',
    { schema: { tags, security, params: transactionParams, response: uploadResponse } },
    async (request, reply) => sendUpload(reply, await views.disputeEvidence(request.params.id)),
  );

  api.get(
    '/reports/daily',
    // format=csv answers the same rows as text/csv (a string: the JSON serializer leaves it alone).
    { schema: { tags, security, querystring: reportQuery, response: { 200: dailyReportSchema } } },
    async (request, reply) => {
      const { format, ...range } = request.query;
      const report = await dailyReport(pool, range);
      if (format === 'json') return report;
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="report-${range.from}-${range.to}.csv"`)
          // The response schema types the JSON answer; a string is sent as it is, past the serializer.
          .send(reportCsv(report) as unknown as typeof report)
      );
    },
  );

  api.post('/ledger/audit', { schema: { tags, security, response: { 200: ledgerAuditSchema } } }, async () =>
    runLedgerAudit(pool, clock),
  );
}
