import { useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { cn } from '../../lib/cn.ts';
import { usePlayerList } from '../api/players.ts';
import { formatDateTime, formatMoney, signTone } from '../lib/format.ts';
import { Badge, statusTone } from '../ui/badge.tsx';
import { EmptyState, QueryView } from '../ui/states.tsx';
import { Pager, rowClass, TableFrame, Td, Th } from '../ui/table.tsx';

const toneClass = { positive: 'text-success', negative: 'text-danger', zero: 'text-muted' };

/** The player's ledger postings, newest first: what moved on which of their accounts, and why. */
export function LedgerTab({ globalId }: { globalId: string }) {
  const { t, i18n } = useTranslation('backoffice');
  const [offset, setOffset] = useState(0);
  const list = usePlayerList(globalId, 'ledger', offset);
  return (
    <QueryView
      query={list}
      isEmpty={(d) => d.items.length === 0}
      empty={<EmptyState title={t('player.empty.ledger')} />}
    >
      {(data) => (
        <>
          <TableFrame label={t('player.tabs.ledger')}>
            <thead>
              <tr>
                <Th>{t('player.columns.time')}</Th>
                <Th>{t('player.columns.kind')}</Th>
                <Th>{t('player.columns.account')}</Th>
                <Th className="text-right">{t('player.columns.amount')}</Th>
                <Th>{t('player.columns.key')}</Th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry) => (
                <tr key={entry.id} className={rowClass}>
                  <Td className="tabular text-muted">{formatDateTime(entry.createdAt, i18n.language)}</Td>
                  <Td>
                    <Badge>{entry.kind}</Badge>
                  </Td>
                  <Td className="text-muted">{entry.account}</Td>
                  <Td className={cn('tabular text-right font-bold', toneClass[signTone(entry.amount)])}>
                    {formatMoney(entry.amount, entry.currency, i18n.language)}
                  </Td>
                  <Td className="max-w-56 truncate font-mono text-xs text-muted" title={entry.idempotencyKey}>
                    {entry.idempotencyKey}
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

/** Every bonus the player was granted, newest first: what, from where, its wagering and its end. */
export function BonusesTab({ globalId }: { globalId: string }) {
  const { t, i18n } = useTranslation('backoffice');
  const [offset, setOffset] = useState(0);
  const list = usePlayerList(globalId, 'bonuses', offset);
  return (
    <QueryView
      query={list}
      isEmpty={(d) => d.items.length === 0}
      empty={<EmptyState title={t('player.empty.bonuses')} />}
    >
      {(data) => (
        <>
          <TableFrame label={t('player.tabs.bonuses')}>
            <thead>
              <tr>
                <Th>{t('player.columns.time')}</Th>
                <Th>{t('player.columns.bonus')}</Th>
                <Th className="text-right">{t('player.columns.amount')}</Th>
                <Th className="text-right">{t('player.columns.wager')}</Th>
                <Th>{t('player.columns.status')}</Th>
                <Th>{t('player.columns.expires')}</Th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((bonus) => (
                <tr key={bonus.id} className={rowClass}>
                  <Td className="tabular text-muted">{formatDateTime(bonus.createdAt, i18n.language)}</Td>
                  <Td className="text-ink">
                    {bonus.title}
                    <span
                      className="block max-w-56 truncate font-mono text-xs text-muted"
                      title={bonus.source}
                    >
                      {bonus.source}
                    </span>
                  </Td>
                  <Td className="tabular text-right font-semibold text-ink">
                    {formatMoney(bonus.amount, bonus.currency, i18n.language)}
                  </Td>
                  <Td className="tabular text-right text-muted">×{bonus.wagerMultiplier}</Td>
                  <Td>
                    <Badge tone={statusTone(bonus.status)}>{bonus.status}</Badge>
                  </Td>
                  <Td className="tabular text-muted">{formatDateTime(bonus.expiresAt, i18n.language)}</Td>
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

export function BetsTab({ globalId }: { globalId: string }) {
  const { t, i18n } = useTranslation('backoffice');
  const [offset, setOffset] = useState(0);
  const list = usePlayerList(globalId, 'bets', offset);
  return (
    <QueryView
      query={list}
      isEmpty={(d) => d.items.length === 0}
      empty={<EmptyState title={t('player.empty.bets')} />}
    >
      {(data) => (
        <>
          <TableFrame label={t('player.tabs.bets')}>
            <thead>
              <tr>
                <Th>{t('player.columns.time')}</Th>
                <Th>{t('player.columns.game')}</Th>
                <Th className="text-right">{t('player.columns.stake')}</Th>
                <Th className="text-right">{t('player.columns.payout')}</Th>
                <Th className="text-right">{t('player.columns.multiplier')}</Th>
                <Th>{t('player.columns.status')}</Th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((bet) => (
                <tr key={bet.id} className={rowClass}>
                  <Td className="tabular text-muted">{formatDateTime(bet.createdAt, i18n.language)}</Td>
                  <Td className="text-ink">
                    {bet.gameId}
                    {bet.freeSpin && (
                      <span className="ml-2">
                        <Badge tone="info">{t('player.freeSpin')}</Badge>
                      </span>
                    )}
                  </Td>
                  <Td className="tabular text-right">
                    {formatMoney(bet.amount, bet.currency, i18n.language)}
                  </Td>
                  <Td className="tabular text-right font-semibold text-ink">
                    {formatMoney(bet.payout, bet.currency, i18n.language)}
                  </Td>
                  <Td className="tabular text-right text-muted">×{bet.multiplier}</Td>
                  <Td>
                    <Badge tone={statusTone(bet.status)}>{bet.status}</Badge>
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

export function TransactionsTab({ globalId }: { globalId: string }) {
  const { t, i18n } = useTranslation('backoffice');
  const [offset, setOffset] = useState(0);
  const list = usePlayerList(globalId, 'transactions', offset);
  return (
    <QueryView
      query={list}
      isEmpty={(d) => d.items.length === 0}
      empty={<EmptyState title={t('player.empty.transactions')} />}
    >
      {(data) => (
        <>
          <TableFrame label={t('player.tabs.transactions')}>
            <thead>
              <tr>
                <Th>{t('player.columns.time')}</Th>
                <Th>{t('player.columns.id')}</Th>
                <Th>{t('player.columns.type')}</Th>
                <Th className="text-right">{t('player.columns.amount')}</Th>
                <Th>{t('player.columns.provider')}</Th>
                <Th>{t('player.columns.status')}</Th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((tx) => (
                <tr key={tx.id} className={rowClass} data-testid="player-transaction-row">
                  <Td className="tabular text-muted">{formatDateTime(tx.createdAt, i18n.language)}</Td>
                  <Td className="tabular">#{tx.id}</Td>
                  <Td>{tx.type}</Td>
                  <Td className="tabular text-right font-semibold text-ink">
                    {formatMoney(tx.amount, tx.currency, i18n.language)}
                  </Td>
                  <Td className="text-muted">{tx.provider ?? '—'}</Td>
                  <Td>
                    <Badge tone={statusTone(tx.status)}>{tx.status}</Badge>
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
