/**
 * npm run bench:rtp [-- --rounds N] [-- --blackjack-rounds B] [-- --workers W] — every game's exact RTP against a simulation of N
 * rounds per setting (default 10^7), floats from a fast deterministic source (AES-CTR keystream read like
 * the fairness bytes), settings spread over worker threads; then the full fairness path for dice (Web Crypto
 * HMAC per bet, as the bets service plays). Prints figures; not a test.
 */
import os from 'node:os';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import {
  BLACKJACK_FLOATS_NEEDED,
  basicStrategy,
  blackjackAct,
  blackjackPayout,
  blackjackStake,
  blackjackStart,
  cardRank,
  coinflipAct,
  coinflipResultMultiplier,
  coinflipStart,
  type DiceParams,
  generateFloats,
  HILO_FLOATS_NEEDED,
  hiloAct,
  hiloResultMultiplier,
  hiloStart,
  type KenoParams,
  type LimboParams,
  type PlinkoParams,
  playSlotBet,
  type RouletteParams,
  SLOT_MACHINES,
  type SlotMachineId,
  slotFloatsNeeded,
  type WheelParams,
} from '@casino/shared';
import {
  BLACKJACK_RTP,
  coinflipStrategyRtp,
  diceEngine,
  hiloStrategyRtp,
  type InstantEngine,
  kenoEngine,
  likelierGuess,
  limboEngine,
  minesBoard,
  minesMultiplier,
  minesStrategyRtp,
  plinkoEngine,
  rouletteEngine,
  slotRtp,
  wheelEngine,
} from '../src/modules/games/engines/index.ts';
import { fairnessFloatsSync, floatStream } from '../src/modules/games/engines/test/float-source.ts';
import { RunningStats } from '../src/modules/games/engines/test/stats.ts';

type Setting =
  | { game: 'dice'; params: DiceParams }
  | { game: 'limbo'; params: LimboParams }
  | { game: 'plinko'; params: PlinkoParams }
  | { game: 'mines'; params: { mines: number; reveals: number } }
  | { game: 'slots'; params: { machine: SlotMachineId } }
  | { game: 'keno'; params: KenoParams }
  | { game: 'wheel'; params: WheelParams }
  | { game: 'roulette'; params: RouletteParams; name: string }
  | { game: 'coinflip'; params: { flips: number } }
  | { game: 'hilo'; params: { guesses: number } }
  | { game: 'blackjack'; params: Record<string, never> };

interface Row {
  game: string;
  setting: string;
  rounds: number;
  exact: number;
  simulated: number;
  standardError: number;
  z: number;
  perSecond: number;
}

/** The slowest first, so the workers finish together. */
const SETTINGS: Setting[] = [
  // Blackjack runs --blackjack-rounds (default 4·10^6: a round is a dozen rule calls), not --rounds.
  { game: 'blackjack', params: {} },
  { game: 'slots', params: { machine: 'pharaoh-gold' } },
  { game: 'slots', params: { machine: 'deep-space' } },
  { game: 'slots', params: { machine: 'neon-fruits' } },
  { game: 'mines', params: { mines: 3, reveals: 3 } },
  { game: 'mines', params: { mines: 10, reveals: 2 } },
  { game: 'keno', params: { risk: 'high', picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } },
  { game: 'keno', params: { risk: 'classic', picks: [3, 9, 14, 22, 31] } },
  { game: 'keno', params: { risk: 'low', picks: [7, 21] } },
  { game: 'plinko', params: { rows: 16, risk: 'high' } },
  { game: 'plinko', params: { rows: 12, risk: 'medium' } },
  { game: 'plinko', params: { rows: 8, risk: 'low' } },
  { game: 'dice', params: { target: 50.5, condition: 'over' } },
  { game: 'dice', params: { target: 10, condition: 'under' } },
  { game: 'dice', params: { target: 98, condition: 'over' } },
  { game: 'wheel', params: { risk: 'high', segments: 50 } },
  { game: 'wheel', params: { risk: 'medium', segments: 30 } },
  { game: 'wheel', params: { risk: 'low', segments: 10 } },
  {
    game: 'roulette',
    name: 'straight 17',
    params: { bets: [{ type: 'straight', numbers: [17], share: 1 }] },
  },
  { game: 'roulette', name: 'red', params: { bets: [{ type: 'red', share: 1 }] } },
  {
    game: 'roulette',
    name: 'split+corner+dozen',
    params: {
      bets: [
        { type: 'split', numbers: [0, 2], share: 1 },
        { type: 'corner', numbers: [14, 15, 17, 18], share: 1 },
        { type: 'dozen', index: 2, share: 2 },
      ],
    },
  },
  { game: 'hilo', params: { guesses: 1 } },
  { game: 'hilo', params: { guesses: 3 } },
  { game: 'coinflip', params: { flips: 1 } },
  { game: 'coinflip', params: { flips: 5 } },
  { game: 'limbo', params: { target: 2 } },
  { game: 'limbo', params: { target: 10 } },
  { game: 'limbo', params: { target: 100 } },
];

