import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { ProtectedLink } from './protected-link.tsx';

export const itemClass = (active: boolean, collapsed: boolean) =>
  cn(
    'group relative flex min-h-10 w-full items-center touch:min-h-11 gap-3 rounded-control text-sm font-semibold transition',
    collapsed ? 'justify-center px-0' : 'px-3',
    active
      ? 'bg-raised text-ink shadow-[inset_3px_0_0_var(--color-accent)]'
      : 'text-muted hover:bg-raised/70 hover:text-ink',
  );

/**
 * One sidebar row: an icon and a label. Collapsed, only the icon shows; the label stays for screen readers
 * and as the tooltip.
 */
export function SidebarItem({
  to,
  icon,
  label,
  collapsed,
  end,
  protectedLink,
  onNavigate,
  trailing,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  collapsed: boolean;
  end?: boolean;
  protectedLink?: boolean;
  onNavigate?: () => void;
  trailing?: ReactNode;
}) {
  const Link = protectedLink ? ProtectedLink : NavLink;
  return (
    <li>
      <Link
        to={to}
        end={end}
        onClick={onNavigate}
        title={collapsed ? label : undefined}
        className={({ isActive }) => itemClass(isActive, collapsed)}
      >
        <span className="grid size-6 shrink-0 place-items-center">{icon}</span>
        <span className={cn('min-w-0 flex-1 truncate', collapsed && 'sr-only')}>{label}</span>
        {!collapsed && trailing}
      </Link>
    </li>
  );
}

export function SidebarButton({
  icon,
  label,
  collapsed,
  onClick,
  className,
}: {
  icon: ReactNode;
  label: string;
  collapsed: boolean;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      title={collapsed ? label : undefined}
      className={cn(itemClass(false, collapsed), className)}
    >
      <span className="grid size-6 shrink-0 place-items-center">{icon}</span>
      <span className={cn('min-w-0 flex-1 truncate text-left', collapsed && 'sr-only')}>{label}</span>
    </button>
  );
}

export function SidebarSection({
  title,
  collapsed,
  children,
  action,
}: {
  title: string;
  collapsed: boolean;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      {collapsed ? (
        <div className="mx-auto my-1 h-px w-8 bg-line" aria-hidden="true" />
      ) : (
        <div className="flex items-center justify-between px-3 pb-1 pt-2">
          <h2 className="text-[0.7rem] font-bold uppercase tracking-[0.14em] text-faint">{title}</h2>
          {action}
        </div>
      )}
      {children}
    </section>
  );
}
