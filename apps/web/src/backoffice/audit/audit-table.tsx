import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { useAudit } from '../api/players.ts';
import { formatDateTime, shortId } from '../lib/format.ts';
import { BASE } from '../lib/permissions.ts';
import { Badge } from '../ui/badge.tsx';
import { EmptyState, QueryView } from '../ui/states.tsx';
import { Pager, rowClass, TableFrame, Td, Th } from '../ui/table.tsx';

/** A before/after object as "key: value" pairs, compact enough for a table cell. */
function changes(value: Record<string, unknown> | null): string {
  if (!value) return '—';
  return Object.entries(value)
    .map(([key, v]) => `${key}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}

function Subject({ type, id }: { type: string; id: string }) {
  if (type === 'player')
    return (
      <Link
        to={`${BASE}/players/${id}`}
        title={id}
        className="font-mono text-xs font-semibold text-accent-strong underline-offset-4 hover:underline"
      >
        {shortId(id)}
      </Link>
    );
  return (
    <span className="font-mono text-xs" title={id}>
      {shortId(id)}
    </span>
  );
}

/** Operator actions, newest first, a page at a time: who did what to which subject, before and after. */
export function AuditTable({
  subjectType,
  subjectId,
  label,
}: {
  subjectType?: string | undefined;
  subjectId?: string | undefined;
  label: string;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const [offset, setOffset] = useState(0);
  const audit = useAudit({ subjectType, subjectId }, offset);
  return (
    <QueryView
      query={audit}
      isEmpty={(data) => data.items.length === 0}
      empty={<EmptyState title={t('audit.empty')} text={t('audit.emptyText')} />}
    >
      {(data) => (
        <>
          <TableFrame label={label}>
            <thead>
              <tr>
                <Th>{t('audit.columns.time')}</Th>
                <Th>{t('audit.columns.operator')}</Th>
                <Th>{t('audit.columns.action')}</Th>
                <Th>{t('audit.columns.subject')}</Th>
                <Th>{t('audit.columns.before')}</Th>
                <Th>{t('audit.columns.after')}</Th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id} className={rowClass} data-testid="audit-row">
                  <Td className="tabular text-muted">{formatDateTime(item.createdAt, i18n.language)}</Td>
                  <Td className="text-ink">{item.operator.email ?? `#${item.operator.id}`}</Td>
                  <Td>
                    <Badge tone="accent">{item.action}</Badge>
                  </Td>
                  <Td>
                    <span className="flex items-center gap-1.5">
                      <span className="text-xs text-muted">{item.subjectType}</span>
                      <Subject type={item.subjectType} id={item.subjectId} />
                    </span>
                  </Td>
                  <Td className="max-w-72 truncate font-mono text-xs text-muted" title={changes(item.before)}>
                    {changes(item.before)}
                  </Td>
                  <Td className="max-w-72 truncate font-mono text-xs text-ink" title={changes(item.after)}>
                    {changes(item.after)}
                  </Td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
          <Pager meta={data.meta} onOffset={setOffset} />
        </>
      )}
    </QueryView>
  );
}
