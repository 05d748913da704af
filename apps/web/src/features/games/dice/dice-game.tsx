import type { BetView } from '@casino/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { usePlaceBet } from '../api/place-bet.ts';
import { clampAmount, useAmountRules, useBetAmount } from '../components/bet-amount-input.tsx';
import { BetPanel } from '../components/bet-panel.tsx';
import { GameLayout } from '../components/game-layout.tsx';
import { profitOnWin } from '../lib/amount.ts';
import { useMoneyFormat } from '../lib/format.ts';
import { useGameHotkeys } from '../lib/hotkeys.ts';
import { playSound } from '../lib/sound.ts';
import { fireAndForget } from '../lib/use-bet-request.ts';
import { DiceControls, type DiceSelection } from './dice-controls.tsx';
import { clampTarget, multiplierOf, readDiceOutcome, round2 } from './dice-math.ts';
import { type DiceRoll, DiceStage } from './dice-stage.tsx';

const HISTORY = 8;
/** The marker slides for 500 ms; auto-bet waits for it. */
const ROLL_MS = 500;

export function DiceGame({ gameId = 'dice' }: { gameId?: string }) {
  const { t } = useTranslation('games');
  const hintId = useId();
  const [amount, setAmount] = useBetAmount();
  const rules = useAmountRules();
  const money = useMoneyFormat();
  const [selection, setSelection] = useState<DiceSelection>({ target: 50.5, condition: 'over' });
  const [last, setLast] = useState<DiceRoll | null>(null);
  const [history, setHistory] = useState<DiceRoll[]>([]);
  const [autoRunning, setAutoRunning] = useState(false);
  const bet = usePlaceBet(gameId, (placed) => {
    const { roll, win } = readDiceOutcome(placed.outcome);
    const result = { id: placed.id, roll, win };
    setLast(result);
    setHistory((items) => [result, ...items].slice(0, HISTORY));
    playSound(win ? 'win' : 'lose');
  });

  const multiplier = multiplierOf(selection.target, selection.condition);

  /** Resolves with the bet once it is on the stage; rejects when it failed (the player has been told). */
  async function play(): Promise<BetView> {
    const stake = clampAmount(amount, rules);
    if (stake !== amount) setAmount(stake);
    playSound('bet');
    return (await bet.place({ amount: stake, params: { ...selection } })).bet;
  }

  useGameHotkeys({
    onBet: () => {
      if (!bet.isPending && !autoRunning) fireAndForget(play());
    },
    onStep: (step, large) => {
      if (autoRunning) return;
      setSelection((current) => ({
        ...current,
        target: clampTarget(round2(current.target + step * (large ? 10 : 1)), current.condition),
      }));
    },
  });

  const profit = profitOnWin(clampAmount(amount, rules), multiplier, rules.precision);

  return (
    <GameLayout
      gameId={gameId}
      controls={
        <BetPanel
          amount={amount}
          onAmountChange={setAmount}
          request={bet}
          placeBet={play}
          autoInterval={ROLL_MS}
          onAutoRunningChange={setAutoRunning}
          betHintId={hintId}
          betHint={t('dice.keyboardHint')}
          fields={
            <>
              <DiceControls {...selection} onChange={setSelection} />
              <p className="tabular flex justify-between text-xs text-muted">
                <span>{t('profitOnWin')}</span>
                <span className="font-bold text-gold">{money(profit, rules.limits?.currency ?? '')}</span>
              </p>
            </>
          }
        />
      }
      stage={
        <DiceStage
          target={selection.target}
          condition={selection.condition}
          onTargetChange={(target) =>
            setSelection((current) => ({ ...current, target: clampTarget(target, current.condition) }))
          }
          last={last}
          history={history}
          disabled={autoRunning}
          hintId={hintId}
        />
      }
    />
  );
}
