import {
  type WheelParams,
  wheelMaxMultiplier,
  wheelParams,
  wheelRtpFraction,
  wheelSegment,
  wheelSegmentMultiplier,
} from '@casino/shared';
import { type Fraction, fraction, toNumber } from './fraction.ts';
import type { InstantEngine } from './types.ts';

/**
 * Wheel: one float picks one of 10–50 segments; every risk × segment layout's multipliers add up to
 * 0.99 × segments, so the RTP is exactly 99 % with the segments equally likely. (On the 2^32-value float
 * grid a segment count that does not divide 2^32 makes some segments one float value likelier than others:
 * within 10^-8 of it, see wheel.test.ts.)
 */
export function wheelRtpExact(params: WheelParams): Fraction {
  const { numerator, denominator } = wheelRtpFraction(params.risk, params.segments);
  return fraction(numerator, denominator);
}

const DEFAULT_PARAMS: WheelParams = { risk: 'medium', segments: 30 };

export const wheelEngine: InstantEngine<WheelParams> = {
  id: 'wheel',
  params: wheelParams,
  floatsNeeded: () => 1,
  play(params, floats) {
    const segment = wheelSegment(floats[0] as number, params.segments);
    const multiplier = wheelSegmentMultiplier(params.risk, params.segments, segment);
    return {
      multiplier,
      outcome: {
        risk: params.risk,
        segments: params.segments,
        segment,
        multiplier: Number(multiplier) / 10_000,
      },
    };
  },
  maxMultiplier: (params) => wheelMaxMultiplier(params.risk, params.segments),
  rtp: (params) => toNumber(wheelRtpExact(params)),
  catalogRtp: toNumber(wheelRtpExact(DEFAULT_PARAMS)),
  defaultParams: DEFAULT_PARAMS,
};
