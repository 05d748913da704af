import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useViewer } from '../../auth/index.ts';
import { useGameCategories } from '../api/get-categories.ts';
import { useSidebarTournaments } from '../api/get-tournaments.ts';
import { type SidebarTournament, sidebarTournaments } from '../lib/sidebar-tournaments.ts';
import { useLocale } from '../lib/use-locale.ts';
import {
  CategoryIcon,
  CherryIcon,
  GiftIcon,
  HomeIcon,
  SearchIcon,
  SparkIcon,
  StarIcon,
  TrophyIcon,
} from './icons.tsx';
import { useShellActions } from './shell-actions.tsx';
import { itemClass, SidebarButton, SidebarItem, SidebarSection } from './sidebar-item.tsx';

const CATEGORY_ICONS: Record<string, typeof CategoryIcon> = { originals: SparkIcon, slots: CherryIcon };

function TournamentStatus({ status }: { status: SidebarTournament['status'] }) {
  const { t } = useTranslation('shell');
  if (status === 'active')
    return (
      <span className="mt-0.5 flex items-center gap-1 text-[0.68rem] font-bold uppercase tracking-wide text-success">
        <span className="size-1.5 animate-pulse rounded-full bg-success" aria-hidden="true" />
        {t('sidebar.live')}
      </span>
    );
  if (status === 'upcoming')
    return (
      <span className="mt-0.5 text-[0.68rem] font-bold uppercase tracking-wide text-neon">
        {t('sidebar.soon')}
      </span>
    );
  return (
    <span className="mt-0.5 text-[0.68rem] font-bold uppercase tracking-wide text-faint">
      {t('sidebar.finished')}
    </span>
  );
}

function Tournaments({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const locale = useLocale();
  const { viewer } = useViewer();
  const query = useSidebarTournaments();
  const items = query.data ? sidebarTournaments(query.data.items, viewer, i18n.language) : [];

  if (collapsed)
    return (
      <ul className="flex flex-col gap-1">
        <SidebarItem
          to={`/${locale}/tournaments`}
          icon={<TrophyIcon />}
          label={t('sidebar.tournaments')}
          collapsed
          onNavigate={onNavigate}
        />
      </ul>
    );

  return (
    <SidebarSection
      title={t('sidebar.tournaments')}
      collapsed={false}
      action={
        <Link
          to={`/${locale}/tournaments`}
          onClick={onNavigate}
          className="inline-flex items-center justify-center rounded-md px-1 text-xs font-bold text-accent-strong hover:text-ink touch:min-h-11 touch:min-w-11"
        >
          {t('sidebar.allTournaments')}
        </Link>
      }
    >
      {query.isPending && (
        <ul className="flex flex-col gap-1" aria-busy="true" aria-label={t('sidebar.loading')}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="mx-3 h-10 animate-pulse rounded-control bg-raised/60" />
          ))}
        </ul>
      )}
      {query.isError && <p className="px-3 text-xs text-faint">{t('sidebar.tournamentsError')}</p>}
      {query.isSuccess && items.length === 0 && (
        <p className="px-3 text-xs text-faint">{t('sidebar.noTournaments')}</p>
      )}
      {items.length > 0 && (
        <ul className="flex flex-col gap-1" data-testid="sidebar-tournaments">
          {items.map((tournament) => (
            <li key={tournament.id}>
              <NavLink
                to={`/${locale}/tournaments/${tournament.id}`}
                onClick={onNavigate}
                className={({ isActive }) => cn(itemClass(isActive, false), 'py-1.5')}
              >
                <span
                  className={cn(
                    'grid size-8 shrink-0 place-items-center rounded-lg',
                    tournament.vip ? 'bg-gold/15 text-gold' : 'bg-accent/15 text-accent-strong',
                  )}
                >
                  <TrophyIcon className="size-4.5" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col leading-tight">
                  <span className="line-clamp-2">{tournament.name}</span>
                  <TournamentStatus status={tournament.status} />
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </SidebarSection>
  );
}

function Categories({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const query = useGameCategories();
  if (query.isError) return null;
  return (
    <SidebarSection title={t('sidebar.categories')} collapsed={collapsed}>
      <ul className="flex flex-col gap-1">
        {query.isPending &&
          [0, 1].map((i) => (
            <li
              key={i}
              className={cn('h-10 animate-pulse rounded-control bg-raised/60', collapsed ? 'mx-2' : 'mx-3')}
            />
          ))}
        {query.data?.map((category) => {
          const CategoryGlyph = CATEGORY_ICONS[category.value] ?? CategoryIcon;
          return (
            <SidebarItem
              key={category.id}
              to={`/${locale}/categories/${encodeURIComponent(category.value)}/games`}
              icon={<CategoryGlyph />}
              label={t(`categories.${category.value}`, { defaultValue: category.title })}
              collapsed={collapsed}
              onNavigate={onNavigate}
            />
          );
        })}
      </ul>
    </SidebarSection>
  );
}

/** The casino sidebar (SPEC §2.2): search, home, favorites, bonuses, tournaments, categories. */
export function CasinoSidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const { openSearch } = useShellActions();
  return (
    <>
      {openSearch && (
        <SidebarButton
          icon={<SearchIcon />}
          label={t('sidebar.search')}
          collapsed={collapsed}
          onClick={() => {
            onNavigate?.();
            openSearch();
          }}
          className="border border-line bg-sunken/70"
        />
      )}
      <ul className="flex flex-col gap-1">
        <SidebarItem
          to={`/${locale}`}
          end
          icon={<HomeIcon />}
          label={t('sidebar.home')}
          collapsed={collapsed}
          onNavigate={onNavigate}
        />
        <SidebarItem
          to={`/${locale}/games/favorites`}
          icon={<StarIcon />}
          label={t('sidebar.favorites')}
          collapsed={collapsed}
          protectedLink
          onNavigate={onNavigate}
        />
        <SidebarItem
          to={`/${locale}/bonuses`}
          icon={<GiftIcon />}
          label={t('sidebar.bonuses')}
          collapsed={collapsed}
          protectedLink
          onNavigate={onNavigate}
        />
      </ul>
      <Tournaments collapsed={collapsed} onNavigate={onNavigate} />
      <Categories collapsed={collapsed} onNavigate={onNavigate} />
    </>
  );
}
