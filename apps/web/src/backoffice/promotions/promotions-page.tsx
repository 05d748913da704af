import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/index.ts';
import { toast } from '../../lib/toast.ts';
import { keys } from '../api/keys.ts';
import { promotionActions, useAdminTournaments, useCatalogueBonuses } from '../api/promotions.ts';
import type { AdminTournament, CatalogueBonus } from '../api/types.ts';
import { RowAction } from '../cashier/queue-parts.tsx';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import { Badge, statusTone } from '../ui/badge.tsx';
import { DecisionDialog } from '../ui/decision-dialog.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { ScrollTabs } from '../ui/scroll-tabs.tsx';
import { EmptyState, QueryView } from '../ui/states.tsx';
import { rowClass, TableFrame, Td, Th } from '../ui/table.tsx';

type Tab = 'bonuses' | 'tournaments';

/** The bonus catalogue and the tournaments, with what an operator does to a live one: retire, end, cancel. */
export function PromotionsPage() {
  const { t } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'tournaments' ? 'tournaments' : 'bonuses';
  return (
    <>
      <PageHeader title={t('promotions.title')} text={t('promotions.text')} />
      <ScrollTabs
        label={t('promotions.title')}
        value={tab}
        onChange={(next) => setParams({ tab: next }, { replace: true })}
        tabs={[
          { value: 'bonuses', label: t('promotions.bonuses') },
          { value: 'tournaments', label: t('promotions.tournaments') },
        ]}
      >
        {tab === 'bonuses' ? <BonusesTable /> : <TournamentsTable />}
      </ScrollTabs>
    </>
  );
}

const titleOf = (titles: Record<string, string>, language: string) => titles[language] ?? titles.en ?? '';

