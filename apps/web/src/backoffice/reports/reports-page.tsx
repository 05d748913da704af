import { type FormEvent, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { dailyReportCsv, type ReportFilter, useDailyReport } from '../api/reports.ts';
import { lastDays, monthToDate, rangeProblem } from '../lib/date-range.ts';
import { reportFileName, saveBlob } from '../lib/download.ts';
import { formatMoney } from '../lib/format.ts';
import { SelectField } from '../ui/form-controls.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { EmptyState, InlineError, QueryView } from '../ui/states.tsx';
import { rowClass, TableFrame, Td, Th } from '../ui/table.tsx';
import { type ChartSeries, DailyChart } from './daily-chart.tsx';
import { currenciesOf, dailySeries, type ReportRow, totalsByCurrency } from './report-series.ts';

const DEFAULT_DAYS = 14;

/** The filter in the URL (a report is a link to send a colleague); defaults to the last 14 days. */
function useReportFilter(): [ReportFilter, (next: ReportFilter) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = lastDays(DEFAULT_DAYS, new Date());
  const filter = {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
    currency: params.get('currency') ?? '',
  };
  const set = (next: ReportFilter) => {
    const copy = new URLSearchParams({ from: next.from, to: next.to });
    if (next.currency) copy.set('currency', next.currency);
    setParams(copy);
  };
  return [filter, set];
}

/**
 * Daily figures per currency: deposits, withdrawals, stakes, payouts, GGR and bonus cost, as totals,
 * charts (one currency at a time: amounts of different currencies do not add up) and a table, with a CSV
 * export of the same rows.
 */
export function ReportsPage() {
  const { t } = useTranslation('backoffice');
  const [filter, setFilter] = useReportFilter();
  const [draft, setDraft] = useState(filter);
  const [currencies, setCurrencies] = useState<string[]>([]);
  const [exportError, setExportError] = useState<unknown>(null);
  const [exporting, setExporting] = useState(false);
  const problem = rangeProblem(filter.from, filter.to);
  const draftProblem = rangeProblem(draft.from, draft.to);
  const report = useDailyReport(filter, problem === null);
  const [shown, setShown] = useState(false);

  // The currency list grows with what reports have shown (an empty day does not drop a currency).
  const seen = report.data ? currenciesOf(report.data.items) : [];
  if (seen.some((c) => !currencies.includes(c))) setCurrencies([...new Set([...currencies, ...seen])].sort());

  function submit(event: FormEvent) {
    event.preventDefault();
    setShown(true);
    if (draftProblem) return;
    setFilter(draft);
  }

  function quick(range: { from: string; to: string }) {
    const next = { ...draft, ...range };
    setDraft(next);
    setFilter(next);
  }

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      saveBlob(await dailyReportCsv(filter), reportFileName(filter));
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <PageHeader
        title={t('reports.title')}
        text={t('reports.text')}
        actions={
          <Button
            size="sm"
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={problem !== null}
            data-testid="report-csv"
          >
            {t('reports.csv')}
          </Button>
        }
      />
      <form
        onSubmit={submit}
        noValidate
        className="mb-3 flex flex-wrap items-end gap-2"
        aria-label={t('reports.filter')}
      >
        <Field
          type="date"
          label={t('reports.from')}
          value={draft.from}
          max={draft.to}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          error={
            shown && (draftProblem === 'invalid_from' || draftProblem === 'reversed')
              ? t(`reports.problems.${draftProblem}`)
              : null
          }
          className="w-full min-[400px]:w-40"
        />
        <Field
          type="date"
          label={t('reports.to')}
          value={draft.to}
          min={draft.from}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          error={
            shown && (draftProblem === 'invalid_to' || draftProblem === 'too_long')
              ? t(`reports.problems.${draftProblem}`)
              : null
          }
          className="w-full min-[400px]:w-40"
        />
        <SelectField
          label={t('reports.currency')}
          value={draft.currency}
          onChange={(event) => setDraft({ ...draft, currency: event.target.value })}
          className="w-full min-[400px]:w-40"
        >
          <option value="">{t('reports.allCurrencies')}</option>
          {[...new Set([...currencies, ...(draft.currency ? [draft.currency] : [])])].map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="primary">
          {t('reports.show')}
        </Button>
      </form>
      <div className="mb-4 flex flex-wrap gap-2 text-sm">
        <span className="self-center text-muted">{t('reports.quick')}</span>
        <Button size="sm" variant="ghost" onClick={() => quick(lastDays(7, new Date()))}>
          {t('reports.last7')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => quick(lastDays(30, new Date()))}>
          {t('reports.last30')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => quick(monthToDate(new Date()))}>
          {t('reports.monthToDate')}
        </Button>
      </div>
      <InlineError error={exportError} />
      {problem ? (
        <EmptyState title={t(`reports.problems.${problem}`)} />
      ) : (
        <QueryView
          query={report}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title={t('reports.empty')} text={t('reports.emptyText')} />}
        >
          {(data) => <ReportBody items={data.items} filter={filter} />}
        </QueryView>
      )}
    </>
  );
}

