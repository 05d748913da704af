import {
  type BonusConditionsView,
  type BonusView,
  formatDisplay,
  type Money,
  type WelcomeStep,
  welcomeSteps,
} from '@casino/shared';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** SPEC §9: a multiplier shows as a percent (×100): 1.5 is 150. Null when the bonus adds no money. */
export function bonusPercent(conditions: Pick<BonusConditionsView, 'amountMultiplier'>): number | null {
  const multiplier = Number(conditions.amountMultiplier);
  if (!Number.isFinite(multiplier) || multiplier <= 0) return null;
  // 0.05 × 100 is 5.000000000000001 in floats; a percent has at most two decimals.
  return Math.round(multiplier * 10_000) / 100;
}

/** An amount in its currency's display format, written the way the page's language writes numbers. */
export const formatMoney = (money: Money, locale: string): string =>
  formatDisplay(money.value, money.currency.displayFormat, locale);

/** A bonus in a few words: "150% + 100 free spins". */
export function bonusHeadline(conditions: BonusConditionsView, t: Translate): string {
  const percent = bonusPercent(conditions);
  const parts: string[] = [];
  if (percent !== null) parts.push(t('headline.percent', { percent }));
  if (conditions.freespinsCount > 0) parts.push(t('headline.spins', { count: conditions.freespinsCount }));
  return parts.join(' + ') || t('headline.none');
}

export interface RuleLine {
  id: string;
  text: string;
}

/**
 * Every condition of a bonus in plain words, before the player commits money: what deposit it is for, how
 * much it adds, the free spins and their stake, the wager, the largest bet, the cap on what turns into
 * money, the deadline and which games count.
 */
export function ruleLines(conditions: BonusConditionsView, t: Translate, locale: string): RuleLine[] {
  const money = (value: Money) => formatMoney(value, locale);
  const lines: RuleLine[] = [];
  const push = (id: string, text: string) => lines.push({ id, text });
  const { minDeposit, maxDeposit, minDepositNumber } = conditions;

  if (minDepositNumber !== null && minDepositNumber > 0) {
    // 1 to 4: the welcome steps; 5: the everyday bonus (every deposit from the 5th on).
    push(
      'deposit-number',
      minDepositNumber <= 5
        ? t(`rules.deposit.n${minDepositNumber}`)
        : t('rules.depositOther', { number: minDepositNumber }),
    );
  }
  if (minDeposit && maxDeposit)
    push('range', t('rules.depositRange', { min: money(minDeposit), max: money(maxDeposit) }));
  else if (minDeposit) push('range', t('rules.minDeposit', { amount: money(minDeposit) }));
  else if (maxDeposit) push('range', t('rules.maxDeposit', { amount: money(maxDeposit) }));

  const percent = bonusPercent(conditions);
  if (percent !== null) {
    push(
      'percent',
      conditions.maxAmount
        ? t('rules.percentCapped', { percent, amount: money(conditions.maxAmount) })
        : t('rules.percent', { percent }),
    );
  }
  if (conditions.freespinsCount > 0) {
    push(
      'spins',
      conditions.freespinsAmount
        ? t('rules.spinsStake', {
            count: conditions.freespinsCount,
            stake: money(conditions.freespinsAmount),
          })
        : t('rules.spins', { count: conditions.freespinsCount }),
    );
    if (conditions.freespinsMaxAmount)
      push('spins-cap', t('rules.spinsCap', { amount: money(conditions.freespinsMaxAmount) }));
    if (conditions.freespinsMaxAmountMultiplier)
      push('spins-cap-x', t('rules.spinsCapMultiplier', { times: conditions.freespinsMaxAmountMultiplier }));
    if (conditions.wagerFreespins > 0)
      push('spins-wager', t('rules.spinsWager', { times: conditions.wagerFreespins }));
  }
  if (conditions.wager > 0) push('wager', t('rules.wager', { times: conditions.wager }));
  else if (percent !== null) push('wager', t('rules.noWager'));
  if (conditions.wagerMaxBet) push('max-bet', t('rules.maxBet', { amount: money(conditions.wagerMaxBet) }));
  if (conditions.maxAmountMultiplier)
    push('cashout', t('rules.maxCashout', { times: conditions.maxAmountMultiplier }));
  if (conditions.deadlineHours > 0)
    push('deadline', t('rules.deadline', { count: conditions.deadlineHours }));
  push(
    'games',
    conditions.gamesWagers.length === 0
      ? t('rules.allGames')
      : t('rules.someGames', { count: conditions.gamesWagers.length }),
  );
  return lines;
}

/** Whether the player takes this bonus by depositing (welcome steps, everyday) rather than by a claim. */
export const claimsByDeposit = (bonus: BonusView): boolean => bonus.conditions.type === 'deposit';

/** A bonus the player has taken at some point (its step counts as claimed). */
export const wasClaimed = (bonus: BonusView): boolean =>
  bonus.isClaimed || ['active', 'claimed', 'wagered', 'expired', 'forfeited'].includes(bonus.status);

/** A bonus as the step rules read it. */
export type StepBonus = BonusView & { freespinsCount: number };

/** The 4 welcome steps of SPEC §4.1 from the list, with each step's tiers. */
export function welcomeStepsOf(items: readonly BonusView[]): WelcomeStep<StepBonus>[] {
  const candidates = items.map((bonus) => ({ ...bonus, freespinsCount: bonus.conditions.freespinsCount }));
  const claimed = new Set(candidates.filter(wasClaimed).map((bonus) => bonus.id));
  return welcomeSteps(candidates, claimed);
}

/** The page's sections, in the list's order. */
export function groupBonuses(items: readonly BonusView[]) {
  const active = items.filter((bonus) => bonus.status === 'active');
  const offers = items.filter(
    (bonus) => bonus.welcomeStep === null && (bonus.status === 'available' || bonus.status === 'disabled'),
  );
  const past = items.filter(
    (bonus) =>
      bonus.welcomeStep === null && ['claimed', 'wagered', 'expired', 'forfeited'].includes(bonus.status),
  );
  return { active, offers, past, steps: welcomeStepsOf(items) };
}

/** A wager progress in percent (0 to 100) from the major-unit strings; total 0 is complete. */
export function wagerPercent(wager: { current: string; total: string }): number {
  const current = Number(wager.current);
  const total = Number(wager.total);
  if (!Number.isFinite(current) || !Number.isFinite(total) || total <= 0) return 100;
  return Math.min(100, Math.max(0, (current / total) * 100));
}
