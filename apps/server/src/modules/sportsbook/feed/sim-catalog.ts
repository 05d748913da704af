/**
 * What the simulated feed plays: how each sport scores (its model), its leagues and who plays in them.
 * Names of the top leagues' clubs are the real ones; the rest are built from name parts.
 */

/** Goals or points arrive at random through a fixed time (soccer, basketball, hockey, …). */
export interface GoalsModel {
  kind: 'goals';
  minutes: number;
  periods: number;
  /** Expected total score of a match. */
  total: number;
}

/** A series of sets, frames or maps; the score is periods won (tennis, volleyball, cybersports, …). */
export interface SetsModel {
  kind: 'sets';
  bestOf: number;
  /** Minutes a period takes. */
  minutes: number;
  /** What a period's winner scores in it (games, points, rounds). */
  target: number;
  /** Cybersports: each map is a market of its own. */
  maps: boolean;
}

/** One side ends ahead of the other (head-to-heads in racing, golf, fights, specials). */
export interface DuelModel {
  kind: 'duel';
  minutes: number;
}

export type SportModel = GoalsModel | SetsModel | DuelModel;

const goals = (minutes: number, periods: number, total: number): GoalsModel => ({
  kind: 'goals',
  minutes,
  periods,
  total,
});
const sets = (bestOf: number, minutes: number, target: number, maps = false): SetsModel => ({
  kind: 'sets',
  bestOf,
  minutes,
  target,
  maps,
});
const duel = (minutes: number): DuelModel => ({ kind: 'duel', minutes });

type Names = 'teams' | 'players' | 'esports' | 'specials';

export interface SimLeague {
  key: string;
  name: string;
  country: string | null;
  topRank: number | null;
  /** The clubs of the league, or null to build names from parts. */
  clubs?: readonly string[];
}

export interface SimSport {
  slug: string;
  model: SportModel;
  /** Relative share of the generated events. */
  weight: number;
  names: Names;
  leagues: readonly SimLeague[];
}

const league = (
  key: string,
  name: string,
  country: string | null,
  topRank: number | null = null,
  clubs?: readonly string[],
): SimLeague => ({ key, name, country, topRank, ...(clubs ? { clubs } : {}) });

const PREMIER_LEAGUE = [
  'Arsenal',
  'Aston Villa',
  'Brighton',
  'Chelsea',
  'Crystal Palace',
  'Everton',
  'Fulham',
  'Liverpool',
  'Manchester City',
  'Manchester United',
  'Newcastle United',
  'Tottenham Hotspur',
  'West Ham United',
  'Wolverhampton',
];
const LALIGA = [
  'Real Madrid',
  'Barcelona',
  'Atlético Madrid',
  'Athletic Club',
  'Real Sociedad',
  'Real Betis',
  'Sevilla',
  'Valencia',
  'Villarreal',
  'Girona',
  'Osasuna',
  'Celta Vigo',
];
const CHAMPIONS_LEAGUE = [
  'Real Madrid',
  'Barcelona',
  'Bayern Munich',
  'Paris Saint-Germain',
  'Manchester City',
  'Liverpool',
  'Inter',
  'Juventus',
  'Borussia Dortmund',
  'Benfica',
  'Porto',
  'Ajax',
];
const NBA = [
  'Boston Celtics',
  'Denver Nuggets',
  'Golden State Warriors',
  'Los Angeles Lakers',
  'Miami Heat',
  'Milwaukee Bucks',
  'New York Knicks',
  'Oklahoma City Thunder',
  'Philadelphia 76ers',
  'Phoenix Suns',
  'Dallas Mavericks',
  'Chicago Bulls',
];
const NHL = [
  'Boston Bruins',
  'Colorado Avalanche',
  'Edmonton Oilers',
  'Florida Panthers',
  'New York Rangers',
  'Toronto Maple Leafs',
  'Vegas Golden Knights',
  'Dallas Stars',
  'Tampa Bay Lightning',
  'Montreal Canadiens',
];
const CS_TEAMS = [
  'Natus Vincere',
  'Team Vitality',
  'FaZe Clan',
  'G2 Esports',
  'Team Spirit',
  'MOUZ',
  'Astralis',
  'Heroic',
  'Complexity',
  'Eternal Fire',
  'The MongolZ',
  'Virtus.pro',
];

