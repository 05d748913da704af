import { WELCOME_STEPS } from './views.ts';

/** What the step rules read of a bonus. */
export interface StepCandidate {
  id: string;
  isPersonal: boolean;
  /** 1 to WELCOME_STEPS for a welcome step; anything else is not a step. */
  welcomeStep: number | null;
  freespinsCount: number;
}

export type StepState = 'available' | 'claimed' | 'disabled';

export interface WelcomeStep<T extends StepCandidate> {
  step: number;
  /** The bonus shown as the step: for a step with several tiers, the one with the most free spins. */
  bonus: T;
  /** Every tier of the step, by the catalogue's order (the 4th deposit's tiers are combined in its info). */
  tiers: T[];
  state: StepState;
}

/**
 * SPEC §4.1: each of the 4 steps is claimed (the player claimed any of its tiers), available (the first
 * unclaimed step, or one whose previous step is claimed) or disabled (its previous step is not claimed).
 * Personal bonuses are never steps. A step with no bonus in the catalogue is left out.
 */
export function welcomeSteps<T extends StepCandidate>(
  bonuses: readonly T[],
  claimed: ReadonlySet<string>,
): WelcomeStep<T>[] {
  const steps: WelcomeStep<T>[] = [];
  let firstUnclaimedSeen = false;
  let previousClaimed = true;
  for (let step = 1; step <= WELCOME_STEPS; step++) {
    const tiers = bonuses.filter((b) => !b.isPersonal && b.welcomeStep === step);
    const [first, ...rest] = tiers;
    if (!first) continue;
    const bonus = rest.reduce((best, b) => (b.freespinsCount > best.freespinsCount ? b : best), first);
    const isClaimed = tiers.some((b) => claimed.has(b.id));
    let state: StepState;
    if (isClaimed) state = 'claimed';
    else if (!firstUnclaimedSeen || previousClaimed) state = 'available';
    else state = 'disabled';
    if (!isClaimed) firstUnclaimedSeen = true;
    previousClaimed = isClaimed;
    steps.push({ step, bonus, tiers, state });
  }
  return steps;
}

/** The step the player's next deposit can claim: the first available one; undefined once all are claimed. */
export function currentWelcomeStep<T extends StepCandidate>(
  steps: readonly WelcomeStep<T>[],
): number | undefined {
  return steps.find((s) => s.state === 'available')?.step;
}
