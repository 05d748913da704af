// The sportsbook (issue 17): the odds feed and what players read (feed.module.ts), and bets, settlement,
// cash-out and operator actions (betting.module.ts).
export * from './betting.module.ts';
export * from './feed.module.ts';
