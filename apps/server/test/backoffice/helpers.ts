import type { OperatorRole } from '@casino/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { upsertOperator } from '../../src/modules/backoffice/index.ts';
import type { TestApp } from '../app.ts';

export const ADMIN = '/api/admin/v1';

let counter = 0;

/** A fresh operator (created as the CLI does) and a signed-in token for it. */
export async function signInOperator(t: TestApp, ip = '10.200.0.1', role?: OperatorRole) {
  counter += 1;
  const email = `operator${counter}-${process.pid}@casino.test`;
  const password = 'operator password 1';
  const operator = await upsertOperator(t.db.database.db, email, password, role);
  const response = await t.app.inject({
    method: 'POST',
    url: `${ADMIN}/auth/login`,
    payload: { email, password },
    remoteAddress: ip,
  });
  expect(response.statusCode, response.body).toBe(200);
  const { token } = response.json() as { token: string };
  return { ...operator, password, token, auth: { authorization: `Bearer ${token}` } };
}

export interface AuditRow {
  id: string;
  operator_id: string;
  action: string;
  subject_type: string;
  subject_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export async function auditRows(t: TestApp, subjectId: string): Promise<AuditRow[]> {
  const { rows } = await t.db.database.pool.query<AuditRow>(
    'SELECT * FROM audit_log WHERE subject_id = $1 ORDER BY id',
    [subjectId],
  );
  return rows;
}

export async function auditCount(t: TestApp): Promise<number> {
  const { rows } = await t.db.database.pool.query<{ n: string }>('SELECT count(*) AS n FROM audit_log');
  return Number(rows[0]?.n);
}

export const json = (response: LightMyRequestResponse) => response.json() as Record<string, unknown>;
