/** What Tab can reach inside a dialog. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** The element a dialog focuses when it opens: one marked data-autofocus, else its first focusable one. */
export function firstFocusable(panel: HTMLElement | null): HTMLElement | null {
  return (
    panel?.querySelector<HTMLElement>('[data-autofocus]') ??
    panel?.querySelector<HTMLElement>(FOCUSABLE) ??
    null
  );
}

/**
 * Keeps Tab inside `panel` (WAI-ARIA dialog pattern): past the last visible focusable item to the first and
 * back, and focus that has slipped outside comes back in. Call it from a keydown handler.
 */
export function keepTabInside(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  panel: HTMLElement,
): void {
  if (event.key !== 'Tab') return;
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const outside = !panel.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
