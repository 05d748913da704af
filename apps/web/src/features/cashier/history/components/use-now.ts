import { useEffect, useState } from 'react';

/** The current time, refreshed every `interval` ms (cancel buttons disappear once their window ends). */
export function useNow(interval = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return now;
}
