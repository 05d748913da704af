/**
 * The player actions' form checks, as the operator API's schemas have them (backoffice/schemas.ts), so
 * the form says what is wrong before a request. Values are `validation.*` keys of the back office.
 */
export type Problem = 'required' | 'invalid_amount' | 'invalid_format' | 'zero_amount' | 'out_of_range';

const SIGNED = /^[-+]?\d+(\.\d+)?$/;
const POSITIVE = /^\d+(\.\d+)?$/;

/** A signed decimal, not zero (a correction of nothing is a mistake), and a reason. */
export function validAdjustment(input: { amount: string; reason: string }) {
  const amount = input.amount.trim();
  let amountProblem: Problem | null = null;
  if (amount === '') amountProblem = 'required';
  else if (!SIGNED.test(amount) || amount.length > 40) amountProblem = 'invalid_amount';
  else if (/^[-+]?[0.]+$/.test(amount)) amountProblem = 'zero_amount';
  const reason = input.reason.trim();
  return {
    amount: amountProblem,
    reason: reason === '' ? ('required' as const) : reason.length > 500 ? ('invalid_format' as const) : null,
  };
}

function integerIn(value: string, min: number, max: number): Problem | null {
  if (value.trim() === '') return 'required';
  if (!/^\d+$/.test(value.trim())) return 'invalid_format';
  const n = Number(value);
  return n < min || n > max ? 'out_of_range' : null;
}

/** Amount positive; wager 0–100 (×); days 1–365; a title up to 100 characters. */
export function validBonus(input: { amount: string; wager: string; days: string; title: string }) {
  const amount = input.amount.trim();
  const title = input.title.trim();
  return {
    amount:
      amount === ''
        ? ('required' as const)
        : !POSITIVE.test(amount) || /^[0.]+$/.test(amount)
          ? ('invalid_amount' as const)
          : null,
    wager: integerIn(input.wager, 0, 100),
    days: integerIn(input.days, 1, 365),
    title: title === '' ? ('required' as const) : title.length > 100 ? ('invalid_format' as const) : null,
  };
}

/** Empty (no manager) or a Telegram username: 5–32 of letters, digits and _, with or without @. */
export function validTelegram(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || /^@?[A-Za-z0-9_]{5,32}$/.test(trimmed);
}
