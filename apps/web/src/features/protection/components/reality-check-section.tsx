import { REALITY_CHECK_MINUTES } from '@casino/shared';
import { useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { cn } from '../../../lib/cn.ts';
import { useSetRealityCheck } from '../api/set-reality-check.ts';
import { ClockIcon } from './protection-icons.tsx';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const OPTIONS: readonly (number | null)[] = [null, ...REALITY_CHECK_MINUTES];

/** "15 min", "1 h", "1.5 h": short enough for a chip on a phone. */
export function intervalLabel(minutes: number | null, t: Translate, locale: string) {
  if (minutes === null) return t('reality.off');
  if (minutes < 60) return t('reality.everyMinutes', { count: minutes });
  const hours = minutes / 60;
  return t('reality.everyHours', { count: hours, hours: hours.toLocaleString(locale) });
}

/**
 * The reality-check interval (or off), saved on choosing; the app-wide check follows at once (the viewer
 * carries the interval). The result is announced.
 */
export function RealityCheckSection({ intervalMinutes }: { intervalMinutes: number | null }) {
  const { t, i18n } = useTranslation('protection');
  const save = useSetRealityCheck();
  const [status, setStatus] = useState('');
  const pending = save.isPending ? save.variables : undefined;
  const chosen = pending !== undefined ? pending : intervalMinutes;

  const choose = (minutes: number | null) => {
    if (save.isPending || minutes === intervalMinutes) return;
    setStatus('');
    save.mutate(minutes, {
      onSuccess: (saved) =>
        setStatus(
          saved.intervalMinutes === null
            ? t('reality.savedOff')
            : t('reality.saved', { interval: intervalLabel(saved.intervalMinutes, t, i18n.language) }),
        ),
    });
  };

  return (
    <Card aria-labelledby="protection-reality-title" data-testid="reality-check-settings">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-xl border border-neon/40 bg-neon/10 text-neon"
        >
          <ClockIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="protection-reality-title" className="text-lg font-extrabold">
            {t('reality.sectionTitle')}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{t('reality.sectionText')}</p>
        </div>
      </div>
      <fieldset className="mt-4" disabled={save.isPending}>
        <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">
          {t('reality.legend')}
        </legend>
        <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
          {OPTIONS.map((minutes) => {
            const checked = minutes === chosen;
            const label = intervalLabel(minutes, t, i18n.language);
            return (
              <label key={String(minutes)} className="relative block cursor-pointer">
                <input
                  type="radio"
                  name="reality-check-interval"
                  value={String(minutes ?? 'off')}
                  checked={checked}
                  onChange={() => choose(minutes)}
                  className="peer sr-only"
                />
                <span
                  className={cn(
                    'tabular flex min-h-11 items-center justify-center gap-1.5 rounded-control border px-1 text-center text-sm font-bold transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-neon peer-disabled:cursor-wait',
                    checked
                      ? 'border-accent/70 bg-accent/20 text-ink shadow-glow'
                      : 'border-line bg-sunken/60 text-muted hover:border-line-strong hover:text-ink',
                  )}
                >
                  {pending === minutes && <Spinner className="size-3.5" />}
                  {label}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {/* Kept (empty) in the page: a live region must be there before its text changes. */}
      <p role="status" className="mt-3 text-sm font-semibold text-success empty:mt-0">
        {status}
      </p>
      {save.isError && (
        <p role="alert" className="mt-3 text-sm font-semibold text-danger">
          {apiErrorText(save.error, t)}
        </p>
      )}
    </Card>
  );
}
