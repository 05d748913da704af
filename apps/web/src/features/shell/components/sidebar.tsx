import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useVipDrawer } from '../../../lib/vip-drawer.ts';
import { useLogout, useViewer } from '../../auth/index.ts';
import { SOCIAL_LINKS, type SocialId } from '../config/social.ts';
import { isSportsbookPath, useLocale } from '../lib/use-locale.ts';
import { CasinoSidebar } from './casino-sidebar.tsx';
import {
  BallIcon,
  ChatIcon,
  CollapseIcon,
  CrownIcon,
  DiceIcon,
  InstagramIcon,
  LogoutIcon,
  TelegramIcon,
  XIcon,
  YoutubeIcon,
} from './icons.tsx';
import { useShellActions } from './shell-actions.tsx';
import { SidebarButton } from './sidebar-item.tsx';

// The sportsbook's list (its sports, their icons) loads on the sportsbook's pages: the lobby does not carry it.
const SportSidebar = lazy(() => import('./sport-sidebar.tsx').then((m) => ({ default: m.SportSidebar })));

const SOCIAL_ICONS: Record<SocialId, typeof XIcon> = {
  telegram: TelegramIcon,
  x: XIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
};

/** Casino and Sport: two links drawn as tabs (each is a page of its own). */
function SectionTabs({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const { pathname } = useLocation();
  const sport = isSportsbookPath(pathname);
  const tab = (active: boolean) =>
    cn(
      'flex min-h-10 flex-1 items-center touch:min-h-11 justify-center gap-2 rounded-lg text-sm font-extrabold transition',
      active
        ? 'bg-gradient-to-b from-accent to-[#6d3fe0] text-accent-ink shadow-glow'
        : 'text-muted hover:text-ink',
    );
  return (
    <nav
      aria-label={t('sidebar.sections')}
      className={cn('flex gap-1 rounded-control bg-sunken p-1', collapsed && 'flex-col')}
    >
      <Link
        to={`/${locale}`}
        onClick={onNavigate}
        className={tab(!sport)}
        aria-current={!sport ? 'true' : undefined}
        title={collapsed ? t('sidebar.casino') : undefined}
      >
        <DiceIcon className="size-4.5" />
        <span className={cn(collapsed && 'sr-only')}>{t('sidebar.casino')}</span>
      </Link>
      <Link
        to={`/${locale}/sportsbook`}
        onClick={onNavigate}
        className={tab(sport)}
        aria-current={sport ? 'true' : undefined}
        title={collapsed ? t('sidebar.sport') : undefined}
      >
        <BallIcon className="size-4.5" />
        <span className={cn(collapsed && 'sr-only')}>{t('sidebar.sport')}</span>
      </Link>
    </nav>
  );
}

function Social({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <section aria-label={t('sidebar.social')}>
      <ul className={cn('flex gap-1', collapsed ? 'flex-col items-center' : 'px-1')}>
        {SOCIAL_LINKS.map((link) => {
          const Glyph = SOCIAL_ICONS[link.id];
          return (
            <li key={link.id}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('sidebar.socialLink', { name: link.name })}
                title={link.name}
                className="grid size-10 place-items-center rounded-control touch:size-11 text-muted transition hover:bg-raised hover:text-ink"
              >
                <Glyph className="size-5" />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * What the sidebar holds, for the desktop rail and the mobile drawer alike: the casino or the sportsbook
 * list, then support and social links. `onNavigate` closes the drawer.
 */
export function SidebarContent({
  collapsed,
  onNavigate,
  extra,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
  /** Drawn above support (the drawer puts the language list there). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { openSupport } = useShellActions();
  const { viewer } = useViewer();
  const logout = useLogout();
  const vip = useVipDrawer();
  return (
    <div className="flex flex-col gap-3">
      <SectionTabs collapsed={collapsed} onNavigate={onNavigate} />
      {isSportsbookPath(pathname) ? (
        <Suspense fallback={null}>
          <SportSidebar collapsed={collapsed} onNavigate={onNavigate} />
        </Suspense>
      ) : (
        <CasinoSidebar collapsed={collapsed} onNavigate={onNavigate} />
      )}
      <div className="flex flex-col gap-2 border-t border-line/60 pt-3">
        {extra}
        {/* SPEC §2.5: everyone's way into the VIP drawer (the header has no room for it on a phone). */}
        <SidebarButton
          icon={<CrownIcon className="size-5 text-gold" />}
          label={t('sidebar.vipClub')}
          collapsed={collapsed}
          onClick={() => {
            onNavigate?.();
            vip.open();
          }}
        />
        {openSupport && (
          <SidebarButton
            icon={<ChatIcon />}
            label={t('sidebar.support')}
            collapsed={collapsed}
            onClick={() => {
              onNavigate?.();
              openSupport();
            }}
          />
        )}
        {viewer && (
          <SidebarButton
            icon={<LogoutIcon />}
            label={t('sidebar.signOut')}
            collapsed={collapsed}
            onClick={() => {
              onNavigate?.();
              logout.mutate();
            }}
          />
        )}
        <Social collapsed={collapsed} />
      </div>
    </div>
  );
}

/** The desktop sidebar (≥ 768 px): sticky under the header, collapsible to a rail of icons. */
export function SidebarRail({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <aside
      aria-label={t('sidebar.label')}
      data-collapsed={collapsed}
      className={cn(
        'sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-r border-line/60 bg-surface/55 backdrop-blur-sm transition-[width] duration-200 md:flex',
        collapsed ? 'w-[4.5rem]' : 'w-64',
      )}
    >
      <div className="flex-1 overflow-y-auto overscroll-contain px-3 py-4 [scrollbar-width:thin]">
        <SidebarContent collapsed={collapsed} />
      </div>
      <div className="border-t border-line/60 p-3">
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          className={cn(
            'flex min-h-10 w-full items-center gap-3 touch:min-h-11 rounded-control text-sm font-semibold text-muted transition hover:bg-raised hover:text-ink',
            collapsed ? 'justify-center' : 'px-3',
          )}
          title={collapsed ? t('sidebar.expand') : undefined}
        >
          <CollapseIcon className={cn('size-5 shrink-0 transition-transform', collapsed && 'rotate-180')} />
          <span className={cn(collapsed && 'sr-only')}>
            {collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
          </span>
        </button>
      </div>
    </aside>
  );
}
