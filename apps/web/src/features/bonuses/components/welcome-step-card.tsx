import type { StepState, WelcomeStep } from '@casino/shared';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { bonusHeadline, type StepBonus } from '../lib/bonus-rules.ts';
import { CardLinks } from './bonus-cards.tsx';
import { CheckIcon, LockIcon } from './bonus-icons.tsx';
import { RuleList } from './rule-list.tsx';

const STATE_STYLE: Record<StepState, { card: string; badge: string; number: string }> = {
  available: {
    card: 'border-accent/60 from-accent/15 via-raised to-surface shadow-glow',
    badge: 'border-success/40 bg-success/10 text-success',
    number: 'border-accent bg-accent text-accent-ink',
  },
  claimed: {
    card: 'border-success/30 from-success/10 via-raised to-surface',
    badge: 'border-accent-strong/40 bg-accent/15 text-accent-strong',
    number: 'border-success bg-success text-deep',
  },
  disabled: {
    card: 'border-line from-raised/70 to-surface/90',
    badge: 'border-line-strong bg-sunken text-faint',
    number: 'border-line-strong bg-sunken text-faint',
  },
};

/** One of the 4 welcome steps (SPEC §4.1): available, claimed or disabled, with every condition. */
export function WelcomeStepCard({
  step,
  onDeposit,
}: {
  step: WelcomeStep<StepBonus>;
  onDeposit: () => void;
}) {
  const { t } = useTranslation('bonuses');
  const titleId = useId();
  const style = STATE_STYLE[step.state];
  const stepTitle = t('steps.step', { step: step.step });
  return (
    <li
      aria-labelledby={titleId}
      data-testid={`welcome-step-${step.step}`}
      data-state={step.state}
      className={cn(
        'relative flex flex-col gap-4 rounded-card border bg-gradient-to-br p-4 sm:p-5',
        style.card,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'grid size-10 place-items-center rounded-full border-2 text-base font-black',
            style.number,
          )}
        >
          {step.state === 'claimed' ? <CheckIcon className="size-5" /> : step.step}
        </span>
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-[0.7rem] font-bold uppercase tracking-wide',
            style.badge,
          )}
        >
          {step.state === 'disabled' && <LockIcon className="size-3.5" />}
          {t(`steps.state.${step.state}`)}
        </span>
      </div>
      <div>
        <h3 id={titleId} className="text-xs font-bold uppercase tracking-[0.16em] text-muted">
          {stepTitle}
          <span className="sr-only"> · {t(`steps.state.${step.state}`)}</span>
        </h3>
        <p className="mt-1 text-2xl font-black leading-tight text-ink">
          {bonusHeadline(step.bonus.conditions, t)}
        </p>
        <p className="text-sm text-muted">{step.bonus.title}</p>
        {step.tiers.length > 1 && (
          <p className="mt-1 text-xs font-bold text-gold">{t('steps.tiers', { count: step.tiers.length })}</p>
        )}
      </div>
      <RuleList conditions={step.bonus.conditions} />
      <div className="mt-auto flex flex-col gap-2 border-t border-line/60 pt-3">
        {step.state === 'available' && (
          <Button
            variant="primary"
            onClick={onDeposit}
            aria-label={t('steps.depositFor', { step: step.step })}
          >
            {t('card.deposit')}
          </Button>
        )}
        {step.state === 'disabled' && (
          <p className="text-xs font-semibold text-faint">{t('steps.unlocks', { step: step.step - 1 })}</p>
        )}
        <CardLinks bonuses={step.tiers} title={step.tiers.length > 1 ? stepTitle : undefined} />
      </div>
    </li>
  );
}
