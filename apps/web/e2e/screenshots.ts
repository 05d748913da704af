/**
 * Screenshots of the game pages at a phone and a desktop size, for a look by eye:
 *   BASE_URL=http://localhost:3999 npx tsx apps/web/e2e/screenshots.ts [outDir]
 * Signs in as the demo player (SEED_DEMO=true; its password from DATA_DIR, default .data) and plays one
 * bet per game first.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { demoAccount } from './demo-accounts.ts';

const base = process.env.BASE_URL ?? 'http://localhost:3999';
const out = process.argv[2] ?? '/tmp/casino-shots';
const sizes = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];

async function token(): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccount('player')),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function bet(page: Page) {
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  await page.waitForTimeout(2500);
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const signedIn = await token();
for (const size of sizes) {
  for (const guest of [false, true]) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    if (!guest) await context.addInitScript((t) => localStorage.setItem('casino.token', t), signedIn);
    const page = await context.newPage();
    const shots: Array<[string, string, boolean]> = guest
      ? [
          ['index', '/en', false],
          ['signin', '/en/games/dice', true],
        ]
      : [
          ['dice', '/en/games/dice', true],
          ['limbo', '/en/games/limbo', true],
          ['plinko', '/en/games/plinko', true],
          [
            'fairness',
            '/en/fairness?game=plinko&serverSeed=abc&clientSeed=def&nonce=3&params=%7B%22rows%22%3A12%2C%22risk%22%3A%22high%22%7D',
            false,
          ],
          ['notfound', '/ru/nope', false],
        ];
    for (const [name, url, play] of shots) {
      await page.goto(`${base}${url}`);
      await page.waitForLoadState('networkidle');
      if (play) await bet(page);
      if (name === 'plinko') {
        // A few balls in flight at once.
        for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Bet', exact: true }).click();
        await page.waitForTimeout(500);
      }
      if (name === 'limbo') await page.getByText('Auto', { exact: true }).click();
      const file = path.join(out, `${name}${guest ? '-guest' : ''}-${size.name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
