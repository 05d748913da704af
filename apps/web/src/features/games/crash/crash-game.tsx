import {
  type BetView,
  CRASH_BETTING_MS,
  CRASH_MIN_AUTO_CASHOUT,
  type CrashPlayerBet,
  type CrashRoundView,
  LIMBO_MAX_TARGET,
} from '@casino/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
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
import { useMoneyFormat } from '../lib/format.ts';
import { useGameHotkeys } from '../lib/hotkeys.ts';
import { playSound } from '../lib/sound.ts';
import { fireAndForget } from '../lib/use-bet-request.ts';
import { useCashoutCrashBet } from './api/cashout-crash-bet.ts';
import { useCrashState } from './api/get-crash-state.ts';
import { useMyCrashBet } from './api/get-my-crash-bet.ts';
import { usePlaceCrashBet } from './api/place-crash-bet.ts';
import { CrashChart } from './crash-chart.tsx';
import { CrashControls, type CrashControlsProps, type CrashPlayerPhase } from './crash-controls.tsx';
import { formatHundredths, parseMultiplierInput, payoutAtHundredths } from './crash-format.ts';
import { CrashHistory } from './crash-history.tsx';
import { CrashPlayers } from './crash-players.tsx';
import { useCrashClock } from './use-crash-clock.ts';
import { useCrashFeed } from './use-crash-feed.ts';

interface OwnBet {
  bet: BetView;
  entry: CrashPlayerBet | undefined;
  phase: CrashPlayerPhase;
  /** Hundredths the bet cashed out at, once it did. */
  cashedOutAt: number | null;
}

/** The player's bet in the shown round, if any, and where it stands. */
function ownBetIn(
  round: CrashRoundView | null,
  bets: CrashPlayerBet[],
  bet: BetView | null,
  placedInRound: string | null,
): OwnBet | null {
  if (!round || !bet) return null;
  const entry = bets.find((item) => item.betId === bet.id);
  const roundId = typeof bet.outcome.roundId === 'string' ? bet.outcome.roundId : null;
  if (!entry && roundId !== round.id && placedInRound !== round.id) return null;
  const multiplierHundredths = Math.round(Number(bet.multiplier) * 100);
  const ownCashout = typeof bet.outcome.cashedOutAt === 'number' ? bet.outcome.cashedOutAt : null;
  const cashedOutAt =
    entry?.cashedOutAt ??
    ownCashout ??
    (bet.status === 'settled' && multiplierHundredths > 0 ? multiplierHundredths : null);
  let phase: CrashPlayerPhase;
  if (cashedOutAt !== null) phase = 'cashed';
  else if (round.status === 'crashed' || bet.status === 'settled') phase = 'lost';
  else if (round.status === 'betting') phase = 'placed';
  else phase = 'riding';
  return { bet, entry, phase, cashedOutAt };
}

/** Hundredths of the auto cash-out field, undefined when empty, null when invalid. */
function autoCashoutValue(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  const value = parseMultiplierInput(text);
  if (value === null || value < CRASH_MIN_AUTO_CASHOUT * 100 || value > LIMBO_MAX_TARGET * 100) return null;
  return value;
}

const GAME_ID = 'crash';