export const SIM_SPORTS: readonly SimSport[] = [
  {
    slug: 'soccer',
    model: goals(90, 2, 2.7),
    weight: 30,
    names: 'teams',
    leagues: [
      league('epl', 'Premier League', 'GB', 1, PREMIER_LEAGUE),
      league('laliga', 'LaLiga', 'ES', 2, LALIGA),
      league('ucl', 'Champions League', null, 0, CHAMPIONS_LEAGUE),
      league('bundesliga', 'Bundesliga', 'DE'),
      league('serie-a', 'Serie A', 'IT'),
      league('eredivisie', 'Eredivisie', 'NL'),
      league('brasileirao', 'Brasileirão', 'BR'),
    ],
  },
  {
    slug: 'basketball',
    model: goals(48, 4, 218),
    weight: 8,
    names: 'teams',
    leagues: [league('nba', 'NBA', 'US', 3, NBA), league('euroleague', 'EuroLeague', null)],
  },
  {
    slug: 'tennis',
    model: sets(3, 35, 6),
    weight: 10,
    names: 'players',
    leagues: [
      league('atp', 'ATP Tour', null, 5),
      league('wta', 'WTA Tour', null),
      league('challenger', 'ATP Challenger', null),
    ],
  },
  {
    slug: 'ice-hockey',
    model: goals(60, 3, 5.8),
    weight: 6,
    names: 'teams',
    leagues: [league('nhl', 'NHL', 'US', 4, NHL), league('khl', 'KHL', null), league('shl', 'SHL', 'SE')],
  },
  {
    slug: 'volleyball',
    model: sets(5, 25, 25),
    weight: 3,
    names: 'teams',
    leagues: [league('cev', 'CEV Champions League', null), league('superlega', 'SuperLega', 'IT')],
  },
  {
    slug: 'baseball',
    model: goals(150, 9, 8.8),
    weight: 2,
    names: 'teams',
    leagues: [league('mlb', 'MLB', 'US'), league('npb', 'NPB', 'JP')],
  },
  {
    slug: 'american-football',
    model: goals(60, 4, 45),
    weight: 2,
    names: 'teams',
    leagues: [league('nfl', 'NFL', 'US'), league('ncaa', 'NCAAF', 'US')],
  },
  {
    slug: 'handball',
    model: goals(60, 2, 56),
    weight: 2,
    names: 'teams',
    leagues: [league('ehf', 'EHF Champions League', null)],
  },
  {
    slug: 'table-tennis',
    model: sets(5, 8, 11),
    weight: 3,
    names: 'players',
    leagues: [league('tt-cup', 'TT Cup', null), league('wtt', 'WTT Contender', null)],
  },
  { slug: 'mma', model: duel(25), weight: 1, names: 'players', leagues: [league('ufc', 'UFC', 'US')] },
  {
    slug: 'boxing',
    model: duel(36),
    weight: 1,
    names: 'players',
    leagues: [league('boxing', 'World Title Fights', null)],
  },
  {
    slug: 'cricket',
    model: goals(200, 2, 320),
    weight: 1,
    names: 'teams',
    leagues: [league('ipl', 'Indian Premier League', 'IN')],
  },
  {
    slug: 'rugby',
    model: goals(80, 2, 45),
    weight: 1,
    names: 'teams',
    leagues: [league('six-nations', 'Six Nations', null)],
  },
  {
    slug: 'darts',
    model: sets(5, 12, 3),
    weight: 1,
    names: 'players',
    leagues: [league('pdc', 'PDC Premier League', 'GB')],
  },
  {
    slug: 'snooker',
    model: sets(7, 15, 70),
    weight: 1,
    names: 'players',
    leagues: [league('wst', 'World Snooker Tour', null)],
  },
  {
    slug: 'futsal',
    model: goals(40, 2, 6),
    weight: 1,
    names: 'teams',
    leagues: [league('futsal', 'Futsal Champions League', null)],
  },
  {
    slug: 'badminton',
    model: sets(3, 20, 21),
    weight: 1,
    names: 'players',
    leagues: [league('bwf', 'BWF World Tour', null)],
  },
  {
    slug: 'beach-volleyball',
    model: sets(3, 20, 21),
    weight: 1,
    names: 'players',
    leagues: [league('beach-pro', 'Beach Pro Tour', null)],
  },
  {
    slug: 'floorball',
    model: goals(60, 3, 11),
    weight: 1,
    names: 'teams',
    leagues: [league('ssl', 'SSL', 'SE')],
  },
  {
    slug: 'field-hockey',
    model: goals(60, 4, 4.6),
    weight: 1,
    names: 'teams',
    leagues: [league('fih', 'FIH Pro League', null)],
  },
  {
    slug: 'water-polo',
    model: goals(32, 4, 20),
    weight: 1,
    names: 'teams',
    leagues: [league('len', 'LEN Champions League', null)],
  },
  {
    slug: 'golf',
    model: duel(240),
    weight: 1,
    names: 'players',
    leagues: [league('pga', 'PGA Tour Match-ups', 'US')],
  },
  {
    slug: 'cycling',
    model: duel(240),
    weight: 1,
    names: 'players',
    leagues: [league('uci', 'UCI World Tour Match-ups', null)],
  },
  {
    slug: 'aussie-rules',
    model: goals(80, 4, 165),
    weight: 1,
    names: 'teams',
    leagues: [league('afl', 'AFL', 'AU')],
  },
  {
    slug: 'bandy',
    model: goals(90, 2, 8),
    weight: 1,
    names: 'teams',
    leagues: [league('bandy', 'Bandy Elitserien', 'SE')],
  },
  {
    slug: 'squash',
    model: sets(5, 12, 11),
    weight: 1,
    names: 'players',
    leagues: [league('psa', 'PSA World Tour', null)],
  },
  {
    slug: 'chess',
    model: duel(120),
    weight: 1,
    names: 'players',
    leagues: [league('chess', 'Grand Chess Tour', null)],
  },
  {
    slug: 'biathlon',
    model: duel(50),
    weight: 1,
    names: 'players',
    leagues: [league('ibu', 'IBU World Cup Match-ups', null)],
  },
  {
    slug: 'alpine-skiing',
    model: duel(60),
    weight: 1,
    names: 'players',
    leagues: [league('fis', 'FIS World Cup Match-ups', null)],
  },
  {
    slug: 'curling',
    model: goals(120, 10, 12),
    weight: 1,
    names: 'teams',
    leagues: [league('curling', 'Curling Champions Tour', null)],
  },
  {
    slug: 'kabaddi',
    model: goals(40, 2, 70),
    weight: 1,
    names: 'teams',
    leagues: [league('pkl', 'Pro Kabaddi League', 'IN')],
  },
  {
    slug: 'gaelic-football',
    model: goals(70, 2, 32),
    weight: 1,
    names: 'teams',
    leagues: [league('gaa', 'All-Ireland Championship', 'IE')],
  },
  {
    slug: 'cs',
    model: sets(3, 40, 13, true),
    weight: 6,
    names: 'esports',
    leagues: [
      league('cs-major', 'CS Major', null, 6, CS_TEAMS),
      league('esl-pro', 'ESL Pro League', null, null, CS_TEAMS),
    ],
  },
  {
    slug: 'dota',
    model: sets(3, 40, 30, true),
    weight: 4,
    names: 'esports',
    leagues: [league('ti', 'The International', null, 7), league('dpc', 'DreamLeague', null)],
  },
  {
    slug: 'lol',
    model: sets(3, 35, 20, true),
    weight: 3,
    names: 'esports',
    leagues: [league('lck', 'LCK', 'KR'), league('lec', 'LEC', null)],
  },
  {
    slug: 'valorant',
    model: sets(3, 40, 13, true),
    weight: 3,
    names: 'esports',
    leagues: [league('vct', 'VCT Masters', null)],
  },
  {
    slug: 'rainbow-six',
    model: sets(3, 35, 7, true),
    weight: 1,
    names: 'esports',
    leagues: [league('r6', 'Rainbow Six Pro League', null)],
  },
  {
    slug: 'call-of-duty',
    model: sets(3, 20, 250, true),
    weight: 1,
    names: 'esports',
    leagues: [league('cdl', 'Call of Duty League', 'US')],
  },
  {
    slug: 'starcraft',
    model: sets(3, 15, 1, true),
    weight: 1,
    names: 'players',
    leagues: [league('gsl', 'GSL', 'KR')],
  },
  {
    slug: 'rocket-league',
    model: sets(3, 8, 3, true),
    weight: 1,
    names: 'esports',
    leagues: [league('rlcs', 'RLCS', null)],
  },
  {
    slug: 'overwatch',
    model: sets(3, 15, 3, true),
    weight: 1,
    names: 'esports',
    leagues: [league('owcs', 'OWCS', null)],
  },
  {
    slug: 'king-of-glory',
    model: sets(3, 20, 20, true),
    weight: 1,
    names: 'esports',
    leagues: [league('kpl', 'KPL', 'CN')],
  },
  {
    slug: 'efootball',
    model: goals(12, 2, 3.4),
    weight: 2,
    names: 'teams',
    leagues: [league('esoccer', 'Esoccer Battle', null)],
  },
  {
    slug: 'ebasketball',
    model: goals(20, 4, 140),
    weight: 1,
    names: 'teams',
    leagues: [league('ebasket', 'Ebasketball H2H GG League', null)],
  },
  {
    slug: 'formula-1',
    model: duel(100),
    weight: 1,
    names: 'players',
    leagues: [league('f1', 'Formula 1 Head-to-Head', null)],
  },
  {
    slug: 'motorsport',
    model: duel(90),
    weight: 1,
    names: 'players',
    leagues: [league('wec', 'WEC Head-to-Head', null)],
  },
  {
    slug: 'nascar',
    model: duel(180),
    weight: 1,
    names: 'players',
    leagues: [league('nascar', 'NASCAR Cup Head-to-Head', 'US')],
  },
  {
    slug: 'indycar',
    model: duel(120),
    weight: 1,
    names: 'players',
    leagues: [league('indycar', 'IndyCar Head-to-Head', 'US')],
  },
  {
    slug: 'motogp',
    model: duel(45),
    weight: 1,
    names: 'players',
    leagues: [league('motogp', 'MotoGP Head-to-Head', null)],
  },
  {
    slug: 'rally',
    model: duel(120),
    weight: 1,
    names: 'players',
    leagues: [league('wrc', 'WRC Head-to-Head', null)],
  },
  {
    slug: 'specials',
    model: duel(60),
    weight: 1,
    names: 'specials',
    leagues: [league('specials', 'Specials', null)],
  },
  {
    slug: 'politics',
    model: duel(60),
    weight: 1,
    names: 'specials',
    leagues: [league('politics', 'Elections', null)],
  },
  {
    slug: 'entertainment',
    model: duel(60),
    weight: 1,
    names: 'specials',
    leagues: [league('awards', 'Awards', null)],
  },
  {
    slug: 'olympics',
    model: duel(60),
    weight: 1,
    names: 'specials',
    leagues: [league('olympics', 'Medal Table Match-ups', null)],
  },
];

