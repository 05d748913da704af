import { useTranslation } from '../../../i18n/index.ts';
import { CommitField } from '../components/commit-field.tsx';
import {
  chanceForTypedMultiplier,
  chanceOf,
  clampTarget,
  type DiceCondition,
  flipCondition,
  formatHundredths,
  formatMultiplierValue,
  formatPercent,
  multiplierOf,
  targetFor,
  typedChance,
} from './dice-math.ts';

export interface DiceSelection {
  target: number;
  condition: DiceCondition;
}

/** Multiplier, target (roll over/under) and win chance: edit any one, the others follow. */
export function DiceControls({
  target,
  condition,
  onChange,
  disabled,
}: DiceSelection & { onChange: (next: DiceSelection) => void; disabled?: boolean }) {
  const { t } = useTranslation('games');
  const chance = chanceOf(target, condition);
  const multiplier = multiplierOf(target, condition);

  return (
    <div className="grid grid-cols-2 gap-2">
      <CommitField
        label={t('dice.multiplier')}
        value={formatMultiplierValue(multiplier)}
        suffix="×"
        disabled={disabled}
        onCommit={(value) =>
          onChange({ target: targetFor(chanceForTypedMultiplier(value), condition), condition })
        }
      />
      <CommitField
        className="order-last col-span-2"
        label={condition === 'over' ? t('dice.rollOver') : t('dice.rollUnder')}
        value={formatPercent(target)}
        disabled={disabled}
        onCommit={(value) => {
          if (Number.isFinite(value)) onChange({ target: clampTarget(value, condition), condition });
          else onChange({ target, condition });
        }}
        action={
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChange(flipCondition(target, condition))}
            aria-label={t('dice.flip')}
            title={t('dice.flip')}
            className="mr-1 grid size-8 touch:size-11 shrink-0 place-items-center rounded-lg text-accent-strong hover:bg-raised"
          >
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
              <path
                d="M7 7h11l-3-3M17 17H6l3 3"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        }
      />
      <CommitField
        label={t('dice.chance')}
        value={formatHundredths(chance)}
        suffix="%"
        disabled={disabled}
        onCommit={(value) => {
          const next = Number.isFinite(value) ? typedChance(value) : chance;
          onChange({ target: targetFor(next, condition), condition });
        }}
      />
    </div>
  );
}
