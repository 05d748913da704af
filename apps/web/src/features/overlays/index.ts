/** The overlays feature's public face: the app mounts the gate; tests use the rules. The web-push prompt is features/push. */
export { OverlayGate } from './components/overlay-gate.tsx';
export { appOverlays } from './lib/app-overlays.ts';
