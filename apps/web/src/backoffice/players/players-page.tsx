import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { usePlayerSearch } from '../api/players.ts';
import { formatDateTime, shortId } from '../lib/format.ts';
import { BASE } from '../lib/permissions.ts';
import { Badge } from '../ui/badge.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { EmptyState, QueryView } from '../ui/states.tsx';
import { Pager, rowClass, TableFrame, Td, Th } from '../ui/table.tsx';

/** Player search: e-mail, global id, Telegram id or username, deposit address; the query is in the URL. */
export function PlayersPage() {
  const { t, i18n } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const offset = Number(params.get('offset') ?? 0) || 0;
  const [typed, setTyped] = useState(query);
  const search = usePlayerSearch(query, offset);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (typed.trim()) next.set('q', typed.trim());
    setParams(next);
  }

  return (
    <>
      <PageHeader title={t('players.title')} text={t('players.text')} />
      <search className="mb-4 block">
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <Field
            className="min-w-0 flex-1 basis-64"
            type="search"
            label={t('players.search')}
            placeholder={t('players.placeholder')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            data-testid="player-search"
          />
          <Button type="submit" variant="primary" loading={search.isFetching && search.data === undefined}>
            {t('players.searchButton')}
          </Button>
        </form>
      </search>
      {query === '' ? (
        <EmptyState title={t('players.startTitle')} text={t('players.startText')} />
      ) : (
        <QueryView
          query={search}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title={t('players.noResults', { query })} text={t('players.noResultsText')} />}
        >
          {(data) => (
            <>
              <TableFrame label={t('players.results')}>
                <thead>
                  <tr>
                    <Th>{t('players.columns.player')}</Th>
                    <Th>{t('players.columns.email')}</Th>
                    <Th>{t('players.columns.telegram')}</Th>
                    <Th>{t('players.columns.currency')}</Th>
                    <Th>{t('players.columns.vip')}</Th>
                    <Th>{t('players.columns.status')}</Th>
                    <Th>{t('players.columns.created')}</Th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((player) => (
                    <tr key={player.globalId} className={rowClass} data-testid="player-row">
                      <Td>
                        <Link
                          to={`${BASE}/players/${player.globalId}`}
                          title={player.globalId}
                          className="font-mono text-xs font-semibold text-accent-strong underline-offset-4 hover:underline"
                        >
                          {shortId(player.globalId)}
                        </Link>
                      </Td>
                      <Td className="text-ink">{player.email ?? '—'}</Td>
                      <Td className="text-muted">
                        {[player.telegramUsername && `@${player.telegramUsername}`, player.telegramId]
                          .filter(Boolean)
                          .join(' · ') || '—'}
                      </Td>
                      <Td>{player.currency}</Td>
                      <Td>
                        {player.isVip ? (
                          <Badge tone="warning">{t('players.vipLevel', { level: player.vipLevel })}</Badge>
                        ) : (
                          '—'
                        )}
                      </Td>
                      <Td>
                        {player.banReason ? (
                          <Badge tone="danger">{t('players.banned')}</Badge>
                        ) : (
                          <Badge tone="success">{t('players.active')}</Badge>
                        )}
                      </Td>
                      <Td className="tabular text-muted">
                        {formatDateTime(player.createdAt, i18n.language)}
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </TableFrame>
              <Pager
                meta={data.meta}
                onOffset={(next) =>
                  setParams((previous) => {
                    const copy = new URLSearchParams(previous);
                    copy.set('offset', String(next));
                    return copy;
                  })
                }
              />
            </>
          )}
        </QueryView>
      )}
    </>
  );
}
