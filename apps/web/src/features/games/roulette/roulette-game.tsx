import {
  type BetView,
  pocketColor,
  ROULETTE_INSIDE_BETS,
  type RouletteBet,
  type RouletteInsideBet,
} from '@casino/shared';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Segmented } from '../../../components/ui/segmented.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { usePlaceBet } from '../api/place-bet.ts';
import { clampAmount, useAmountRules, useBetAmount } from '../components/bet-amount-input.tsx';
import { BetPanel } from '../components/bet-panel.tsx';
import { GameLayout } from '../components/game-layout.tsx';
import { fromMinor, toMinor } from '../lib/amount.ts';
import { formatMultiplier, useMoneyFormat } from '../lib/format.ts';
import { useGameHotkeys } from '../lib/hotkeys.ts';
import { playSound } from '../lib/sound.ts';
import { fireAndForget } from '../lib/use-bet-request.ts';
import { addChip, chipStake, legalSpots, removeChip } from './roulette-chips.ts';
import { RouletteTable } from './roulette-table.tsx';

const HISTORY = 12;
const CHIP_VALUES = [1, 5, 25] as const;
const INSIDE_CHOICES = ROULETTE_INSIDE_BETS.filter((type) => type !== 'straight');

interface Spin {
  id: string;
  pocket: number;
  multiplier: string;
}

/** A roulette bet's outcome `{pocket, color, bets, winning}`. */
export function readRouletteOutcome(id: string, multiplier: string, outcome: Record<string, unknown>): Spin {
  return { id, pocket: typeof outcome.pocket === 'number' ? outcome.pocket : 0, multiplier };
}