function BonusesTable() {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const bonuses = useCatalogueBonuses();
  const [retiring, setRetiring] = useState<CatalogueBonus | null>(null);
  return (
    <QueryView
      query={bonuses}
      isEmpty={(d) => d.items.length === 0}
      empty={<EmptyState title={t('promotions.noBonuses')} />}
    >
      {(data) => (
        <>
          <TableFrame label={t('promotions.bonuses')}>
            <thead>
              <tr>
                <Th>{t('promotions.columns.bonus')}</Th>
                <Th>{t('promotions.columns.type')}</Th>
                <Th className="text-right">{t('promotions.columns.match')}</Th>
                <Th className="text-right">{t('promotions.columns.freespins')}</Th>
                <Th className="text-right">{t('promotions.columns.wager')}</Th>
                <Th className="text-right">{t('promotions.columns.deadline')}</Th>
                <Th>{t('promotions.columns.status')}</Th>
                <Th className="text-right md:sticky md:right-0 md:bg-sunken">
                  {t('promotions.columns.actions')}
                </Th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((bonus) => (
                <tr key={bonus.id} className={rowClass}>
                  <Td>
                    <span className="font-semibold text-ink">{titleOf(bonus.titles, i18n.language)}</span>
                    <span className="ml-2 font-mono text-xs text-muted">{bonus.slug}</span>
                  </Td>
                  <Td>
                    {bonus.type}
                    {bonus.welcomeStep
                      ? ` · ${t('promotions.welcomeStep', { step: bonus.welcomeStep })}`
                      : ''}
                  </Td>
                  <Td className="tabular text-right">{Math.round(bonus.amountMultiplier * 100)}%</Td>
                  <Td className="tabular text-right">{bonus.freespinsCount}</Td>
                  <Td className="tabular text-right">×{bonus.wager}</Td>
                  <Td className="tabular text-right">
                    {t('promotions.hours', { hours: bonus.deadlineHours })}
                  </Td>
                  <Td>
                    <Badge tone={statusTone(bonus.status)}>{bonus.status}</Badge>
                  </Td>
                  <td className="bg-surface px-2 py-1.5 text-right md:sticky md:right-0">
                    {bonus.status === 'active' ? (
                      <RowAction
                        tone="danger"
                        onClick={() => setRetiring(bonus)}
                        label={t('promotions.retireOf', { name: bonus.slug })}
                      >
                        {t('promotions.retire')}
                      </RowAction>
                    ) : (
                      <span className="text-xs text-faint">—</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
          {retiring && (
            <DecisionDialog
              open
              onClose={() => setRetiring(null)}
              title={t('promotions.retireTitle', { name: titleOf(retiring.titles, i18n.language) })}
              summary={t('promotions.retireText')}
              confirmLabel={t('promotions.retire')}
              tone="danger"
              onConfirm={() => promotionActions.retireBonus(retiring.id)}
              onDone={() => {
                toast.success(t('promotions.retired'));
                void queryClient.invalidateQueries({ queryKey: keys.bonuses });
              }}
            />
          )}
        </>
      )}
    </QueryView>
  );
}

function TournamentsTable() {
  const { t, i18n } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const tournaments = useAdminTournaments();
  const [pending, setPending] = useState<{ kind: 'end' | 'cancel'; tournament: AdminTournament } | null>(
    null,
  );
  const nameOf = (item: AdminTournament) =>
    item.descriptions[i18n.language]?.name ?? item.descriptions.en?.name ?? item.slug;
  return (
    <QueryView
      query={tournaments}
      isEmpty={(d) => d.items.length === 0}
      empty={<EmptyState title={t('promotions.noTournaments')} />}
    >
      {(data) => (
        <>
          <TableFrame label={t('promotions.tournaments')}>
            <thead>
              <tr>
                <Th>{t('promotions.columns.tournament')}</Th>
                <Th>{t('promotions.columns.status')}</Th>
                <Th>{t('promotions.columns.starts')}</Th>
                <Th>{t('promotions.columns.ends')}</Th>
                <Th className="text-right">{t('promotions.columns.pool')}</Th>
                <Th className="text-right">{t('promotions.columns.players')}</Th>
                <Th className="text-right md:sticky md:right-0 md:bg-sunken">
                  {t('promotions.columns.actions')}
                </Th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => {
                const live = !item.cancelledAt && item.status !== 'finished';
                return (
                  <tr key={item.id} className={rowClass}>
                    <Td>
                      <span className="font-semibold text-ink">{nameOf(item)}</span>
                      {item.vipPlayersOnly && (
                        <span className="ml-2">
                          <Badge tone="warning">VIP</Badge>
                        </span>
                      )}
                    </Td>
                    <Td>
                      <Badge tone={item.cancelledAt ? 'danger' : statusTone(item.status)}>
                        {item.cancelledAt ? t('promotions.cancelled') : item.status}
                      </Badge>
                    </Td>
                    <Td className="tabular text-muted">{formatDateTime(item.startsAt, i18n.language)}</Td>
                    <Td className="tabular text-muted">{formatDateTime(item.endsAt, i18n.language)}</Td>
                    <Td className="tabular text-right font-semibold">
                      {formatMoney(item.prizePool, item.currency, i18n.language)}
                    </Td>
                    <Td className="tabular text-right">{item.players}</Td>
                    <td className="bg-surface px-2 py-1.5 md:sticky md:right-0">
                      <div className="flex justify-end gap-1.5">
                        {live && item.status === 'active' && (
                          <RowAction
                            onClick={() => setPending({ kind: 'end', tournament: item })}
                            label={t('promotions.endOf', { name: nameOf(item) })}
                          >
                            {t('promotions.end')}
                          </RowAction>
                        )}
                        {live ? (
                          <RowAction
                            tone="danger"
                            onClick={() => setPending({ kind: 'cancel', tournament: item })}
                            label={t('promotions.cancelOf', { name: nameOf(item) })}
                          >
                            {t('promotions.cancel')}
                          </RowAction>
                        ) : (
                          <span className="text-xs text-faint">—</span>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </TableFrame>
          {pending && (
            <DecisionDialog
              open
              onClose={() => setPending(null)}
              title={t(`promotions.${pending.kind}Title`, { name: nameOf(pending.tournament) })}
              summary={t(`promotions.${pending.kind}Text`)}
              confirmLabel={t(`promotions.${pending.kind}`)}
              tone="danger"
              reason={pending.kind === 'cancel' ? 'required' : 'none'}
              onConfirm={({ reason }) =>
                pending.kind === 'end'
                  ? promotionActions.endTournament(pending.tournament.id)
                  : promotionActions.cancelTournament(pending.tournament.id, reason)
              }
              onDone={() => {
                toast.success(t(pending.kind === 'end' ? 'promotions.ended' : 'promotions.cancelledDone'));
                void queryClient.invalidateQueries({ queryKey: keys.tournaments });
              }}
            />
          )}
        </>
      )}
    </QueryView>
  );
}
