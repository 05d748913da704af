import type { BonusConditionsView } from '@casino/shared';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { ruleLines } from '../lib/bonus-rules.ts';
import { CheckIcon } from './bonus-icons.tsx';

/** Every condition of a bonus in plain words (SPEC §3 Conditions). */
export function RuleList({ conditions, className }: { conditions: BonusConditionsView; className?: string }) {
  const { t, i18n } = useTranslation('bonuses');
  const lines = ruleLines(conditions, t, i18n.language);
  return (
    <ul className={cn('flex flex-col gap-2 text-sm', className)} data-testid="bonus-rules">
      {lines.map((line) => (
        <li key={line.id} className="flex items-start gap-2.5 text-muted" data-rule={line.id}>
          <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" />
          <span>{line.text}</span>
        </li>
      ))}
    </ul>
  );
}
