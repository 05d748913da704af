import type { Viewer } from '@casino/shared';
import { NavLink } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useLocale } from '../lib/use-locale.ts';
import { CrownIcon, UserIcon } from './icons.tsx';

function initialOf(viewer: Viewer): string | null {
  const source = viewer.firstName ?? viewer.email ?? '';
  const first = source.trim().charAt(0);
  return first ? first.toUpperCase() : null;
}

/**
 * SPEC §2.2: the avatar opens /profile; a red dot while the one name change is still available, a crowned
 * gold avatar for VIP players, and a frame in the colour of the level earned by wagering.
 */
export function AvatarLink({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const initial = initialOf(viewer);
  // `vip` is new in /me: a server that does not send it yet draws no frame rather than failing.
  const level = viewer.vip?.level ?? 0;
  const label = [
    t('header.profile'),
    viewer.isVip ? t('header.vip') : null,
    viewer.isNameChangeAvailable ? t('header.nameChangeAvailable') : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <NavLink
      to={`/${locale}/profile`}
      aria-label={label}
      title={label}
      data-testid="avatar"
      data-vip={viewer.isVip || undefined}
      data-vip-level={level || undefined}
      className={({ isActive }) =>
        cn(
          // The frame's colour comes from data-vip-level (styles.css: --vip-frame), none below Bronze.
          'relative grid size-10 shrink-0 touch:size-11 place-items-center rounded-full border-2 border-(--vip-frame,transparent) text-sm font-black transition',
          viewer.isVip
            ? 'bg-gradient-to-br from-gold-strong via-gold to-[#c98a1b] text-deep shadow-glow-gold'
            : 'bg-gradient-to-br from-accent to-[#4b2bb3] text-white',
          isActive ? 'ring-2 ring-neon ring-offset-2 ring-offset-page' : 'hover:brightness-110',
        )
      }
    >
      {initial ?? <UserIcon className="size-5" />}
      {viewer.isVip && (
        <span className="absolute -top-2 left-1/2 grid -translate-x-1/2 place-items-center text-gold drop-shadow">
          <CrownIcon className="size-4 fill-gold" />
        </span>
      )}
      {viewer.isNameChangeAvailable && (
        <span
          data-testid="name-change-dot"
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 size-3 rounded-full border-2 border-page bg-danger"
        />
      )}
    </NavLink>
  );
}
