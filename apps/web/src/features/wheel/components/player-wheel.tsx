import { formatDisplay, type Viewer, type WheelPrizeView, type WheelSpinResult } from '@casino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useReducedMotion } from '../../../lib/use-reduced-motion.ts';
import { useLocale } from '../../shell/index.ts';
import { useWheelPrizes } from '../api/get-wheel-prizes.ts';
import { useWheelUser, WHEEL_USER_KEY } from '../api/get-wheel-user.ts';
import { useSpinWheel } from '../api/spin-wheel.ts';
import { RESULT_MS, SPIN_MS } from '../lib/guest-wheel.ts';
import {
  compactUsd,
  discOrder,
  formatCountdown,
  IDLE_ROTATE_MS,
  IDLE_TURN_MS,
  isClientSeed,
  landingRotation,
  newClientSeed,
  prizeKind,
  segmentOfPrize,
} from '../lib/player-wheel.ts';
import { useCountdown } from '../lib/use-countdown.ts';
import { PromoChip } from './promo-chip.tsx';
import { type DiscSegment, WheelDisc } from './wheel-disc.tsx';
import { WheelFairness } from './wheel-fairness.tsx';

type Phase = 'idle' | 'spinning' | 'result';

/** What the dialog around the wheel shows: its title and description. */
export interface WheelHeading {
  title: string;
  description: string;
}

const GOLD_COUNT = 3;
/** SPEC §4.5: prizes are shown in US dollars. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: SPEC's displayFormat placeholder, not a template.
const USD_FORMAT = '${amount}';
const IDLE_EASING = 'cubic-bezier(0.45, 0, 0.55, 1)';

/** The disc's segments: the prizes rotated by one (SPEC §9), the biggest in gold, the misses dimmed. */
function useSegments(items: readonly WheelPrizeView[]): DiscSegment[] {
  const { t } = useTranslation(['wheel', 'wheel-player']);
  return useMemo(() => {
    const top = new Set(
      items
        .map((p) => Number(p.usd))
        .filter((usd) => usd > 0)
        .sort((a, b) => b - a)
        .slice(0, GOLD_COUNT),
    );
    return discOrder(items).map((prize) => {
      const kind = prizeKind(prize);
      if (kind === 'promo') return { label: t('wheel-player:segment.promo') };
      if (kind === 'none') return { label: t('wheel-player:segment.none'), dim: true };
      return {
        label: t('wheel-player:segment.cash', { amount: compactUsd(prize.usd) }),
        gold: top.has(Number(prize.usd)),
      };
    });
  }, [items, t]);
}

/**
 * The daily wheel for players with zero deposits (SPEC §2.3, §4.5): the disc labelled with the server's
 * prizes (in USD), one spin a day drawn by the server (provably fair), the result with or without a prize,
 * the promo-code chip, and the come-back-tomorrow countdown. `onHeading` gives the dialog its title.
 */
