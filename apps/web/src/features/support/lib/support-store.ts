import { createOpenFlag } from '../../shell/index.ts';

/**
 * Whether the support modal is open: any component (the sidebar, the floating button, a "contact support"
 * link on a page) opens it without a provider around the app.
 */
const flag = createOpenFlag();

export const openSupport = flag.open;
export const closeSupport = flag.close;
export const useSupport = flag.useOpenFlag;
