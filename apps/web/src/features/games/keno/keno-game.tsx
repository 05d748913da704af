import { type BetView, KENO_MAX_PICKS, KENO_RISKS, type KenoRisk, kenoMultipliers } from '@casino/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Segmented } from '../../../components/ui/segmented.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { usePlaceBet } from '../api/place-bet.ts';
import { clampAmount, useAmountRules, useBetAmount } from '../components/bet-amount-input.tsx';
import { BetPanel } from '../components/bet-panel.tsx';
import { GameLayout } from '../components/game-layout.tsx';
import { formatMultiplier } from '../lib/format.ts';
import { useGameHotkeys } from '../lib/hotkeys.ts';
import { playSound } from '../lib/sound.ts';
import { fireAndForget } from '../lib/use-bet-request.ts';
import { KENO_REVEAL_STEP_MS, KenoBoard } from './keno-board.tsx';
import { type KenoRound, randomPicks, readKenoOutcome } from './keno-outcome.ts';

/** The draw lights up in 10 steps; auto-bet waits for it. */
const REVEAL_MS = KENO_REVEAL_STEP_MS * 10 + 250;

export function KenoGame({ gameId = 'keno' }: { gameId?: string }) {
  const { t } = useTranslation('games');
  const hintId = useId();
  const [amount, setAmount] = useBetAmount();
  const rules = useAmountRules();
  const [risk, setRisk] = useState<KenoRisk>('classic');
  const [picks, setPicks] = useState<number[]>([]);
  const [last, setLast] = useState<KenoRound | null>(null);
  const [autoRunning, setAutoRunning] = useState(false);
  const bet = usePlaceBet(gameId, (placed) => {
    const round = readKenoOutcome(placed.id, placed.multiplier, placed.outcome);
    setLast(round);
    playSound(Number(placed.multiplier) >= 1 ? 'win' : 'lose');
  });
  const locked = autoRunning || bet.isPending;

  async function play(): Promise<BetView | null> {
    if (picks.length === 0) return null;
    const stake = clampAmount(amount, rules);
    if (stake !== amount) setAmount(stake);
    playSound('bet');
    return (await bet.place({ amount: stake, params: { risk, picks } })).bet;
  }

  function toggle(n: number) {
    setLast(null);
    setPicks((current) =>
      current.includes(n)
        ? current.filter((pick) => pick !== n)
        : current.length < KENO_MAX_PICKS
          ? [...current, n]
          : current,
    );
  }

  useGameHotkeys({
    onBet: () => {
      if (!bet.isPending && !autoRunning && picks.length > 0) fireAndForget(play());
    },
    onStep: (step) => {
      if (autoRunning) return;
      const index = KENO_RISKS.indexOf(risk);
      setRisk(KENO_RISKS[(index + step + KENO_RISKS.length) % KENO_RISKS.length] as KenoRisk);
    },
  });

  const table = picks.length > 0 ? kenoMultipliers(risk, picks.length) : [];
  const hits = last ? last.hits.length : null;

  return (
    <GameLayout
      gameId={gameId}
      controls={
        <BetPanel
          amount={amount}
          onAmountChange={setAmount}
          request={bet}
          placeBet={play}
          autoInterval={REVEAL_MS}
          onAutoRunningChange={setAutoRunning}
          betDisabled={picks.length === 0}
          betHintId={hintId}
          betHint={t('keno.keyboardHint')}
          fields={
            <>
              <div className="flex flex-col gap-1.5">
                <span aria-hidden="true" className="text-xs font-semibold uppercase tracking-wide text-muted">
                  {t('keno.risk')}
                </span>
                <Segmented
                  label={t('keno.risk')}
                  value={risk}
                  onChange={setRisk}
                  options={KENO_RISKS.map((value) => ({ value, label: t(`keno.riskLevel.${value}`) }))}
                />
              </div>
              <div className="grid grid-cols-2 gap-2">
                <Button
                  variant="secondary"
                  disabled={locked}
                  onClick={() => {
                    setLast(null);
                    setPicks(randomPicks([], KENO_MAX_PICKS));
                  }}
                >
                  {t('keno.autoPick')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={locked || picks.length === 0}
                  onClick={() => {
                    setLast(null);
                    setPicks([]);
                  }}
                >
                  {t('keno.clear')}
                </Button>
              </div>
              <p className="tabular text-xs text-muted" aria-live="polite">
                {picks.length === 0 ? t('keno.pickFirst') : t('keno.picked', { count: picks.length })}
              </p>
            </>
          }
        />
      }
      stage={
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-3 sm:gap-5 sm:p-6">
          <KenoBoard picks={picks} last={last} disabled={locked} onToggle={toggle} />
          {table.length > 0 ? (
            <ol
              aria-label={t('keno.payouts')}
              className="grid w-full max-w-2xl gap-1"
              style={{ gridTemplateColumns: `repeat(${table.length}, minmax(0, 1fr))` }}
            >
              {table.map((multiplier, hitCount) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: one cell per hit count
                  key={hitCount}
                  className={cn(
                    'tabular flex min-w-0 flex-col items-center rounded-lg px-0.5 py-1 text-[10px] font-bold sm:text-xs',
                    hits === hitCount ? 'bg-gold text-deep' : 'bg-sunken text-muted',
                  )}
                >
                  <span className="truncate">{formatMultiplier(multiplier)}</span>
                  <span className="text-faint" aria-hidden="true">
                    {hitCount}
                  </span>
                  <span className="sr-only">{t('keno.hitsCount', { count: hitCount })}</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted">{t('keno.pickFirst')}</p>
          )}
          <p className="sr-only" aria-live="polite">
            {last
              ? t('keno.result', {
                  hits: last.hits.length,
                  picks: last.picks.length,
                  multiplier: formatMultiplier(last.multiplier),
                })
              : ''}
          </p>
        </div>
      }
    />
  );
}
