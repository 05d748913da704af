import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentWelcomeStep, type StepCandidate, welcomeSteps } from './steps.ts';

const bonus = (
  id: string,
  welcomeStep: number | null,
  freespinsCount = 0,
  isPersonal = false,
): StepCandidate => ({
  id,
  welcomeStep,
  freespinsCount,
  isPersonal,
});

const catalogue = [
  bonus('w1', 1),
  bonus('w2', 2, 20),
  bonus('w3', 3),
  bonus('w4a', 4, 50),
  bonus('w4b', 4, 150),
  bonus('w4c', 4, 100),
  bonus('everyday', null),
  bonus('mine', 1, 500, true),
];

describe('welcome steps (SPEC §4.1)', () => {
  it('a new player has step 1 available and the rest disabled', () => {
    const steps = welcomeSteps(catalogue, new Set());
    expect(steps.map((s) => [s.step, s.state])).toEqual([
      [1, 'available'],
      [2, 'disabled'],
      [3, 'disabled'],
      [4, 'disabled'],
    ]);
    expect(currentWelcomeStep(steps)).toBe(1);
  });

  it('a claimed step makes the next one available', () => {
    const steps = welcomeSteps(catalogue, new Set(['w1', 'w2']));
    expect(steps.map((s) => s.state)).toEqual(['claimed', 'claimed', 'available', 'disabled']);
    expect(currentWelcomeStep(steps)).toBe(3);
  });

  it('the 4th step is the tier with the most free spins and lists all its tiers', () => {
    const [, , , fourth] = welcomeSteps(catalogue, new Set(['w1', 'w2', 'w3']));
    expect(fourth?.bonus.id).toBe('w4b');
    expect(fourth?.tiers.map((t) => t.id)).toEqual(['w4a', 'w4b', 'w4c']);
    expect(fourth?.state).toBe('available');
  });

  it('claiming any tier claims the step; all claimed leaves no current step', () => {
    const steps = welcomeSteps(catalogue, new Set(['w1', 'w2', 'w3', 'w4c']));
    expect(steps.every((s) => s.state === 'claimed')).toBe(true);
    expect(currentWelcomeStep(steps)).toBeUndefined();
  });

  it('personal bonuses are never steps, even with a step number', () => {
    const steps = welcomeSteps(catalogue, new Set());
    expect(steps.flatMap((s) => s.tiers).some((t) => t.id === 'mine')).toBe(false);
  });

  it('a step whose previous step is claimed is available even when an earlier one is not', () => {
    const steps = welcomeSteps(catalogue, new Set(['w2']));
    expect(steps.map((s) => s.state)).toEqual(['available', 'claimed', 'available', 'disabled']);
  });

  it('property: every step follows the rule, and exactly the first unclaimed one is current', () => {
    fc.assert(
      fc.property(fc.subarray(['w1', 'w2', 'w3', 'w4a', 'w4b', 'w4c']), (claimedIds) => {
        const claimed = new Set(claimedIds);
        const steps = welcomeSteps(catalogue, claimed);
        const firstUnclaimed = steps.find((s) => !s.tiers.some((t) => claimed.has(t.id)));
        steps.forEach((s, i) => {
          const isClaimed = s.tiers.some((t) => claimed.has(t.id));
          const previousClaimed = i === 0 || steps[i - 1]?.state === 'claimed';
          const expected = isClaimed
            ? 'claimed'
            : s === firstUnclaimed || previousClaimed
              ? 'available'
              : 'disabled';
          expect(s.state).toBe(expected);
        });
        expect(currentWelcomeStep(steps)).toBe(firstUnclaimed?.step);
      }),
    );
  });
});
