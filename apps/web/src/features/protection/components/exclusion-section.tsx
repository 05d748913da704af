import {
  EXCLUSION_KINDS,
  type ExclusionDuration,
  type ExclusionKind,
  type ExclusionView,
} from '@casino/shared';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSection } from '../../../components/ui/page-parts.tsx';
import { loadNamespaces, useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../lib/format.ts';
import { allowedDurations } from '../lib/limits.ts';
import { ExclusionDialog } from './exclusion-dialog.tsx';
import { LockIcon, PauseIcon } from './protection-icons.tsx';

const KIND_ICONS: Record<ExclusionKind, (props: { className?: string }) => ReactNode> = {
  time_out: PauseIcon,
  self_exclusion: LockIcon,
};

function ExclusionCard({
  kind,
  durations,
  hasPassword,
  extending,
  onDone,
}: {
  kind: ExclusionKind;
  durations: readonly ExclusionDuration[];
  hasPassword: boolean;
  extending: boolean;
  onDone: (exclusion: ExclusionView) => void;
}) {
  const { t } = useTranslation('protection');
  const [picked, setPicked] = useState<ExclusionDuration | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The shortest by default: the choice is the player's, the safest guess is the smallest step.
  const duration = picked && durations.includes(picked) ? picked : (durations[0] ?? null);
  const Icon = KIND_ICONS[kind];
  const titleId = `exclusion-${kind}-title`;
  if (!duration) return null;
  const label = (value: ExclusionDuration) => t(`exclusion.durations.${value}`);
  return (
    <Card aria-labelledby={titleId} className="flex min-w-0 flex-col" data-testid={`exclusion-card-${kind}`}>
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-xl border',
            kind === 'time_out'
              ? 'border-gold/40 bg-gold/10 text-gold'
              : 'border-danger/40 bg-danger/10 text-danger',
          )}
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 id={titleId} className="text-base font-extrabold">
            {t(`exclusion.${kind}.title`)}
          </h3>
          <p className="mt-0.5 text-sm text-muted">{t(`exclusion.${kind}.text`)}</p>
        </div>
      </div>
      <fieldset className="mt-4">
        <legend className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">
          {t('exclusion.howLong')}
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {durations.map((value) => {
            const checked = value === duration;
            return (
              <label key={value} className="relative block cursor-pointer">
                <input
                  type="radio"
                  name={`exclusion-${kind}`}
                  value={value}
                  checked={checked}
                  onChange={() => setPicked(value)}
                  className="peer sr-only"
                />
                <span
                  className={cn(
                    'flex min-h-11 items-center justify-center rounded-control border px-2 text-center text-sm font-bold transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-neon',
                    checked
                      ? kind === 'time_out'
                        ? 'border-gold/70 bg-gold/15 text-ink'
                        : 'border-danger/70 bg-danger/15 text-ink'
                      : 'border-line bg-sunken/60 text-muted hover:border-line-strong hover:text-ink',
                  )}
                >
                  {label(value)}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Button
        className={cn(
          'mt-4 w-full',
          kind === 'self_exclusion' && 'border-danger/50 text-danger hover:border-danger hover:bg-danger/10',
        )}
        onClick={() => setConfirming(true)}
      >
        {t(`exclusion.${kind}.${extending ? 'extend' : 'start'}`)}
      </Button>
      {/* Its password field's words (auth) may still be on their way: the dialog waits, the page stays. */}
      {confirming && (
        <Suspense fallback={null}>
          <ExclusionDialog
            kind={kind}
            duration={duration}
            durationLabel={label(duration)}
            hasPassword={hasPassword}
            onClose={() => setConfirming(false)}
            onDone={(exclusion) => {
              setConfirming(false);
              onDone(exclusion);
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}

/**
 * Take a break (time-out) and self-exclusion; with one in force only the longer steps it still allows
 * (it is never shortened), and nothing when none is left (a permanent self-exclusion).
 */
export function ExclusionSection({
  current,
  hasPassword,
  now,
  onDone,
}: {
  current: ExclusionView | null;
  hasPassword: boolean;
  now: number;
  onDone: (exclusion: ExclusionView) => void;
}) {
  const { t } = useTranslation('protection');
  // The confirmation's password field speaks the sign-in words: fetched ahead of the click.
  useEffect(() => {
    if (hasPassword) void loadNamespaces('auth').catch(() => {});
  }, [hasPassword]);
  const kinds = EXCLUSION_KINDS.map((kind) => ({
    kind,
    durations: allowedDurations(kind, current, now),
  })).filter(({ durations }) => durations.length > 0);
  if (kinds.length === 0) return null;
  const extending = current !== null;
  return (
    <PageSection
      id="protection-exclusion"
      title={t(extending ? 'exclusion.extendTitle' : 'exclusion.title')}
      text={t(extending ? 'exclusion.extendText' : 'exclusion.text')}
    >
      <div className="grid gap-4 @3xl:grid-cols-2">
        {kinds.map(({ kind, durations }) => (
          <ExclusionCard
            key={kind}
            kind={kind}
            durations={durations}
            hasPassword={hasPassword}
            extending={extending}
            onDone={onDone}
          />
        ))}
      </div>
    </PageSection>
  );
}

/**
 * The exclusion in force, at the top of the page in place of the forms it rules out: until when (or for
 * good), what is paused and what still works. Its heading takes focus when it has just started (the
 * dialog's button that had focus is gone).
 */
export function ExclusionInForce({ exclusion, focus }: { exclusion: ExclusionView; focus: boolean }) {
  const { t, i18n } = useTranslation('protection');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const Icon = KIND_ICONS[exclusion.kind];
  return (
    <section
      aria-labelledby="exclusion-in-force-title"
      data-testid="exclusion-in-force"
      className="relative overflow-hidden rounded-card border border-gold/45 bg-gradient-to-br from-gold/15 via-raised to-surface p-5 shadow-card sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-2xl border border-gold/50 bg-gold/15 text-gold"
        >
          <Icon className="size-6" />
        </span>
        <div className="min-w-0">
          <h2
            id="exclusion-in-force-title"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-black outline-none sm:text-xl"
          >
            {exclusion.until === null
              ? t(`inForce.titleForever.${exclusion.kind}`)
              : t(`inForce.title.${exclusion.kind}`, {
                  date: formatDateTime(exclusion.until, i18n.language),
                })}
          </h2>
          <p className="mt-1 text-sm text-ink/85">{t('inForce.text')}</p>
          <p className="mt-2 text-xs font-semibold text-gold-strong">{t('inForce.final')}</p>
        </div>
      </div>
    </section>
  );
}
