import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { useProviders } from '../api/get-providers.ts';
import { ProviderIcon } from './lobby-icons.tsx';

/** "Neon Reels" → "NR": a studio's badge without an image of its own. */
const monogram = (title: string) =>
  title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/**
 * The studios, in the operator's order, as a strip that scrolls sideways: each links to its games, with
 * their count when the server sends one. Below the fold: the lobby loads this code when it comes near.
 */
export function ProvidersStrip() {
  const { t } = useTranslation('lobby');
  const { locale = 'en' } = useParams();
  const titleId = useId();
  const providers = useProviders();
  if (providers.isError || providers.data?.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-extrabold">
        <ProviderIcon className="size-5 text-accent-strong" />
        {t('nav.providers')}
      </h2>
      <ul
        aria-busy={!providers.data || undefined}
        className="-mx-3 -my-2 flex gap-2.5 overflow-x-auto px-3 py-2 [scrollbar-width:none] sm:-mx-2 sm:px-2"
      >
        {providers.data
          ? providers.data.map((provider) => (
              <li key={provider.value} className="shrink-0">
                <Link
                  to={`/${locale}/providers/${encodeURIComponent(provider.value)}/games`}
                  className="group flex h-16 w-48 items-center gap-3 rounded-card border border-line bg-gradient-to-br from-raised to-surface px-3 transition hover:-translate-y-0.5 hover:border-accent hover:shadow-glow"
                >
                  <span
                    aria-hidden="true"
                    className="grid size-10 shrink-0 place-items-center rounded-xl bg-sunken text-sm font-black text-accent-strong transition group-hover:text-neon"
                  >
                    {monogram(provider.title)}
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-extrabold text-ink">{provider.title}</span>
                    {provider.count !== undefined && (
                      <span className="tabular block text-xs text-muted">
                        {t('page.count', { count: provider.count })}
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            ))
          : [0, 1, 2, 3].map((i) => (
              <li
                key={i}
                aria-hidden="true"
                className="h-16 w-48 shrink-0 animate-pulse rounded-card bg-raised"
              />
            ))}
      </ul>
    </section>
  );
}