export function PlayerWheel({
  viewer,
  onClose,
  onHeading,
}: {
  viewer: Viewer;
  onClose: () => void;
  onHeading: (heading: WheelHeading) => void;
}) {
  const { t } = useTranslation(['wheel', 'common']);
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reduced = useReducedMotion();
  const prizes = useWheelPrizes();
  const user = useWheelUser();
  const spinning = useSpinWheel();
  const items = prizes.data?.items ?? [];
  const weights = useMemo(() => items.map((p) => p.weight), [items]);
  const segments = useSegments(items);

  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<WheelSpinResult | null>(null);
  const [rotation, setRotation] = useState(0);
  const [turn, setTurn] = useState<{ ms: number; easing?: string }>({ ms: 0 });
  const [clientSeed, setClientSeed] = useState(newClientSeed);
  /** The seed hash shown before the spin: the verify checks the revealed seed against it. */
  const [shownHash, setShownHash] = useState<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const actions = useRef<HTMLDivElement>(null);

  const offered = !viewer.hasDeposits && items.some((p) => p.weight > 0);
  const view: 'loading' | 'error' | 'wheel' | 'comeback' | 'unavailable' =
    phase !== 'idle' && result
      ? 'wheel'
      : prizes.isPending || user.isPending
        ? 'loading'
        : prizes.isError || user.isError
          ? 'error'
          : user.data.canSpin && offered
            ? 'wheel'
            : user.data.nextSpinDate && offered
              ? 'comeback'
              : 'unavailable';

  const nextSpinDate = result?.nextSpinDate ?? user.data?.nextSpinDate ?? null;
  const left = useCountdown(view === 'comeback' || phase === 'result' ? nextSpinDate : null, () => {
    void queryClient.invalidateQueries({ queryKey: WHEEL_USER_KEY });
  });

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (phase === 'result') actions.current?.querySelector('button')?.focus();
  }, [phase]);

  // SPEC §4.5: the waiting wheel turns once every 40 s (not for those who asked for less motion).
  useEffect(() => {
    if (view !== 'wheel' || phase !== 'idle' || reduced) return;
    const every = setInterval(() => {
      setTurn({ ms: IDLE_TURN_MS, easing: IDLE_EASING });
      setRotation((from) => from + 360);
    }, IDLE_ROTATE_MS);
    return () => clearInterval(every);
  }, [view, phase, reduced]);

  async function spin() {
    if (phase !== 'idle' || spinning.isPending || !isClientSeed(clientSeed)) return;
    const hash = user.data?.seedHash;
    try {
      const answer = await spinning.mutateAsync({ clientSeed });
      setShownHash(hash);
      setResult(answer);
      setTurn({ ms: reduced ? 0 : SPIN_MS });
      setRotation((from) => landingRotation(segmentOfPrize(answer.index, items.length), items.length, from));
      setPhase('spinning');
      timer.current = setTimeout(() => setPhase('result'), reduced ? 0 : RESULT_MS);
    } catch (error) {
      // Spun already (another tab) or no longer offered: the refreshed wheelUser shows why.
      const refused = error instanceof ApiError && (error.status === 409 || error.status === 403);
      if (!refused) toast.error(t('wheel-player:spinError'));
    }
  }

  function toBonuses() {
    onClose();
    void navigate(`/${locale}/bonuses`);
  }

  const prize = result?.prize;
  const kind = prize ? prizeKind(prize) : 'none';
  const usd = prize ? formatDisplay(prize.usd, USD_FORMAT, locale) : '';
  const credited = prize
    ? formatDisplay(prize.amount.value, prize.amount.currency.displayFormat, locale)
    : '';
  const prizeLong =
    kind === 'promo'
      ? t('wheel-player:prizeLong.promo', { code: prize?.promo ?? '' })
      : t('wheel-player:prizeLong.cash', { amount: usd });

  const heading: WheelHeading =
    phase === 'spinning'
      ? { title: t('wheel:spinning'), description: t('wheel-player:text') }
      : phase === 'result'
        ? kind === 'cash'
          ? {
              title: t('wheel-player:won.title', { prize: usd }),
              description:
                prize?.balanceType === 'bonus'
                  ? t('wheel-player:won.bonus', { amount: credited })
                  : t('wheel-player:won.main', { amount: credited }),
            }
          : kind === 'promo'
            ? { title: t('wheel-player:won.promoTitle'), description: t('wheel-player:won.promo') }
            : { title: t('wheel-player:lost.title'), description: t('wheel-player:lost.text') }
        : view === 'comeback'
          ? { title: t('wheel-player:comeback.title'), description: t('wheel-player:comeback.text') }
          : view === 'unavailable'
            ? { title: t('wheel-player:title'), description: t('wheel-player:unavailable') }
            : { title: t('wheel-player:title'), description: t('wheel-player:text') };
  const { title, description } = heading;
  useEffect(() => onHeading({ title, description }), [onHeading, title, description]);

  const countdown =
    left === null ? null : left > 0 ? (
      <p className="text-center text-sm text-muted">
        {t('wheel-player:next')}{' '}
        <time
          dateTime={nextSpinDate ?? undefined}
          className="font-mono text-base font-black tabular-nums text-gold-strong"
        >
          {formatCountdown(left)}
        </time>
      </p>
    ) : (
      <p className="text-center text-sm font-semibold text-success">{t('wheel-player:comeback.ready')}</p>
    );

  let body: ReactNode;
  if (view === 'loading') {
    body = (
      <div className="grid min-h-40 place-items-center text-muted" role="status">
        <Spinner className="size-8" />
        <span className="sr-only">{t('wheel-player:loading')}</span>
      </div>
    );
  } else if (view === 'error') {
    body = (
      <div className="flex w-full flex-col gap-3">
        <p className="text-center text-sm text-danger">{t('wheel-player:loadError')}</p>
        <Button
          size="lg"
          className="w-full"
          onClick={() => {
            void prizes.refetch();
            void user.refetch();
          }}
        >
          {t('wheel-player:retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        {countdown}
        <div ref={actions} className="flex w-full flex-col items-center gap-3">
          {phase === 'result' && kind === 'promo' && prize?.promo && <PromoChip code={prize.promo} />}
          {phase === 'result' ? (
            kind === 'none' ? (
              <Button data-autofocus size="lg" className="w-full" onClick={onClose}>
                {t('wheel-player:lost.button')}
              </Button>
            ) : (
              <Button data-autofocus variant="success" size="lg" className="w-full" onClick={toBonuses}>
                {t('wheel-player:won.button')}
              </Button>
            )
          ) : view === 'wheel' ? (
            <Button
              data-autofocus
              variant="primary"
              size="lg"
              onClick={spin}
              // Not disabled while asking or spinning: a disabled button would drop the keyboard focus.
              aria-busy={spinning.isPending || undefined}
              aria-disabled={
                phase === 'spinning' || spinning.isPending || !isClientSeed(clientSeed) || undefined
              }
              className={
                phase === 'spinning' || spinning.isPending ? 'w-full cursor-progress opacity-70' : 'w-full'
              }
            >
              {spinning.isPending && <Spinner />}
              {phase === 'spinning' ? t('wheel:spinning') : t('wheel:spin')}
            </Button>
          ) : (
            <Button data-autofocus size="lg" className="w-full" onClick={onClose}>
              {t('wheel-player:ok')}
            </Button>
          )}
        </div>
        {(view === 'wheel' || view === 'comeback') && (
          <WheelFairness
            seedHash={result ? (shownHash ?? result.fairness.seedHash) : user.data?.seedHash}
            clientSeed={clientSeed}
            onClientSeed={phase === 'idle' ? setClientSeed : undefined}
            result={phase === 'result' ? result : null}
            weights={weights}
            userGlobalId={viewer.globalId}
          />
        )}
      </>
    );
  }

  const winner = phase === 'result' && result ? segmentOfPrize(result.index, items.length) : null;
  return (
    <div
      className="flex w-full flex-col items-center gap-5"
      data-phase={view === 'wheel' ? phase : view}
      data-index={phase === 'result' ? result?.index : undefined}
    >
      {segments.length > 0 && (
        <WheelDisc
          rotation={rotation}
          durationMs={turn.ms}
          easing={turn.easing}
          winner={winner}
          segments={segments}
          className="max-w-[19rem]"
        />
      )}
      <p role="status" className="sr-only" data-testid="wheel-announcer">
        {phase === 'spinning'
          ? t('wheel:spinning')
          : phase === 'result'
            ? kind === 'none'
              ? `${t('wheel-player:lost.title')}. ${t('wheel-player:lost.text')}`
              : t('wheel:stopped', { prize: prizeLong })
            : ''}
      </p>
      {body}
    </div>
  );
}