function describeSetting(setting: Setting): string {
  const { game, params } = setting;
  switch (game) {
    case 'dice':
      return `${params.condition} ${params.target}`;
    case 'limbo':
      return `${params.target}×`;
    case 'plinko':
      return `${params.rows} rows ${params.risk}`;
    case 'mines':
      return `${params.mines} mines, cash out at ${params.reveals}`;
    case 'slots':
      return params.machine;
    case 'keno':
      return `${params.risk}, ${params.picks.length} picks`;
    case 'wheel':
      return `${params.risk}, ${params.segments} segments`;
    case 'roulette':
      return setting.game === 'roulette' ? setting.name : '';
    case 'coinflip':
      return `cash out after ${params.flips} flip(s)`;
    case 'hilo':
      return `likelier side, cash out at ${params.guesses}`;
    case 'blackjack':
      return 'basic strategy, per 1st stake';
  }
}

function runEngine<P>(engine: InstantEngine<P>, params: P, rounds: number, seed: string) {
  const stream = floatStream(seed);
  const floats = new Array<number>(engine.floatsNeeded(params)).fill(0);
  const stats = new RunningStats();
  for (let i = 0; i < rounds; i++)
    stats.add(Number(engine.play(params, stream.fill(floats)).multiplier) / 10_000);
  return { stats, exact: engine.rtp(params) };
}

