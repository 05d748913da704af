/** GameLayout's boxes, shared with GameSkeleton so the two line up. */
/** Without its max width: `useGamePageWidth` adds it (theatre mode lifts it). */
export const GAME_PAGE = 'mx-auto flex w-full flex-col gap-3 px-3 py-3 sm:gap-4 sm:px-6 sm:py-6';
export const GAME_ROW = 'grid grid-cols-1 gap-3 sm:gap-4 lg:grid-cols-[minmax(300px,360px)_minmax(0,1fr)]';
export const GAME_CONTROLS =
  'order-2 min-w-0 rounded-card border border-line bg-surface/90 p-3 shadow-card lg:order-1 sm:p-5';
export const GAME_STAGE =
  'relative order-1 flex min-h-60 min-w-0 flex-col overflow-hidden rounded-card border border-line bg-gradient-to-b from-raised/70 to-sunken shadow-card lg:order-2 lg:min-h-[28rem]';
/** The box a studio's game plays in (ProviderFrame), shared with its skeleton: taller on phones. */
export const PROVIDER_FRAME_BOX = 'aspect-[3/4] w-full sm:aspect-video sm:max-h-[calc(100dvh-8rem)]';
