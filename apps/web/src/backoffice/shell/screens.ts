import { BASE, SECTIONS, type SectionId } from '../lib/permissions.ts';

/**
 * Which screen a path under /backoffice shows. Matched here rather than by a nested <Routes>: React
 * Router's route-matching components would join its code in the casino's first-load vendor chunk
 * (vite.config.ts groups react-router there), and the back office must add nothing to that load.
 */
export type Screen =
  | { id: 'home' }
  | { id: SectionId }
  | { id: 'player'; globalId: string }
  | { id: 'not-found' };

const SECTION_IDS = new Set<string>(SECTIONS.map((section) => section.path));

export function screenOf(pathname: string): Screen {
  if (pathname !== BASE && !pathname.startsWith(`${BASE}/`)) return { id: 'not-found' };
  const segments = pathname.slice(BASE.length).split('/').filter(Boolean);
  const [first, second, ...rest] = segments;
  if (first === undefined) return { id: 'home' };
  if (rest.length > 0) return { id: 'not-found' };
  if (first === 'players' && second !== undefined) {
    try {
      return { id: 'player', globalId: decodeURIComponent(second) };
    } catch {
      return { id: 'not-found' };
    }
  }
  if (second === undefined && SECTION_IDS.has(first)) return { id: first as SectionId };
  return { id: 'not-found' };
}
