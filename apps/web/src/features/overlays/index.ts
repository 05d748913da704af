/** The overlays feature's public face: the app mounts the gate; tests and later issues use the rules. */
export { OverlayGate } from './components/overlay-gate.tsx';
export { WebPushPromptHost } from './components/web-push-prompt-host.tsx';
export { appOverlays } from './lib/app-overlays.ts';
export { PUSH_REFUSAL_PAUSE_MS, shouldShowPushPrompt } from './lib/web-push-rule.ts';
