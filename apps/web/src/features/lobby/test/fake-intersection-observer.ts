import { vi } from 'vitest';

/**
 * IntersectionObserver under the test's control: nothing is "near the screen" until `show(element)`
 * says so, as a real observer would report on scroll.
 */
export function fakeIntersectionObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; elements: Element[] }> = [];
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    unobserve() {}
    disconnect() {
      this.entry.elements = [];
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    show(element: Element) {
      for (const observer of observers)
        if (observer.elements.includes(element))
          observer.callback(
            [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
            observer as unknown as IntersectionObserver,
          );
    },
  };
}
