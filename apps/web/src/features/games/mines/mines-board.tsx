import { MINES_TILES } from '@casino/shared';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { GemIcon, MineIcon } from './mines-icons.tsx';
import './mines.css';

const SIZE = 5;

export interface MinesBoardProps {
  /** Gems the player has uncovered in the shown round. */
  revealed: readonly number[];
  /** Known once the round is over. */
  minePositions: readonly number[] | null;
  /** The mine that ended the round. */
  hit: number | null;
  /** A round is open and no call is under way: clicks reveal. */
  playable: boolean;
  /** The tile whose reveal is under way. */
  pendingTile: number | null;
  onReveal: (tile: number) => void;
}

type TileState = 'hidden' | 'gem' | 'mine' | 'hit' | 'gem-unpicked';

function tileState(tile: number, props: MinesBoardProps): TileState {
  if (props.hit === tile) return 'hit';
  if (props.revealed.includes(tile)) return 'gem';
  if (props.minePositions) return props.minePositions.includes(tile) ? 'mine' : 'gem-unpicked';
  return 'hidden';
}

const TILE_CLASS: Record<TileState, string> = {
  hidden:
    'bg-raised border border-line-strong shadow-[inset_0_-4px_0_rgb(0_0_0/0.35)] hover:-translate-y-0.5 hover:border-accent-strong aria-disabled:hover:translate-y-0 aria-disabled:hover:border-line-strong',
  gem: 'mines-tile-reveal bg-success/15 ring-2 ring-success/70',
  mine: 'mines-tile-reveal bg-danger/10 opacity-70',
  hit: 'mines-tile-bust bg-danger/30 ring-2 ring-danger',
  'gem-unpicked': 'mines-tile-reveal bg-sunken opacity-45',
};

/**
 * The 5×5 board. One tab stop (roving focus): arrow keys move between tiles, Home/End jump to the row's
 * ends, Enter or Space reveals (native button behaviour).
 */
export function MinesBoard(props: MinesBoardProps) {
  const { t } = useTranslation('mines');
  const [focused, setFocused] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const descriptionId = useId();
  const busted = props.hit !== null;

  const move = (to: number) => {
    const next = Math.max(0, Math.min(MINES_TILES - 1, to));
    setFocused(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, tile: number) => {
    const row = Math.floor(tile / SIZE);
    const moves: Record<string, number | undefined> = {
      ArrowRight: tile % SIZE < SIZE - 1 ? tile + 1 : undefined,
      ArrowLeft: tile % SIZE > 0 ? tile - 1 : undefined,
      ArrowDown: tile + SIZE < MINES_TILES ? tile + SIZE : undefined,
      ArrowUp: tile - SIZE >= 0 ? tile - SIZE : undefined,
      Home: row * SIZE,
      End: row * SIZE + SIZE - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const target = moves[event.key];
    if (target !== undefined) move(target);
  };

  return (
    <fieldset
      aria-label={t('board')}
      className={`m-0 grid aspect-square w-full max-w-[28rem] min-w-0 grid-cols-5 gap-1.5 border-0 p-0 sm:gap-2.5 ${busted ? 'mines-board-bust' : ''}`}
    >
      {Array.from({ length: MINES_TILES }, (_, tile) => {
        const state = tileState(tile, props);
        const pending = props.pendingTile === tile;
        const disabled = !props.playable || state !== 'hidden';
        return (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: tiles are positions, the index is their identity
            key={tile}
            ref={(element) => {
              buttons.current[tile] = element;
            }}
            type="button"
            aria-label={t('tile', { n: tile + 1 })}
            aria-pressed={props.revealed.includes(tile)}
            aria-disabled={disabled}
            aria-describedby={state === 'hidden' ? undefined : `${descriptionId}-${tile}`}
            aria-busy={pending || undefined}
            data-state={state}
            tabIndex={tile === focused ? 0 : -1}
            onFocus={() => setFocused(tile)}
            onKeyDown={(event) => onKeyDown(event, tile)}
            onClick={() => {
              if (!disabled) props.onReveal(tile);
            }}
            className={`relative grid aspect-square min-h-11 min-w-11 place-items-center rounded-lg transition sm:rounded-xl ${TILE_CLASS[state]} ${
              pending ? 'animate-pulse' : ''
            } ${disabled ? 'cursor-default' : 'cursor-pointer'}`}
          >
            {state === 'gem' || state === 'gem-unpicked' ? <GemIcon className="h-3/5 w-3/5" /> : null}
            {state === 'mine' || state === 'hit' ? <MineIcon className="h-3/5 w-3/5" /> : null}
            {state === 'hidden' ? null : (
              <span id={`${descriptionId}-${tile}`} className="sr-only">
                {state === 'gem' || state === 'gem-unpicked' ? t('gem') : t('mine')}
              </span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
