import { type BetView, type HiloGuess, RANK_LABELS } from '@casino/shared';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { cn } from '../../../lib/cn.ts';
import { clampAmount, useAmountRules, useBetAmount } from '../components/bet-amount-input.tsx';
import { PendingLabel } from '../components/bet-request-status.tsx';
import { GameLayout } from '../components/game-layout.tsx';
import { formatMultiplier, useMoneyFormat } from '../lib/format.ts';
import { useGameHotkeys } from '../lib/hotkeys.ts';
import { useLetterHotkeys } from '../lib/letter-hotkeys.ts';
import { RoundControls } from '../lib/round-controls.tsx';
import { fireAndForget } from '../lib/use-bet-request.ts';
import { useSteppedGame } from '../lib/use-stepped-game.ts';
import { payoutAt } from '../mines/mines-outcome.ts';
import { PlayingCard } from './playing-card.tsx';

const GAME_ID = 'hilo';

interface HiloOption {
  chance: number;
  multiplier: string;
  ifRight: string;
}
interface HiloRound {
  status: 'open' | 'lost' | 'cashed';
  history: { card: number; move: HiloGuess | 'skip' | null; win: boolean | null }[];
  card: number;
  guesses: number;
  skipsLeft: number;
  multiplier: string;
  higher: HiloOption;
  lower: HiloOption;
}

const readRound = (bet: BetView | null): HiloRound | null =>
  bet ? (bet.outcome as unknown as HiloRound) : null;
const percent = (chance: number) => `${(chance * 100).toFixed(2)}%`;

/**
 * Hi-lo: a card shows; guess whether the next is higher-or-same or lower-or-same, skip it, or cash out after a
 * right guess. Each guess pays 0.99 / its chance, multiplied into the round.
 */
export function HiloGame() {
  const { t } = useTranslation('games');
  const money = useMoneyFormat();
  const [amount, setAmount] = useBetAmount();
  const rules = useAmountRules();
  const game = useSteppedGame(GAME_ID);
  const { openBet, shown, busy } = game;
  const round = readRound(shown);

  const onBet = () => {
    const stake = clampAmount(amount, rules);
    if (stake !== amount) setAmount(stake);
    fireAndForget(game.begin(stake));
  };
  const ready = openBet !== null && !busy;
  const guess = (value: HiloGuess) => fireAndForget(game.decide({ action: 'guess', guess: value }));
  const skip = () => fireAndForget(game.decide({ action: 'skip' }));
  const cashOut = () => fireAndForget(game.decide({ action: 'cashout' }));
  const canCashOut = ready && (round?.guesses ?? 0) > 0;
  const canSkip = ready && (round?.skipsLeft ?? 0) > 0;

  useGameHotkeys({
    onBet: () => {
      if (!openBet && !busy) onBet();
    },
    onStep: (step) => {
      if (ready) guess(step > 0 ? 'higher' : 'lower');
    },
  });
  useLetterHotkeys({
    h: ready ? () => guess('higher') : undefined,
    l: ready ? () => guess('lower') : undefined,
    s: canSkip ? skip : undefined,
    c: canCashOut ? cashOut : undefined,
  });

  const rank = round ? RANK_LABELS[round.card % 13] : '';
  const option = (value: HiloGuess) =>
    round ? (
      <Button variant="secondary" size="lg" disabled={!ready} onClick={() => guess(value)}>
        <span className="flex w-full items-center justify-between gap-2">
          <span>{t(`hilo.${value}`, { rank })}</span>
          <span className="tabular text-xs text-muted">
            {percent(round[value].chance)} · {formatMultiplier(round[value].multiplier)}
          </span>
        </span>
      </Button>
    ) : null;

  return (
    <GameLayout
      gameId={GAME_ID}
      controls={
        <RoundControls
          game={game}
          amount={amount}
          onAmountChange={setAmount}
          onBet={onBet}
          hint={t('hilo.keyboardHint')}
          decisions={
            <>
              {option('higher')}
              {option('lower')}
              <Button variant="secondary" disabled={!canSkip} onClick={skip}>
                {t('hilo.skip', { count: round?.skipsLeft ?? 0 })}
              </Button>
              <Button
                variant="success"
                size="lg"
                disabled={!canCashOut}
                loading={game.action.isPending}
                onClick={cashOut}
              >
                <PendingLabel pending={game.action.isPending}>
                  {openBet && round && round.guesses > 0
                    ? t('hilo.cashout', {
                        amount: money(payoutAt(openBet.amount, round.multiplier), openBet.currency),
                      })
                    : t('hilo.guessFirst')}
                </PendingLabel>
              </Button>
            </>
          }
        />
      }
      stage={
        <div className="flex flex-1 flex-col items-center justify-center gap-5 p-4 sm:p-8">
          <div className="flex items-center gap-6">
            <PlayingCard
              card={round ? round.card : null}
              size="lg"
              label={round ? undefined : t('hilo.deck')}
            />
            <div className="flex flex-col items-start gap-1 text-sm">
              <span className="text-muted">{t('hilo.multiplier')}</span>
              <span className="tabular text-3xl font-black">
                {round ? formatMultiplier(round.multiplier) : '—'}
              </span>
              {shown?.status === 'settled' ? (
                <output
                  aria-live="polite"
                  className={cn('font-bold', Number(shown.payout) > 0 ? 'text-success' : 'text-danger')}
                >
                  {Number(shown.payout) > 0
                    ? t('hilo.won', { amount: money(shown.payout, shown.currency) })
                    : t('hilo.lost')}
                </output>
              ) : null}
            </div>
          </div>
          <ol aria-label={t('hilo.history')} className="flex max-w-full gap-1.5 overflow-x-auto pb-1">
            {(round?.history ?? []).map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one entry per card shown, in order
              <li key={index} className="flex flex-col items-center gap-0.5">
                <PlayingCard card={step.card} size="sm" dim={step.move === 'skip'} />
                <span
                  className={cn(
                    'text-[10px] font-bold uppercase',
                    step.win === true ? 'text-success' : step.win === false ? 'text-danger' : 'text-faint',
                  )}
                >
                  {step.move ? t(`hilo.move.${step.move}`) : t('hilo.move.start')}
                </span>
              </li>
            ))}
          </ol>
        </div>
      }
    />
  );
}
