import type { OperatorMe } from '@casino/shared';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { usePlayer } from '../api/players.ts';
import { AuditTable } from '../audit/audit-table.tsx';
import { isNotFound } from '../lib/error-text.ts';
import { BASE, can } from '../lib/permissions.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { ScrollTabs } from '../ui/scroll-tabs.tsx';
import { EmptyState, QueryView } from '../ui/states.tsx';
import { PlayerActions } from './player-actions.tsx';
import { BetsTab, BonusesTab, LedgerTab, TransactionsTab } from './player-history.tsx';
import { ProtectionTab, SessionsTab } from './player-protection.tsx';
import { PlayerSummaryFacts } from './player-summary.tsx';

const TABS = ['transactions', 'ledger', 'bets', 'bonuses', 'sessions', 'protection', 'audit'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly string[]).includes(value ?? '');

/** One player: the summary and actions, then the histories in tabs (the tab is in the URL). */
export function PlayerPage({ me, globalId }: { me: OperatorMe; globalId: string }) {
  const { t } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'transactions';
  const player = usePlayer(globalId);
  // The audit trail needs audit.read (support and risk have it, a cashier does not).
  const tabs = TABS.filter((value) => value !== 'audit' || can(me, 'audit.read'));

  const back = (
    <Link
      to={`${BASE}/players`}
      className="text-sm font-semibold text-accent-strong underline-offset-4 hover:underline"
    >
      {t('player.back')}
    </Link>
  );

  if (player.error && isNotFound(player.error))
    return (
      <>
        <PageHeader title={t('player.notFound')} actions={back} />
        <EmptyState title={t('player.notFound')} text={t('player.notFoundText', { id: globalId })} />
      </>
    );

  return (
    <>
      <PageHeader title={player.data?.email ?? t('player.title')} text={globalId} actions={back} />
      <QueryView query={player}>
        {(data) => (
          <div className="flex flex-col gap-4">
            <PlayerSummaryFacts player={data} />
            <PlayerActions me={me} player={data} />
          </div>
        )}
      </QueryView>
      <div className="mt-6">
        <ScrollTabs
          label={t('player.tabsLabel')}
          value={tab}
          onChange={(next) =>
            setParams(
              (previous) => {
                const copy = new URLSearchParams(previous);
                copy.set('tab', next);
                return copy;
              },
              { replace: true },
            )
          }
          tabs={tabs.map((value) => ({
            value,
            label: t(`player.tabs.${value}`),
            testId: `player-tab-${value}`,
          }))}
        >
          {tab === 'transactions' && <TransactionsTab globalId={globalId} />}
          {tab === 'ledger' && <LedgerTab globalId={globalId} />}
          {tab === 'bets' && <BetsTab globalId={globalId} />}
          {tab === 'bonuses' && <BonusesTab globalId={globalId} />}
          {tab === 'sessions' && <SessionsTab globalId={globalId} />}
          {tab === 'protection' && <ProtectionTab globalId={globalId} />}
          {tab === 'audit' && (
            <AuditTable subjectType="player" subjectId={globalId} label={t('player.tabs.audit')} />
          )}
        </ScrollTabs>
      </div>
    </>
  );
}
