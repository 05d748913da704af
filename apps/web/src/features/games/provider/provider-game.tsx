import { type GameView, playerChannel } from '@casino/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Segmented } from '../../../components/ui/segmented.tsx';
import { useTranslation } from '../../../i18n/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { subscribe } from '../../../lib/realtime-client.ts';
import { useSignIn, useViewer } from '../../auth/index.ts';
import { GameHeader, useGamePageWidth } from '../components/game-header.tsx';
import { GameInfoPanel } from '../components/game-info-panel.tsx';
import { GAME_PAGE } from '../components/game-layout-classes.ts';
import { LiveBets } from '../components/live-bets.tsx';
import { RecentBets } from '../components/recent-bets.tsx';
import { type LaunchMode, launchQueryOptions } from './api/launch-game.ts';
import { ProviderFrame } from './provider-frame.tsx';

/** What a failed launch means to the player. */
export type LaunchProblem = 'unavailable' | 'providerDown' | 'notFound' | 'signIn' | 'failed';

export function launchProblem(error: unknown): LaunchProblem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 403 && error.detail === 'game_unavailable') return 'unavailable';
  if (error.status === 503) return 'providerDown';
  if (error.status === 404) return 'notFound';
  if (error.status === 401) return 'signIn';
  return 'failed';
}

/** A message in the frame's place: a title, a line of text and what the player can do about it. */
export function FrameMessage({
  tone = 'info',
  title,
  text,
  children,
}: {
  tone?: 'info' | 'error';
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className="flex max-w-md flex-col items-center gap-3 text-center"
    >
      <p className={cn('text-lg font-extrabold', tone === 'error' ? 'text-danger' : 'text-ink')}>{title}</p>
      <p className="text-sm text-muted">{text}</p>
      {children && <div className="flex flex-wrap justify-center gap-2">{children}</div>}
    </div>
  );
}

/**
 * A studio's game (source `aggregator`): its page in a sandboxed frame from POST /launch, for real money
 * or, where the game allows it, for fun money (a guest's only choice: real money asks them to sign in).
 * The player's balance follows the wallet's realtime events, which the studio's bets and wins cause; the
 * frame itself is left alone. Below it: the game's rules and facts and the live feed.
 */
export function ProviderGame({ game }: { game: GameView }) {
  const { t } = useTranslation('games');
  const { locale = 'en' } = useParams();
  const { viewer, isGuest, isLoading } = useViewer();
  const { openSignIn } = useSignIn();
  const width = useGamePageWidth();
  const demoAllowed = game.demoAllowed === true;
  const queryClient = useQueryClient();
  const globalId = viewer?.globalId ?? null;
  // The studio's rounds move money through our wallet: each stake or win refreshes the player's bets.
  useEffect(() => {
    if (!globalId) return;
    return subscribe(playerChannel('transaction', globalId), () => {
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
    });
  }, [globalId, queryClient]);
  const [choice, setChoice] = useState<LaunchMode>('real');
  // Guests play the demo (if there is one); a player plays what they chose, real money by default.
  let mode: LaunchMode | null = null;
  if (isGuest) mode = demoAllowed ? 'demo' : null;
  else if (!isLoading) mode = choice === 'demo' && demoAllowed ? 'demo' : 'real';
  const launch = useQuery({
    ...launchQueryOptions(game.id, mode ?? 'demo', viewer?.globalId ?? null),
    enabled: mode !== null,
  });

  const signIn = (tab: 'login' | 'register') => openSignIn(tab, { onSuccess: () => setChoice('real') });
  const signInButtons = (
    <>
      <Button variant="primary" onClick={() => signIn('login')}>
        {t('provider.signIn')}
      </Button>
      <Button onClick={() => signIn('register')}>{t('provider.register')}</Button>
    </>
  );

  let overlay: ReactNode = null;
  if (isGuest && !demoAllowed)
    overlay = (
      <FrameMessage title={t('provider.signInTitle', { title: game.title })} text={t('provider.signInText')}>
        {signInButtons}
      </FrameMessage>
    );
  else if (launch.isError) {
    const problem = launchProblem(launch.error);
    overlay =
      problem === 'signIn' ? (
        <FrameMessage
          title={t('provider.signInTitle', { title: game.title })}
          text={t('provider.signInText')}
        >
          {signInButtons}
        </FrameMessage>
      ) : (
        <FrameMessage
          tone="error"
          title={t(`provider.error.${problem}.title`)}
          text={t(`provider.error.${problem}.text`)}
        >
          {problem === 'providerDown' || problem === 'failed' ? (
            <Button variant="primary" loading={launch.isFetching} onClick={() => void launch.refetch()}>
              {t('provider.retry')}
            </Button>
          ) : (
            <Link
              to={`/${locale}`}
              className="inline-flex min-h-11 items-center rounded-control border border-line bg-raised px-4 text-sm font-bold text-ink hover:border-line-strong"
            >
              {t('provider.backToLobby')}
            </Link>
          )}
        </FrameMessage>
      );
  }

  const modeSwitch = demoAllowed && (
    <Segmented
      label={t('provider.mode')}
      className="w-full max-w-xs"
      options={[
        { value: 'real' as const, label: t('provider.real') },
        { value: 'demo' as const, label: t('provider.demo') },
      ]}
      value={mode ?? 'demo'}
      onChange={(next) => {
        if (next === 'real' && isGuest) signIn('login');
        else setChoice(next);
      }}
    />
  );

  return (
    <div className={cn(GAME_PAGE, width)}>
      <GameHeader title={game.title} rtp={game.rtp} />
      <ProviderFrame
        url={launch.data?.url}
        title={game.title}
        overlay={overlay}
        toolbar={
          <>
            {modeSwitch}
            {isGuest && demoAllowed && (
              <p className="text-sm text-muted">
                {t('provider.demoGuest')}{' '}
                <button
                  type="button"
                  className="font-bold text-accent-strong hover:underline"
                  onClick={() => signIn('login')}
                >
                  {t('provider.signInForReal')}
                </button>
              </p>
            )}
          </>
        }
      />
      {/* The studio's rounds are not bets of ours (GET /api/v1/games/bets lists the originals' only). */}
      <GameInfoPanel gameId={game.id} game={game} />
      <RecentBets gameId={game.id} />
      <LiveBets />
    </div>
  );
}
