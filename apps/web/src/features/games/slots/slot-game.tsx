import { type BetView, isSlotMachineId, SLOT_MACHINES, type SlotMachine, slotGrid } from '@casino/shared';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { useReducedMotion } from '../../../lib/use-reduced-motion.ts';
import { useGameInfo } from '../api/get-games.ts';
import { usePlaceBet } from '../api/place-bet.ts';
import {
  BetAmountInput,
  BetInterruptedNotice,
  clampAmount,
  GameLayout,
  PendingLabel,
  useAmountRules,
  useBetAmount,
} from '../components/index.ts';
import { formatMultiplier, useMoneyFormat } from '../lib/format.ts';
import { useGameHotkeys } from '../lib/hotkeys.ts';
import { playSound } from '../lib/sound.ts';
import { fireAndForget } from '../lib/use-bet-request.ts';
import { useFreeSpins, usePlayFreeSpin } from './api/free-spins.ts';
import { useSlotGame } from './api/get-slot-game.ts';
import { FreeSpinsPanel } from './free-spins-panel.tsx';
import { lineBetOf, scaleAmount, slotOutcome } from './slot-outcome.ts';
import { SlotPaytable } from './slot-paytable.tsx';
import { lineColor, SlotReels, spinDurationMs, useSymbolName } from './slot-reels.tsx';
import { useSlotPlayback } from './use-slot-playback.ts';

/** One component for every slot machine; the machine definition (shared) gives reels, pays and theme. */
export function SlotGame({ gameId }: { gameId: string }) {
  const { t } = useTranslation('slots');
  if (!isSlotMachineId(gameId)) {
    return <p className="p-6 text-center text-muted">{t('unknownMachine')}</p>;
  }
  return <SlotMachineGame key={gameId} machine={SLOT_MACHINES[gameId]} />;
}

