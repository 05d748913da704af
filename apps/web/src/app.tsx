import { useState } from 'react';
import { ServerStatus } from './server-status.tsx';

const PRODUCT_NAME = 'Casino';

function Logo() {
  return (
    <svg className="logo" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle
        cx="32"
        cy="32"
        r="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeDasharray="8 5.8"
      />
      <circle cx="32" cy="32" r="10" fill="currentColor" />
    </svg>
  );
}

export function App() {
  // Bumping the key remounts the status panel, which loads both calls again.
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <span className="brand">
          <Logo />
          {PRODUCT_NAME}
        </span>
      </header>
      <main id="main" className="main">
        <section className="hero" aria-labelledby="hero-title">
          <p className="eyebrow">Web app coming soon</p>
          <h1 id="hero-title">{PRODUCT_NAME}</h1>
          <p className="lead">
            Casino games, a sportsbook, bonuses, tournaments and a wallet for fiat and crypto, on the web and
            inside Telegram. The web app is on its way; below is the live status of the server behind it.
          </p>
        </section>
        <section className="card" aria-labelledby="status-title">
          <div className="card-header">
            <h2 id="status-title">Server status</h2>
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              Check again
            </button>
          </div>
          <div aria-live="polite">
            <ServerStatus key={attempt} />
          </div>
        </section>
      </main>
      <footer className="site-footer">
        <p>
          {PRODUCT_NAME} · <a href="/api/docs">API documentation</a>
        </p>
      </footer>
    </>
  );
}
