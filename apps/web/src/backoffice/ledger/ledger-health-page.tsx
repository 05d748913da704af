import type { LedgerAuditResult } from '@casino/shared';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { runLedgerAudit } from '../api/reports.ts';
import { formatDateTime } from '../lib/format.ts';
import { Badge } from '../ui/badge.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { EmptyState, ErrorState } from '../ui/states.tsx';
import { rowClass, TableFrame, Td, Th } from '../ui/table.tsx';

/**
 * The ledger's invariants (`npm run ledger:audit`) run on demand: every transfer sums to zero, every
 * balance equals its entries, no player account below zero. The result stays on screen until the next run.
 */
export function LedgerHealthPage() {
  const { t, i18n } = useTranslation('backoffice');
  const [result, setResult] = useState<LedgerAuditResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [running, setRunning] = useState(false);

  async function run() {
    setRunning(true);
    setError(null);
    try {
      setResult(await runLedgerAudit());
    } catch (caught) {
      setError(caught);
    } finally {
      setRunning(false);
    }
  }

  return (
    <>
      <PageHeader title={t('ledger.title')} text={t('ledger.text')} />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Button variant="primary" onClick={() => void run()} loading={running} data-testid="ledger-run">
          {running ? t('ledger.running') : t('ledger.run')}
        </Button>
        <span className="text-xs text-muted">{t('ledger.note')}</span>
      </div>
      <div aria-live="polite">
        {error ? <ErrorState error={error} onRetry={() => void run()} /> : null}
        {!error && !result && <EmptyState title={t('ledger.notRun')} text={t('ledger.notRunText')} />}
        {!error && result && (
          <section
            aria-label={t('ledger.result')}
            className={`flex flex-col gap-3 rounded-xl border p-4 ${result.ok ? 'border-success/40 bg-success/5' : 'border-danger/50 bg-danger/5'}`}
            data-testid="ledger-result"
            data-ok={result.ok}
          >
            <p className="flex flex-wrap items-center gap-2 text-base font-bold">
              <Badge tone={result.ok ? 'success' : 'danger'}>
                {result.ok ? t('ledger.ok') : t('ledger.failed')}
              </Badge>
              {result.ok ? t('ledger.okText') : t('ledger.violations', { count: result.violations.length })}
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">{t('ledger.checkedAt')}</dt>
              <dd className="tabular">{formatDateTime(result.checkedAt, i18n.language)}</dd>
              <dt className="text-muted">{t('ledger.duration')}</dt>
              <dd className="tabular">{t('ledger.ms', { ms: Math.round(result.durationMs) })}</dd>
            </dl>
            {result.violations.length > 0 && (
              <TableFrame label={t('ledger.violationsLabel')}>
                <thead>
                  <tr>
                    <Th>{t('ledger.check')}</Th>
                    <Th>{t('ledger.detail')}</Th>
                  </tr>
                </thead>
                <tbody>
                  {result.violations.map((violation, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: violations have no id and never reorder.
                    <tr key={i} className={rowClass}>
                      <Td className="font-semibold text-danger">{violation.check}</Td>
                      <Td className="whitespace-normal font-mono text-xs">{violation.detail}</Td>
                    </tr>
                  ))}
                </tbody>
              </TableFrame>
            )}
          </section>
        )}
      </div>
    </>
  );
}