function SlotMachineGame({ machine }: { machine: SlotMachine }) {
  const { t } = useTranslation('slots');
  const hintId = useId();
  const money = useMoneyFormat();
  const name = useSymbolName(machine);
  const [amount, setAmount] = useBetAmount();
  const rules = useAmountRules();
  const reducedMotion = useReducedMotion();
  // A short margin after the last reel lands before its wins light up.
  const { playback, play, skip } = useSlotPlayback(
    reducedMotion ? 0 : spinDurationMs(machine.reels.length) + 80,
  );
  const [lastBet, setLastBet] = useState<BetView | null>(null);
  const [restingGrid, setRestingGrid] = useState<string[][] | null>(null);
  const [paytableOpen, setPaytableOpen] = useState(false);
  const bet = usePlaceBet(machine.id, (placed) => void show(placed));
  // Bonus free spins on this machine: the same reels, a spin the casino pays for.
  const freeSpins = useFreeSpins(machine.id);
  const freeSpin = usePlayFreeSpin(machine.id, (placed) => void show(placed));

  const info = useGameInfo(machine.id);
  const single = useSlotGame(machine.id, info === undefined);
  const rtp = info?.rtp ?? single.data?.rtp ?? null;

  const idleGrid = useMemo(
    () =>
      slotGrid(
        machine,
        machine.reels.map(() => 0),
      ),
    [machine],
  );
  const spins = playback.outcome?.spins ?? [];
  const current = spins[playback.index];
  const grid = current?.grid ?? restingGrid ?? idleGrid;
  const previousGrid =
    playback.index > 0 ? (spins[playback.index - 1]?.grid ?? grid) : (restingGrid ?? idleGrid);
  const spinning = playback.stage === 'spinning';
  const revealed = playback.stage === 'shown' || playback.stage === 'done';
  const pending = bet.isPending || freeSpin.isPending;
  const playing = pending || spinning || playback.stage === 'shown';
  const done = playback.stage === 'done' && lastBet !== null;

  const lines = machine.paylines.length;
  const stake = lastBet?.amount ?? amount;
  const currency = lastBet?.currency ?? rules.limits?.currency ?? '';
  const format = (value: string) => money(value, currency);
  const winSoFar = spins
    .slice(0, revealed ? playback.index + 1 : playback.index)
    .reduce((sum, spin) => sum + spin.win, 0);

  /** A placed spin (a click's, or its retry's) on the reels. */
  async function show(placed: BetView) {
    setRestingGrid(grid);
    setLastBet(placed);
    await play(slotOutcome(placed.outcome));
    if (Number(placed.payout) > 0) playSound('win');
  }

  function spin() {
    if (playing) return;
    const total = clampAmount(amount, rules);
    if (total !== amount) setAmount(total);
    playSound('bet');
    // usePlaceBet tells the player of a failure (a toast, sign-in, or the notice with Retry).
    fireAndForget(bet.place({ amount: total, params: {} }));
  }

  function playFreeSpin() {
    if (playing) return;
    playSound('bet');
    // usePlayFreeSpin tells the player of a failure, as usePlaceBet does.
    fireAndForget(freeSpin.place({}));
  }

  useGameHotkeys({
    onBet: () => {
      if (spinning || playback.stage === 'shown') skip();
      else spin();
    },
  });

  const theme = machine.theme;
  return (
    <GameLayout
      gameId={machine.id}
      title={info?.title ?? machine.title}
      controls={
        <div className="flex flex-col gap-4">
          <FreeSpinsPanel
            view={freeSpins.data?.freespins}
            finished={freeSpin.finished}
            playing={playing}
            request={freeSpin}
            theme={machine.theme}
            onPlay={playFreeSpin}
          />
          <BetAmountInput value={amount} onChange={setAmount} disabled={playing} />
          <p className="tabular text-xs text-muted">
            {t('lineBet', {
              count: lines,
              amount: format(lineBetOf(clampAmount(amount, rules), lines)),
            })}
          </p>
          {playing && !pending ? (
            <Button variant="secondary" size="lg" className="w-full text-lg" onClick={skip}>
              {t('skip')}
            </Button>
          ) : (
            <Button
              variant="success"
              size="lg"
              className="w-full text-lg"
              loading={bet.isPending}
              disabled={freeSpin.isPending}
              aria-describedby={hintId}
              onClick={spin}
            >
              <PendingLabel pending={bet.isPending}>{t('spin')}</PendingLabel>
            </Button>
          )}
          <BetInterruptedNotice request={bet} />
          <p id={hintId} className="hidden text-center text-xs text-faint sm:block">
            {t('keyboardHint')}
          </p>
          <Button variant="ghost" className="w-full" onClick={() => setPaytableOpen(true)}>
            {t('paytable.open')}
          </Button>
          <SlotPaytable
            machine={machine}
            open={paytableOpen}
            onClose={() => setPaytableOpen(false)}
            rtp={rtp}
            amount={clampAmount(amount, rules)}
            format={format}
          />
        </div>
      }
      stage={
        <div
          className="flex flex-1 flex-col gap-3 p-3 sm:gap-4 sm:p-6"
          style={{
            color: theme.text,
            background: `radial-gradient(ellipse 90% 60% at 50% 0%, ${theme.accent}33, transparent 70%), ${theme.background}`,
          }}
        >
          <div className="flex min-h-8 flex-wrap items-center justify-between gap-2 text-sm font-bold">
            {current?.free ? (
              <span
                className="rounded-full px-3 py-1"
                style={{ background: `${theme.accent}33`, color: theme.accent }}
              >
                {t('freeSpin', { n: playback.index, total: playback.outcome?.freeSpins ?? 0 })} ·{' '}
                {formatMultiplier(current.multiplier)}
              </span>
            ) : (
              <span className="opacity-70">{t('lines', { count: lines })}</span>
            )}
            <span className="tabular">
              {t('win')}: {format(scaleAmount(stake, winSoFar))}
            </span>
          </div>

          <div
            className="mx-auto w-full max-w-xl rounded-card p-2 sm:p-3"
            style={{
              background: `${theme.reels}cc`,
              boxShadow: `0 0 0 2px ${theme.accent}55, 0 20px 60px rgb(0 0 0 / 0.45)`,
            }}
          >
            <SlotReels
              machine={machine}
              grid={grid}
              previousGrid={previousGrid}
              spinId={playback.spinId}
              spinning={spinning}
              reducedMotion={reducedMotion}
              lineWins={revealed && current ? current.lineWins : []}
              scatterWin={revealed && (current?.scatterWin ?? 0) > 0}
            />
          </div>

          <div aria-live="polite" className="mx-auto flex w-full max-w-xl flex-col gap-2 text-sm">
            {revealed && current ? (
              <ul className="flex flex-col gap-1">
                {current.lineWins.map((win, index) => (
                  <li key={`${win.line}-${win.symbol}`} className="tabular flex items-center gap-2">
                    <span
                      className="size-2.5 shrink-0 rounded-full"
                      style={{ background: lineColor(index) }}
                    />
                    <span className="min-w-0 flex-1">
                      {t('lineWin', { line: win.line + 1, count: win.count, symbol: name(win.symbol) })}
                    </span>
                    <span className="font-bold">{format(scaleAmount(stake, win.pays, lines))}</span>
                  </li>
                ))}
                {current.scatterWin > 0 ? (
                  <li className="tabular flex items-center gap-2">
                    <span className="size-2.5 shrink-0 rounded-full" style={{ background: theme.accent }} />
                    <span className="min-w-0 flex-1">
                      {t('scatterWin', { count: current.scatters, symbol: name(machine.scatter) })}
                    </span>
                    <span className="font-bold">{format(scaleAmount(stake, current.scatterWin))}</span>
                  </li>
                ) : null}
                {current.freeSpinsAwarded > 0 ? (
                  <li className="animate-pop font-bold" style={{ color: theme.accent }}>
                    {t('freeSpinsAwarded', { count: current.freeSpinsAwarded })}
                  </li>
                ) : null}
              </ul>
            ) : null}
            {done && lastBet ? (
              Number(lastBet.payout) > 0 ? (
                <p
                  className="animate-pop rounded-control px-4 py-2 text-center text-lg font-black"
                  style={{ background: `${theme.accent}2e`, color: theme.accent }}
                >
                  {t('totalWin', {
                    amount: format(lastBet.payout),
                    multiplier: formatMultiplier(lastBet.multiplier),
                  })}
                </p>
              ) : (
                <p className="text-center opacity-70">{t('noWin')}</p>
              )
            ) : null}
          </div>
        </div>
      }
    />
  );
}