/** Crash: one shared round for everyone, streamed on broadcast:crash and drawn on the local clock. */
export function CrashGame() {
  const { t } = useTranslation('crash');
  const { locale = 'en' } = useParams();
  const { openSignIn } = useSignIn();
  const onBetError = useBetErrorHandler();
  const money = useMoneyFormat();
  const signedIn = useHasToken();
  useCrashFeed();
  const stateQuery = useCrashState();
  const myBetQuery = useMyCrashBet(signedIn);

  const [amount, setAmount] = useBetAmount();
  const rules = useAmountRules();
  const [autoCashout, setAutoCashout] = useState('');
  const [queued, setQueued] = useState(false);
  const [placedInRound, setPlacedInRound] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const place = usePlaceCrashBet({
    onSuccess: (_result, input) => {
      cashout.clear();
      setPlacedInRound(input.roundId);
    },
    onError: (cause) => {
      // Betting closed between the click and the server: ride the next round instead.
      if (cause instanceof ApiError && cause.detail === 'round_not_betting') setQueued(true);
      // 'conflict' here is the one-bet-per-round rule.
      else if (cause instanceof ApiError && cause.detail === 'conflict') setNotice(t('errors.bet_exists'));
      else if (cause instanceof ApiError && cause.status === 409)
        setNotice(t(`errors.${cause.detail}`, { defaultValue: t('errors.conflict') }));
      else onBetError(cause);
    },
  });
  const cashout = useCashoutCrashBet({
    onSuccess: () => {
      place.clear();
      playSound('win');
    },
    onError: (cause) => {
      if (cause instanceof ApiError && cause.status === 409) {
        // 'conflict' on a cash-out: before 1.01× (a cash-out at 1.00× would be a free bet).
        const key = cause.detail === 'conflict' && cause.params.minCashout ? 'too_early' : cause.detail;
        setNotice(t(`errors.${key}`, { defaultValue: t('errors.conflict') }));
        void stateQuery.refetch();
      } else onBetError(cause);
    },
  });
  const interrupted = place.interruption ? place : cashout.interruption ? cashout : null;

  const state = stateQuery.data;
  const round = state?.round ?? null;
  const bets = state?.bets ?? [];
  const clockOffset = state?.clockOffset ?? 0;

  const own = ownBetIn(round, bets, signedIn ? (myBetQuery.data ?? null) : null, placedInRound);
  const phase: CrashPlayerPhase = own?.phase ?? (queued ? 'queued' : 'idle');
  const auto = autoCashoutValue(autoCashout);
  const busy = place.isPending || cashout.isPending;

  // A riding bet that ends in a crash gets its sound once.
  const lostSoundFor = useRef<string | null>(null);
  useEffect(() => {
    if (own?.phase === 'lost' && lostSoundFor.current !== own.bet.id) {
      lostSoundFor.current = own.bet.id;
      playSound('lose');
    }
  }, [own?.phase, own?.bet.id]);

  const placeBet = () => {
    if (auto === null || !round) return;
    const stake = clampAmount(amount, rules);
    if (stake !== amount) setAmount(stake);
    setNotice(null);
    playSound('bet');
    fireAndForget(
      place.place({
        roundId: round.id,
        amount: stake,
        autoCashout: auto === undefined ? undefined : auto / 100,
      }),
    );
  };

  const onBet = () => {
    if (!signedIn) {
      openSignIn('login');
      return;
    }
    if (round?.status === 'betting') placeBet();
    else setQueued(true);
  };

  // A bet queued while a round runs goes in as soon as the next one opens.
  useEffect(() => {
    if (queued && round?.status === 'betting' && !own && !place.isPending) {
      setQueued(false);
      placeBet();
    }
  });

  const onCashout = () => {
    if (!own) return;
    setNotice(null);
    fireAndForget(cashout.place({ betId: own.bet.id }));
  };

  useGameHotkeys({
    onBet: () => {
      if (busy) return;
      if (phase === 'riding') onCashout();
      else if (phase === 'idle' || phase === 'lost' || phase === 'cashed') onBet();
    },
  });

  const format = (value: string) => money(value, own?.bet.currency ?? '');

  let announcement = '';
  if (round?.status === 'betting') announcement = t('announce.betting');
  else if (round?.status === 'running') announcement = t('announce.running');
  else if (round?.status === 'crashed' && round.crashPoint !== null)
    announcement = t('announce.crashed', { multiplier: formatHundredths(round.crashPoint) });

  const locked = phase === 'placed' || phase === 'riding' || phase === 'queued';

  return (
    <GameLayout
      gameId={GAME_ID}
      controls={
        <div className="flex flex-col gap-4">
          <LiveControls
            round={round}
            clockOffset={clockOffset}
            own={own}
            format={format}
            amountField={<BetAmountInput value={amount} onChange={setAmount} disabled={locked} />}
            autoCashout={autoCashout}
            onAutoCashoutChange={setAutoCashout}
            autoCashoutInvalid={auto === null}
            phase={phase}
            bettingOpen={round?.status === 'betting'}
            busy={busy || !round}
            betPending={place.isPending}
            cashoutPending={cashout.isPending}
            onBet={onBet}
            onCancelQueued={() => setQueued(false)}
            onCashout={onCashout}
          />
          {interrupted ? <BetInterruptedNotice request={interrupted} /> : null}
          <div aria-live="polite" className="min-h-5 text-sm empty:hidden">
            <OwnResult own={own} format={format} />
            {notice ? <p className="text-gold">{notice}</p> : null}
          </div>
          <CrashPlayers bets={bets} crashed={round?.status === 'crashed'} ownBetId={own?.bet.id ?? null} />
        </div>
      }
      stage={
        <div className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
          <CrashHistory history={state?.history ?? []} />
          <div className="relative min-h-56 flex-1 overflow-hidden rounded-control border border-line bg-sunken/80 sm:min-h-72">
            <LiveStage
              round={round}
              clockOffset={clockOffset}
              loading={stateQuery.isPending}
              failed={stateQuery.isError}
            />
            <p className="sr-only" aria-live="polite">
              {announcement}
            </p>
          </div>
          {state ? (
            <p className="text-xs text-faint">
              <span className="font-semibold text-muted">{t('commitment')}</span>{' '}
              <code className="font-mono break-all">{state.commitment}</code>{' '}
              <Link to={`/${locale}/fairness?game=crash`} className="text-accent-strong underline">
                {t('howToVerify')}
              </Link>
            </p>
          ) : null}
        </div>
      }
    />
  );
}

