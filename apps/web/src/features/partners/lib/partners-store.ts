import { createOpenFlag } from '../../shell/index.ts';

/** Whether the partners modal is open; any link or button can open it. */
const flag = createOpenFlag();

export const openPartners = flag.open;
export const closePartners = flag.close;
export const usePartners = flag.useOpenFlag;
