import { type BetView, MINES_TILES } from '@casino/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useHasToken } from '../../../lib/session.ts';
import { useSignIn } from '../../auth/index.ts';
import { useBetErrorHandler } from '../api/place-bet.ts';
import {
  BetAmountInput,
  BetInterruptedNotice,
  clampAmount,
  GameLayout,
  useAmountRules,
  useBetAmount,
} from '../components/index.ts';
import { formatMultiplier, useMoneyFormat } from '../lib/format.ts';
import { useGameHotkeys } from '../lib/hotkeys.ts';
import { playSound } from '../lib/sound.ts';
import { fireAndForget } from '../lib/use-bet-request.ts';
import { useCashoutMinesRound } from './api/cashout-mines-round.ts';
import { useMinesRound } from './api/get-mines-round.ts';
import { useRevealMinesTile } from './api/reveal-mines-tile.ts';
import { useStartMinesRound } from './api/start-mines-round.ts';
import { MinesBoard } from './mines-board.tsx';
import { MinesControls } from './mines-controls.tsx';
import { minesOutcome, payoutAt } from './mines-outcome.ts';

const GAME_ID = 'mines';
const DEFAULT_MINES = 3;

function randomTile(free: number[]): number | undefined {
  if (free.length === 0) return undefined;
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return free[value % free.length];
}

/** Mines: start a round, reveal tiles one call each, cash out or hit a mine. The round lives on the server. */
export function MinesGame() {
  const { t } = useTranslation('mines');
  const { openSignIn } = useSignIn();
  const onBetError = useBetErrorHandler();
  const money = useMoneyFormat();
  const signedIn = useHasToken();
  const round = useMinesRound(signedIn);

  const [amount, setAmount] = useBetAmount();
  const rules = useAmountRules();
  const [mines, setMines] = useState(DEFAULT_MINES);
  /** The last settled round stays on the board (mines shown) until the next one starts. */
  const [finished, setFinished] = useState<BetView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** The tile of the last reveal sent (shown as pending while its call runs, a retry's included). */
  const [revealing, setRevealing] = useState<number | null>(null);

  const fail = (cause: unknown) => {
    if (cause instanceof ApiError && cause.status === 409) {
      // The round moved on elsewhere (another tab), or one is already open: show what the server has.
      setNotice(t(cause.detail === 'round_open' ? 'roundOpen' : 'roundOver'));
      void round.refetch();
      return;
    }
    onBetError(cause);
  };
  const settle = (bet: BetView) => {
    if (bet.status !== 'settled') {
      playSound('click');
      return;
    }
    setFinished(bet);
    playSound(Number(bet.payout) > 0 ? 'win' : 'lose');
  };

  // Any answered step of the round makes an earlier unanswered one moot: its notice goes.
  const answered = () => {
    for (const step of [start, reveal, cashout]) step.clear();
  };
  const start = useStartMinesRound({ onSuccess: answered, onError: fail });
  const reveal = useRevealMinesTile({
    onSuccess: (result) => {
      answered();
      settle(result.bet);
    },
    onError: fail,
  });
  const cashout = useCashoutMinesRound({
    onSuccess: (result) => {
      answered();
      settle(result.bet);
    },
    onError: fail,
  });
  const interrupted = [start, reveal, cashout].find((step) => step.interruption !== null) ?? null;

  // After a sign-out the cached round is someone else's business: show none.
  const openBet = signedIn && round.data?.bet?.status === 'open' ? round.data.bet : null;
  const shown = openBet ?? finished;
  const outcome = shown ? minesOutcome(shown) : null;
  const busy = start.isPending || reveal.isPending || cashout.isPending;
  const playable = openBet !== null && !busy;

  const onBet = () => {
    if (!signedIn) {
      openSignIn('login');
      return;
    }
    const stake = clampAmount(amount, rules);
    if (stake !== amount) setAmount(stake);
    setNotice(null);
    setFinished(null);
    playSound('bet');
    fireAndForget(start.place({ amount: stake, mines }));
  };
  const onReveal = (tile: number) => {
    if (!openBet) return;
    setNotice(null);
    setRevealing(tile);
    fireAndForget(reveal.place({ betId: openBet.id, tile }));
  };
  const onCashout = () => {
    if (!openBet) return;
    setNotice(null);
    fireAndForget(cashout.place({ betId: openBet.id }));
  };
  const onRandom = () => {
    if (!outcome) return;
    const free = Array.from({ length: MINES_TILES }, (_, tile) => tile).filter(
      (tile) => !outcome.revealed.includes(tile),
    );
    const tile = randomTile(free);
    if (tile !== undefined) onReveal(tile);
  };

  // Space starts a round when none is open (on the board, Space and Enter reveal the focused tile).
  useGameHotkeys({
    onBet: () => {
      if (!openBet && !busy) onBet();
    },
  });

  const cashoutLabel =
    openBet && outcome && outcome.revealed.length > 0
      ? money(payoutAt(openBet.amount, outcome.multiplier), openBet.currency)
      : null;
  const won = finished !== null && outcome?.hit === null;

  return (
    <GameLayout
      gameId={GAME_ID}
      controls={
        <>
          <MinesControls
            mines={openBet && outcome ? outcome.mines : mines}
            onMinesChange={setMines}
            amountField={
              <BetAmountInput
                value={openBet ? openBet.amount : amount}
                onChange={setAmount}
                disabled={openBet !== null || busy}
              />
            }
            roundOpen={openBet !== null}
            busy={busy || (signedIn && round.isPending)}
            gemsFound={openBet && outcome ? outcome.revealed.length : 0}
            cashoutLabel={cashoutLabel}
            multiplier={openBet && outcome && outcome.revealed.length > 0 ? outcome.multiplier : null}
            nextMultiplier={openBet && outcome ? outcome.nextMultiplier : null}
            betPending={start.isPending}
            cashoutPending={cashout.isPending}
            onBet={onBet}
            onCashout={onCashout}
            onRandom={onRandom}
          />
          {interrupted ? (
            <div className="mt-3">
              <BetInterruptedNotice request={interrupted} />
            </div>
          ) : null}
          <p aria-live="polite" className="mt-3 min-h-5 text-sm text-gold empty:hidden">
            {notice}
          </p>
        </>
      }
      stage={
        <div className="relative flex flex-1 items-center justify-center p-3 sm:p-6">
          <MinesBoard
            revealed={outcome?.revealed ?? []}
            minePositions={outcome?.minePositions ?? null}
            hit={outcome?.hit ?? null}
            playable={playable}
            pendingTile={reveal.isPending ? revealing : null}
            onReveal={onReveal}
          />
          {finished && outcome ? (
            <output
              aria-live="polite"
              className={`pointer-events-none absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 animate-pop rounded-card border-2 bg-deep/85 px-5 py-3 text-center shadow-card backdrop-blur ${
                won ? 'border-success text-success' : 'border-danger text-danger'
              }`}
            >
              <span className="tabular block text-2xl font-black sm:text-3xl">
                {won ? formatMultiplier(finished.multiplier) : t('busted')}
              </span>
              <span className="block text-sm font-semibold text-ink">
                {won ? t('won', { amount: money(finished.payout, finished.currency) }) : t('bustedHint')}
              </span>
            </output>
          ) : null}
        </div>
      }
    />
  );
}
