import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { NodeResult, Result } from 'axe-core';

/**
 * Shared accessibility checks for the browser tests:
 * - `audit(page, where)`: axe-core with the WCAG 2.1 A and AA rules; its serious and critical violations,
 *   plus the colour-contrast checks axe leaves undecided (gradients, overlaps), measured here instead.
 * - `contrastAgainstBackground(page, selectors)`: the text colour against the darkest and lightest colour
 *   stops of the backgrounds behind it (every gradient layer of every ancestor, alpha-composited over the
 *   solid colours below), as WCAG contrast ratios.
 * - `focusIndicator(page)`: what marks the focused element (outline or box-shadow), for keyboard runs.
 */

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** A fresh player's token (optionally in an account currency), put in storage before the page loads. */
export async function signInByApi(page: Page, currency?: string): Promise<string> {
  const response = await page.request.post('/api/v1/auth/register', {
    data: {
      email: `a11y-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
      password: 'a11y-e2e-pass',
      ...(currency ? { currency } : {}),
    },
  });
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('casino.token', value), token);
  return token;
}

/**
 * Waits until the page is at rest: entrance animations and transitions (fade, slide, pop) have finished,
 * so colours are measured as they stay. Endless ones (spinners, pulses) are left running.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** One text whose contrast was measured against the stops of its background. */
export interface StopContrast {
  selector: string;
  text: string;
  /** The text colour(s): one, or a gradient's stops for gradient-filled text. */
  foreground: string[];
  darkest: string;
  lightest: string;
  /** The lower contrast ratio of the two, rounded to 2 places. */
  ratio: number;
  required: number;
  /** Whether a gradient was among the layers behind it. */
  gradient: boolean;
  /** Set when the background cannot be computed from colours alone (an image). */
  undecidable?: string;
  /**
   * Part of an inactive control (WCAG 1.4.3 exempts it): inside a disabled control, or in a faded box
   * (opacity < 1) that holds a disabled one, as a disabled amount field's currency.
   */
  inactive?: boolean;
}

/**
 * For each element (CSS selector), the WCAG contrast of its text colour against the darkest and the
 * lightest background it can sit on: the stops of every gradient layer (background-image linear/radial/
 * conic gradients) of it and its ancestors, composited with their background colours, down to the first
 * opaque background colour (else the page's). Large text (≥ 24 px, or ≥ 18.66 px bold) needs 3:1, other
 * text 4.5:1. Colours in any CSS syntax (oklch, color-mix, ...) are resolved by a canvas.
 */
export async function contrastAgainstBackground(page: Page, selectors: string[]): Promise<StopContrast[]> {
  if (selectors.length === 0) return [];
  return page.evaluate((selectors) => {
    type Rgba = [number, number, number, number];
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no canvas');

    /** Paints the layers (bottom first) over white and reads the pixel: alpha compositing, 8-bit. */
    function composite(layers: string[]): Rgba {
      if (!ctx) throw new Error('no canvas');
      ctx.globalCompositeOperation = 'copy';
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, 1, 1);
      ctx.globalCompositeOperation = 'source-over';
      for (const layer of layers) {
        ctx.fillStyle = '#ffffff';
        ctx.fillStyle = layer;
        ctx.fillRect(0, 0, 1, 1);
      }
      const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
      return [r ?? 0, g ?? 0, b ?? 0, 1];
    }

    /** The alpha of a colour (0 for transparent), via the canvas on a cleared pixel. */
    function alphaOf(color: string): number {
      if (!ctx) throw new Error('no canvas');
      ctx.globalCompositeOperation = 'copy';
      ctx.fillStyle = 'rgba(0,0,0,0)';
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      ctx.globalCompositeOperation = 'source-over';
      return (ctx.getImageData(0, 0, 1, 1).data[3] ?? 0) / 255;
    }

    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r, g, b]: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const hex = ([r, g, b]: Rgba) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

    /** Splits on commas outside parentheses. */
    function splitTop(value: string): string[] {
      const parts: string[] = [];
      let depth = 0;
      let start = 0;
      for (let i = 0; i < value.length; i++) {
        const ch = value[i];
        if (ch === '(') depth++;
        else if (ch === ')') depth--;
        else if (ch === ',' && depth === 0) {
          parts.push(value.slice(start, i).trim());
          start = i + 1;
        }
      }
      parts.push(value.slice(start).trim());
      return parts.filter(Boolean);
    }

    /** The colour at the start of a gradient argument ("oklch(...) 40%", "red 10% 20%"), or null. */
    function leadingColor(arg: string, currentColor: string): string | null {
      const fn = /^([a-z-]+)\(/i.exec(arg);
      let candidate: string;
      if (fn) {
        let depth = 0;
        let end = arg.length;
        for (let i = 0; i < arg.length; i++) {
          if (arg[i] === '(') depth++;
          else if (arg[i] === ')' && --depth === 0) {
            end = i + 1;
            break;
          }
        }
        candidate = arg.slice(0, end);
      } else candidate = arg.split(/\s+/)[0] ?? '';
      if (/^currentcolor$/i.test(candidate)) return currentColor;
      return CSS.supports('color', candidate) ? candidate : null;
    }

    /** The background-image layers, top first: each a gradient's stop colours, or null for an image. */
    function imageLayers(backgroundImage: string, currentColor: string): (string[] | null)[] {
      if (!backgroundImage || backgroundImage === 'none') return [];
      return splitTop(backgroundImage).map((layer) => {
        const gradient = /^(?:repeating-)?(?:linear|radial|conic)-gradient\((.*)\)$/is.exec(layer);
        if (!gradient?.[1]) return null;
        return splitTop(gradient[1])
          .map((arg) => leadingColor(arg, currentColor))
          .filter((c): c is string => c !== null);
      });
    }

    /** Every choice of one stop per gradient layer (bounded), as a list of colour layers bottom first. */
    function combinations(stack: (string | string[])[]): string[][] {
      let out: string[][] = [[]];
      for (const layer of stack) {
        const options = typeof layer === 'string' ? [layer] : layer;
        const next: string[][] = [];
        for (const prefix of out) for (const option of options) next.push([...prefix, option]);
        out = next.length > 512 ? next.slice(0, 512) : next;
      }
      return out;
    }

    const results = [];
    for (const selector of selectors) {
      const element = document.querySelector<HTMLElement>(selector);
      if (!element) continue;
      const style = getComputedStyle(element);
      const size = Number.parseFloat(style.fontSize);
      const weight = Number.parseInt(style.fontWeight, 10) || (style.fontWeight === 'bold' ? 700 : 400);
      const required = size >= 24 || (size >= 18.66 && weight >= 700) ? 3 : 4.5;
      let inactive = element.closest(':disabled, [aria-disabled="true"]') !== null;
      for (let node: HTMLElement | null = element, depth = 0; node && depth < 4 && !inactive; depth++) {
        if (Number.parseFloat(getComputedStyle(node).opacity) < 1)
          inactive = node.querySelector(':disabled, [aria-disabled="true"]') !== null;
        node = node.parentElement;
      }

      // The text colour, or for gradient-filled text (background-clip: text) that gradient's stops, in
      // which case the background starts above the element that clips it.
      let foreground: string[] = [style.color];
      let start: Element | null = element;
      let opacity = 1;
      if (alphaOf(style.color) === 0) {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const s = getComputedStyle(node);
          if (s.backgroundClip === 'text' || s.webkitBackgroundClip === 'text') {
            const stops = imageLayers(s.backgroundImage, s.color).flatMap((layer) => layer ?? []);
            if (stops.length > 0) foreground = stops;
            start = node.parentElement;
            break;
          }
        }
      }

      // The layers behind, top first, until an opaque background colour.
      const stack: (string | string[])[] = [];
      let gradient = false;
      let undecidable: string | undefined;
      let opaque = false;
      for (let node = start; node && !opaque; node = node.parentElement) {
        const s = getComputedStyle(node);
        opacity *= Number.parseFloat(s.opacity) || 1;
        for (const layer of imageLayers(s.backgroundImage, s.color)) {
          if (layer === null) undecidable ??= `background image on ${node.tagName.toLowerCase()}`;
          else if (layer.length > 0) {
            stack.push(layer);
            gradient = true;
          }
        }
        // The element's own background colour lies under its images (the stack is top first).
        const alpha = alphaOf(s.backgroundColor);
        if (alpha > 0) stack.push(s.backgroundColor);
        if (alpha >= 1) opaque = true;
      }
      if (!opaque) {
        // Nothing opaque in the chain: the canvas shows the root's (else the body's) colour.
        const root = getComputedStyle(document.documentElement).backgroundColor;
        stack.push(alphaOf(root) > 0 ? root : getComputedStyle(document.body).backgroundColor);
      }
      const backgrounds = combinations(stack.reverse()).map(composite);
      const byLuminance = [...backgrounds].sort((a, b) => luminance(a) - luminance(b));
      const darkest = byLuminance[0] ?? [255, 255, 255, 1];
      const lightest = byLuminance[byLuminance.length - 1] ?? darkest;
      let worst = Number.POSITIVE_INFINITY;
      for (const fg of foreground) {
        for (const bg of [darkest, lightest]) {
          // A translucent text colour (or element opacity) blends with the background under it.
          const text = composite([hex(bg), fg]);
          const blended: Rgba =
            opacity < 1
              ? [
                  Math.round(text[0] * opacity + bg[0] * (1 - opacity)),
                  Math.round(text[1] * opacity + bg[1] * (1 - opacity)),
                  Math.round(text[2] * opacity + bg[2] * (1 - opacity)),
                  1,
                ]
              : text;
          worst = Math.min(worst, ratio(blended, bg));
        }
      }
      results.push({
        selector,
        text: (element.innerText || element.textContent || '').trim().slice(0, 40),
        foreground,
        darkest: hex(darkest),
        lightest: hex(lightest),
        ratio: Math.round(worst * 100) / 100,
        required,
        gradient,
        ...(undecidable ? { undecidable } : {}),
        ...(inactive ? { inactive } : {}),
      });
    }
    return results;
  }, selectors);
}

/** axe's CSS selector for a node in the page itself (nodes inside frames are left to the frame's run). */
function pageSelector(node: NodeResult): string | null {
  const [first, ...rest] = node.target;
  return rest.length === 0 && typeof first === 'string' ? first : null;
}

/** Why axe left a colour-contrast node undecided (bgGradient, bgOverlap, ...). */
function reasonOf(node: NodeResult): string {
  for (const check of [...node.any, ...node.all, ...node.none]) {
    const data = check.data as { messageKey?: string } | null;
    if (data?.messageKey) return data.messageKey;
  }
  return 'unknown';
}

/**
 * Axe leaves these undecided for reasons that are not about colour (a single character or an icon glyph,
 * text scrolled out of a box, content of a pseudo-element), or because something is drawn over the text
 * (a modal's backdrop, a sticky bar): those texts are measured in the states where they show.
 */
const NOT_COLOUR = new Set(['shortTextContent', 'nonBmp', 'pseudoContent', 'outsideViewport']);

export interface AuditResult {
  /** Serious and critical WCAG 2.1 A/AA violations, one line per node (up to 5 per rule). */
  violations: string[];
  /** Texts left undecided by axe whose worst stop contrast is below the WCAG minimum. */
  lowContrast: StopContrast[];
  /** All undecided texts measured here (for reports). */
  measured: StopContrast[];
}

/** axe on the page as it is now (after it settles), with the undecided contrasts measured. */
export async function audit(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  await settle(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // In a busy casino a live bet can slide in while axe runs: measured mid-fade, its text fails contrast.
  // Reduced motion (the app honours it) makes such entrances end at once; the page's own setting is kept.
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (!reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
  const { violations, incomplete } = await builder.analyze().finally(async () => {
    if (!reduced) await page.emulateMedia({ reducedMotion: 'no-preference' });
  });
  const serious = violations.filter(
    (violation: Result) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const lines = serious.flatMap((violation) =>
    violation.nodes
      .slice(0, 5)
      .map(
        (node) =>
          `${violation.id} (${violation.impact}) ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
  );
  const undecided = incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .filter((node) => !NOT_COLOUR.has(reasonOf(node)));
  const selectors = [...new Set(undecided.map(pageSelector).filter((s): s is string => s !== null))];
  // Measured at rest too (a row may have faded in while axe ran).
  await settle(page);
  const measured = await contrastAgainstBackground(page, selectors);
  const lowContrast = measured.filter((m) => !m.undecidable && !m.inactive && m.ratio < m.required);
  return { violations: lines, lowContrast, measured } satisfies AuditResult;
}

/**
 * Collects audit problems over a walk through many states, so one run reports them all; `expectClean()`
 * fails the test with the list.
 */
export class A11yLog {
  readonly problems: string[] = [];

  constructor(private readonly page: Page) {}

  async check(where: string, options: { include?: string; exclude?: string[] } = {}) {
    const result = await audit(this.page, options);
    for (const line of result.violations) this.problems.push(`[${where}] ${line}`);
    for (const low of result.lowContrast)
      this.problems.push(
        `[${where}] contrast on ${low.gradient ? 'gradient' : 'layered'} background ${low.selector} "${low.text}": ` +
          `${low.foreground.join('/')} vs ${low.darkest}..${low.lightest} = ${low.ratio} < ${low.required}`,
      );
    return result;
  }

  expectClean() {
    expect(this.problems, this.problems.join('\n')).toEqual([]);
  }
}

/** How the focused element is marked: the mark found, or null when nothing shows it. */
export interface FocusMark {
  element: string;
  mark: string | null;
  /**
   * A container given focus by script (tabindex="-1", not a control: a dialog or its new view, the main
   * region) so reading starts there; it is no Tab stop, and is drawn without a ring.
   */
  container?: boolean;
}

/** Measures the focus mark of the active element of one document (see focusIndicator). */
function markInDocument(): FocusMark {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return { element: 'body', mark: null };
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
  const describe = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
    element.dataset.testid ? `[data-testid=${element.dataset.testid}]` : ''
  } "${name}"`;
  const transparent = (color: string) => /rgba\(0, 0, 0, 0\)|transparent/.test(color);
  const own = (style: CSSStyleDeclaration) => {
    if (
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) > 0 &&
      !transparent(style.outlineColor)
    )
      return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    if (style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
    return null;
  };
  const mark = own(getComputedStyle(element));
  if (mark) return { element: describe, mark };
  const control =
    /^(A|BUTTON|INPUT|SELECT|TEXTAREA|IFRAME|SUMMARY)$/.test(element.tagName) ||
    element.isContentEditable ||
    /^(button|link|tab|menuitem|option|checkbox|radio|switch|slider|combobox|textbox)$/.test(
      element.getAttribute('role') ?? '',
    );
  if (!control && element.getAttribute('tabindex') === '-1')
    return { element: describe, mark: null, container: true };
  // A text field's ring may be drawn by its frame (`focus-within:` styles): compare the frame with an
  // unfocused copy of itself (same classes, not in the focus chain).
  let node: HTMLElement | null = element.parentElement;
  for (let depth = 0; node && depth < 3; depth++, node = node.parentElement) {
    if (!node.matches(':focus-within') || !node.className.toString().includes('focus-within:')) continue;
    const copy = node.cloneNode(false) as HTMLElement;
    copy.style.position = 'absolute';
    copy.style.visibility = 'hidden';
    copy.removeAttribute('id');
    node.parentElement?.insertBefore(copy, node);
    const focused = getComputedStyle(node);
    const rest = getComputedStyle(copy);
    const changed = (['outlineStyle', 'outlineColor', 'boxShadow', 'borderTopColor'] as const).find(
      (property) => focused[property] !== rest[property],
    );
    const found = changed
      ? `${node.tagName.toLowerCase()} :focus-within ${changed} ${rest[changed]} → ${focused[changed]}`
      : null;
    copy.remove();
    if (found) return { element: describe, mark: found };
  }
  return { element: describe, mark: null };
}

/**
 * What marks the focused element: its outline or box-shadow, or for a text field a `focus-within` ring on
 * its frame; inside a focused iframe, the frame's own focused element. `mark` is null when nothing does.
 */
export async function focusIndicator(page: Page): Promise<FocusMark> {
  // Focus styles often fade in (a border colour's transition): measure them at rest.
  await page.waitForFunction(() => {
    let node = document.activeElement;
    for (let depth = 0; node && depth < 4; depth++, node = node.parentElement)
      if (
        node
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
          )
      )
        return false;
    return true;
  });
  const active = (await page.evaluateHandle(() => document.activeElement)).asElement();
  if (active && (await active.evaluate((el) => el.tagName === 'IFRAME'))) {
    const frame = await active.contentFrame();
    if (frame) {
      const inner = await frame.evaluate(markInDocument);
      return { element: `iframe > ${inner.element}`, mark: inner.mark };
    }
  }
  return page.evaluate(markInDocument);
}
