import { expect, test } from '@playwright/test';
import { audit, contrastAgainstBackground } from './a11y-helpers.ts';

/**
 * The gradient contrast check of a11y-helpers.ts measures what it should: text against the darkest and the
 * lightest stops of the gradients behind it, composited over the solid colours below, with the WCAG
 * threshold for its size; and `audit` feeds it the texts axe leaves undecided. On fixed pages with known
 * answers (no app involved), so the check itself can be seen to fail.
 */

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>contrast</title><style>
    body { margin: 0; font: 16px/1.5 sans-serif; background: #000; }
    p { margin: 0; padding: 8px; }
  </style></head><body><main>${body}</main></body></html>`;

test('text against the darkest and lightest stops of a gradient, by text size', async ({ page: tab }) => {
  await tab.setContent(
    page(`
      <div style="background-image: linear-gradient(90deg, #000000, #777777)">
        <p id="small" style="color: #ffffff">small white text</p>
        <p id="large" style="color: #ffffff; font-size: 24px">large white text</p>
        <p id="bold" style="color: #ffffff; font-size: 19px; font-weight: 700">bold white text</p>
      </div>`),
  );
  const [small, large, bold] = await contrastAgainstBackground(tab, ['#small', '#large', '#bold']);
  // White on #777777 is 4.48:1: under 4.5 for small text, over 3 for large or bold 18.66 px text.
  expect(small).toMatchObject({
    darkest: '#000000',
    lightest: '#777777',
    ratio: 4.48,
    required: 4.5,
    gradient: true,
  });
  expect(large).toMatchObject({ ratio: 4.48, required: 3 });
  expect(bold).toMatchObject({ ratio: 4.48, required: 3 });
});

test('translucent stops and colours in any syntax are composited over the solid colour below', async ({
  page: tab,
}) => {
  await tab.setContent(
    page(`
      <div style="background-color: oklch(0.2 0.05 280)">
        <section style="background-image: radial-gradient(circle, rgb(255 255 255 / 0.5), transparent 70%), linear-gradient(#102030, #203040)">
          <p id="text" style="color: rgb(255 255 255 / 0.9)">text</p>
        </section>
      </div>
      <p id="clip" style="background: #000"><span style="background-image: linear-gradient(90deg, #ffd700, #555555); background-clip: text; -webkit-background-clip: text; color: transparent">gold</span></p>`),
  );
  const [text, clip] = await contrastAgainstBackground(tab, ['#text', '#clip span']);
  // The darkest: #102030 with the transparent stop; the lightest: half white over #203040.
  expect(text?.darkest).toBe('#102030');
  // Half white over #203040 = (143.5, 151.5, 159.5), to the canvas's 8 bits.
  expect(text?.lightest).toMatch(/^#(8f|90)(97|98)(9f|a0)$/);
  expect(text?.gradient).toBe(true);
  // 90% white over the light stop: (244, 245, 246) against (144, 152, 160) is about 2.68:1.
  expect(text?.ratio).toBeCloseTo(2.68, 1);
  // Gradient-filled text: each of its stops against the black behind; #555555 on black is 2.82:1.
  expect(clip?.foreground).toEqual(['rgb(255, 215, 0)', 'rgb(85, 85, 85)']);
  expect(clip).toMatchObject({ darkest: '#000000', lightest: '#000000', ratio: 2.82 });
});

test('audit() reports low contrast on a gradient that axe leaves undecided, and passes a good one', async ({
  page: tab,
}) => {
  await tab.setContent(
    page(`
      <div style="background-image: linear-gradient(180deg, #1a1a1a, #8a8a8a)">
        <p id="poor" style="color: #ffffff">White text on a light grey end</p>
      </div>
      <div style="background-image: linear-gradient(180deg, #000000, #333333)">
        <p id="good" style="color: #ffffff">White text on a dark gradient</p>
      </div>`),
  );
  const result = await audit(tab);
  expect(result.violations).toEqual([]);
  expect(result.measured.map((m) => m.selector).sort()).toEqual(['#good', '#poor']);
  expect(result.lowContrast).toEqual([
    expect.objectContaining({ selector: '#poor', darkest: '#1a1a1a', lightest: '#8a8a8a', required: 4.5 }),
  ]);
  expect(result.lowContrast[0]?.ratio).toBeCloseTo(3.45, 1);
});
