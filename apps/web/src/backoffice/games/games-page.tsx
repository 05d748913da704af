import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { ApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { Badge } from '../ui/badge.tsx';
import { SelectField } from '../ui/form-controls.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { EmptyState, InlineError, QueryView } from '../ui/states.tsx';
import { Pager, rowClass, TableFrame, Td, Th } from '../ui/table.tsx';
import { GameEditDialog } from './game-edit-dialog.tsx';
import type { AdminGameView, GameFilters, GameImportResult } from './game-types.ts';
import { gameActions, gameKeys, useAdminGames, useGameFilterOptions } from './games-api.ts';

const FILTER_NAMES = ['search', 'provider', 'category', 'source', 'hidden', 'enabled'] as const;

function filtersOf(params: URLSearchParams): GameFilters {
  const pick = <T extends string>(name: string, allowed: readonly T[]): T | '' => {
    const value = params.get(name) ?? '';
    return (allowed as readonly string[]).includes(value) ? (value as T) : '';
  };
  return {
    search: params.get('search') ?? '',
    provider: params.get('provider') ?? '',
    category: params.get('category') ?? '',
    source: pick('source', ['original', 'aggregator']),
    hidden: pick('hidden', ['true', 'false']),
    enabled: pick('enabled', ['true', 'false']),
  };
}

/**
 * The game catalogue as operators run it: find games (search, studio, category, source, shown or hidden,
 * listed by the aggregator or not), edit one, put chosen games at the top of the lobby, and import the
 * aggregator's list. Filters and the page are in the URL.
 */
export function GamesPage() {
  const { t } = useTranslation('backoffice');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const offset = Math.max(0, Number(params.get('offset') ?? 0) || 0);
  const games = useAdminGames(filters, offset);
  const providers = useGameFilterOptions('providers');
  const categories = useGameFilterOptions('categories');
  const [typed, setTyped] = useState(filters.search);
  const [editing, setEditing] = useState<AdminGameView | null>(null);
  // In the order they were ticked: "move to top" puts them first in that order.
  const [selected, setSelected] = useState<string[]>([]);
  const [ordering, setOrdering] = useState(false);
  const [orderError, setOrderError] = useState<unknown>(null);
  const [importState, setImportState] = useState<ImportState>({ kind: 'idle' });

  const setFilter = (name: (typeof FILTER_NAMES)[number], value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('offset');
      return next;
    });

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setFilter('search', typed.trim());
  }

  const refresh = () => void queryClient.invalidateQueries({ queryKey: gameKeys.all });

  async function moveToTop() {
    if (selected.length === 0 || ordering) return;
    setOrdering(true);
    setOrderError(null);
    try {
      await gameActions.moveToTop(selected);
      toast.success(t('games.order.done', { count: selected.length }));
      setSelected([]);
      refresh();
    } catch (error) {
      setOrderError(error);
    } finally {
      setOrdering(false);
    }
  }

  const toggle = (id: string, on: boolean) =>
    setSelected((previous) =>
      on ? [...previous.filter((x) => x !== id), id] : previous.filter((x) => x !== id),
    );

  const anyFilter = FILTER_NAMES.some((name) => filters[name] !== '');

  return (
    <>
      <PageHeader
        title={t('games.title')}
        text={t('games.text')}
        actions={
          <ImportButton
            onState={(state) => {
              setImportState(state);
              if (state.kind === 'done') refresh();
            }}
          />
        }
      />
      <ImportOutcome state={importState} />
      <search className="mb-4 block">
        <form
          onSubmit={submitSearch}
          className="grid grid-cols-2 items-end gap-2 sm:grid-cols-3 xl:grid-cols-[minmax(12rem,2fr)_repeat(5,minmax(0,1fr))_auto]"
          aria-label={t('games.filters.label')}
        >
          <Field
            className="col-span-2 sm:col-span-3 xl:col-span-1"
            type="search"
            label={t('games.filters.search')}
            placeholder={t('games.filters.searchPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            data-testid="games-search"
          />
          <SelectField
            label={t('games.filters.provider')}
            value={filters.provider}
            onChange={(event) => setFilter('provider', event.target.value)}
          >
            <option value="">{t('games.filters.any')}</option>
            {withCurrent(providers.data ?? [], filters.provider).map((option) => (
              <option key={option.value} value={option.value}>
                {option.title}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('games.filters.category')}
            value={filters.category}
            onChange={(event) => setFilter('category', event.target.value)}
          >
            <option value="">{t('games.filters.any')}</option>
            {withCurrent(categories.data ?? [], filters.category).map((option) => (
              <option key={option.value} value={option.value}>
                {option.title}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('games.filters.source')}
            value={filters.source}
            onChange={(event) => setFilter('source', event.target.value)}
          >
            <option value="">{t('games.filters.any')}</option>
            <option value="original">{t('games.source.original')}</option>
            <option value="aggregator">{t('games.source.aggregator')}</option>
          </SelectField>
          <SelectField
            label={t('games.filters.visibility')}
            value={filters.hidden}
            onChange={(event) => setFilter('hidden', event.target.value)}
          >
            <option value="">{t('games.filters.any')}</option>
            <option value="false">{t('games.state.shown')}</option>
            <option value="true">{t('games.state.hidden')}</option>
          </SelectField>
          <SelectField
            label={t('games.filters.listing')}
            value={filters.enabled}
            onChange={(event) => setFilter('enabled', event.target.value)}
          >
            <option value="">{t('games.filters.any')}</option>
            <option value="true">{t('games.state.enabled')}</option>
            <option value="false">{t('games.state.disabled')}</option>
          </SelectField>
          <Button type="submit" variant="primary">
            {t('games.filters.apply')}
          </Button>
        </form>
      </search>

      <div className="mb-3 flex flex-wrap items-center gap-2" data-testid="games-selection">
        <Button
          size="sm"
          variant="primary"
          disabled={selected.length === 0}
          loading={ordering}
          onClick={() => void moveToTop()}
        >
          {t('games.order.moveToTop', { count: selected.length })}
        </Button>
        {selected.length > 0 && (
          <Button size="sm" variant="ghost" onClick={() => setSelected([])}>
            {t('games.order.clear')}
          </Button>
        )}
        <p className="text-xs text-muted" aria-live="polite">
          {selected.length > 0
            ? t('games.order.selected', { count: selected.length })
            : t('games.order.hint')}
        </p>
      </div>
      {orderError ? (
        <div className="mb-3">
          <InlineError error={orderError} />
        </div>
      ) : null}

      <QueryView
        query={games}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            title={anyFilter ? t('games.emptyFiltered') : t('games.empty')}
            text={anyFilter ? t('games.emptyFilteredText') : t('games.emptyText')}
          />
        }
      >
        {(data) => (
          <>
            <TableFrame label={t('games.table')}>
              <thead>
                <tr>
                  <Th>
                    <span className="sr-only">{t('games.columns.select')}</span>
                  </Th>
                  <Th>{t('games.columns.game')}</Th>
                  <Th>{t('games.columns.provider')}</Th>
                  <Th>{t('games.columns.category')}</Th>
                  <Th>{t('games.columns.source')}</Th>
                  <Th className="text-right">{t('games.columns.rtp')}</Th>
                  <Th className="text-right">{t('games.columns.rate')}</Th>
                  <Th>{t('games.columns.label')}</Th>
                  <Th>{t('games.columns.state')}</Th>
                  <Th className="text-right md:sticky md:right-0 md:bg-sunken">
                    {t('games.columns.actions')}
                  </Th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((game) => {
                  const position = selected.indexOf(game.id);
                  return (
                    <tr key={game.id} className={rowClass} data-testid="game-row">
                      <Td>
                        <input
                          type="checkbox"
                          className="size-4 accent-(--color-accent)"
                          checked={position >= 0}
                          onChange={(event) => toggle(game.id, event.target.checked)}
                          aria-label={t('games.order.select', { title: game.title })}
                        />
                        {position >= 0 && (
                          <span
                            className="tabular ml-1 text-xs font-bold text-accent-strong"
                            aria-hidden="true"
                          >
                            {position + 1}
                          </span>
                        )}
                      </Td>
                      <Td>
                        <div className="flex items-center gap-2">
                          <img
                            src={game.imageUrl}
                            alt=""
                            width={48}
                            height={36}
                            loading="lazy"
                            className="h-9 w-12 shrink-0 rounded-md bg-raised object-cover"
                          />
                          <div className="min-w-0">
                            <p className="font-semibold text-ink">{game.title}</p>
                            <p className="font-mono text-xs text-muted">{game.id}</p>
                          </div>
                        </div>
                      </Td>
                      <Td>{game.provider}</Td>
                      <Td>{game.category}</Td>
                      <Td>
                        <Badge tone={game.source === 'original' ? 'accent' : 'info'}>
                          {t(`games.source.${game.source}`)}
                        </Badge>
                      </Td>
                      <Td className="tabular text-right">{game.rtp}%</Td>
                      <Td className="tabular text-right">{game.rate}</Td>
                      <Td>
                        {game.label ? (
                          <Badge tone="warning">
                            {t(`games.labels.${game.label === 'Exclusive' ? 'exclusive' : 'earlyAccess'}`)}
                          </Badge>
                        ) : (
                          <span className="text-faint">—</span>
                        )}
                      </Td>
                      <Td>
                        <div className="flex flex-wrap gap-1">
                          {game.hidden ? (
                            <Badge tone="danger">{t('games.state.hidden')}</Badge>
                          ) : (
                            <Badge tone="success">{t('games.state.shown')}</Badge>
                          )}
                          {!game.enabled && <Badge tone="neutral">{t('games.state.disabled')}</Badge>}
                        </div>
                      </Td>
                      <td className="bg-surface px-2 py-1.5 text-right md:sticky md:right-0">
                        <Button
                          size="sm"
                          onClick={() => setEditing(game)}
                          aria-label={t('games.editOf', { title: game.title })}
                        >
                          {t('games.editAction')}
                        </Button>
                      </td>
                    </tr>
                  );
                })}
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
      {editing && (
        <GameEditDialog
          game={editing}
          categories={categories.data ?? []}
          onClose={() => setEditing(null)}
          onDone={(updated) => {
            toast.success(updated ? t('games.edit.saved') : t('games.edit.unchanged'));
            if (updated) refresh();
          }}
        />
      )}
    </>
  );
}

/** A filter's value stays in its select even when the public list no longer has it (a typed URL). */
function withCurrent(options: Array<{ value: string; title: string }>, current: string) {
  return current && !options.some((option) => option.value === current)
    ? [{ value: current, title: current }, ...options]
    : options;
}

/** The import's last answer, shown under the header until the next import. */
type ImportState =
  | { kind: 'idle' }
  | { kind: 'done'; result: GameImportResult }
  | { kind: 'failed'; error: unknown };

function ImportButton({ onState }: { onState: (state: ImportState) => void }) {
  const { t } = useTranslation('backoffice');
  const [pending, setPending] = useState(false);
  async function run() {
    if (pending) return;
    setPending(true);
    onState({ kind: 'idle' });
    try {
      onState({ kind: 'done', result: await gameActions.importFromProvider() });
    } catch (error) {
      onState({ kind: 'failed', error });
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant="secondary" loading={pending} onClick={() => void run()} data-testid="games-import">
      {pending ? t('games.import.running') : t('games.import.button')}
    </Button>
  );
}

function ImportOutcome({ state }: { state: ImportState }) {
  const { t } = useTranslation('backoffice');
  if (state.kind === 'idle') return null;
  if (state.kind === 'failed') {
    const error = state.error;
    const text =
      error instanceof ApiError && error.status === 503
        ? t('games.import.unavailable')
        : error instanceof ApiError && error.status === 409
          ? t('games.import.off')
          : null;
    return (
      <div className="mb-4">
        {text ? (
          <p
            role="alert"
            className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-ink"
          >
            {text}
          </p>
        ) : (
          <InlineError error={error} />
        )}
      </div>
    );
  }
  const { result } = state;
  return (
    <section
      role="status"
      aria-label={t('games.import.result')}
      className="mb-4 rounded-xl border border-success/40 bg-success/5 px-4 py-3 text-sm"
      data-testid="games-import-result"
    >
      <p className="font-bold text-ink">{t('games.import.result')}</p>
      <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
        {(['added', 'updated', 'disabled'] as const).map((name) => (
          <div key={name} className="flex gap-1.5">
            <dt className="text-muted">{t(`games.import.${name}`)}</dt>
            <dd className="tabular font-bold text-ink" data-testid={`import-${name}`}>
              {result[name]}
            </dd>
          </div>
        ))}
        <div className="flex gap-1.5">
          <dt className="text-muted">{t('games.import.skipped')}</dt>
          <dd className="tabular font-bold text-ink" data-testid="import-skipped">
            {result.skipped.length}
          </dd>
        </div>
      </dl>
      {result.skipped.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer text-muted">{t('games.import.skippedList')}</summary>
          <ul className="mt-1 max-h-40 overflow-y-auto font-mono text-xs">
            {result.skipped.map((item) => (
              <li key={`${item.code}-${item.reason}`}>
                {item.code} — {t(`games.import.reasons.${item.reason}`)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
