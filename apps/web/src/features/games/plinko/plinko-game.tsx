import {
  type BetView,
  PLINKO_RISKS,
  PLINKO_ROW_COUNTS,
  type PlinkoRisk,
  plinkoMultipliers,
} from '@casino/shared';
import { useId, useMemo, useState } from 'react';
import { Segmented } from '../../../components/ui/segmented.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { usePlaceBet } from '../api/place-bet.ts';
import { clampAmount, useAmountRules, useBetAmount } from '../components/bet-amount-input.tsx';
import { BetPanel } from '../components/bet-panel.tsx';
import { GameLayout } from '../components/game-layout.tsx';
import { formatMultiplier } from '../lib/format.ts';
import { playSound } from '../lib/sound.ts';
import { PlinkoBoard, type PlinkoDrop } from './plinko-board.tsx';

interface Landed {
  id: string;
  multiplier: string;
  win: boolean;
}

const HISTORY = 6;

/** A plinko bet's outcome `{path, slot, rows, risk}`: path holds 0 (left) or 1 (right) per row. */
export function readPlinkoOutcome(outcome: Record<string, unknown>): { path: number[]; slot: number } {
  const path = Array.isArray(outcome.path) ? outcome.path.map((step) => (step === 1 ? 1 : 0)) : [];
  const slot =
    typeof outcome.slot === 'number' ? outcome.slot : path.reduce<number>((sum, step) => sum + step, 0);
  return { path, slot };
}

export function PlinkoGame({ gameId = 'plinko' }: { gameId?: string }) {
  const { t } = useTranslation('games');
  const [amount, setAmount] = useBetAmount();
  const rules = useAmountRules();
  const rowsId = useId();
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [drops, setDrops] = useState<PlinkoDrop[]>([]);
  const [landed, setLanded] = useState<Landed[]>([]);
  const bet = usePlaceBet(gameId, (placed) => {
    const { path, slot } = readPlinkoOutcome(placed.outcome);
    const won = Number(placed.multiplier) >= 1;
    setDrops((current) => [
      ...current,
      {
        id: placed.id,
        path,
        slot,
        onLanded: () => {
          setDrops((items) => items.filter((item) => item.id !== placed.id));
          setLanded((items) =>
            [{ id: placed.id, multiplier: placed.multiplier, win: won }, ...items].slice(0, HISTORY),
          );
          playSound(won ? 'win' : 'lose');
        },
      },
    ]);
  });
  const multipliers = useMemo(() => plinkoMultipliers(rows, risk), [rows, risk]);
  const inFlight = drops.length > 0;

  /** Resolves with the bet once its ball drops; rejects when it failed (the player has been told). */
  async function play(): Promise<BetView> {
    const stake = clampAmount(amount, rules);
    if (stake !== amount) setAmount(stake);
    playSound('bet');
    return (await bet.place({ amount: stake, params: { rows, risk } })).bet;
  }

  return (
    <GameLayout
      gameId={gameId}
      controls={
        <BetPanel
          amount={amount}
          onAmountChange={setAmount}
          request={bet}
          placeBet={play}
          autoInterval={350}
          fields={
            <>
              <div className="flex flex-col gap-1.5">
                <span aria-hidden="true" className="text-xs font-semibold uppercase tracking-wide text-muted">
                  {t('plinko.risk')}
                </span>
                <Segmented
                  label={t('plinko.risk')}
                  value={risk}
                  onChange={setRisk}
                  disabled={inFlight}
                  options={PLINKO_RISKS.map((value) => ({ value, label: t(`plinko.riskLevel.${value}`) }))}
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <label htmlFor={rowsId} className="text-xs font-semibold uppercase tracking-wide text-muted">
                  {t('plinko.rows')}
                </label>
                <select
                  id={rowsId}
                  value={rows}
                  disabled={inFlight}
                  onChange={(event) => setRows(Number(event.target.value))}
                  className="min-h-11 cursor-pointer rounded-control border border-line bg-sunken px-3 text-sm font-bold text-ink disabled:opacity-60"
                >
                  {PLINKO_ROW_COUNTS.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              </div>
              {inFlight && <p className="text-xs text-faint">{t('plinko.lockedWhileFalling')}</p>}
            </>
          }
        />
      }
      stage={
        <div className="relative flex flex-1 flex-col items-center justify-center gap-2 px-2 py-4 sm:px-6">
          <ol
            aria-label={t('plinko.history')}
            className="absolute right-2 top-2 z-10 flex flex-col gap-1 sm:right-4 sm:top-4"
          >
            {landed.map((item) => (
              <li
                key={item.id}
                className={cn(
                  'tabular animate-pop rounded-lg px-2 py-1 text-center text-xs font-black',
                  item.win ? 'bg-gold text-deep' : 'bg-raised text-muted',
                )}
              >
                {formatMultiplier(item.multiplier)}
              </li>
            ))}
          </ol>
          <PlinkoBoard
            rows={rows}
            multipliers={multipliers}
            drops={drops}
            label={t('plinko.boardLabel', { rows, risk: t(`plinko.riskLevel.${risk}`) })}
          />
          <p className="sr-only" aria-live="polite">
            {landed[0] ? t('plinko.landed', { multiplier: formatMultiplier(landed[0].multiplier) }) : ''}
          </p>
        </div>
      }
    />
  );
}
