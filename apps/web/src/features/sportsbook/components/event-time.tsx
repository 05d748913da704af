import type { SportsEventView } from '@casino/shared';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { clockText } from '../lib/labels.ts';

/** "Today 18:30", "Tomorrow 09:00", "12 Mar 18:30" in the page's language. */
export function startText(
  iso: string,
  language: string,
  t: (key: string) => string,
  now = new Date(),
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(date);
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((day(date) - day(now)) / 86_400_000);
  if (days === 0) return `${t('event.today')} ${time}`;
  if (days === 1) return `${t('event.tomorrow')} ${time}`;
  return `${new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(date)} ${time}`;
}

/** Where an event stands: a pulsing Live badge with its clock, its start time, or finished/cancelled. */
export function EventStatusLine({ event, className }: { event: SportsEventView; className?: string }) {
  const { t, i18n } = useTranslation('sportsbook');
  if (event.status === 'live')
    return (
      <span
        className={cn('flex items-center gap-1.5 text-xs font-bold', className)}
        data-testid="event-clock"
      >
        <span className="inline-flex items-center gap-1 rounded-md bg-danger-deep px-1.5 py-0.5 text-[0.65rem] font-black uppercase tracking-wider text-ink">
          <span className="size-1.5 rounded-full bg-danger motion-safe:animate-pulse" aria-hidden="true" />
          {t('event.live')}
        </span>
        <span className="tabular text-muted">{event.clock ? clockText(t, event.clock) : ''}</span>
      </span>
    );
  if (event.status === 'upcoming')
    return (
      <time dateTime={event.startsAt} className={cn('tabular text-xs font-semibold text-muted', className)}>
        {startText(event.startsAt, i18n.language, t)}
      </time>
    );
  return (
    <span className={cn('text-xs font-bold uppercase tracking-wider text-faint', className)}>
      {t(`event.${event.status}`)}
    </span>
  );
}
