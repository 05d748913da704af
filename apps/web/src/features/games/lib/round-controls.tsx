import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { BetAmountInput } from '../components/bet-amount-input.tsx';
import { BetInterruptedNotice, PendingLabel } from '../components/bet-request-status.tsx';
import type { useSteppedGame } from './use-stepped-game.ts';

/**
 * The controls column of hi-lo and blackjack: the amount (the open round's stake while one runs), the Bet
 * button or the round's decisions, the interrupted-call notice and the note about a round moved on.
 */
export function RoundControls({
  game,
  amount,
  onAmountChange,
  onBet,
  decisions,
  hint,
}: {
  game: ReturnType<typeof useSteppedGame>;
  amount: string;
  onAmountChange: (value: string) => void;
  onBet: () => void;
  /** The open round's decision buttons. */
  decisions: ReactNode;
  hint: string;
}) {
  const { t } = useTranslation('games');
  const { openBet, busy } = game;
  return (
    <div className="flex flex-col gap-4">
      <BetAmountInput
        value={openBet ? openBet.amount : amount}
        onChange={onAmountChange}
        disabled={openBet !== null || busy}
      />
      {openBet ? (
        <div className="flex flex-col gap-2 max-lg:order-first">{decisions}</div>
      ) : (
        <Button
          variant="success"
          size="lg"
          className="w-full text-lg max-lg:order-first"
          loading={game.start.isPending}
          disabled={game.loading}
          onClick={onBet}
        >
          <PendingLabel pending={game.start.isPending}>{t('bet')}</PendingLabel>
        </Button>
      )}
      {game.interrupted ? <BetInterruptedNotice request={game.interrupted} /> : null}
      <p aria-live="polite" className="min-h-5 text-sm text-gold empty:hidden">
        {game.notice ? t(`stepped.${game.notice}`) : null}
      </p>
      <p className="hidden text-center text-xs text-faint sm:block">{hint}</p>
    </div>
  );
}
