import { describe, expect, it } from 'vitest';
import { catalogue } from '../src/catalogue.ts';
import {
  CRASH_EDGES,
  crashNominalRtp,
  crashPointFor,
  crashRtp,
  crashWin,
  MAX_CASH_OUT,
  MIN_CASH_OUT,
  playCrash,
  RANGE,
} from '../src/engines/crash.ts';
import { POCKETS, ROULETTE_BETS, roulettePayout } from '../src/engines/roulette.ts';
import {
  BLANK,
  evaluateStops,
  percentString,
  type SlotMachine,
  slotRtp,
  slotWin,
  spinSlots,
  WILD,
} from '../src/engines/slots.ts';
import { seededRng } from '../src/rng.ts';

const ratio = (f: { numerator: bigint; denominator: bigint }) => Number(f.numerator) / Number(f.denominator);

describe('reel slots', () => {
  it('states the exact RTP: the closed form equals the average over every stop combination of every line', () => {
    // Short strips so all 5^5..6^5 windows can be played through the engine itself.
    const machine: SlotMachine = {
      volatility: 'medium',
      lines: 20,
      reels: [
        [0, 1, 7, 0, BLANK],
        [0, WILD, 1, 7, 2, 0],
        [1, 0, WILD, 7, 0],
        [0, 7, 1, WILD, BLANK, 0],
        [0, 1, 7, WILD, 2],
      ],
    };
    const lengths = machine.reels.map((r) => r.length);
    let totalPay = 0n;
    let windows = 0n;
    const stops = [0, 0, 0, 0, 0];
    const walk = (reel: number): void => {
      if (reel === 5) {
        totalPay += BigInt(evaluateStops(machine, stops).totalPay);
        windows++;
        return;
      }
      for (let s = 0; s < (lengths[reel] as number); s++) {
        stops[reel] = s;
        walk(reel + 1);
      }
    };
    walk(0);
    const exact = slotRtp(machine);
    // totalPay / (windows * lines) == numerator / denominator, compared without division.
    expect(totalPay * exact.denominator).toBe(exact.numerator * windows * 20n);
    expect(totalPay).toBeGreaterThan(0n);
  });

  it('a seeded simulation of a catalogue machine lands on its stated RTP', () => {
    // Low volatility: 150,000 spins put the mean's standard deviation near 0.007, so 0.025 is over 3.5 of
    // them (the exact check is the test above; this one catches an engine that drifts from its strips).
    const machine = catalogue()
      .flatMap((g) => (g.engine.kind === 'slots' ? [g.engine.machine] : []))
      .find((m) => m.volatility === 'low') as SlotMachine;
    const rng = seededRng('simulate-low');
    const spins = 150_000;
    let paid = 0;
    for (let i = 0; i < spins; i++) paid += spinSlots(machine, rng).totalPay;
    const simulated = paid / (spins * machine.lines);
    expect(Math.abs(simulated - ratio(slotRtp(machine)))).toBeLessThan(0.025);
  });

  it('is a pure function of its seed', () => {
    const machine = catalogue().find((g) => g.engine.kind === 'slots')?.engine as { machine: SlotMachine };
    const a = spinSlots(machine.machine, seededRng('round-1'));
    const b = spinSlots(machine.machine, seededRng('round-1'));
    expect(a).toEqual(b);
    const others = Array.from(
      { length: 20 },
      (_, i) => spinSlots(machine.machine, seededRng(`round-${i + 2}`)).stops,
    );
    expect(others.some((stops) => JSON.stringify(stops) !== JSON.stringify(a.stops))).toBe(true);
  });

  it('splits the stake over the lines: the win is line bet times the line pays', () => {
    const machine = catalogue().find((g) => g.engine.kind === 'slots' && g.engine.machine.lines === 10)
      ?.engine as { machine: SlotMachine };
    const spin = { ...evaluateStops(machine.machine, [0, 0, 0, 0, 0]), totalPay: 37 };
    expect(slotWin(machine.machine, 200n, spin)).toBe(20n * 37n);
  });

  it('formats percentages half up with two decimals', () => {
    expect(percentString({ numerator: 9647n, denominator: 10000n })).toBe('96.47');
    expect(percentString({ numerator: 96475n, denominator: 100000n })).toBe('96.48');
    expect(percentString({ numerator: 36n, denominator: 37n })).toBe('97.30');
  });
});

describe('roulette', () => {
  it('every bet returns exactly 36 per 37 played', () => {
    for (const bet of ROULETTE_BETS) {
      const numbers = bet === 'straight' ? Array.from({ length: 37 }, (_, n) => n) : [null];
      for (const number of numbers) {
        let returned = 0;
        for (let pocket = 0; pocket < POCKETS; pocket++) returned += roulettePayout(bet, pocket, number);
        expect(returned, `${bet} ${number}`).toBe(36);
      }
    }
  });
});

describe('crash', () => {
  it('wins a target exactly when the draw is among the counted ones, at every edge', () => {
    const rng = seededRng('crash-draws');
    for (const edge of CRASH_EDGES) {
      for (const k of [101, 150, 200, 333, 1000, 25_000, MAX_CASH_OUT]) {
        const winning = ((10000n - BigInt(edge)) * RANGE) / (100n * BigInt(k));
        // The boundary draws and random ones: crash >= k iff 2^32 - draw <= winning.
        const boundary = Number(RANGE - winning);
        const draws = [boundary - 1, boundary, boundary + 1, 0, 2 ** 32 - 1];
        for (let i = 0; i < 200; i++) draws.push(rng.uint32());
        for (const draw of draws) {
          if (draw < 0 || draw >= 2 ** 32) continue;
          expect(crashPointFor(draw, edge) >= k).toBe(RANGE - BigInt(draw) <= winning);
        }
      }
    }
  });

  it("every cash-out target's exact RTP is the nominal one, less under a millionth", () => {
    for (const edge of CRASH_EDGES) {
      const nominal = ratio(crashNominalRtp(edge));
      for (let k = MIN_CASH_OUT; k <= MAX_CASH_OUT; k += 997) {
        const rtp = crashRtp(k, edge);
        expect(rtp.numerator * 10000n <= (10000n - BigInt(edge)) * rtp.denominator).toBe(true);
        expect(nominal - ratio(rtp)).toBeLessThan(1e-6);
      }
    }
  });

  it('a seeded simulation at 2.00x returns the nominal RTP', () => {
    const rng = seededRng('crash-simulation');
    let staked = 0n;
    let paid = 0n;
    for (let i = 0; i < 200_000; i++) {
      staked += 100n;
      paid += crashWin(100n, playCrash(rng, 200, 300));
    }
    expect(Math.abs(Number(paid) / Number(staked) - 0.97)).toBeLessThan(0.01);
  });
});

describe('seeded generator', () => {
  it('draws below n without going out of range', () => {
    const rng = seededRng('below');
    const counts = new Array<number>(7).fill(0);
    for (let i = 0; i < 70_000; i++) {
      const n = rng.below(7);
      counts[n] = (counts[n] ?? 0) + 1;
    }
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});
