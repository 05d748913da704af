import {
  type BetView,
  COIN_SIDES,
  COINFLIP_MAX_FLIPS,
  type CoinSide,
  formatMultiplier as formatScaled,
} from '@casino/shared';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Segmented } from '../../../components/ui/segmented.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { clampAmount, useAmountRules, useBetAmount } from '../components/bet-amount-input.tsx';
import { BetPanel } from '../components/bet-panel.tsx';
import { BetInterruptedNotice, PendingLabel } from '../components/bet-request-status.tsx';
import { GameLayout } from '../components/game-layout.tsx';
import { formatMultiplier, useMoneyFormat } from '../lib/format.ts';
import { useGameHotkeys } from '../lib/hotkeys.ts';
import { useLetterHotkeys } from '../lib/letter-hotkeys.ts';
import { fireAndForget } from '../lib/use-bet-request.ts';
import { useSteppedGame } from '../lib/use-stepped-game.ts';
import { payoutAt } from '../mines/mines-outcome.ts';

const GAME_ID = 'coinflip';

interface CoinRound {
  status: 'open' | 'lost' | 'cashed';
  calls: CoinSide[];
  results: CoinSide[];
  streak: number;
  multiplier: string;
  nextMultiplier: string | null;
}

const readRound = (bet: BetView | null): CoinRound | null =>
  bet ? (bet.outcome as unknown as CoinRound) : null;

/**
 * Coin flip: stake, call heads or tails, and on a right call flip again for 1.98× more or cash out; a wrong
 * call loses the stake. Auto-bet plays whole rounds: the same call up to a target streak, then cashes out.
 */
