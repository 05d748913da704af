/** Engineer B's history tab (SPEC §2.8, §4.3), mapped by the wallet modal. */
export { HistoryTab } from './history-tab.tsx';
