import { useEffect, useRef } from 'react';
import { isMiniApp } from './mini-app.ts';

/**
 * What the app asks of Telegram in the mini-app: where its BackButton goes, the page's MainButton, and
 * haptics. Plain stores that features/telegram/bridge.ts drives Telegram's objects from; outside Telegram
 * nothing registers and nothing is felt.
 */

/**
 * What the app registered, by level (a page is 0, a modal over it 1): Telegram shows the highest level's
 * latest entry, so a page that changes its own entry never goes over an open modal's.
 */
function createStack<T>() {
  const entries: Array<{ current: T; level: number }> = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    top(): T | undefined {
      let best: { current: T; level: number } | undefined;
      for (const entry of entries) if (!best || entry.level >= best.level) best = entry;
      return best?.current;
    },
    add(entry: { current: T; level: number }): () => void {
      entries.push(entry);
      changed();
      return () => {
        const at = entries.indexOf(entry);
        if (at >= 0) entries.splice(at, 1);
        changed();
      };
    },
    /** The entry's value changed in place (a new label, enabled or not). */
    changed,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Where Telegram's BackButton goes: the wallet modal's back (SPEC §2.7), else the previous page. */
export const miniAppBack = createStack<() => void>();

export interface MainButtonSpec {
  text: string;
  onClick: () => void;
  disabled?: boolean;
  progress?: boolean;
}
/** The page's one main action, shown as Telegram's MainButton. */
export const miniAppMainButton = createStack<MainButtonSpec>();

/**
 * While mounted in the mini-app, Telegram's BackButton runs `handler` (none: this level adds no back).
 * `level`: 0 for a page, 1 for a modal over it.
 */
export function useMiniAppBack(handler: (() => void) | null | undefined, level = 1): void {
  const latest = useRef(handler);
  latest.current = handler;
  const active = Boolean(handler) && isMiniApp();
  useEffect(() => {
    if (!active) return;
    return miniAppBack.add({ current: () => latest.current?.(), level });
  }, [active, level]);
}

/** While mounted in the mini-app, the page's main action is Telegram's MainButton too. */
export function useMiniAppMainButton(spec: MainButtonSpec | null): void {
  const latest = useRef(spec);
  latest.current = spec;
  const entry = useRef<{ current: MainButtonSpec; level: number } | null>(null);
  const active = spec !== null && isMiniApp();
  // Each render: the newest handler; Telegram is told only when what it shows changed.
  useEffect(() => {
    const mine = entry.current;
    if (!mine || !spec) return;
    const shown = mine.current;
    mine.current = spec;
    if (shown.text !== spec.text || shown.disabled !== spec.disabled || shown.progress !== spec.progress)
      miniAppMainButton.changed();
  });
  useEffect(() => {
    const first = latest.current;
    if (!active || !first) return;
    const mine = { current: first, level: 0 };
    entry.current = mine;
    const remove = miniAppMainButton.add(mine);
    return () => {
      entry.current = null;
      remove();
    };
  }, [active]);
}

export type Haptic = 'success' | 'error' | 'warning';
let hapticSink: ((kind: Haptic) => void) | null = null;

/** A haptic in the mini-app (a win, an error); nothing elsewhere. */
export function miniAppHaptic(kind: Haptic): void {
  hapticSink?.(kind);
}

/** features/telegram: where haptics go. */
export function setMiniAppHapticSink(sink: ((kind: Haptic) => void) | null): void {
  hapticSink = sink;
}