/** The cash-out button shows the live multiplier and payout, so these controls follow the frame clock. */
function LiveControls({
  round,
  clockOffset,
  own,
  format,
  ...props
}: Omit<CrashControlsProps, 'multiplier' | 'cashoutPayout'> & {
  round: CrashRoundView | null;
  clockOffset: number;
  own: OwnBet | null;
  format: (value: string) => string;
}) {
  const riding = props.phase === 'riding';
  const { multiplier } = useCrashClock(round, clockOffset, riding);
  const cashoutPayout = own && riding ? format(payoutAtHundredths(own.bet.amount, multiplier)) : null;
  return <CrashControls {...props} multiplier={multiplier} cashoutPayout={cashoutPayout} />;
}

/** The curve and the big number (or the countdown), redrawn every frame while the round moves. */
function LiveStage(props: {
  round: CrashRoundView | null;
  clockOffset: number;
  loading: boolean;
  failed: boolean;
}) {
  const { elapsed, multiplier, bettingLeftMs } = useCrashClock(props.round, props.clockOffset);
  return (
    <>
      <CrashChart elapsedMs={elapsed} crashed={props.round?.status === 'crashed'} />
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center">
        <Stage
          round={props.round}
          loading={props.loading}
          failed={props.failed}
          multiplier={multiplier}
          bettingLeftMs={bettingLeftMs}
        />
      </div>
    </>
  );
}

function Stage(props: {
  round: CrashRoundView | null;
  loading: boolean;
  failed: boolean;
  multiplier: number;
  bettingLeftMs: number;
}) {
  const { t, i18n } = useTranslation('crash');
  const { round } = props;
  if (!round) {
    return (
      <p className="text-lg font-semibold text-muted">
        {props.loading ? t('loading') : props.failed ? t('errors.state') : t('waitingForRound')}
      </p>
    );
  }
  if (round.status === 'betting') {
    const share = Math.min(1, props.bettingLeftMs / CRASH_BETTING_MS);
    return (
      <>
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">{t('bettingOpen')}</p>
        <p className="tabular text-3xl font-black sm:text-5xl" data-testid="crash-countdown">
          {t('startsIn', {
            // In the page's language: "5,0" in Russian and Ukrainian.
            seconds: new Intl.NumberFormat(i18n.language, {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            }).format(Math.ceil(props.bettingLeftMs / 100) / 10),
          })}
        </p>
        <div className="h-1.5 w-40 overflow-hidden rounded-full bg-line sm:w-56" aria-hidden="true">
          <div
            className="h-full rounded-full bg-accent transition-[width] duration-100"
            style={{ width: `${share * 100}%` }}
          />
        </div>
      </>
    );
  }
  const crashed = round.status === 'crashed';
  return (
    <>
      {crashed ? (
        <p className="animate-pop text-sm font-bold tracking-wide text-danger uppercase">{t('crashed')}</p>
      ) : null}
      <p
        data-testid="crash-multiplier"
        className={`tabular text-5xl font-black drop-shadow-[0_4px_24px_rgb(0_0_0/0.6)] sm:text-7xl ${
          crashed ? 'text-danger' : 'text-ink'
        }`}
      >
        {formatHundredths(props.multiplier)}
      </p>
    </>
  );
}

function OwnResult({ own, format }: { own: OwnBet | null; format: (value: string) => string }) {
  const { t } = useTranslation('crash');
  if (!own) return null;
  if (own.phase === 'cashed' && own.cashedOutAt !== null) {
    const payout = own.entry?.payout ?? (own.bet.status === 'settled' ? own.bet.payout : null);
    return (
      <p className="font-semibold text-success">
        {t('cashedOutAt', {
          multiplier: formatHundredths(own.cashedOutAt),
          amount: format(payout ?? payoutAtHundredths(own.bet.amount, own.cashedOutAt)),
        })}
      </p>
    );
  }
  if (own.phase === 'lost') return <p className="font-semibold text-danger">{t('lost')}</p>;
  if (own.phase === 'placed')
    return <p className="text-muted">{t('betPlaced', { amount: format(own.bet.amount) })}</p>;
  return null;
}