export function RouletteGame({ gameId = 'roulette' }: { gameId?: string }) {
  const { t } = useTranslation('games');
  const hintId = useId();
  const typeId = useId();
  const spotId = useId();
  const [amount, setAmount] = useBetAmount();
  const rules = useAmountRules();
  const money = useMoneyFormat();
  const [chips, setChips] = useState<RouletteBet[]>([]);
  const [undo, setUndo] = useState<RouletteBet[][]>([]);
  const [chipValue, setChipValue] = useState<number>(1);
  const [insideType, setInsideType] = useState<Exclude<RouletteInsideBet, 'straight'>>('split');
  const spots = useMemo(() => legalSpots(insideType), [insideType]);
  const [spotIndex, setSpotIndex] = useState(0);
  const [last, setLast] = useState<Spin | null>(null);
  const [history, setHistory] = useState<Spin[]>([]);
  const [autoRunning, setAutoRunning] = useState(false);
  const bet = usePlaceBet(gameId, (placed) => {
    const spin = readRouletteOutcome(placed.id, placed.multiplier, placed.outcome);
    setLast(spin);
    setHistory((items) => [spin, ...items].slice(0, HISTORY));
    playSound(Number(placed.multiplier) >= 1 ? 'win' : 'lose');
  });
  const locked = autoRunning || bet.isPending;
  const chosen = spots[Math.min(spotIndex, spots.length - 1)] ?? [];

  function place(spot: RouletteBet) {
    setUndo((stack) => [...stack, chips].slice(-50));
    setChips((current) => addChip(current, spot, chipValue));
    playSound('click');
  }

  async function play(): Promise<BetView | null> {
    if (chips.length === 0) return null;
    const stake = clampAmount(amount, rules);
    if (stake !== amount) setAmount(stake);
    playSound('bet');
    return (await bet.place({ amount: stake, params: { bets: chips } })).bet;
  }

  useGameHotkeys({
    onBet: () => {
      if (!locked && chips.length > 0) fireAndForget(play());
    },
  });

  const spotLabel = (chip: RouletteBet) => {
    if ('numbers' in chip) return `${t(`roulette.type.${chip.type}`)} ${chip.numbers.join('-')}`;
    if (chip.type === 'dozen')
      return t('roulette.dozen', { from: chip.index * 12 + 1, to: chip.index * 12 + 12 });
    if (chip.type === 'column') return t('roulette.column', { n: chip.index + 1 });
    return t(`roulette.type.${chip.type}`);
  };
  const stakeMinor = toMinor(clampAmount(amount, rules), rules.precision) ?? 0n;
  const currency = rules.limits?.currency ?? '';

  return (
    <GameLayout
      gameId={gameId}
      controls={
        <BetPanel
          amount={amount}
          onAmountChange={setAmount}
          request={bet}
          placeBet={play}
          autoInterval={700}
          onAutoRunningChange={setAutoRunning}
          betDisabled={chips.length === 0}
          betHintId={hintId}
          betHint={t('roulette.keyboardHint')}
          fields={
            <>
              <div className="flex flex-col gap-1.5">
                <span aria-hidden="true" className="text-xs font-semibold uppercase tracking-wide text-muted">
                  {t('roulette.chip')}
                </span>
                <Segmented
                  label={t('roulette.chip')}
                  value={chipValue}
                  onChange={setChipValue}
                  options={CHIP_VALUES.map((value) => ({
                    value,
                    label: t('roulette.shares', { count: value }),
                  }))}
                />
              </div>
              <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-2">
                <div className="flex min-w-0 flex-col gap-1.5">
                  <label
                    htmlFor={typeId}
                    className="text-xs font-semibold uppercase tracking-wide text-muted"
                  >
                    {t('roulette.insideBet')}
                  </label>
                  <select
                    id={typeId}
                    value={insideType}
                    onChange={(event) => {
                      setInsideType(event.target.value as typeof insideType);
                      setSpotIndex(0);
                    }}
                    className="min-h-11 cursor-pointer rounded-control border border-line bg-sunken px-3 text-sm font-bold text-ink"
                  >
                    {INSIDE_CHOICES.map((type) => (
                      <option key={type} value={type}>
                        {t(`roulette.type.${type}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="flex min-w-0 flex-col gap-1.5">
                  <label
                    htmlFor={spotId}
                    className="text-xs font-semibold uppercase tracking-wide text-muted"
                  >
                    {t('roulette.numbers')}
                  </label>
                  <select
                    id={spotId}
                    value={Math.min(spotIndex, spots.length - 1)}
                    onChange={(event) => setSpotIndex(Number(event.target.value))}
                    className="tabular min-h-11 cursor-pointer rounded-control border border-line bg-sunken px-3 text-sm font-bold text-ink"
                  >
                    {spots.map((numbers, index) => (
                      <option key={numbers.join('-')} value={index}>
                        {numbers.join('-')}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <Button
                variant="secondary"
                disabled={locked}
                onClick={() => place({ type: insideType, numbers: chosen, share: 1 })}
              >
                {t('roulette.placeChip')}
              </Button>
              <div className="flex flex-col gap-1.5">
                <div className="flex items-center justify-between gap-2">
                  <span className="text-xs font-semibold uppercase tracking-wide text-muted">
                    {t('roulette.chips')}
                  </span>
                  <div className="flex gap-1.5">
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={undo.length === 0}
                      onClick={() => {
                        setChips(undo[undo.length - 1] ?? []);
                        setUndo((stack) => stack.slice(0, -1));
                      }}
                    >
                      {t('roulette.undo')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={chips.length === 0}
                      onClick={() => {
                        setUndo((stack) => [...stack, chips].slice(-50));
                        setChips([]);
                      }}
                    >
                      {t('roulette.clear')}
                    </Button>
                  </div>
                </div>
                {chips.length === 0 ? (
                  <p className="text-xs text-faint">{t('roulette.noChips')}</p>
                ) : (
                  <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto">
                    {chips.map((chip, index) => {
                      const label = spotLabel(chip);
                      return (
                        <li
                          key={`${chip.type}:${'numbers' in chip ? chip.numbers.join('-') : 'index' in chip ? chip.index : ''}`}
                          className="tabular flex items-center gap-2 rounded-lg bg-sunken px-2 py-1 text-xs"
                        >
                          <span className="min-w-0 flex-1 truncate font-bold">{label}</span>
                          <span className="text-muted">
                            {money(fromMinor(chipStake(stakeMinor, chip, chips), rules.precision), currency)}
                          </span>
                          <button
                            type="button"
                            aria-label={t('roulette.remove', { spot: label })}
                            onClick={() => {
                              setUndo((stack) => [...stack, chips].slice(-50));
                              setChips((current) => removeChip(current, index));
                            }}
                            className="grid size-7 place-items-center rounded-md text-muted hover:bg-raised hover:text-ink focus-visible:outline-2 focus-visible:outline-neon"
                          >
                            <span aria-hidden="true">×</span>
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
            </>
          }
        />
      }
      stage={
        <div className="flex flex-1 flex-col items-center gap-3 p-3 sm:gap-4 sm:p-6">
          <div className="flex w-full items-center gap-3">
            <div
              data-testid="roulette-result"
              className={cn(
                'tabular grid size-16 shrink-0 place-items-center rounded-full border-4 border-gold text-2xl font-black text-white',
                last ? `animate-pop ${POCKET_BG[pocketColor(last.pocket)]}` : 'bg-sunken text-faint',
              )}
              key={last?.id ?? 'none'}
            >
              {last ? last.pocket : '—'}
            </div>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-bold">
                {last
                  ? Number(last.multiplier) > 0
                    ? t('roulette.won', { multiplier: formatMultiplier(last.multiplier) })
                    : t('roulette.lost')
                  : t('roulette.placeFirst')}
              </p>
              <ol aria-label={t('roulette.history')} className="mt-1 flex flex-wrap gap-1">
                {history.map((spin) => (
                  <li
                    key={spin.id}
                    className={cn(
                      'tabular grid size-7 place-items-center rounded-full text-[11px] font-black text-white',
                      POCKET_BG[pocketColor(spin.pocket)],
                    )}
                  >
                    {spin.pocket}
                  </li>
                ))}
              </ol>
            </div>
          </div>
          <RouletteTable
            chips={chips}
            highlight={chosen}
            winning={last?.pocket ?? null}
            disabled={locked}
            onPlace={place}
          />
          <p className="sr-only" aria-live="polite">
            {last
              ? `${t('roulette.landed', { pocket: last.pocket, color: t(`roulette.color.${pocketColor(last.pocket)}`) })} ${
                  Number(last.multiplier) > 0
                    ? t('roulette.won', { multiplier: formatMultiplier(last.multiplier) })
                    : t('roulette.lost')
                }`
              : ''}
          </p>
        </div>
      }
    />
  );
}

const POCKET_BG = { red: 'bg-[#b91c1c]', black: 'bg-[#111827]', green: 'bg-[#15803d]' } as const;