function ReportBody({ items, filter }: { items: ReportRow[]; filter: ReportFilter }) {
  const { t, i18n } = useTranslation('backoffice');
  const currencies = currenciesOf(items);
  const [picked, setPicked] = useState<string | null>(null);
  const chartCurrency = picked && currencies.includes(picked) ? picked : (currencies[0] ?? '');
  const series = useMemo(
    () => dailySeries(items, chartCurrency, filter.from, filter.to),
    [items, chartCurrency, filter.from, filter.to],
  );
  const flows: ChartSeries[] = useMemo(
    () => [
      {
        field: 'deposits',
        label: t('reports.fields.deposits'),
        token: '--color-success',
        fallback: '#2fe39a',
        bars: true,
      },
      {
        field: 'withdrawals',
        label: t('reports.fields.withdrawals'),
        token: '--color-danger',
        fallback: '#ff5277',
        bars: true,
      },
    ],
    [t],
  );
  const gaming: ChartSeries[] = useMemo(
    () => [
      { field: 'stakes', label: t('reports.fields.stakes'), token: '--color-neon', fallback: '#22e4ff' },
      { field: 'ggr', label: t('reports.fields.ggr'), token: '--color-gold', fallback: '#f7c948' },
      {
        field: 'bonusCost',
        label: t('reports.fields.bonusCost'),
        token: '--color-accent-strong',
        fallback: '#a78bfa',
      },
    ],
    [t],
  );
  const money = (value: string, currency: string) => formatMoney(value, currency, i18n.language);

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="report-totals">
        <h2 id="report-totals" className="mb-2 text-base font-bold">
          {t('reports.totals')}
        </h2>
        <div className="grid grid-cols-1 gap-2 md:grid-cols-2 xl:grid-cols-3">
          {totalsByCurrency(items).map((total) => (
            <dl
              key={total.currency}
              className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl border border-line bg-surface/80 p-3 text-sm"
              data-testid="report-total"
            >
              <dt className="col-span-2 text-xs font-black uppercase tracking-wide text-accent-strong">
                {total.currency}
              </dt>
              <dt className="text-muted">{t('reports.fields.deposits')}</dt>
              <dd className="tabular text-right font-semibold">
                {money(total.amounts.deposits, total.currency)}{' '}
                <span className="text-xs text-muted">×{total.depositCount}</span>
              </dd>
              <dt className="text-muted">{t('reports.fields.withdrawals')}</dt>
              <dd className="tabular text-right font-semibold">
                {money(total.amounts.withdrawals, total.currency)}{' '}
                <span className="text-xs text-muted">×{total.withdrawalCount}</span>
              </dd>
              <dt className="text-muted">{t('reports.fields.stakes')}</dt>
              <dd className="tabular text-right font-semibold">
                {money(total.amounts.stakes, total.currency)}
              </dd>
              <dt className="text-muted">{t('reports.fields.ggr')}</dt>
              <dd className="tabular text-right font-bold text-gold">
                {money(total.amounts.ggr, total.currency)}
              </dd>
              <dt className="text-muted">{t('reports.fields.bonusCost')}</dt>
              <dd className="tabular text-right font-semibold">
                {money(total.amounts.bonusCost, total.currency)}
              </dd>
            </dl>
          ))}
        </div>
      </section>

      <section aria-labelledby="report-charts" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="report-charts" className="text-base font-bold">
            {t('reports.charts', { currency: chartCurrency })}
          </h2>
          {currencies.length > 1 && (
            <SelectField
              label={t('reports.chartCurrency')}
              value={chartCurrency}
              onChange={(event) => setPicked(event.target.value)}
              className="w-40"
            >
              {currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
          )}
        </div>
        <p className="text-xs text-muted">{t('reports.chartNote')}</p>
        <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
          <ChartCard
            title={t('reports.flows')}
            series={flows}
            x={series.x}
            values={series}
            language={i18n.language}
          />
          <ChartCard
            title={t('reports.gaming')}
            series={gaming}
            x={series.x}
            values={series}
            language={i18n.language}
          />
        </div>
      </section>

      <section aria-labelledby="report-table">
        <h2 id="report-table" className="mb-2 text-base font-bold">
          {t('reports.daily')}
        </h2>
        <TableFrame label={t('reports.daily')}>
          <thead>
            <tr>
              <Th>{t('reports.fields.day')}</Th>
              <Th>{t('reports.fields.currency')}</Th>
              <Th className="text-right">{t('reports.fields.deposits')}</Th>
              <Th className="text-right">{t('reports.fields.withdrawals')}</Th>
              <Th className="text-right">{t('reports.fields.bets')}</Th>
              <Th className="text-right">{t('reports.fields.stakes')}</Th>
              <Th className="text-right">{t('reports.fields.payouts')}</Th>
              <Th className="text-right">{t('reports.fields.ggr')}</Th>
              <Th className="text-right">{t('reports.fields.bonusCost')}</Th>
            </tr>
          </thead>
          <tbody>
            {items.map((row) => (
              <tr key={`${row.day}-${row.currency}`} className={rowClass} data-testid="report-row">
                <Td className="tabular">{row.day}</Td>
                <Td>{row.currency}</Td>
                <Td className="tabular text-right">
                  {money(row.deposits, row.currency)}{' '}
                  <span className="text-xs text-muted">×{row.depositCount}</span>
                </Td>
                <Td className="tabular text-right">
                  {money(row.withdrawals, row.currency)}{' '}
                  <span className="text-xs text-muted">×{row.withdrawalCount}</span>
                </Td>
                <Td className="tabular text-right">{row.bets}</Td>
                <Td className="tabular text-right">{money(row.stakes, row.currency)}</Td>
                <Td className="tabular text-right">{money(row.payouts, row.currency)}</Td>
                <Td className="tabular text-right font-bold text-gold">{money(row.ggr, row.currency)}</Td>
                <Td className="tabular text-right">{money(row.bonusCost, row.currency)}</Td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      </section>
    </div>
  );
}

function ChartCard({
  title,
  series,
  x,
  values,
  language,
}: {
  title: string;
  series: ChartSeries[];
  x: number[];
  values: ReturnType<typeof dailySeries>;
  language: string;
}) {
  return (
    <figure className="min-w-0 rounded-xl border border-line bg-surface/80 p-3">
      <figcaption className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-bold text-ink">{title}</span>
        <ul className="flex flex-wrap gap-3 text-xs text-muted">
          {series.map((s) => (
            <li key={s.field} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="size-2.5 rounded-sm"
                style={{ background: `var(${s.token}, ${s.fallback})` }}
              />
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
      <DailyChart x={x} values={values} series={series} language={language} />
    </figure>
  );
}
