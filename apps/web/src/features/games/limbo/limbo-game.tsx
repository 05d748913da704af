import type { BetView } from '@casino/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { usePlaceBet } from '../api/place-bet.ts';
import { clampAmount, useAmountRules, useBetAmount } from '../components/bet-amount-input.tsx';
import { BetPanel } from '../components/bet-panel.tsx';
import { CommitField } from '../components/commit-field.tsx';
import { GameLayout } from '../components/game-layout.tsx';
import { profitOnWin } from '../lib/amount.ts';
import { useMoneyFormat } from '../lib/format.ts';
import { useGameHotkeys } from '../lib/hotkeys.ts';
import { playSound } from '../lib/sound.ts';
import { fireAndForget } from '../lib/use-bet-request.ts';
import {
  chanceFor,
  clampTarget,
  formatChance,
  formatTargetValue,
  multiplierOf,
  readLimboOutcome,
  round2,
  targetForChance,
} from './limbo-math.ts';
import { COUNT_UP_MS, type LimboRound, LimboStage } from './limbo-stage.tsx';

const HISTORY = 8;

export function LimboGame({ gameId = 'limbo' }: { gameId?: string }) {
  const { t } = useTranslation('games');
  const hintId = useId();
  const [amount, setAmount] = useBetAmount();
  const rules = useAmountRules();
  const money = useMoneyFormat();
  const [target, setTarget] = useState(2);
  const [last, setLast] = useState<LimboRound | null>(null);
  const [history, setHistory] = useState<LimboRound[]>([]);
  const [autoRunning, setAutoRunning] = useState(false);
  const bet = usePlaceBet(gameId, (placed) => {
    const { result, win } = readLimboOutcome(placed.outcome);
    const round = { id: placed.id, result, win };
    setLast(round);
    setHistory((items) => [round, ...items].slice(0, HISTORY));
  });

  /** Resolves with the bet once it is on the stage; rejects when it failed (the player has been told). */
  async function play(): Promise<BetView> {
    const stake = clampAmount(amount, rules);
    if (stake !== amount) setAmount(stake);
    playSound('bet');
    return (await bet.place({ amount: stake, params: { target } })).bet;
  }

  useGameHotkeys({
    onBet: () => {
      if (!bet.isPending && !autoRunning) fireAndForget(play());
    },
    onStep: (step, large) => {
      if (!autoRunning) setTarget((current) => clampTarget(round2(current + step * (large ? 1 : 0.1))));
    },
  });

  const profit = profitOnWin(clampAmount(amount, rules), multiplierOf(target), rules.precision);
  return (
    <GameLayout
      gameId={gameId}
      controls={
        <BetPanel
          amount={amount}
          onAmountChange={setAmount}
          request={bet}
          placeBet={play}
          autoInterval={COUNT_UP_MS + 250}
          onAutoRunningChange={setAutoRunning}
          betHintId={hintId}
          betHint={t('limbo.keyboardHint')}
          fields={
            <>
              <div className="grid grid-cols-2 gap-2">
                <CommitField
                  label={t('limbo.target')}
                  value={formatTargetValue(target)}
                  suffix="×"
                  onCommit={(value) => setTarget(Number.isFinite(value) ? clampTarget(value) : target)}
                />
                <CommitField
                  label={t('limbo.chance')}
                  value={formatChance(chanceFor(target))}
                  suffix="%"
                  onCommit={(value) => setTarget(targetForChance(value, target))}
                />
              </div>
              <p className="tabular flex justify-between text-xs text-muted">
                <span>{t('profitOnWin')}</span>
                <span className="font-bold text-gold">{money(profit, rules.limits?.currency ?? '')}</span>
              </p>
            </>
          }
        />
      }
      stage={<LimboStage target={target} last={last} history={history} />}
    />
  );
}
