import { useSyncExternalStore } from 'react';

/**
 * Tiny synthesized blips (WebAudio oscillators, no audio files). Off by default; the choice is kept in
 * localStorage. The AudioContext is created on the first enabling click, as browsers require a gesture.
 */
const SOUND_KEY = 'casino.sound';
export type SoundKind = 'bet' | 'win' | 'lose' | 'tick' | 'click';

const listeners = new Set<() => void>();
let enabled = readEnabled();
let context: AudioContext | null = null;

function readEnabled(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

export function isSoundOn(): boolean {
  return enabled;
}

export function setSoundOn(on: boolean): void {
  enabled = on;
  try {
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Without storage the choice lasts for this page only.
  }
  if (on) audio();
  for (const listener of listeners) listener();
}

export function useSoundOn(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => enabled,
    () => false,
  );
}

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor =
    globalThis.AudioContext ??
    (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** [frequency Hz, start s, duration s] notes per sound. */
const NOTES: Record<SoundKind, Array<[number, number, number]>> = {
  click: [[660, 0, 0.04]],
  bet: [[520, 0, 0.06]],
  tick: [[1200, 0, 0.025]],
  lose: [
    [300, 0, 0.08],
    [220, 0.07, 0.12],
  ],
  win: [
    [660, 0, 0.07],
    [880, 0.07, 0.07],
    [1320, 0.14, 0.14],
  ],
};

export function playSound(kind: SoundKind): void {
  if (!enabled) return;
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume();
  const now = ctx.currentTime;
  for (const [frequency, start, duration] of NOTES[kind]) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = kind === 'lose' ? 'triangle' : 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, now + start);
    gain.gain.exponentialRampToValueAtTime(kind === 'tick' ? 0.04 : 0.09, now + start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + start + duration);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(now + start);
    oscillator.stop(now + start + duration + 0.02);
  }
}
