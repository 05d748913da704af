import type { AggregatorGame } from '@casino/shared';
import { CRASH_EDGES, crashNominalRtp } from './engines/crash.ts';
import { ROULETTE_RTP } from './engines/roulette.ts';
import {
  percentString,
  type SlotLines,
  type SlotMachine,
  slotRtp,
  tuneSlotMachine,
  type Volatility,
} from './engines/slots.ts';
import { pick, seededRng } from './rng.ts';
import { THEME_IDS, THEMES, type ThemeId } from './themes.ts';

/**
 * The catalogue: invented studios, each with a deterministic list of titles (one fixed seed, no unseeded
 * randomness), so every start of the stand-in offers the same games with the same codes and RTPs.
 */
export const STUDIOS = [
  { code: 'aurora-forge', title: 'Aurora Forge', themes: ['space', 'myth', 'gems'] },
  { code: 'brass-lantern', title: 'Brass Lantern Games', themes: ['west', 'pirates', 'egypt'] },
  { code: 'copperleaf', title: 'Copperleaf Studios', themes: ['fruit', 'candy', 'ocean'] },
  { code: 'driftwood-reels', title: 'Driftwood Reels', themes: ['ocean', 'pirates', 'vikings'] },
  { code: 'ember-oak', title: 'Ember & Oak', themes: ['dragons', 'vikings', 'myth'] },
  { code: 'fable-foundry', title: 'Fable Foundry', themes: ['myth', 'dragons', 'egypt'] },
  { code: 'glasswing', title: 'Glasswing Play', themes: ['neon', 'gems', 'space'] },
  { code: 'harbor-light', title: 'Harbor Light Gaming', themes: ['ocean', 'fruit', 'west'] },
  { code: 'ironbark', title: 'Ironbark Interactive', themes: ['vikings', 'west', 'dragons'] },
  { code: 'juniper-moon', title: 'Juniper Moon', themes: ['candy', 'space', 'neon'] },
  { code: 'kestrel-arcade', title: 'Kestrel Arcade', themes: ['neon', 'fruit', 'candy'] },
  { code: 'lumen-tide', title: 'Lumen Tide', themes: ['gems', 'ocean', 'myth'] },
  { code: 'marigold-mechanics', title: 'Marigold Mechanics', themes: ['egypt', 'fruit', 'gems'] },
  { code: 'nightjar', title: 'Nightjar Studio', themes: ['pirates', 'neon', 'space'] },
] as const satisfies readonly { code: string; title: string; themes: readonly ThemeId[] }[];

export const GAMES_PER_STUDIO = 24;
/** Releases spread over the two years before this date. */
const CATALOGUE_EPOCH = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

export type GameEngine =
  | { kind: 'slots'; machine: SlotMachine }
  | { kind: 'roulette'; live: boolean }
  | { kind: 'crash'; edgeBasisPoints: number };

export interface CatalogueGame {
  code: string;
  title: string;
  studio: { code: string; title: string };
  category: 'slots' | 'table-games' | 'live' | 'crash';
  volatility: Volatility;
  theme: ThemeId;
  releasedAt: string;
  demo: boolean;
  rtp: string;
  engine: GameEngine;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const SLOT_VOLATILITIES: readonly Volatility[] = ['low', 'medium', 'medium', 'high', 'high'];
const TABLE_NAMES = ['Roulette', 'Roulette Royale', 'Single Zero Roulette'];
const LIVE_NAMES = ['Live Roulette', 'Roulette Lounge', 'Live Wheel Salon'];
const CRASH_NAMES = ['Crash', 'Skyline', 'Lift-Off', 'Climb'];

let built: CatalogueGame[] | null = null;

/** Every game, built once (tuning the slot strips takes a moment). */
export function catalogue(): CatalogueGame[] {
  if (!built) built = buildCatalogue();
  return built;
}

const byCode = new Map<string, CatalogueGame>();
export function findGame(code: string): CatalogueGame | undefined {
  if (byCode.size === 0) for (const game of catalogue()) byCode.set(game.code, game);
  return byCode.get(code);
}

/** Exported for the determinism test; everything else uses catalogue(). */
export function buildCatalogue(): CatalogueGame[] {
  const rng = seededRng('aggregator-catalogue-v1');
  const titles = new Set<string>();
  const games: CatalogueGame[] = [];
  STUDIOS.forEach((studio, studioIndex) => {
    const studioRef = { code: studio.code, title: studio.title };
    for (let n = 0; n < GAMES_PER_STUDIO; n++) {
      // One crash and one table game per studio, a live table at every other studio, the rest slots.
      const category: CatalogueGame['category'] =
        n === 0 ? 'crash' : n === 1 ? 'table-games' : n === 2 && studioIndex % 2 === 0 ? 'live' : 'slots';
      // Mostly the studio's own themes, now and then any other.
      const theme: ThemeId = rng.below(4) === 0 ? pick(rng, THEME_IDS) : pick(rng, studio.themes);
      const words = THEMES[theme];
      let title = '';
      for (let attempt = 0; attempt < 200 && (title === '' || titles.has(title)); attempt++) {
        if (category === 'slots') title = `${pick(rng, words.first)} ${pick(rng, words.second)}`;
        else if (category === 'crash') title = `${pick(rng, words.noun)} ${pick(rng, CRASH_NAMES)}`;
        else if (category === 'live') title = `${pick(rng, words.noun)} ${pick(rng, LIVE_NAMES)}`;
        else title = `${pick(rng, words.noun)} ${pick(rng, TABLE_NAMES)}`;
        // Past the word lists' combinations: a numbered sequel.
        if (attempt > 100) title = `${title} ${attempt - 99}`;
      }
      titles.add(title);
      const code = `${studio.code}-${slugify(title)}`;
      const releasedAt = new Date(
        CATALOGUE_EPOCH - (1 + rng.below(730)) * DAY_MS + rng.below(24) * 3_600_000,
      ).toISOString();
      const base = { code, title, studio: studioRef, theme, releasedAt };
      if (category === 'slots') {
        const volatility = pick(rng, SLOT_VOLATILITIES);
        const lines: SlotLines = rng.below(2) === 0 ? 10 : 20;
        const target = 94.6 + rng.below(281) / 100;
        const machine = tuneSlotMachine(volatility, lines, target, seededRng(code));
        games.push({
          ...base,
          category,
          volatility,
          demo: true,
          rtp: percentString(slotRtp(machine)),
          engine: { kind: 'slots', machine },
        });
      } else if (category === 'crash') {
        const edgeBasisPoints = pick(rng, CRASH_EDGES);
        games.push({
          ...base,
          category,
          volatility: 'high',
          demo: true,
          rtp: percentString(crashNominalRtp(edgeBasisPoints)),
          engine: { kind: 'crash', edgeBasisPoints },
        });
      } else {
        const live = category === 'live';
        games.push({
          ...base,
          category,
          volatility: 'low',
          // Live tables have a dealer on shift: real money only, as at real studios.
          demo: !live,
          rtp: percentString(ROULETTE_RTP),
          engine: { kind: 'roulette', live },
        });
      }
    }
  });
  return games;
}

/** The contract's view of a game, with art under the aggregator's public URL. */
export function toAggregatorGame(game: CatalogueGame, publicBase: string): AggregatorGame {
  return {
    code: game.code,
    title: game.title,
    studio: game.studio,
    category: game.category,
    rtp: game.rtp,
    volatility: game.volatility,
    imageUrl: `${publicBase}/art/${game.code}.svg`,
    releasedAt: game.releasedAt,
    demo: game.demo,
  };
}
