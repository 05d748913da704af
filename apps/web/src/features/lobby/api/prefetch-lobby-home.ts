import type { QueryClient } from '@tanstack/react-query';
import { COLLECTIONS } from '../lib/collections.ts';
import { categoriesQueryOptions } from './get-categories.ts';
import { gamesPagesQueryOptions } from './get-games-pages.ts';

/**
 * Starts the lobby's first-screen requests as the route is matched, before React's first render: the
 * categories, then the first category's games (the banner's showcase, the page's largest paint), and the
 * first row's games beside them, under the keys LobbyHome reads. Failures are left to LobbyHome's queries.
 */
export async function prefetchLobbyHome(client: QueryClient): Promise<void> {
  const [firstRow] = Object.values(COLLECTIONS);
  const rows = firstRow
    ? client.prefetchInfiniteQuery(gamesPagesQueryOptions({ sort: firstRow }))
    : undefined;
  const categories = await client.ensureQueryData(categoriesQueryOptions()).catch(() => []);
  const first = categories[0]?.value;
  await Promise.all([
    rows,
    first && client.prefetchInfiniteQuery(gamesPagesQueryOptions({ category: first })),
  ]);
}
