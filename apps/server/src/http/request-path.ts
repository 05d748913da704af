/**
 * The path as the router sees it: percent-decoded, without the query. Guards must judge this, not the raw
 * URL, or `/%61pi/...` walks past a check for `/api/`. Null when it cannot be decoded (the router refuses
 * such a URL too).
 */
export function routedPath(url: string): string | null {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** API and realtime paths; an undecodable path counts as one, so it is never treated as a page. */
export function isApiPath(url: string): boolean {
  const path = routedPath(url);
  return path === null || path === '/api' || path.startsWith('/api/') || path.startsWith('/socket.io');
}
