import { createOpenFlag, type OpenFlagControls } from '../../shell/index.ts';

/** Whether the prize-wheel modal is open; one host (WheelHost) shows it, anything may open it. */
const flag = createOpenFlag();

export type WheelControls = OpenFlagControls;

/** `useWheel().open()` shows the prize wheel (the guest wheel, or the players' coming-soon note). */
export const useWheel: () => WheelControls = flag.useOpenFlag;
