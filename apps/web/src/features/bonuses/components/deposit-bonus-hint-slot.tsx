import { lazy, Suspense } from 'react';

const Content = lazy(() =>
  import('./deposit-bonus-hint.tsx').then((m) => ({ default: m.DepositBonusHintContent })),
);

/**
 * Under a deposit amount: the bonus the amount would claim, or, below a bonus's range, the least amount
 * that gets it, said before the player pays. Nothing when no bonus is in reach. Its code loads with the
 * first amount form that shows it.
 */
export function DepositBonusHint({ amount, currency }: { amount: string | null; currency: string }) {
  return (
    // Polite: a screen reader hears the bonus change as the amount is typed, without interrupting.
    <div aria-live="polite" className="empty:hidden">
      <Suspense fallback={null}>
        <Content amount={amount} currency={currency} />
      </Suspense>
    </div>
  );
}
