/**
 * The /backoffice route's entry, and all the casino's router knows of the back office. A chunk of its own
 * that only points on: the casino's entry chunk then lists one file to preload for this route, not the
 * back office's dozen chunks (each name there is bytes of every player's first load).
 */
export const route = () => import('./backoffice-route.tsx').then((m) => m.backofficeRoute());
