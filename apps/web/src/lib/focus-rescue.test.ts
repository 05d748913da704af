// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFocusRescue } from './focus-rescue.ts';

/** Waits for the rescue's frame (jsdom runs requestAnimationFrame on a timer). */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
const flush = async () => {
  await Promise.resolve();
  await nextFrame();
};

describe('installFocusRescue', () => {
  let uninstall: () => void;

  beforeEach(() => {
    document.body.innerHTML = `
      <header><button id="register">Register</button></header>
      <main id="main" tabindex="-1"><a id="game" href="/en/games/dice">Dice</a></main>`;
    uninstall = installFocusRescue(document);
  });

  afterEach(() => {
    uninstall();
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('moves focus to the main region when the focused element is removed', async () => {
    document.getElementById('register')?.focus();
    document.getElementById('register')?.remove();
    await flush();
    expect(document.activeElement?.id).toBe('main');
  });

  it('moves focus into an open modal dialog rather than the page behind it', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div role="dialog" aria-modal="true" tabindex="-1" id="dialog"><button id="step">Next</button></div>',
    );
    document.getElementById('step')?.focus();
    document.getElementById('step')?.remove();
    await flush();
    expect(document.activeElement?.id).toBe('dialog');
  });

  it('leaves focus that was moved elsewhere, and elements that stay, alone', async () => {
    document.getElementById('register')?.focus();
    document.getElementById('game')?.focus();
    document.getElementById('register')?.remove();
    await flush();
    expect(document.activeElement?.id).toBe('game');

    // A focused element that stays in the page, with other changes around it.
    document.getElementById('main')?.insertAdjacentHTML('beforeend', '<p>new row</p>');
    await flush();
    expect(document.activeElement?.id).toBe('game');
  });

  it('stops after uninstall', async () => {
    uninstall();
    document.getElementById('register')?.focus();
    document.getElementById('register')?.remove();
    await flush();
    expect(document.activeElement).toBe(document.body);
    uninstall = () => {};
  });
});
