import type { TransactionType } from './constants.ts';

/** SPEC §4.3: a completed deposit or buy counts toward the deposit count. */
export const DEPOSIT_COUNTING_TYPES = ['deposit', 'buy'] as const satisfies readonly TransactionType[];
