import { useTranslation } from '../../i18n/index.ts';
import { usePlayerProtection, usePlayerSessions } from '../api/players.ts';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import { Badge } from '../ui/badge.tsx';
import { EmptyState, QueryView } from '../ui/states.tsx';
import { rowClass, TableFrame, Td, Th } from '../ui/table.tsx';

/**
 * The player's own protection settings (read only here: limits and exclusions are the player's choice,
 * and an exclusion never ends early): limits with what is used and pending raises, the reality check,
 * a time-out or self-exclusion.
 */
export function ProtectionTab({ globalId }: { globalId: string }) {
  const { t, i18n } = useTranslation('backoffice');
  const protection = usePlayerProtection(globalId);
  return (
    <QueryView query={protection}>
      {(data) => (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <div className="rounded-xl border border-line bg-surface/80 px-3 py-2.5">
              <dt className="text-[0.6875rem] font-bold uppercase tracking-wide text-muted">
                {t('protection.exclusion')}
              </dt>
              <dd className="text-sm font-semibold" data-testid="player-exclusion">
                {data.exclusion ? (
                  <Badge tone="danger">
                    {data.exclusion.until
                      ? t('protection.excludedUntil', {
                          kind: t(`protection.kinds.${data.exclusion.kind}`, {
                            defaultValue: data.exclusion.kind,
                          }),
                          until: formatDateTime(data.exclusion.until, i18n.language),
                        })
                      : t('protection.excludedForever', {
                          kind: t(`protection.kinds.${data.exclusion.kind}`, {
                            defaultValue: data.exclusion.kind,
                          }),
                        })}
                  </Badge>
                ) : (
                  <span className="text-muted">{t('protection.none')}</span>
                )}
              </dd>
            </div>
            <div className="rounded-xl border border-line bg-surface/80 px-3 py-2.5">
              <dt className="text-[0.6875rem] font-bold uppercase tracking-wide text-muted">
                {t('protection.realityCheck')}
              </dt>
              <dd className="text-sm font-semibold">
                {data.realityCheck.intervalMinutes
                  ? t('protection.every', { minutes: data.realityCheck.intervalMinutes })
                  : t('protection.off')}
              </dd>
            </div>
          </dl>
          {data.limits.length === 0 ? (
            <EmptyState title={t('protection.noLimits')} />
          ) : (
            <TableFrame label={t('protection.limits')}>
              <thead>
                <tr>
                  <Th>{t('protection.columns.limit')}</Th>
                  <Th className="text-right">{t('protection.columns.amount')}</Th>
                  <Th className="text-right">{t('protection.columns.used')}</Th>
                  <Th>{t('protection.columns.resets')}</Th>
                  <Th>{t('protection.columns.pending')}</Th>
                </tr>
              </thead>
              <tbody>
                {data.limits.map((limit) => (
                  <tr key={`${limit.kind}-${limit.period}`} className={rowClass}>
                    <Td className="text-ink">
                      {t(`protection.limitKinds.${limit.kind}`, { defaultValue: limit.kind })} ·{' '}
                      {t(`protection.periods.${limit.period}`, { defaultValue: limit.period })}
                    </Td>
                    <Td className="tabular text-right font-semibold">
                      {formatMoney(limit.amount, limit.currency, i18n.language)}
                    </Td>
                    <Td className="tabular text-right text-muted">
                      {formatMoney(limit.used, limit.currency, i18n.language)}
                    </Td>
                    <Td className="tabular text-muted">{formatDateTime(limit.resetsAt, i18n.language)}</Td>
                    <Td className="text-muted">
                      {limit.pending
                        ? t('protection.pendingChange', {
                            amount: limit.pending.amount
                              ? formatMoney(limit.pending.amount, limit.currency, i18n.language)
                              : t('protection.removed'),
                            from: formatDateTime(limit.pending.from, i18n.language),
                          })
                        : '—'}
                    </Td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
          )}
        </div>
      )}
    </QueryView>
  );
}

/** Open sign-ins of the player, newest first (the server never shows their tokens). */
export function SessionsTab({ globalId }: { globalId: string }) {
  const { t, i18n } = useTranslation('backoffice');
  const sessions = usePlayerSessions(globalId);
  return (
    <QueryView
      query={sessions}
      isEmpty={(d) => d.items.length === 0}
      empty={<EmptyState title={t('player.empty.sessions')} />}
    >
      {(data) => (
        <TableFrame label={t('player.tabs.sessions')}>
          <thead>
            <tr>
              <Th>{t('player.columns.signedIn')}</Th>
              <Th>{t('player.columns.expires')}</Th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((session) => (
              <tr key={`${session.createdAt}-${session.expiresAt}`} className={rowClass}>
                <Td className="tabular">{formatDateTime(session.createdAt, i18n.language)}</Td>
                <Td className="tabular text-muted">{formatDateTime(session.expiresAt, i18n.language)}</Td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </QueryView>
  );
}
