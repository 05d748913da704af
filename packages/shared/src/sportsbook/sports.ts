/**
 * The sportsbook sidebar (SPEC §2.1, §2.2): every sport and cybersport is a `{slug}-{id}` path segment
 * (soccer-1, tennis-5, cs-109, dota-111). Ids follow the sports data feed's numbering, so a page can ask
 * the feed for the id and show the slug. Names are translated under `shell:sports.{slug}`.
 */
export interface SportEntry {
  slug: string;
  id: number;
  /** An emoji for sports; a short monogram drawn as a badge for cybersports. */
  icon: string;
}

export type SportKind = 'sport' | 'cybersport';
/** The sidebar group a sport sits in (SPEC §2.2). */
export type SportGroup = SportKind | 'auto_racing' | 'special';

export const SPORTS: readonly SportEntry[] = [
  { slug: 'soccer', id: 1, icon: '⚽' },
  { slug: 'basketball', id: 2, icon: '🏀' },
  { slug: 'tennis', id: 5, icon: '🎾' },
  { slug: 'ice-hockey', id: 4, icon: '🏒' },
  { slug: 'volleyball', id: 23, icon: '🏐' },
  { slug: 'baseball', id: 3, icon: '⚾' },
  { slug: 'american-football', id: 16, icon: '🏈' },
  { slug: 'handball', id: 6, icon: '🤾' },
  { slug: 'table-tennis', id: 20, icon: '🏓' },
  { slug: 'mma', id: 117, icon: '🥋' },
  { slug: 'boxing', id: 10, icon: '🥊' },
  { slug: 'cricket', id: 21, icon: '🏏' },
  { slug: 'rugby', id: 12, icon: '🏉' },
  { slug: 'darts', id: 22, icon: '🎯' },
  { slug: 'snooker', id: 19, icon: '🎱' },
  { slug: 'futsal', id: 29, icon: '🥅' },
  { slug: 'badminton', id: 31, icon: '🏸' },
  { slug: 'beach-volleyball', id: 34, icon: '🏖️' },
  { slug: 'floorball', id: 7, icon: '🏑' },
  { slug: 'field-hockey', id: 24, icon: '🏑' },
  { slug: 'water-polo', id: 26, icon: '🤽' },
  { slug: 'golf', id: 9, icon: '⛳' },
  { slug: 'cycling', id: 17, icon: '🚴' },
  { slug: 'aussie-rules', id: 13, icon: '🏉' },
  { slug: 'bandy', id: 15, icon: '🏒' },
  { slug: 'squash', id: 37, icon: '🎾' },
  { slug: 'chess', id: 33, icon: '♟️' },
  { slug: 'biathlon', id: 44, icon: '🎿' },
  { slug: 'alpine-skiing', id: 43, icon: '⛷️' },
  { slug: 'curling', id: 28, icon: '🥌' },
  { slug: 'kabaddi', id: 138, icon: '🤼' },
  { slug: 'gaelic-football', id: 135, icon: '🏐' },
];

export const CYBERSPORTS: readonly SportEntry[] = [
  { slug: 'cs', id: 109, icon: 'CS' },
  { slug: 'dota', id: 111, icon: 'D2' },
  { slug: 'lol', id: 110, icon: 'LoL' },
  { slug: 'valorant', id: 194, icon: 'VL' },
  { slug: 'rainbow-six', id: 125, icon: 'R6' },
  { slug: 'call-of-duty', id: 118, icon: 'CoD' },
  { slug: 'starcraft', id: 112, icon: 'SC' },
  { slug: 'rocket-league', id: 128, icon: 'RL' },
  { slug: 'overwatch', id: 121, icon: 'OW' },
  { slug: 'king-of-glory', id: 134, icon: 'KoG' },
  { slug: 'efootball', id: 137, icon: 'eF' },
  { slug: 'ebasketball', id: 153, icon: 'eB' },
];

/** The collapsible auto-racing group of the sport list. */
export const AUTO_RACING: readonly SportEntry[] = [
  { slug: 'formula-1', id: 40, icon: '🏎️' },
  { slug: 'motorsport', id: 11, icon: '🏁' },
  { slug: 'nascar', id: 191, icon: '🏁' },
  { slug: 'indycar', id: 129, icon: '🏎️' },
  { slug: 'motogp', id: 190, icon: '🏍️' },
  { slug: 'rally', id: 101, icon: '🚙' },
];

/** The collapsible special-offers group: markets outside the sports themselves. */
export const SPECIAL_OFFERS: readonly SportEntry[] = [
  { slug: 'specials', id: 18, icon: '⭐' },
  { slug: 'politics', id: 96, icon: '🗳️' },
  { slug: 'entertainment', id: 97, icon: '🎬' },
  { slug: 'olympics', id: 181, icon: '🏅' },
];

/** `soccer-1` for soccer. */
export const sportSegment = (sport: Pick<SportEntry, 'slug' | 'id'>): string => `${sport.slug}-${sport.id}`;

const ALL: readonly SportEntry[] = [...SPORTS, ...CYBERSPORTS, ...AUTO_RACING, ...SPECIAL_OFFERS];

/** The entry a `/sportsbook/{segment}` path names; undefined for an unknown or malformed segment. */
export function sportBySegment(segment: string | undefined): SportEntry | undefined {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{1,6})$/.exec(segment ?? '');
  if (!match) return undefined;
  const [, slug, id] = match;
  return ALL.find((sport) => sport.slug === slug && sport.id === Number(id));
}

export function sportKindOf(sport: SportEntry): SportKind {
  return CYBERSPORTS.includes(sport) ? 'cybersport' : 'sport';
}

export const ALL_SPORTS = ALL;

export function sportGroupOf(sport: SportEntry): SportGroup {
  if (AUTO_RACING.includes(sport)) return 'auto_racing';
  if (SPECIAL_OFFERS.includes(sport)) return 'special';
  return sportKindOf(sport);
}

/** Sports whose match winner market is three-way (a draw is a result). */
const DRAW_SPORTS = new Set([
  'soccer',
  'ice-hockey',
  'handball',
  'rugby',
  'cricket',
  'futsal',
  'field-hockey',
  'water-polo',
  'bandy',
  'aussie-rules',
  'chess',
  'gaelic-football',
  'efootball',
]);

export const drawPossible = (sport: Pick<SportEntry, 'slug'>): boolean => DRAW_SPORTS.has(sport.slug);
