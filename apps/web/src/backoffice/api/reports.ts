import type { DailyReport, LedgerAuditResult } from '@casino/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { admin } from './admin-client.ts';
import { keys } from './keys.ts';

export interface ReportFilter {
  from: string;
  to: string;
  /** Empty: every currency. */
  currency: string;
}

/** GET /reports/daily?from&to[&currency]: a row per UTC day and currency. */
export function useDailyReport(filter: ReportFilter, enabled: boolean) {
  return useQuery({
    queryKey: keys.report(filter),
    queryFn: ({ signal }) => admin.get<DailyReport>('/reports/daily', { signal, query: { ...filter } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The same report as CSV (format=csv), for a download. */
export const dailyReportCsv = (filter: ReportFilter) =>
  admin.blob('/reports/daily', { query: { ...filter, format: 'csv' } });

/** POST /ledger/audit: the checks of `npm run ledger:audit`, run now on the server. */
export const runLedgerAudit = () => admin.post<LedgerAuditResult>('/ledger/audit');
