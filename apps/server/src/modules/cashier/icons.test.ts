import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../db/reference-data.ts';
import { seedReferenceData } from '../../db/seed.ts';
import { conditionsView, currenciesView } from './catalog.ts';
import { FIAT_METHODS } from './methods.config.ts';

/** The web app's static root: the catalog's `/icons/...` paths are served from here. */
const PUBLIC_DIR = fileURLToPath(new URL('../../../../web/public', import.meta.url));

/**
 * The currency rows exactly as the seed writes them, without a database: a stand-in pool records the
 * seed's currency inserts and answers the catalog's SELECT with them.
 */
async function seededCurrencyIcons(): Promise<string[]> {
  const rows: Array<Record<string, unknown>> = [];
  const recorder = {
    query: async (sql: string, params: unknown[] = []) => {
      if (/INSERT INTO currencies\b/.test(sql)) {
        const icon = params.find((p) => typeof p === 'string' && p.startsWith('/icons/'));
        rows.push({
          code: params[0],
          name: params[1],
          precision: 2,
          is_fiat: true,
          display_format: '',
          icon,
        });
      }
      return { rows: [], rowCount: 0 };
    },
  };
  await seedReferenceData(recorder as unknown as pg.Pool);
  const view = await currenciesView({ query: async () => ({ rows }) } as unknown as pg.Pool);
  expect(view.map((c) => c.code)).toEqual(CURRENCIES.map((c) => c.code));
  return view.flatMap((c) => [c.icon, c.iconBig]);
}

function methodIcons(): string[] {
  return conditionsView(FIAT_METHODS, () => true).flatMap((m) => [
    m.icon,
    m.iconBig,
    ...m.sell.subbanks.map((s) => s.icon),
  ]);
}

/** Problems that make a file unfit for `<img src>` in the cashier; empty when it is fine. */
function svgProblems(svg: string, bytes: number): string[] {
  const problems: string[] = [];
  if (!svg.trimStart().startsWith('<svg')) problems.push('does not start with <svg');
  if (!/<svg\b[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(svg)) problems.push('no SVG namespace');
  if (!/<svg\b[^>]*\sviewBox="[\d.\s-]+"/.test(svg)) problems.push('no viewBox');
  if (bytes >= 8 * 1024) problems.push(`${bytes} bytes (limit 8 KB)`);
  if (/<script|<foreignObject|<image\b|@import|\son[a-z]+\s*=/i.test(svg))
    problems.push('active or embedded content');
  for (const [, ref] of svg.matchAll(/(?:xlink:)?href\s*=\s*["']([^"']*)["']/g)) {
    if (!ref?.startsWith('#')) problems.push(`external href ${ref}`);
  }
  for (const [, ref] of svg.matchAll(/url\(\s*([^)]*)\)/g)) {
    if (!ref?.startsWith('#')) problems.push(`external url(${ref})`);
  }
  // Well-formed enough for a browser: every opened element is closed, in order, and nothing follows </svg>.
  const stack: string[] = [];
  for (const [tag, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (closing) {
      if (stack.pop() !== name) problems.push(`unbalanced ${tag}`);
    } else if (!selfClosing) stack.push(name ?? '');
  }
  if (stack.length > 0) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (!svg.trimEnd().endsWith('</svg>')) problems.push('content after </svg>');
  return problems;
}

describe('cashier icons', () => {
  it('every icon the catalog lists is a small, self-contained SVG under apps/web/public', async () => {
    const icons = [...new Set([...(await seededCurrencyIcons()), ...methodIcons()])];
    // 2 per currency, 2 per distinct method kind, 1 per subbank.
    expect(icons.length).toBeGreaterThanOrEqual(CURRENCIES.length * 2);
    const failures: string[] = [];
    for (const icon of icons) {
      expect(icon).toMatch(/^\/icons\/(currencies|methods|banks)\/[a-z0-9_]+(-big)?\.svg$/);
      const file = `${PUBLIC_DIR}${icon}`;
      if (!existsSync(file)) {
        failures.push(`${icon}: missing`);
        continue;
      }
      const problems = svgProblems(readFileSync(file, 'utf8'), statSync(file).size);
      failures.push(...problems.map((p) => `${icon}: ${p}`));
    }
    expect(failures).toEqual([]);
  });

  it('rejects what a browser would not show safely', () => {
    const ok =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle r="1" fill="url(#a)"/></svg>';
    expect(svgProblems(ok, ok.length)).toEqual([]);
    expect(svgProblems('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', 10)).not.toEqual([]);
    expect(
      svgProblems('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>1</script></svg>', 10),
    ).not.toEqual([]);
    expect(
      svgProblems(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><use href="http://x/y#a"/></svg>',
        10,
      ),
    ).not.toEqual([]);
    expect(svgProblems(ok, 9000)).not.toEqual([]);
  });
});
