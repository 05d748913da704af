import type pg from 'pg';

export interface SeedWheelPrize {
  slot: number;
  /** US cents; 0 with no promo is "no prize". */
  amount: bigint;
  promo: string | null;
  balanceType: 'main' | 'bonus';
  weight: number;
}

const cash = (slot: number, dollars: number, weight: number, balanceType: 'main' | 'bonus' = 'main') => ({
  slot,
  amount: BigInt(Math.round(dollars * 100)),
  promo: null,
  balanceType,
  weight,
});
const nothing = (slot: number, weight: number) => cash(slot, 0, weight);
const promo = (slot: number, code: string, weight: number) => ({
  slot,
  amount: 0n,
  promo: code,
  balanceType: 'main' as const,
  weight,
});

/**
 * The 15 slots, clockwise from the top: small prizes and misses alternate with the rare big ones. Weights
 * sum to 10 000: a spin wins nothing 34% of the time, 50 cents to 2 dollars 56%, the WHEELSPINS promo
 * code 8%, 5 dollars or more 2.25% (5 and 25 as wagered bonus money), 50 dollars 0.03%. Expected cash
 * ≈ 0.70 USD a spin.
 */
export const SEED_WHEEL_PRIZES: readonly SeedWheelPrize[] = [
  cash(0, 0.5, 1300),
  nothing(1, 1100),
  cash(2, 1, 1200),
  promo(3, 'WHEELSPINS', 400),
  cash(4, 2, 600),
  nothing(5, 1100),
  cash(6, 5, 150, 'bonus'),
  cash(7, 0.5, 1300),
  cash(8, 10, 60),
  nothing(9, 1200),
  cash(10, 25, 12, 'bonus'),
  cash(11, 1, 900),
  promo(12, 'WHEELSPINS', 400),
  cash(13, 50, 3),
  cash(14, 2, 275),
];

/** Inserts the wheel's prizes once; an operator's later changes to a slot are kept. */
export async function seedWheelPrizes(pool: pg.Pool): Promise<void> {
  for (const p of SEED_WHEEL_PRIZES) {
    await pool.query(
      `INSERT INTO wheel_prizes (slot, amount, promo, balance_type, weight) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (slot) DO NOTHING`,
      [p.slot, p.amount.toString(), p.promo, p.balanceType, p.weight],
    );
  }
}
