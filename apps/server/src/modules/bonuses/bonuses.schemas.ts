import { BONUS_STATUSES, BONUS_TYPES } from '@casino/shared';
import { z } from 'zod';
import { betResult } from '../games/index.ts';
import { moneyResponse } from '../wallet/index.ts';

/** Response schemas of the bonus routes (SPEC §3 Bonus, Conditions, Bonus list, Bonus-drawer status). */
const money = moneyResponse.nullable();

export const conditionsResponse = z.object({
  id: z.string(),
  personalId: z.string().nullable(),
  type: z.enum(BONUS_TYPES),
  minDepositNumber: z.number().int().nullable(),
  minDeposit: money,
  maxDeposit: money,
  amountMultiplier: z.number(),
  freespinsCount: z.number().int(),
  freespinsAmount: money,
  freespinsGameId: z.string().nullable(),
  wager: z.number().int(),
  wagerFreespins: z.number().int(),
  wagerMaxBet: money,
  maxAmount: money,
  maxAmountMultiplier: z.number().int().nullable(),
  freespinsMaxAmount: money,
  freespinsMaxAmountMultiplier: z.number().int().nullable(),
  deadlineHours: z.number().int(),
  gamesWagers: z.array(z.object({ id: z.string(), title: z.string(), percent: z.number().int() })),
});

export const bonusResponse = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(BONUS_STATUSES),
  isPersonal: z.boolean(),
  isClaimed: z.boolean(),
  isFirst: z.boolean(),
  isCurrent: z.boolean(),
  welcomeStep: z.number().int().nullable(),
  conditions: conditionsResponse,
  progress: z
    .object({
      amount: moneyResponse,
      wager: z.object({ current: z.string(), total: z.string() }),
      freespinsLeft: z.number().int(),
      expiresAt: z.string(),
    })
    .nullable(),
});

const preferred = z.object({ id: z.string().nullable(), isEnabled: z.boolean() });
export const settingsResponse = z.object({
  isWelcomeEnabledFiat: z.boolean(),
  isWelcomeEnabledCrypto: z.boolean(),
  preferredFiat: preferred,
  preferredCrypto: preferred,
});

export const bonusListResponse = z.object({ items: z.array(bonusResponse), settings: settingsResponse });

export const drawerStatusResponse = z.object({
  isShowModal: z.boolean(),
  countDeposit: z.number().int(),
  lastShowModalAt: z.string().nullable(),
});
export const drawerShownResponse = z.object({ lastShowModalAt: z.string() });

export const promoActivationResponse = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('main'), amount: moneyResponse }),
  z.object({ kind: z.literal('bonus'), bonus: bonusResponse }),
  z.object({ kind: z.literal('conditions'), bonus: bonusResponse }),
]);

export const freeSpinsView = z.object({
  bonusId: z.string().nullable(),
  title: z.string(),
  gameId: z.string(),
  left: z.number().int(),
  stake: moneyResponse,
  won: moneyResponse,
  maxWin: money,
  wagerFreespins: z.number().int(),
  expiresAt: z.string(),
});
export const freeSpinsResponse = z.object({ freespins: freeSpinsView.nullable() });
export const freeSpinResult = betResult.extend({ freespins: freeSpinsView.nullable() });
