import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import type { CatalogGroup } from '../api/catalog-types.ts';
import { useGamesPages } from '../api/get-games-pages.ts';
import { useProviders } from '../api/get-providers.ts';
import { ProviderIcon } from './lobby-icons.tsx';

function ProviderCard({ provider }: { provider: CatalogGroup }) {
  const { t } = useTranslation('lobby');
  const { locale = 'en' } = useParams();
  const games = useGamesPages({ provider: provider.value });
  const first = games.data?.pages[0];
  return (
    <Link
      to={`/${locale}/providers/${encodeURIComponent(provider.value)}/games`}
      className="group relative flex min-h-20 items-center gap-3 overflow-hidden rounded-card border border-line bg-gradient-to-br from-raised to-surface px-4 py-3 transition hover:-translate-y-0.5 hover:border-accent hover:shadow-glow"
    >
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-xl bg-sunken text-accent-strong transition group-hover:text-neon"
      >
        <ProviderIcon className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block truncate font-extrabold text-ink">{provider.title}</span>
        <span className="tabular block text-xs text-muted">
          {first ? t('page.count', { count: first.meta.total }) : '\u00a0'}
        </span>
      </span>
      {first && (
        <span className="ml-auto hidden -space-x-5 @[22rem]:flex" aria-hidden="true">
          {first.items.slice(0, 3).map((game) => (
            <img
              key={game.id}
              src={game.imageUrl}
              alt=""
              width={42}
              height={56}
              loading="lazy"
              decoding="async"
              className="h-14 w-[2.625rem] rounded-md border border-line object-cover shadow-card"
            />
          ))}
        </span>
      )}
    </Link>
  );
}

/** Every provider as a card with its game count, linking to its page. */
export function ProvidersStrip() {
  const { t } = useTranslation('lobby');
  const titleId = useId();
  const providers = useProviders();
  if (providers.isError || providers.data?.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-extrabold">
        <ProviderIcon className="size-5 text-accent-strong" />
        {t('nav.providers')}
      </h2>
      <ul className="grid gap-2.5 sm:grid-cols-2 lg:grid-cols-3">
        {providers.data
          ? providers.data.map((provider) => (
              <li key={provider.value} className="@container">
                <ProviderCard provider={provider} />
              </li>
            ))
          : [0, 1].map((i) => (
              <li key={i} aria-hidden="true" className="h-20 animate-pulse rounded-card bg-raised" />
            ))}
      </ul>
    </section>
  );
}
