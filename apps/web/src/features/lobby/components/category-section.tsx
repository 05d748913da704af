import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { type GamesFilter, useGamesPages } from '../api/get-games-pages.ts';
import { useSeen } from '../lib/use-seen.ts';
import { GameRow } from './game-row.tsx';
import { CategoryIcon } from './lobby-icons.tsx';

/** A lobby row of the catalog: a category's games, or every game newest or most played first. */
export interface LobbyRowSpec {
  /** The category's value, or a collection of the catalog page (`new`, `popular`). */
  value: string;
  title: string;
  filter: GamesFilter;
}

/**
 * One row's first page of games. A row asks for them only once it comes near the screen (`eager` rows at
 * once), so opening the lobby loads the first screen's games, not every row's; until then its skeleton
 * holds the row's exact size.
 */
export function CategorySection({ row, eager = false }: { row: LobbyRowSpec; eager?: boolean }) {
  const { t } = useTranslation('lobby');
  const { locale = 'en' } = useParams();
  const [ref, seen] = useSeen<HTMLElement>(eager);
  const query = useGamesPages(row.filter, { enabled: seen });
  const page = query.data?.pages[0];
  const title = t(`category.${row.value}`, { defaultValue: row.title });
  return (
    <GameRow
      sectionRef={ref}
      title={title}
      icon={<CategoryIcon value={row.value} className="size-5 shrink-0 text-accent-strong" />}
      href={`/${locale}/categories/${encodeURIComponent(row.value)}/games`}
      games={page?.items}
      total={page?.meta.total}
      isError={query.isError}
      onRetry={() => void query.refetch()}
    />
  );
}
