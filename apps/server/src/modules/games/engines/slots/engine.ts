import {
  playSlotBet,
  SLOT_MACHINES,
  type SlotMachine,
  type SlotMachineId,
  slotFloatsNeeded,
  slotParams,
} from '@casino/shared';
import type { z } from 'zod';
import type { InstantEngine } from '../types.ts';
import { slotRtp } from './exact-rtp.ts';
import { maxSpinWin } from './max-win.ts';

export type SlotParams = z.infer<typeof slotParams>;

/**
 * The highest multiplier a bet can reach: the paid spin and every free spin up to the cap each at the
 * machine's highest single-spin win. An upper bound (a bet rarely chains that many top wins).
 */
export function slotMaxMultiplier(machine: SlotMachine): bigint {
  const { multiplier, maxPerBet } = machine.freeSpins;
  return BigInt(maxSpinWin(machine)) * BigInt(1 + multiplier * maxPerBet);
}

/** One engine for every machine: the definition drives the reels, lines, pays and free spins. */
export function slotEngine(machine: SlotMachine): InstantEngine<SlotParams> {
  return {
    id: machine.id,
    params: slotParams,
    floatsNeeded: () => slotFloatsNeeded(machine),
    play(_params, floats) {
      const { spins, freeSpins, totalPays, multiplier } = playSlotBet(machine, floats);
      return { multiplier, outcome: { machine: machine.id, spins, freeSpins, totalPays } };
    },
    maxMultiplier: () => slotMaxMultiplier(machine),
    rtp: () => slotRtp(machine).rtp,
    get catalogRtp() {
      return slotRtp(machine).rtp;
    },
    defaultParams: {},
  };
}

export const slotEngines = Object.fromEntries(
  Object.values(SLOT_MACHINES).map((machine) => [machine.id, slotEngine(machine)]),
) as Record<SlotMachineId, InstantEngine<SlotParams>>;