function runSetting(setting: Setting, rounds: number): Row {
  const seed = `bench ${setting.game} ${describeSetting(setting)}`;
  const started = performance.now();
  let result: { stats: RunningStats; exact: number };
  switch (setting.game) {
    case 'dice':
      result = runEngine(diceEngine, setting.params, rounds, seed);
      break;
    case 'limbo':
      result = runEngine(limboEngine, setting.params, rounds, seed);
      break;
    case 'plinko':
      result = runEngine(plinkoEngine, setting.params, rounds, seed);
      break;
    case 'keno':
      result = runEngine(kenoEngine, setting.params, rounds, seed);
      break;
    case 'wheel':
      result = runEngine(wheelEngine, setting.params, rounds, seed);
      break;
    case 'roulette':
      result = runEngine(rouletteEngine, setting.params, rounds, seed);
      break;
    case 'mines': {
      const { mines, reveals } = setting.params;
      const stream = floatStream(seed);
      const floats = new Array<number>(mines).fill(0);
      const payout = Number(minesMultiplier(mines, reveals)) / 10_000;
      const stats = new RunningStats();
      for (let i = 0; i < rounds; i++) {
        const board = minesBoard(stream.fill(floats), mines);
        stats.add(board.every((tile) => tile >= reveals) ? payout : 0);
      }
      result = { stats, exact: minesStrategyRtp(mines, reveals) };
      break;
    }
    case 'coinflip': {
      const { flips } = setting.params;
      const stream = floatStream(seed);
      const floats = new Array<number>(20).fill(0);
      const stats = new RunningStats();
      for (let i = 0; i < rounds; i++) {
        let round = coinflipStart(stream.fill(floats));
        // Always heads: the coin does not care what is called.
        while (round.status === 'open' && round.calls.length < flips)
          round = coinflipAct(round, { action: 'flip', side: 'heads' });
        if (round.status === 'open') round = coinflipAct(round, { action: 'cashout' });
        stats.add(Number(coinflipResultMultiplier(round)) / 10_000);
      }
      result = { stats, exact: coinflipStrategyRtp(flips) };
      break;
    }
    case 'hilo': {
      const { guesses } = setting.params;
      const stream = floatStream(seed);
      const floats = new Array<number>(HILO_FLOATS_NEEDED).fill(0);
      const stats = new RunningStats();
      for (let i = 0; i < rounds; i++) {
        let round = hiloStart(stream.fill(floats));
        while (round.status === 'open' && round.guesses < guesses) {
          const card = round.history[round.history.length - 1]?.card ?? 0;
          round = hiloAct(round, { action: 'guess', guess: likelierGuess(cardRank(card)) });
        }
        if (round.status === 'open') round = hiloAct(round, { action: 'cashout' });
        stats.add(Number(hiloResultMultiplier(round)) / 10_000);
      }
      result = { stats, exact: hiloStrategyRtp(guesses) };
      break;
    }
    case 'blackjack': {
      // Return per first stake: doubles, splits and insurance add stake, but the figure players compare is
      // the house edge on the hand's first bet.
      const stream = floatStream(seed);
      const floats = new Array<number>(BLACKJACK_FLOATS_NEEDED).fill(0);
      const base = 1_000n;
      const stats = new RunningStats();
      for (let i = 0; i < rounds; i++) {
        let round = blackjackStart(stream.fill(floats));
        while (round.status === 'open') round = blackjackAct(round, basicStrategy(round));
        const net = blackjackPayout(round, base) - blackjackStake(round, base);
        stats.add(1 + Number(net) / Number(base));
      }
      result = { stats, exact: BLACKJACK_RTP };
      break;
    }
    case 'slots': {
      const machine = SLOT_MACHINES[setting.params.machine];
      const stream = floatStream(seed);
      const floats = stream.fill(new Array<number>(slotFloatsNeeded(machine)).fill(0));
      const stats = new RunningStats();
      for (let i = 0; i < rounds; i++) {
        const bet = playSlotBet(machine, floats);
        stats.add(bet.totalPays);
        // Refresh the floats this bet read; the unread ones were never seen.
        for (let j = 0; j < 5 * (1 + bet.freeSpins); j++) floats[j] = stream.next();
      }
      result = { stats, exact: slotRtp(machine).rtp };
      break;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    game: setting.game,
    setting: describeSetting(setting),
    rounds,
    exact: result.exact,
    simulated: result.stats.mean,
    standardError: result.stats.standardError,
    z: result.stats.z(result.exact),
    perSecond: rounds / seconds,
  };
}

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} takes a positive number`);
  return Math.floor(value);
}

const pct = (value: number, digits = 4) => `${(value * 100).toFixed(digits)}%`;

function printRow(row: Row) {
  const cells = [
    row.game.padEnd(8),
    row.setting.padEnd(26),
    row.rounds.toExponential(1).padStart(8),
    pct(row.exact, 6).padStart(12),
    pct(row.simulated).padStart(10),
    pct(row.standardError).padStart(9),
    row.z.toFixed(2).padStart(6),
    Math.round(row.perSecond).toLocaleString('en-US').padStart(12),
  ];
  console.log(cells.join('  '));
}

/** The full path of a dice bet: HMAC-SHA256 per bet, floats, play. Runs `rounds` bets or ~5 s. */
async function fairnessPath(rounds: number) {
  const params: DiceParams = { target: 50.5, condition: 'over' };
  const exact = diceEngine.rtp(params);
  const report = (label: string, stats: RunningStats, seconds: number) =>
    console.log(
      `dice over 50.5, ${label}: ${stats.n.toLocaleString('en-US')} bets, ` +
        `${Math.round(stats.n / seconds).toLocaleString('en-US')} bets/s on one thread; simulated ` +
        `${pct(stats.mean)} ± ${pct(stats.standardError)} (z ${stats.z(exact).toFixed(2)})`,
    );
  const webCrypto = new RunningStats();
  let started = performance.now();
  for (let nonce = 0; nonce < rounds && performance.now() - started < 5_000; nonce++) {
    const floats = await generateFloats({ serverSeed: 'bench-server-seed', clientSeed: 'bench', nonce }, 1);
    webCrypto.add(Number(diceEngine.play(params, floats).multiplier) / 10_000);
  }
  report(
    'full fairness path (shared generateFloats, Web Crypto HMAC per bet)',
    webCrypto,
    (performance.now() - started) / 1000,
  );
  const nodeCrypto = new RunningStats();
  started = performance.now();
  for (let nonce = 0; nonce < rounds && performance.now() - started < 5_000; nonce++) {
    const floats = fairnessFloatsSync('bench-server-seed', 'bench', nonce, 1);
    nodeCrypto.add(Number(diceEngine.play(params, floats).multiplier) / 10_000);
  }
  report('same scheme via node:crypto createHmac (sync)', nodeCrypto, (performance.now() - started) / 1000);
}

/** Workers do not inherit tsx's loader: each registers it, then loads this file. */
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;

async function main() {
  const rounds = option('rounds', 10_000_000);
  const blackjackRounds = option('blackjack-rounds', Math.min(rounds, 4_000_000));
  const workers = option('workers', Math.min(2, os.availableParallelism()));
  console.log(
    `RTP bench: ${rounds.toLocaleString('en-US')} rounds per setting, ${workers} worker thread(s)\n`,
  );
  console.log(
    [
      'game    ',
      'setting'.padEnd(26),
      '  rounds',
      '   exact RTP',
      ' simulated',
      ' std err',
      '     z',
      '    rounds/s',
    ].join('  '),
  );
  const started = performance.now();
  const queue = [...SETTINGS];
  const rows: Row[] = [];
  await Promise.all(
    Array.from({ length: workers }, async () => {
      const worker = new Worker(WORKER_BOOT, { eval: true });
      let answer: ((row: Row) => void) | undefined;
      worker.on('message', (row: Row) => answer?.(row));
      const failed = new Promise<never>((_, reject) => worker.once('error', reject));
      try {
        for (let setting = queue.shift(); setting; setting = queue.shift()) {
          const task = { setting, rounds: setting.game === 'blackjack' ? blackjackRounds : rounds };
          const row = await Promise.race([
            new Promise<Row>((resolve) => {
              answer = resolve;
              worker.postMessage(task);
            }),
            failed,
          ]);
          rows.push(row);
          printRow(row);
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  const worst = Math.max(...rows.map((row) => Math.abs(row.z)));
  console.log(
    `\n${rows.length} settings in ${((performance.now() - started) / 1000).toFixed(1)} s; largest |z| ${worst.toFixed(2)}`,
  );
  await fairnessPath(rounds);
}

if (isMainThread) {
  await main();
} else {
  parentPort?.on('message', ({ setting, rounds }: { setting: Setting; rounds: number }) => {
    parentPort?.postMessage(runSetting(setting, rounds));
  });
}
