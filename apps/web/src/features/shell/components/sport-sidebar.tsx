import {
  AUTO_RACING,
  CYBERSPORTS,
  SPECIAL_OFFERS,
  SPORTS,
  type SportEntry,
  type SportKind,
  sportBySegment,
  sportKindOf,
  sportSegment,
} from '@casino/shared';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Segmented } from '../../../components/ui/segmented.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useSports } from '../../sportsbook/index.ts';
import { useLocale } from '../lib/use-locale.ts';
import { usePersistedFlag } from '../lib/use-persisted-flag.ts';
import { ChevronIcon, FlagCheckIcon, StarIcon } from './icons.tsx';
import { itemClass, SidebarItem } from './sidebar-item.tsx';

function SportGlyph({ sport, kind }: { sport: SportEntry; kind: SportKind }) {
  if (kind === 'cybersport')
    return (
      <span className="grid h-5 min-w-6 place-items-center rounded-md bg-gradient-to-br from-accent to-neon/70 px-0.5 text-[0.55rem] font-black leading-none text-white">
        {sport.icon}
      </span>
    );
  return (
    <span className="text-base leading-none" aria-hidden="true">
      {sport.icon}
    </span>
  );
}

function SportList({
  sports,
  kind,
  collapsed,
  onNavigate,
}: {
  sports: readonly SportEntry[];
  kind: SportKind;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  // Live counts from the feed; the list itself never waits for them.
  const counts = useSports();
  const live = new Map(counts.data?.map((sport) => [sport.id, sport.live]));
  return (
    <ul className="flex flex-col gap-0.5">
      {sports.map((sport) => {
        const segment = sportSegment(sport);
        const liveNow = live.get(segment) ?? 0;
        return (
          <SidebarItem
            key={sport.id}
            to={`/${locale}/sportsbook/${segment}`}
            icon={<SportGlyph sport={sport} kind={kind} />}
            label={t(`sports.${sport.slug}`)}
            collapsed={collapsed}
            onNavigate={onNavigate}
            trailing={
              liveNow > 0 ? (
                <span
                  className="rounded-md bg-danger-deep px-1.5 text-[0.65rem] font-black text-ink tabular"
                  title={t('sport.liveCount', { count: liveNow })}
                >
                  <span aria-hidden="true">{liveNow}</span>
                  <span className="sr-only">{t('sport.liveCount', { count: liveNow })}</span>
                </span>
              ) : undefined
            }
          />
        );
      })}
    </ul>
  );
}

/** A disclosure (button with aria-expanded) whose open state is remembered. */
function Group({
  id,
  title,
  icon,
  sports,
  collapsed,
  onNavigate,
}: {
  id: string;
  title: string;
  icon: string;
  sports: readonly SportEntry[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const [open, setOpen] = usePersistedFlag(`casino.sidebar.group.${id}`, false);
  const panel = useId();
  return (
    <div className="flex flex-col gap-0.5">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
        title={collapsed ? title : undefined}
        className={itemClass(false, collapsed)}
      >
        <span className="grid size-6 shrink-0 place-items-center text-base leading-none" aria-hidden="true">
          {icon}
        </span>
        <span className={cn('min-w-0 flex-1 truncate text-left', collapsed && 'sr-only')}>{title}</span>
        <ChevronIcon
          className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180', collapsed && 'hidden')}
        />
      </button>
      <div id={panel} hidden={!open} className={cn(!collapsed && 'ml-3 border-l border-line/70 pl-1')}>
        <SportList sports={sports} kind="sport" collapsed={collapsed} onNavigate={onNavigate} />
      </div>
    </div>
  );
}

/**
 * The sportsbook sidebar (SPEC §2.2): a sport/cybersport switch over the long list, favorites, and the
 * collapsible auto-racing and special-offers groups.
 */
export function SportSidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  // The layout sits above the sport's route, so the segment comes from the path, not from useParams.
  const { pathname } = useLocation();
  const current = sportBySegment(pathname.split('/')[3]);
  const [kind, setKind] = useState<SportKind>(current ? sportKindOf(current) : 'sport');

  return (
    <>
      {collapsed ? (
        <fieldset className="m-0 flex min-w-0 flex-col gap-1 border-0 p-0">
          <legend className="sr-only">{t('sport.switchLabel')}</legend>
          {(['sport', 'cybersport'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={kind === value}
              onClick={() => setKind(value)}
              title={t(`sport.${value}`)}
              className={cn(
                'grid h-9 place-items-center rounded-control touch:h-11 text-xs font-black',
                kind === value ? 'bg-accent text-accent-ink' : 'bg-sunken text-muted hover:text-ink',
              )}
            >
              <span aria-hidden="true">{value === 'sport' ? '⚽' : '🎮'}</span>
              <span className="sr-only">{t(`sport.${value}`)}</span>
            </button>
          ))}
        </fieldset>
      ) : (
        <Segmented
          label={t('sport.switchLabel')}
          value={kind}
          onChange={setKind}
          options={[
            { value: 'sport', label: t('sport.sport') },
            { value: 'cybersport', label: t('sport.cybersport') },
          ]}
        />
      )}
      <ul className="flex flex-col gap-0.5">
        <SidebarItem
          to={`/${locale}/sportsbook`}
          end
          icon={<FlagCheckIcon />}
          label={t('sport.top')}
          collapsed={collapsed}
          onNavigate={onNavigate}
        />
        <SidebarItem
          to={`/${locale}/sportsbook/favorites`}
          icon={<StarIcon />}
          label={t('sport.favorites')}
          collapsed={collapsed}
          protectedLink
          onNavigate={onNavigate}
        />
      </ul>
      <section aria-label={t(`sport.${kind}List`)} className="flex flex-col gap-0.5">
        {!collapsed && (
          <h2 className="px-3 pb-1 pt-2 text-[0.7rem] font-bold uppercase tracking-[0.14em] text-faint">
            {t(`sport.${kind}List`)}
          </h2>
        )}
        <SportList
          sports={kind === 'sport' ? SPORTS : CYBERSPORTS}
          kind={kind}
          collapsed={collapsed}
          onNavigate={onNavigate}
        />
      </section>
      {kind === 'sport' && (
        <div className="flex flex-col gap-0.5 border-t border-line/60 pt-2">
          <Group
            id="auto-racing"
            title={t('sport.autoRacing')}
            icon="🏁"
            sports={AUTO_RACING}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
          <Group
            id="special-offers"
            title={t('sport.specialOffers')}
            icon="⭐"
            sports={SPECIAL_OFFERS}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        </div>
      )}
    </>
  );
}
