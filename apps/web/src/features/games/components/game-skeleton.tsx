import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { gameBox } from '../lib/game-box.ts';
import { useGamePageWidth } from './game-header.tsx';
import { GAME_CONTROLS, GAME_PAGE, GAME_ROW, GAME_STAGE, PROVIDER_FRAME_BOX } from './game-layout-classes.ts';

/**
 * What a game page shows while the game's code loads: GameLayout's boxes, empty (the game's own sizes from
 * game-box.ts), and room for the panels below them, so the footer stays off the first screen and nothing
 * shifts when the game arrives.
 */
export function GameSkeleton({ gameId, title }: { gameId: string; title: string }) {
  const box = gameBox(gameId);
  const width = useGamePageWidth();
  return (
    <div className={cn(GAME_PAGE, width)} aria-busy="true">
      <div className="flex items-center gap-3">
        <h1 className="min-w-0 flex-1 truncate text-xl font-black tracking-tight sm:text-2xl">{title}</h1>
        <span className="size-10 shrink-0 touch:size-11" aria-hidden="true" />
      </div>
      <div className={GAME_ROW}>
        <div className={cn(GAME_CONTROLS, box.controls)} />
        <div className={cn(GAME_STAGE, 'items-center justify-center text-muted', box.stage)}>
          <Spinner className="size-8" />
        </div>
      </div>
      <div className="min-h-[60rem] lg:min-h-[44rem]" />
    </div>
  );
}

/** The frame shape of a studio's game (ProviderFrame's), while the game's entry or its page's code loads. */
export function ProviderGameSkeleton({ title }: { title: string }) {
  const width = useGamePageWidth();
  return (
    <div className={cn(GAME_PAGE, width)} aria-busy="true">
      <div className="flex items-center gap-3">
        <h1 className="min-w-0 flex-1 truncate text-xl font-black tracking-tight sm:text-2xl">{title}</h1>
        <span className="size-10 shrink-0 touch:size-11" aria-hidden="true" />
      </div>
      <div className="flex flex-col gap-2">
        <div
          className={cn(
            PROVIDER_FRAME_BOX,
            'grid place-items-center rounded-card border border-line bg-deep text-muted shadow-card',
          )}
        >
          <Spinner className="size-8" />
        </div>
        <div className="min-h-10 touch:min-h-11" />
      </div>
      <div className="min-h-[40rem]" />
    </div>
  );
}