export function CoinflipGame() {
  const { t } = useTranslation('games');
  const hintId = useId();
  const money = useMoneyFormat();
  const [amount, setAmount] = useBetAmount();
  const rules = useAmountRules();
  const [side, setSide] = useState<CoinSide>('heads');
  const [target, setTarget] = useState(1);
  const autoRunning = useRef(false);
  const game = useSteppedGame(GAME_ID);
  const { openBet, shown, busy } = game;
  const current = readRound(shown);

  const startRound = () => {
    const stake = clampAmount(amount, rules);
    if (stake !== amount) setAmount(stake);
    return game.begin(stake);
  };
  const flip = (call: CoinSide) => {
    setSide(call);
    fireAndForget(game.decide({ action: 'flip', side: call }));
  };
  const cashOut = () => fireAndForget(game.decide({ action: 'cashout' }));

  /** Auto-bet's round: start, call the chosen side until the target streak or a loss, cash out. */
  async function autoRound(): Promise<BetView | null> {
    let bet = await startRound();
    while (bet && bet.status === 'open') {
      const streak = Number(bet.outcome.streak ?? 0);
      bet = await game.decide(streak >= target ? { action: 'cashout' } : { action: 'flip', side }, bet);
    }
    return bet;
  }

  const canCashOut = openBet !== null && (current?.streak ?? 0) > 0 && !busy;
  useGameHotkeys({
    onBet: () => {
      if (autoRunning.current || busy) return;
      if (openBet) flip(side);
      else fireAndForget(startRound());
    },
  });
  useLetterHotkeys({
    h: openBet && !busy ? () => flip('heads') : undefined,
    t: openBet && !busy ? () => flip('tails') : undefined,
    c: canCashOut ? cashOut : undefined,
  });

  const last = current && current.results.length > 0 ? current.results[current.results.length - 1] : null;
  const lost = shown?.status === 'settled' && current?.status === 'lost';

  return (
    <GameLayout
      gameId={GAME_ID}
      controls={
        <BetPanel
          amount={amount}
          onAmountChange={setAmount}
          request={game.start}
          placeBet={() => (autoRunning.current ? autoRound() : startRound())}
          onAutoRunningChange={(running) => {
            autoRunning.current = running;
          }}
          betDisabled={openBet !== null || game.loading}
          betHintId={hintId}
          betHint={t('coinflip.keyboardHint')}
          fields={
            <>
              <div className="flex flex-col gap-1.5">
                <span aria-hidden="true" className="text-xs font-semibold uppercase tracking-wide text-muted">
                  {t('coinflip.side')}
                </span>
                <Segmented
                  label={t('coinflip.side')}
                  value={side}
                  onChange={setSide}
                  options={COIN_SIDES.map((value) => ({ value, label: t(`coinflip.sides.${value}`) }))}
                />
              </div>
              <label className="flex flex-col gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
                {t('coinflip.autoStreak')}
                <input
                  type="number"
                  min={1}
                  max={COINFLIP_MAX_FLIPS}
                  value={target}
                  onChange={(event) =>
                    setTarget(
                      Math.min(COINFLIP_MAX_FLIPS, Math.max(1, Math.round(Number(event.target.value) || 1))),
                    )
                  }
                  className="tabular rounded-control border border-line bg-sunken px-3 py-2 text-base font-bold text-ink normal-case"
                />
              </label>
            </>
          }
        />
      }
      stage={
        <div className="flex flex-1 flex-col items-center justify-center gap-5 p-4 sm:p-8">
          <div
            role="img"
            aria-label={last ? t(`coinflip.sides.${last}`) : t('coinflip.coin')}
            className={cn(
              'flex size-36 items-center justify-center rounded-full border-8 text-4xl font-black shadow-card transition-colors sm:size-44',
              last === 'tails'
                ? 'border-slate-300 bg-slate-400 text-slate-800'
                : 'border-yellow-200 bg-yellow-400 text-yellow-900',
              busy && 'animate-pulse',
            )}
          >
            <span aria-hidden="true">
              {last === 'tails' ? t('coinflip.tailsShort') : t('coinflip.headsShort')}
            </span>
          </div>
          <ol aria-label={t('coinflip.history')} className="flex max-w-full flex-wrap justify-center gap-1">
            {(current?.results ?? []).map((result, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: one entry per flip, in order
                key={index}
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-bold',
                  current?.calls[index] === result
                    ? 'bg-success/20 text-success'
                    : 'bg-danger/20 text-danger',
                )}
              >
                {t(`coinflip.sides.${result}`)}
              </li>
            ))}
          </ol>
          <p className="tabular text-sm text-muted" aria-live="polite">
            {openBet && current
              ? t('coinflip.streak', {
                  count: current.streak,
                  multiplier: formatMultiplier(current.multiplier),
                  next: current.nextMultiplier ? formatMultiplier(current.nextMultiplier) : '—',
                })
              : shown && current
                ? lost
                  ? t('coinflip.lost')
                  : t('coinflip.won', {
                      multiplier: formatMultiplier(shown.multiplier),
                      amount: money(shown.payout, shown.currency),
                    })
                : t('coinflip.intro', { multiplier: formatScaled(19_800n) })}
          </p>
          {openBet ? (
            <div className="grid w-full max-w-sm grid-cols-2 gap-2">
              {COIN_SIDES.map((value) => (
                <Button key={value} variant="secondary" size="lg" disabled={busy} onClick={() => flip(value)}>
                  {t(`coinflip.flip.${value}`)}
                </Button>
              ))}
              <Button
                variant="success"
                size="lg"
                className="col-span-2"
                disabled={!canCashOut}
                loading={game.action.isPending}
                onClick={cashOut}
              >
                <PendingLabel pending={game.action.isPending}>
                  {current && current.streak > 0
                    ? t('coinflip.cashout', {
                        amount: money(payoutAt(openBet.amount, current.multiplier), openBet.currency),
                      })
                    : t('coinflip.callFirst')}
                </PendingLabel>
              </Button>
            </div>
          ) : null}
          {game.interrupted ? <BetInterruptedNotice request={game.interrupted} /> : null}
          <p aria-live="polite" className="min-h-5 text-sm text-gold empty:hidden">
            {game.notice ? t(`stepped.${game.notice}`) : null}
          </p>
        </div>
      }
    />
  );
}
