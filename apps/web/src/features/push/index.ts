/**
 * The web-push feature's public face (issue 19, SPEC §4.6). The app mounts the host on every page: it is
 * all of this feature in the first load, and loads the rest only for a signed-in player whose browser can
 * receive pushes. The service worker is public/sw.js.
 */
export { PushHost } from './components/push-host.tsx';
export { PUSH_REFUSAL_PAUSE_MS, shouldShowPushPrompt } from './lib/prompt-rule.ts';
