import { aggregatorGame } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { escapeXml, gameArt } from '../src/art.ts';
import {
  buildCatalogue,
  type CatalogueGame,
  catalogue,
  STUDIOS,
  toAggregatorGame,
} from '../src/catalogue.ts';
import { percentString, slotRtp } from '../src/engines/slots.ts';

const games = catalogue();

describe('catalogue', () => {
  it('offers at least 300 games from at least 12 studios, with unique codes valid per the contract', () => {
    expect(games.length).toBeGreaterThanOrEqual(300);
    expect(new Set(games.map((g) => g.studio.code)).size).toBeGreaterThanOrEqual(12);
    expect(STUDIOS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(games.map((g) => g.code)).size).toBe(games.length);
    for (const game of games) {
      const view = toAggregatorGame(game, 'http://127.0.0.1:4100');
      expect(aggregatorGame.parse(view)).toEqual(view);
      expect(view.imageUrl).toBe(`http://127.0.0.1:4100/art/${game.code}.svg`);
      expect(game.code.startsWith(`${game.studio.code}-`)).toBe(true);
    }
  });

  it('is the same on every build', () => {
    const again = buildCatalogue();
    expect(again.map((g) => [g.code, g.rtp, g.releasedAt])).toEqual(
      games.map((g) => [g.code, g.rtp, g.releasedAt]),
    );
  });

  it('is mostly slots, with table, live and crash games', () => {
    const count = (category: CatalogueGame['category']) =>
      games.filter((g) => g.category === category).length;
    expect(count('slots')).toBeGreaterThan(games.length / 2);
    expect(count('table-games')).toBeGreaterThanOrEqual(3);
    expect(count('live')).toBeGreaterThanOrEqual(3);
    expect(count('crash')).toBeGreaterThanOrEqual(3);
    expect(games.filter((g) => g.demo).length).toBeGreaterThan(games.length * 0.9);
  });

  it("states each game's RTP from its engine, between 94.00 and 97.50", () => {
    for (const game of games) {
      const rtp = Number(game.rtp);
      expect(rtp, game.code).toBeGreaterThanOrEqual(94);
      expect(rtp, game.code).toBeLessThanOrEqual(97.5);
      if (game.engine.kind === 'slots') expect(game.rtp).toBe(percentString(slotRtp(game.engine.machine)));
      if (game.engine.kind === 'roulette') expect(game.rtp).toBe('97.30');
    }
    expect(new Set(games.map((g) => g.rtp)).size).toBeGreaterThan(50);
  });

  it('spreads releases over the two years before 2026-11-01', () => {
    const times = games.map((g) => Date.parse(g.releasedAt));
    const end = Date.UTC(2026, 10, 1);
    for (const t of times) {
      expect(t).toBeLessThan(end);
      expect(t).toBeGreaterThanOrEqual(end - 731 * 86_400_000);
    }
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(600 * 86_400_000);
  });
});

/** Enough of XML to catch broken art: balanced tags, quoted attributes, no bare & or < in text. */
function assertWellFormedXml(xml: string): void {
  const stack: string[] = [];
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let index = 0;
  while (index < xml.length) {
    token.lastIndex = index;
    const match = token.exec(xml);
    if (!match) throw new Error(`not well-formed at ${index}: ${xml.slice(index, index + 40)}`);
    index = token.lastIndex;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`bare & in ${text}`);
      continue;
    }
    if (closing) {
      if (stack.pop() !== name) throw new Error(`unbalanced </${name}>`);
    } else if (!selfClosing) stack.push(name as string);
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('>, <')}>`);
}

describe('tile art', () => {
  it('is well-formed 3:4 SVG for every game', () => {
    for (const game of games) {
      const svg = gameArt(game);
      assertWellFormedXml(svg.trim());
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="400"/);
    }
  });

  it('escapes the title and the studio', () => {
    const game = games[5] as CatalogueGame;
    const hostile = {
      ...game,
      title: '<script>alert("x")</script> & Co\'s',
      studio: { code: 'x', title: 'A&B <Games>' },
    };
    const svg = gameArt(hostile);
    assertWellFormedXml(svg.trim());
    expect(svg).not.toContain('<script');
    expect(svg).toContain(escapeXml('"x")</script>'));
    expect(svg).toContain('A&amp;B &lt;GAMES&gt;');
  });
});
