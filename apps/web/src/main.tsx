import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { installFocusRescue } from './lib/focus-rescue.ts';
import { isMiniApp } from './lib/mini-app.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Focus lost with a removed element goes to the open dialog or the main region, not back to the top.
installFocusRescue();

// Inside Telegram only: its script, the buttons and the init-data sign-in (the website never loads them).
if (isMiniApp()) void import('./features/telegram/index.ts').then((telegram) => telegram.bootMiniApp());

// A transition: React renders the first page in slices and lets the browser breathe between them, rather
// than in one long task that holds the main thread (Lighthouse's Total Blocking Time on a slow phone).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
