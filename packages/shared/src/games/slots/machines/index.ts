import type { SlotMachineId } from '../../ids.ts';
import type { SlotMachine } from '../types.ts';
import { deepSpace } from './deep-space.ts';
import { neonFruits } from './neon-fruits.ts';
import { pharaohGold } from './pharaoh-gold.ts';

export { deepSpace, neonFruits, pharaohGold };

export const SLOT_MACHINES: Readonly<Record<SlotMachineId, SlotMachine>> = {
  'neon-fruits': neonFruits,
  'pharaoh-gold': pharaohGold,
  'deep-space': deepSpace,
};
