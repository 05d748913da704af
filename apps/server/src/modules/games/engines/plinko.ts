import {
  type PlinkoParams,
  plinkoParams,
  plinkoPath,
  plinkoPaytable,
  plinkoRtp,
  plinkoSlotMultiplier,
} from '@casino/shared';
import type { InstantEngine } from './types.ts';

export const plinkoEngine: InstantEngine<PlinkoParams> = {
  id: 'plinko',
  params: plinkoParams,
  floatsNeeded: (params) => params.rows,
  play(params, floats) {
    const { path, slot } = plinkoPath(floats, params.rows);
    return {
      multiplier: plinkoSlotMultiplier(params.rows, params.risk, slot),
      outcome: { path, slot, rows: params.rows, risk: params.risk },
    };
  },
  maxMultiplier: (params) => plinkoPaytable(params.rows, params.risk).reduce((a, b) => (a > b ? a : b), 0n),
  rtp: (params) => plinkoRtp(params.rows, params.risk),
  catalogRtp: plinkoRtp(16, 'medium'),
  defaultParams: { rows: 16, risk: 'medium' },
};
