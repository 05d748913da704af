import type { BonusView, WelcomeStep } from '@casino/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { CheckIcon, ChevronIcon, CoinIcon, GiftIcon, LockIcon } from '../components/bonus-icons.tsx';
import { RuleList } from '../components/rule-list.tsx';
import { bonusHeadline, bonusPercent, type StepBonus } from '../lib/bonus-rules.ts';

/** SPEC §9: the everyday bonus banner reads +5% (the everyday bonus's own percent when the list has it). */
export const EVERYDAY_PERCENT = 5;

/** The welcome banner: the whole package in one line. */
export function WelcomeBanner({ steps }: { steps: readonly WelcomeStep<StepBonus>[] }) {
  const { t } = useTranslation('bonuses');
  const percent = Math.max(0, ...steps.map((step) => bonusPercent(step.bonus.conditions) ?? 0));
  const spins = steps.reduce((sum, step) => sum + step.bonus.conditions.freespinsCount, 0);
  return (
    <section
      aria-labelledby="drawer-banner-title"
      className="relative overflow-hidden rounded-card border border-gold/40 bg-gradient-to-br from-gold/25 via-accent/30 to-surface p-5 shadow-card"
    >
      <div
        className="pointer-events-none absolute -right-10 -top-10 size-40 rounded-full bg-gold/25 blur-3xl"
        aria-hidden="true"
      />
      <div
        className="pointer-events-none absolute -bottom-16 -left-10 size-40 rounded-full bg-neon/15 blur-3xl"
        aria-hidden="true"
      />
      <div className="relative flex items-center gap-4">
        <span
          aria-hidden="true"
          className="grid size-16 shrink-0 place-items-center rounded-2xl border border-gold/50 bg-gradient-to-br from-gold to-gold-strong text-deep shadow-glow-gold"
        >
          <GiftIcon className="size-9" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-bold uppercase tracking-[0.2em] text-gold">
            {t('drawer.banner.eyebrow')}
          </p>
          <h3 id="drawer-banner-title" className="text-xl font-black leading-tight sm:text-2xl">
            {percent > 0 && spins > 0
              ? t('drawer.banner.title', { percent, count: spins })
              : percent > 0
                ? t('drawer.banner.titlePercent', { percent })
                : t('drawer.banner.titlePlain')}
          </h3>
          <p className="mt-1 text-sm text-muted">{t('drawer.banner.text', { count: steps.length })}</p>
        </div>
      </div>
    </section>
  );
}

/** One welcome step as an expandable card: the headline, then every condition (and the 4th's tiers). */
export function WelcomeDrawerCard({ step }: { step: WelcomeStep<StepBonus> }) {
  const { t } = useTranslation('bonuses');
  const [expanded, setExpanded] = useState(step.state === 'available');
  const panelId = useId();
  return (
    <li
      data-testid={`drawer-step-${step.step}`}
      data-state={step.state}
      className={cn(
        'rounded-card border bg-gradient-to-br',
        step.state === 'available' && 'border-accent/60 from-accent/20 to-surface',
        step.state === 'claimed' && 'border-success/30 from-success/10 to-surface',
        step.state === 'disabled' && 'border-line from-raised/60 to-surface',
      )}
    >
      <h4>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((value) => !value)}
          className="flex min-h-16 w-full items-center gap-3 rounded-card px-4 py-3 text-left"
        >
          <span
            aria-hidden="true"
            className={cn(
              'grid size-10 shrink-0 place-items-center rounded-full border-2 text-sm font-black',
              step.state === 'available' && 'border-accent bg-accent text-accent-ink',
              step.state === 'claimed' && 'border-success bg-success text-deep',
              step.state === 'disabled' && 'border-line-strong bg-sunken text-faint',
            )}
          >
            {step.state === 'claimed' ? (
              <CheckIcon className="size-5" />
            ) : step.state === 'disabled' ? (
              <LockIcon className="size-4" />
            ) : (
              step.step
            )}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-xs font-bold uppercase tracking-[0.14em] text-faint">
              {t('steps.step', { step: step.step })} · {t(`steps.state.${step.state}`)}
            </span>
            <span className="block text-base font-black text-ink">
              {bonusHeadline(step.bonus.conditions, t)}
            </span>
          </span>
          <ChevronIcon className={cn('size-5 shrink-0 text-muted transition', expanded && 'rotate-180')} />
        </button>
      </h4>
      <div id={panelId} hidden={!expanded} className="border-t border-line/60 px-4 pt-3 pb-4">
        {step.tiers.length > 1 ? (
          <ul className="flex flex-col gap-4">
            {step.tiers.map((tier) => (
              <li key={tier.id}>
                <p className="mb-2 text-sm font-extrabold text-gold">
                  {tier.title} · {bonusHeadline(tier.conditions, t)}
                </p>
                <RuleList conditions={tier.conditions} />
              </li>
            ))}
          </ul>
        ) : (
          <RuleList conditions={step.bonus.conditions} />
        )}
      </div>
    </li>
  );
}

