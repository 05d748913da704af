export { adminRoutes } from './admin.routes.ts';
export { type AuditItem, type AuditQuery, writeAudit } from './audit.ts';
export { type Backoffice, type BackofficeDeps, createBackoffice } from './backoffice.ts';
export {
  ensureOperator,
  OPERATOR_PASSWORD_MAX,
  OPERATOR_PASSWORD_MIN,
  OPERATOR_SESSION_TTL_MS,
  type Operator,
  upsertOperator,
} from './operators.service.ts';
export { MAX_ADJUSTMENT_MINOR, type PlayerSummary } from './players.service.ts';
