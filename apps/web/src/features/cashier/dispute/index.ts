/** Engineer B's dispute view (SPEC §2.7, §4.3), mapped by the wallet modal. */
export { OpenDisputeView } from './open-dispute-view.tsx';
