import { parseOdds } from '@casino/shared';
import { useEffect, useRef, useState } from 'react';

export const FLASH_MS = 1600;

/** 'up' or 'down' for a moment after the odds moved (green or red on the button), else null. */
export function useOddsFlash(odds: string): 'up' | 'down' | null {
  const previous = useRef(odds);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const before = parseOdds(previous.current);
    const now = parseOdds(odds);
    previous.current = odds;
    if (before === null || now === null || before === now) return;
    setFlash(now > before ? 'up' : 'down');
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [odds]);
  return flash;
}
