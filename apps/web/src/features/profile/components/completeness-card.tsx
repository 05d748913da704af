import type { Viewer } from '@casino/shared';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { PROFILE_FIELDS, profileCompleteness } from '../lib/completeness.ts';
import { CheckIcon } from './profile-icons.tsx';

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** How much of the profile is filled (SPEC §5.6): a ring, the four fields ticked off, and why it matters. */
export function CompletenessCard({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation('profile');
  const state = profileCompleteness(viewer);
  return (
    <Card aria-labelledby="profile-completeness-title" data-testid="profile-completeness">
      <div className="flex items-center gap-4">
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={state.total}
          aria-valuenow={state.filled.length}
          aria-valuetext={t('completeness.progress', { filled: state.filled.length, total: state.total })}
          aria-labelledby="profile-completeness-title"
          className="relative grid size-16 shrink-0 place-items-center"
        >
          <svg viewBox="0 0 64 64" className="absolute inset-0 -rotate-90" aria-hidden="true">
            <circle cx="32" cy="32" r={RADIUS} fill="none" strokeWidth="6" className="stroke-sunken" />
            <circle
              cx="32"
              cy="32"
              r={RADIUS}
              fill="none"
              strokeWidth="6"
              strokeLinecap="round"
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - state.percent / 100)}
              className={cn(
                'transition-[stroke-dashoffset] duration-500',
                state.complete ? 'stroke-success' : 'stroke-accent',
              )}
            />
          </svg>
          <span className="tabular text-sm font-black">{state.percent}%</span>
        </div>
        <div className="min-w-0">
          <h2 id="profile-completeness-title" className="text-base font-bold">
            {t('completeness.title')}
          </h2>
          <p
            className={cn('text-sm font-bold', state.complete ? 'text-success' : 'text-gold')}
            data-testid="profile-completeness-status"
          >
            {state.complete
              ? t('completeness.complete')
              : t('completeness.progress', { filled: state.filled.length, total: state.total })}
          </p>
        </div>
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-2">
        {PROFILE_FIELDS.map((field) => {
          const done = state.filled.includes(field);
          return (
            <li
              key={field}
              className={cn(
                'flex items-center gap-2 rounded-lg border px-2.5 py-2 text-xs font-semibold',
                done ? 'border-success/30 bg-success/10 text-ink' : 'border-line bg-sunken/60 text-muted',
              )}
            >
              <span
                className={cn(
                  'grid size-5 shrink-0 place-items-center rounded-full',
                  done ? 'bg-success text-deep' : 'border border-line-strong',
                )}
                aria-hidden="true"
              >
                {done && <CheckIcon className="size-3.5" />}
              </span>
              <span className="min-w-0 leading-tight">{t(`fields.${field}`)}</span>
              <span className="sr-only">{done ? t('completeness.filled') : t('completeness.missing')}</span>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-faint">
        {state.complete ? t('completeness.completeText') : t('completeness.incompleteText')}
      </p>
    </Card>
  );
}
