import { isSlotMachineId } from '@casino/shared';

/**
 * The boxes a game's stage and controls take once loaded, measured at 390/412 px (phones, stacked: stage
 * first) and 1440 px (controls beside the stage, one row as tall as the taller). GameLayout gives the loaded
 * game these as minimum sizes, and the skeleton shown while the game's code loads (GameSkeleton) takes the
 * same ones, so nothing on screen moves when the game arrives (CLS). A game whose content grows past its box
 * updates it here. Aspect ratios where the stage scales with the width (mines' square grid, plinko's board,
 * the slot reels), on phones only: wider screens cap the content's width.
 */
export interface GameBox {
  stage: string;
  controls: string;
}

const BOXES: Record<string, GameBox> = {
  dice: { stage: 'min-h-[282px] lg:min-h-[470px]', controls: 'min-h-[432px] lg:min-h-[470px]' },
  limbo: { stage: 'min-h-60 lg:min-h-[448px]', controls: 'min-h-[356px] lg:min-h-[448px]' },
  plinko: {
    stage: 'max-sm:aspect-[366/335] lg:min-h-[643px]',
    controls: 'min-h-[414px] lg:min-h-[643px]',
  },
  mines: { stage: 'max-sm:aspect-square lg:min-h-[498px]', controls: 'min-h-[278px] lg:min-h-[498px]' },
  crash: { stage: 'min-h-[342px] lg:min-h-[448px]', controls: 'min-h-[372px] lg:min-h-[448px]' },
  keno: { stage: 'min-h-[420px] lg:min-h-[540px]', controls: 'min-h-[430px] lg:min-h-[540px]' },
  wheel: { stage: 'min-h-[480px] lg:min-h-[560px]', controls: 'min-h-[400px] lg:min-h-[560px]' },
  roulette: { stage: 'min-h-[720px] lg:min-h-[760px]', controls: 'min-h-[560px] lg:min-h-[760px]' },
  coinflip: { stage: 'min-h-[420px] lg:min-h-[520px]', controls: 'min-h-[430px] lg:min-h-[520px]' },
  hilo: { stage: 'min-h-[380px] lg:min-h-[480px]', controls: 'min-h-[340px] lg:min-h-[480px]' },
  blackjack: { stage: 'min-h-[460px] lg:min-h-[520px]', controls: 'min-h-[300px] lg:min-h-[520px]' },
  slots: { stage: 'max-sm:aspect-[4/3] lg:min-h-[450px]', controls: 'min-h-[262px] lg:min-h-[450px]' },
};
const FALLBACK: GameBox = { stage: '', controls: '' };

export function gameBox(gameId: string): GameBox {
  return BOXES[isSlotMachineId(gameId) ? 'slots' : gameId] ?? FALLBACK;
}
