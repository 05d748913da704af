import {
  type BetView,
  WHEEL_RISKS,
  WHEEL_SEGMENT_COUNTS,
  type WheelRisk,
  wheelMultipliers,
} from '@casino/shared';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Segmented } from '../../../components/ui/segmented.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { usePlaceBet } from '../api/place-bet.ts';
import { clampAmount, useAmountRules, useBetAmount } from '../components/bet-amount-input.tsx';
import { BetPanel } from '../components/bet-panel.tsx';
import { GameLayout } from '../components/game-layout.tsx';
import { useGameHotkeys } from '../lib/hotkeys.ts';
import { playSound } from '../lib/sound.ts';
import { fireAndForget } from '../lib/use-bet-request.ts';
import { rotationFor } from './wheel-geometry.ts';
import { SPIN_MS, type WheelSpin, WheelStage } from './wheel-stage.tsx';

const HISTORY = 8;

/** A wheel bet's outcome `{risk, segments, segment, multiplier}`. */
export function readWheelOutcome(id: string, outcome: Record<string, unknown>): WheelSpin {
  return {
    id,
    segment: typeof outcome.segment === 'number' ? outcome.segment : 0,
    multiplier: typeof outcome.multiplier === 'number' ? outcome.multiplier : 0,
  };
}

export function WheelGame({ gameId = 'wheel' }: { gameId?: string }) {
  const { t } = useTranslation('games');
  const hintId = useId();
  const segmentsId = useId();
  const [amount, setAmount] = useBetAmount();
  const rules = useAmountRules();
  const [risk, setRisk] = useState<WheelRisk>('medium');
  const [segments, setSegments] = useState<number>(30);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState<WheelSpin | null>(null);
  const [landed, setLanded] = useState<WheelSpin | null>(null);
  const [history, setHistory] = useState<WheelSpin[]>([]);
  const [autoRunning, setAutoRunning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const bet = usePlaceBet(gameId, (placed) => {
    const spin = readWheelOutcome(placed.id, placed.outcome);
    clearTimeout(timer.current);
    setLanded(null);
    setSpinning(spin);
    setRotation((current) => rotationFor(current, spin.segment, segments));
    timer.current = setTimeout(() => {
      setSpinning(null);
      setLanded(spin);
      setHistory((items) => [spin, ...items].slice(0, HISTORY));
      playSound(spin.multiplier >= 1 ? 'win' : 'lose');
    }, SPIN_MS);
  });
  const locked = autoRunning || spinning !== null || bet.isPending;
  const multipliers = useMemo(() => wheelMultipliers(risk, segments), [risk, segments]);

  async function play(): Promise<BetView> {
    const stake = clampAmount(amount, rules);
    if (stake !== amount) setAmount(stake);
    playSound('bet');
    return (await bet.place({ amount: stake, params: { risk, segments } })).bet;
  }

  function changeLayout(next: { risk?: WheelRisk; segments?: number }) {
    setLanded(null);
    setRotation(0);
    if (next.risk) setRisk(next.risk);
    if (next.segments) setSegments(next.segments);
  }

  useGameHotkeys({
    onBet: () => {
      if (!locked) fireAndForget(play());
    },
    onStep: (step) => {
      if (locked) return;
      const index = WHEEL_SEGMENT_COUNTS.indexOf(segments as (typeof WHEEL_SEGMENT_COUNTS)[number]);
      const next = WHEEL_SEGMENT_COUNTS[Math.min(WHEEL_SEGMENT_COUNTS.length - 1, Math.max(0, index + step))];
      if (next && next !== segments) changeLayout({ segments: next });
    },
  });

  return (
    <GameLayout
      gameId={gameId}
      controls={
        <BetPanel
          amount={amount}
          onAmountChange={setAmount}
          request={bet}
          placeBet={play}
          autoInterval={SPIN_MS + 200}
          onAutoRunningChange={setAutoRunning}
          betHintId={hintId}
          betHint={t('wheel.keyboardHint')}
          fields={
            <>
              <div className="flex flex-col gap-1.5">
                <span aria-hidden="true" className="text-xs font-semibold uppercase tracking-wide text-muted">
                  {t('wheel.risk')}
                </span>
                <Segmented
                  label={t('wheel.risk')}
                  value={risk}
                  onChange={(value) => changeLayout({ risk: value })}
                  disabled={spinning !== null}
                  options={WHEEL_RISKS.map((value) => ({ value, label: t(`wheel.riskLevel.${value}`) }))}
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <label
                  htmlFor={segmentsId}
                  className="text-xs font-semibold uppercase tracking-wide text-muted"
                >
                  {t('wheel.segments')}
                </label>
                <select
                  id={segmentsId}
                  value={segments}
                  disabled={spinning !== null}
                  onChange={(event) => changeLayout({ segments: Number(event.target.value) })}
                  className="min-h-11 cursor-pointer rounded-control border border-line bg-sunken px-3 text-sm font-bold text-ink disabled:opacity-60"
                >
                  {WHEEL_SEGMENT_COUNTS.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              </div>
            </>
          }
        />
      }
      stage={
        <WheelStage
          multipliers={multipliers}
          rotation={rotation}
          landed={landed}
          history={history}
          label={t('wheel.wheelLabel', { segments, risk: t(`wheel.riskLevel.${risk}`) })}
        />
      }
    />
  );
}
