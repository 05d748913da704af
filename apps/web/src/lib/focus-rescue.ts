/**
 * When the focused element leaves the page — the header's Register button replaced by the balance after
 * sign-up, the lobby link of a page just left — the browser drops focus to <body>, and a keyboard or
 * screen-reader user starts over from the top of the page. This puts focus instead on the open modal
 * dialog, else on the main region (#main, the skip link's target), so Tab continues from the content.
 * Focus that a component moves on its own (a dialog returning it to its opener) is left alone: the check
 * runs a frame after the removal, and only while nothing has focus.
 */
export function installFocusRescue(doc: Document = document): () => void {
  let focused: Element | null = null;
  let frame = 0;
  const view = doc.defaultView ?? window;

  const rescue = () => {
    frame = 0;
    if (!focused || focused.isConnected) return;
    focused = null;
    const active = doc.activeElement;
    if (active && active !== doc.body) return;
    const target = doc.querySelector<HTMLElement>('[aria-modal="true"]') ?? doc.getElementById('main');
    target?.focus({ preventScroll: true });
  };

  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof view.Element ? event.target : null;
  };
  const observer = new view.MutationObserver(() => {
    if (focused && !focused.isConnected && !frame) frame = view.requestAnimationFrame(rescue);
  });

  doc.addEventListener('focusin', onFocusIn);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
    if (frame) view.cancelAnimationFrame(frame);
  };
}