export const CITIES = [
  'Northport',
  'Riverton',
  'Eastfield',
  'Westbrook',
  'Lakeside',
  'Ironbridge',
  'Kingsford',
  'Silverton',
  'Oakham',
  'Redcliff',
  'Stonehaven',
  'Bayview',
  'Highmoor',
  'Greenvale',
  'Portsmouth',
  'Ashford',
  'Marlow',
  'Brookhaven',
  'Fairmont',
  'Clearwater',
];
export const TEAM_SUFFIXES = [
  'United',
  'City',
  'Rovers',
  'Athletic',
  'Wanderers',
  'FC',
  'Sporting',
  'Dynamo',
];
export const INITIALS = 'ABCDEFGHIJKLMNOPRSTVW';
export const SURNAMES = [
  'Novak',
  'Moreno',
  'Fischer',
  'Rossi',
  'Kowalski',
  'Silva',
  'Jensen',
  'Dubois',
  'Petrov',
  'Tanaka',
  'Kim',
  'Okafor',
  'García',
  'Müller',
  'Andersson',
  'Horvat',
  'Costa',
  'Ivanova',
  'Nakamura',
  'Lindqvist',
  'Bauer',
  'Santos',
  'Morgan',
  'Walsh',
];
export const ESPORTS_PREFIXES = [
  'Team',
  'Nova',
  'Iron',
  'Shadow',
  'Polar',
  'Crimson',
  'Zenith',
  'Vortex',
  'Apex',
];
export const ESPORTS_SUFFIXES = [
  'Gaming',
  'Esports',
  'Wolves',
  'Dragons',
  'Falcons',
  'Titans',
  'Five',
  'Squad',
];
/** Two-way questions the special offers ask: each pair is one event (home, away). */
export const SPECIAL_PAIRS: readonly (readonly [string, string])[] = [
  ['Yes', 'No'],
  ['Over 1.5 records', 'Under 1.5 records'],
  ['Candidate Blue', 'Candidate Green'],
  ['Film Aurora', 'Film Meridian'],
  ['Team Europe', 'Team World'],
  ['USA', 'China'],
];