/** The everyday bonus; with 4 or more deposits its title is the "+5%" variant (SPEC §2.4, §6). */
export function EverydayBlock({
  bonus,
  countDeposit,
}: {
  bonus: BonusView | undefined;
  countDeposit: number;
}) {
  const { t } = useTranslation('bonuses');
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const percent = (bonus && bonusPercent(bonus.conditions)) ?? EVERYDAY_PERCENT;
  const plus = countDeposit >= 4;
  return (
    <section
      aria-labelledby="drawer-everyday-title"
      data-testid="drawer-everyday"
      data-variant={plus ? 'plus' : 'default'}
      className={cn(
        'relative overflow-hidden rounded-card border p-5',
        plus
          ? 'border-success/50 bg-gradient-to-br from-success/20 via-raised to-surface shadow-[0_8px_30px_rgb(47_227_154/0.2)]'
          : 'border-line bg-gradient-to-br from-raised to-surface',
      )}
    >
      <p className={cn('text-xs font-bold uppercase tracking-[0.18em]', plus ? 'text-success' : 'text-neon')}>
        {t('drawer.everyday.eyebrow')}
      </p>
      <h3 id="drawer-everyday-title" className="mt-1 text-xl font-black leading-tight">
        {plus ? t('drawer.everyday.titlePlus', { percent }) : t('drawer.everyday.title', { percent })}
      </h3>
      <p className="mt-1 text-sm text-muted">
        {plus ? t('drawer.everyday.textPlus', { percent }) : t('drawer.everyday.text', { percent })}
      </p>
      {bonus && (
        <>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded((value) => !value)}
            className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-bold text-accent-strong hover:text-ink"
          >
            {t('card.conditions')}
            <ChevronIcon className={cn('size-4 transition', expanded && 'rotate-180')} />
          </button>
          <div id={panelId} hidden={!expanded} className="pt-1">
            <RuleList conditions={bonus.conditions} />
          </div>
        </>
      )}
    </section>
  );
}

/** A short guide to depositing with crypto (where the crypto deposit bonus is). */
export function CryptoGuide() {
  const { t } = useTranslation('bonuses');
  const steps = ['one', 'two', 'three'] as const;
  return (
    <section
      aria-labelledby="drawer-crypto-title"
      className="relative overflow-hidden rounded-card border border-neon/30 bg-gradient-to-br from-neon/15 via-raised to-surface p-5"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-2xl border border-neon/40 bg-neon/15 text-neon"
        >
          <CoinIcon className="size-6" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-bold uppercase tracking-[0.18em] text-neon">
            {t('drawer.crypto.eyebrow')}
          </p>
          <h3 id="drawer-crypto-title" className="text-lg font-black leading-tight">
            {t('drawer.crypto.title')}
          </h3>
        </div>
      </div>
      <ol className="mt-3 flex flex-col gap-2 text-sm text-muted">
        {steps.map((step, index) => (
          <li key={step} className="flex items-start gap-2.5">
            <span
              aria-hidden="true"
              className="grid size-6 shrink-0 place-items-center rounded-full bg-neon/20 text-xs font-black text-neon"
            >
              {index + 1}
            </span>
            <span>{t(`drawer.crypto.${step}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

const FAQ = ['what', 'wager', 'games', 'maxBet', 'crypto', 'cancel'] as const;

/** Questions players ask, as native disclosure widgets (keyboard and screen readers know them). */
export function Faq() {
  const { t } = useTranslation('bonuses');
  return (
    <section aria-labelledby="drawer-faq-title" className="flex flex-col gap-2">
      <h3 id="drawer-faq-title" className="text-lg font-black">
        {t('drawer.faq.title')}
      </h3>
      {FAQ.map((id) => (
        <details
          key={id}
          className="group rounded-control border border-line bg-sunken/60 open:border-line-strong open:bg-raised/60"
        >
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-control px-4 py-2 text-sm font-bold text-ink [&::-webkit-details-marker]:hidden">
            {t(`drawer.faq.${id}.q`)}
            <ChevronIcon className="size-4 shrink-0 text-muted transition group-open:rotate-180" />
          </summary>
          <p className="px-4 pb-4 text-sm text-muted">{t(`drawer.faq.${id}.a`)}</p>
        </details>
      ))}
    </section>
  );
}
