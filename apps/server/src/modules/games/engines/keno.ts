import {
  KENO_DRAWN,
  type KenoParams,
  kenoDraw,
  kenoHitMultiplier,
  kenoMaxMultiplier,
  kenoParams,
  kenoRtpFraction,
} from '@casino/shared';
import { type Fraction, fraction, toNumber } from './fraction.ts';
import type { InstantEngine } from './types.ts';

/**
 * Keno: 10 of 40 numbers drawn without replacement from the bet's first 10 floats (the shared draw mines'
 * board uses), paid by the risk's table for the pick count and the hits. The RTP is the table's against
 * the hypergeometric law of the hits, exact over the C(40, 10) equally likely draws (98 %–99 % per table,
 * listed in packages/shared games/keno/paytables.ts).
 */
export function kenoRtpExact(params: KenoParams): Fraction {
  const { numerator, denominator } = kenoRtpFraction(params.risk, params.picks.length);
  return fraction(numerator, denominator);
}

const DEFAULT_PARAMS: KenoParams = { risk: 'classic', picks: [4, 12, 19, 27, 33] };

export const kenoEngine: InstantEngine<KenoParams> = {
  id: 'keno',
  params: kenoParams,
  floatsNeeded: () => KENO_DRAWN,
  play(params, floats) {
    const drawn = kenoDraw(floats);
    const hits = params.picks.filter((pick) => drawn.includes(pick));
    return {
      multiplier: kenoHitMultiplier(params.risk, params.picks.length, hits.length),
      outcome: { risk: params.risk, picks: params.picks, drawn, hits },
    };
  },
  maxMultiplier: (params) => kenoMaxMultiplier(params.risk, params.picks.length),
  rtp: (params) => toNumber(kenoRtpExact(params)),
  catalogRtp: toNumber(kenoRtpExact(DEFAULT_PARAMS)),
  defaultParams: DEFAULT_PARAMS,
};
