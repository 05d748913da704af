import { lazy, Suspense } from 'react';
import { WEB_PUSH_PROMPT_ENABLED } from '../config.ts';

// Off until the push issue turns it on: then the prompt's code loads with the page, not in its first bundle.
const WebPushPrompt = lazy(() => import('./web-push-prompt.tsx').then((m) => ({ default: m.WebPushPrompt })));

/** The web-push prompt of SPEC §4.6 when enabled (mount once, in the locale layout). */
export function WebPushPromptHost() {
  if (!WEB_PUSH_PROMPT_ENABLED) return null;
  return (
    <Suspense fallback={null}>
      <WebPushPrompt />
    </Suspense>
  );
}
