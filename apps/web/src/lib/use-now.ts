import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` while `active` (tests drive it with fake timers). */
export function useNow(intervalMs = 1000, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active]);
  return now;
}

/** What is left until `deadline` as days, hours, minutes and seconds (never negative). */
export function timeLeft(deadline: number, now: number) {
  const total = Math.max(0, Math.floor((deadline - now) / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return { days, clock, over: total === 0 };
}
