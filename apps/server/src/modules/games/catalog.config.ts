import type { GameId } from '@casino/shared';

/**
 * The lobby's category rows ("new" and "popular" are sorts, not categories). The aggregator's games name
 * these slugs; a slug it sends that is not here is added by the import (catalog-import.ts).
 */
export const GAME_CATEGORIES = [
  { slug: 'originals', title: 'Originals' },
  { slug: 'slots', title: 'Slots' },
  { slug: 'live', title: 'Live casino' },
  { slug: 'table-games', title: 'Table games' },
  { slug: 'crash', title: 'Crash games' },
] as const;

export const GAME_PROVIDERS = [
  { slug: 'casino-originals', title: 'Casino Originals' },
  { slug: 'neon-reels', title: 'Neon Reels Studio' },
] as const;

export interface CatalogEntry {
  id: GameId;
  title: string;
  category: (typeof GAME_CATEGORIES)[number]['slug'];
  provider: (typeof GAME_PROVIDERS)[number]['slug'];
  label?: 'Exclusive' | 'Early Access';
  /** Operator ranking for sort=rate, higher first. */
  rate: number;
  /** Days before the catalog's epoch the game was released (sort=recently). */
  releasedDaysAgo: number;
  blacklistCountries?: string[];
  blacklistCurrencies?: string[];
}

/** Every game here is played by our own engines. RTPs come from the engines (catalog.service). */
export const CATALOG: CatalogEntry[] = [
  {
    id: 'crash',
    title: 'Crash',
    category: 'originals',
    provider: 'casino-originals',
    label: 'Exclusive',
    rate: 100,
    releasedDaysAgo: 30,
  },
  {
    id: 'dice',
    title: 'Dice',
    category: 'originals',
    provider: 'casino-originals',
    rate: 95,
    releasedDaysAgo: 120,
  },
  {
    id: 'mines',
    title: 'Mines',
    category: 'originals',
    provider: 'casino-originals',
    rate: 90,
    releasedDaysAgo: 90,
  },
  {
    id: 'plinko',
    title: 'Plinko',
    category: 'originals',
    provider: 'casino-originals',
    rate: 85,
    releasedDaysAgo: 60,
  },
  {
    id: 'limbo',
    title: 'Limbo',
    category: 'originals',
    provider: 'casino-originals',
    rate: 80,
    releasedDaysAgo: 100,
  },
  {
    id: 'keno',
    title: 'Keno',
    category: 'originals',
    provider: 'casino-originals',
    rate: 79,
    releasedDaysAgo: 7,
  },
  {
    id: 'wheel',
    title: 'Wheel',
    category: 'originals',
    provider: 'casino-originals',
    rate: 78,
    releasedDaysAgo: 6,
  },
  {
    id: 'roulette',
    title: 'Roulette',
    category: 'originals',
    provider: 'casino-originals',
    rate: 77,
    releasedDaysAgo: 5,
  },
  {
    id: 'blackjack',
    title: 'Blackjack',
    category: 'originals',
    provider: 'casino-originals',
    rate: 76,
    releasedDaysAgo: 2,
  },
  {
    id: 'hilo',
    title: 'Hi-Lo',
    category: 'originals',
    provider: 'casino-originals',
    rate: 74,
    releasedDaysAgo: 2,
  },
  {
    id: 'coinflip',
    title: 'Coin Flip',
    category: 'originals',
    provider: 'casino-originals',
    rate: 73,
    releasedDaysAgo: 1,
  },
  {
    id: 'neon-fruits',
    title: 'Neon Fruits',
    category: 'slots',
    provider: 'neon-reels',
    rate: 75,
    releasedDaysAgo: 45,
  },
  {
    id: 'pharaoh-gold',
    title: 'Pharaoh’s Gold',
    category: 'slots',
    provider: 'neon-reels',
    rate: 70,
    releasedDaysAgo: 20,
    // Themed on Egyptian antiquities: the operator keeps it out of one market as an example of a country blacklist.
    blacklistCountries: ['EG'],
  },
  {
    id: 'deep-space',
    title: 'Deep Space Odyssey',
    category: 'slots',
    provider: 'neon-reels',
    label: 'Early Access',
    rate: 65,
    releasedDaysAgo: 3,
  },
];

/** Bump when tile art changes: image URLs carry it so they can be cached for a year. */
export const ART_VERSION = 1;
