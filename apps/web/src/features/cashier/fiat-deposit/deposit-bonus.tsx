import { matchDepositBonus, parseMajor } from '@casino/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/index.ts';

interface MoneyValue {
  value: string;
}

/** The fields of SPEC §3 Bonus this hint reads. */
export interface BonusItem {
  id: string | number;
  title: string;
  isPersonal: boolean;
  isCurrent: boolean;
  conditions: {
    minDeposit?: MoneyValue | null;
    maxDeposit?: MoneyValue | null;
    amountMultiplier?: number | string | null;
    freespinsCount?: number | null;
  };
}

/**
 * The bonus list (SPEC §3 "Bonus list response": items and settings) as the bonuses feature caches it under
 * `['bonuses']`. The wallet only reads what is there: it never asks for the list itself.
 */
function useCachedBonuses(): BonusItem[] {
  const query = useQuery<{ items?: BonusItem[] } | BonusItem[]>({
    queryKey: ['bonuses'],
    queryFn: skipToken,
  });
  const data = query.data;
  if (!data) return [];
  return Array.isArray(data) ? data : (data.items ?? []);
}

/** SPEC §5.1 range rule over Money bounds: the non-personal current bonus with min ≤ amount < max. */
export function bonusForAmount(bonuses: readonly BonusItem[], amountMinor: bigint | null, precision: number) {
  if (amountMinor === null) return undefined;
  const bound = (money: MoneyValue | null | undefined) => (money ? parseMajor(money.value, precision) : null);
  const ranged = bonuses.map((bonus) => ({
    bonus,
    isPersonal: bonus.isPersonal,
    isCurrent: bonus.isCurrent,
    conditions: {
      minDeposit: bound(bonus.conditions.minDeposit),
      maxDeposit: bound(bonus.conditions.maxDeposit),
    },
  }));
  return matchDepositBonus(ranged, amountMinor)?.bonus;
}

/** Shows which bonus the entered amount falls into (nothing when none matches). */
export function DepositBonusHint({
  amountMinor,
  precision,
}: {
  amountMinor: bigint | null;
  precision: number;
}) {
  const { t } = useTranslation('wallet');
  const bonus = bonusForAmount(useCachedBonuses(), amountMinor, precision);
  if (!bonus) return null;
  const multiplier = Number(bonus.conditions.amountMultiplier ?? 0);
  const percent = Number.isFinite(multiplier) && multiplier > 0 ? Math.round(multiplier * 100) : null;
  return (
    <div
      data-testid="fiat-deposit-bonus"
      aria-live="polite"
      className="flex items-center gap-3 rounded-control border border-gold/40 bg-gold/10 px-3 py-2.5"
    >
      <span
        className="grid size-9 shrink-0 place-items-center rounded-full bg-gold/20 text-lg"
        aria-hidden="true"
      >
        🎁
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-bold text-gold-strong">
          {percent !== null ? t('fiat.bonus_percent', { percent }) : t('fiat.bonus_label')}
        </p>
        <p className="truncate text-muted">{bonus.title}</p>
      </div>
    </div>
  );
}
