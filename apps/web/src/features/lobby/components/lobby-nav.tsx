import type { ReactNode } from 'react';
import { NavLink, useMatch, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { ProtectedLink } from '../../auth/index.ts';
import { useCategories } from '../api/get-categories.ts';
import { useProviders } from '../api/get-providers.ts';
import { CategoryIcon, FavoritesIcon, LobbyIcon, ProviderIcon } from './lobby-icons.tsx';

const chip = (active: boolean) =>
  cn(
    'inline-flex min-h-10 shrink-0 items-center touch:min-h-11 gap-2 whitespace-nowrap rounded-full border px-4 text-sm font-bold transition',
    active
      ? 'border-accent bg-accent/25 text-ink'
      : 'border-line bg-surface/80 text-muted hover:border-line-strong hover:text-ink',
  );

function ChipRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="-mx-3 min-w-0 sm:mx-0">
      <ul className="-my-2 flex gap-2 overflow-x-auto px-3 py-2 [scrollbar-width:none] sm:-mx-2 sm:px-2">
        {children}
      </ul>
    </nav>
  );
}

/** Lobby, favorites and every category as chips; the current page is marked (aria-current). */
export function LobbyNav() {
  const { t } = useTranslation('lobby');
  const { locale = 'en' } = useParams();
  const categories = useCategories();
  const onFavorites = useMatch('/:locale/games/favorites') !== null;
  return (
    <ChipRow label={t('nav.label')}>
      <li>
        <NavLink to={`/${locale}`} end className={({ isActive }) => chip(isActive)}>
          <LobbyIcon className="size-4" />
          {t('nav.lobby')}
        </NavLink>
      </li>
      <li>
        <ProtectedLink
          to={`/${locale}/games/favorites`}
          className={chip(onFavorites)}
          aria-current={onFavorites ? 'page' : undefined}
        >
          <FavoritesIcon className="size-4" />
          {t('nav.favorites')}
        </ProtectedLink>
      </li>
      {categories.data?.map((category) => (
        <li key={category.value}>
          <NavLink
            to={`/${locale}/categories/${encodeURIComponent(category.value)}/games`}
            className={({ isActive }) => chip(isActive)}
          >
            <CategoryIcon value={category.value} className="size-4" />
            {t(`category.${category.value}`, { defaultValue: category.title })}
          </NavLink>
        </li>
      ))}
    </ChipRow>
  );
}

/** Every provider as a chip (the provider pages' switcher). */
export function ProviderNav() {
  const { t } = useTranslation('lobby');
  const { locale = 'en' } = useParams();
  const providers = useProviders();
  return (
    <ChipRow label={t('nav.providers')}>
      {providers.data?.map((provider) => (
        <li key={provider.value}>
          <NavLink
            to={`/${locale}/providers/${encodeURIComponent(provider.value)}/games`}
            className={({ isActive }) => chip(isActive)}
          >
            <ProviderIcon className="size-4" />
            {provider.title}
          </NavLink>
        </li>
      ))}
    </ChipRow>
  );
}
