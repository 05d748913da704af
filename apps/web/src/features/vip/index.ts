/**
 * The VIP feature's public face (SPEC §2.5): the app mounts the host; anything opens the drawer with
 * `useVipDrawer` (lib/vip-drawer.ts) or a `?vip=1` link. The drawer itself loads on demand.
 */
export { VipDrawerHost } from './components/vip-drawer-host.tsx';
