import type { Viewer } from '@casino/shared';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { usd, VIP_LADDER, vipProgress } from '../lib/vip-progress.ts';
import { levelBarEnd, levelText } from './level-style.ts';
import { CrownIcon } from './vip-icons.tsx';

/** The player's level with a bar to the next one (wagered / the next level's threshold). */
export function LevelCard({ viewer }: { viewer: Viewer }) {
  const { t, i18n } = useTranslation('vip');
  const locale = i18n.language;
  const progress = vipProgress(viewer.vip);
  const levelName = t(`levels.${progress.name}`);
  const nextName = progress.next ? t(`levels.${progress.next}`) : null;
  return (
    <section
      aria-labelledby="vip-level-title"
      data-testid="vip-level"
      data-level={progress.level}
      className="relative overflow-hidden rounded-card border border-line bg-gradient-to-br from-accent/25 via-raised to-surface p-4 shadow-card sm:p-5"
    >
      <div
        className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-gold/10 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative flex items-center gap-3">
        <span
          className={cn(
            'grid size-12 shrink-0 place-items-center rounded-full border border-current/40 bg-sunken',
            levelText(progress.level),
          )}
          aria-hidden="true"
        >
          <CrownIcon className="size-6 fill-current/25" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id="vip-level-title" className="text-xs font-bold uppercase tracking-[0.16em] text-faint">
            {t('level.heading')}
          </h3>
          <p className="flex flex-wrap items-center gap-2">
            <span className={cn('text-xl font-black', levelText(progress.level))}>{levelName}</span>
            {viewer.isVip && (
              <span className="rounded-full bg-gold px-2 py-0.5 text-xs font-black uppercase tracking-wide text-deep">
                {t('level.vipBadge')}
              </span>
            )}
          </p>
        </div>
      </div>

      {progress.nextThreshold !== null && nextName !== null && progress.toNextLevel !== null ? (
        <div className="relative mt-4 flex flex-col gap-2">
          <div
            role="progressbar"
            aria-label={t('level.progressLabel', { next: nextName })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-valuetext={t('level.progress', {
              wagered: usd(progress.wagered, locale),
              threshold: usd(progress.nextThreshold, locale),
            })}
            className="h-3 overflow-hidden rounded-full bg-sunken ring-1 ring-line"
          >
            <div
              className={cn(
                'h-full rounded-full bg-gradient-to-r from-accent motion-safe:transition-[width] motion-safe:duration-500',
                levelBarEnd(progress.level + 1),
              )}
              style={{ width: `${progress.percent}%` }}
            />
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
            <span className="font-semibold text-ink" data-testid="vip-progress">
              {t('level.progress', {
                wagered: usd(progress.wagered, locale),
                threshold: usd(progress.nextThreshold, locale),
              })}
            </span>
            <span className="text-muted">
              {t('level.toNext', { amount: usd(progress.toNextLevel, locale), next: nextName })}
            </span>
          </div>
        </div>
      ) : (
        <div className="relative mt-3 flex flex-col gap-1 text-sm">
          <p className="font-semibold text-ink">{t('level.top')}</p>
          <p className="text-muted">{t('level.wagered', { wagered: usd(progress.wagered, locale) })}</p>
        </div>
      )}
    </section>
  );
}

/** A guest's card: what the club is and a way in. */
export function GuestInvite({ onSignUp, onSignIn }: { onSignUp: () => void; onSignIn: () => void }) {
  const { t } = useTranslation('vip');
  return (
    <section
      aria-labelledby="vip-guest-title"
      data-testid="vip-guest"
      className="relative overflow-hidden rounded-card border border-gold/40 bg-gradient-to-br from-gold/15 via-raised to-surface p-5 shadow-card"
    >
      <div
        className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-gold/15 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative flex flex-col gap-3">
        <span
          className="grid size-12 place-items-center rounded-full bg-gold/15 text-gold"
          aria-hidden="true"
        >
          <CrownIcon className="size-6 fill-gold/30" />
        </span>
        <h3 id="vip-guest-title" className="text-xl font-black">
          {t('guest.heading')}
        </h3>
        <p className="text-sm text-muted">{t('guest.text')}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="primary" onClick={onSignUp} className="sm:flex-1">
            {t('guest.signUp')}
          </Button>
          <Button variant="ghost" onClick={onSignIn} className="sm:flex-1">
            {t('guest.signIn')}
          </Button>
        </div>
      </div>
    </section>
  );
}

/** How VIP is earned (Gold by wagering), and the levels on the way. */
export function EarnVip() {
  const { t, i18n } = useTranslation('vip');
  const locale = i18n.language;
  const gold = VIP_LADDER.find((step) => step.isVip);
  return (
    <section aria-labelledby="vip-earn-title" data-testid="vip-earn" className="flex flex-col gap-3">
      <h3 id="vip-earn-title" className="text-lg font-black">
        {t('earn.heading')}
      </h3>
      <p className="text-sm text-muted">
        {t('earn.text', { amount: gold ? usd(gold.threshold, locale) : '' })}
      </p>
      <ol aria-label={t('earn.ladder')} className="grid grid-cols-1 gap-1.5 min-[400px]:grid-cols-2">
        {VIP_LADDER.map((step) => (
          <li
            key={step.level}
            className="flex items-center gap-2 rounded-control border border-line bg-sunken/70 px-3 py-2 text-sm"
          >
            <CrownIcon className={cn('size-4 shrink-0', levelText(step.level))} />
            <span className={cn('font-bold', levelText(step.level))}>{t(`levels.${step.name}`)}</span>
            {step.isVip && (
              <span className="rounded-full bg-gold/15 px-1.5 text-[0.65rem] font-black text-gold">
                {t('earn.vipFrom')}
              </span>
            )}
            <span className="ml-auto text-xs text-faint">
              {t('earn.threshold', { amount: usd(step.threshold, locale) })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
