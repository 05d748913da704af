import { PAYLINES_5X3 } from '../paylines.ts';
import type { SlotMachine } from '../types.ts';

/**
 * Space, 5×3, 25 lines; wormholes (wild) on the middle three reels only. 3/4/5 planets anywhere:
 * 8/12/20 free spins at ×2, retriggered by 3+ planets. Exact RTP 96.3730 % (slots.test.ts pins the fraction).
 */
export const deepSpace: SlotMachine = {
  id: 'deep-space',
  title: 'Deep Space',
  theme: { background: '#030712', reels: '#0b1533', accent: '#38bdf8', text: '#e0f2fe' },
  symbols: [
    { id: 'moon', code: 'M', name: 'Moon', glyph: '🌙' },
    { id: 'satellite', code: 'T', name: 'Satellite', glyph: '🛰️' },
    { id: 'comet', code: 'C', name: 'Comet', glyph: '☄️' },
    { id: 'ufo', code: 'U', name: 'UFO', glyph: '🛸' },
    { id: 'alien', code: 'A', name: 'Alien', glyph: '👽' },
    { id: 'rocket', code: 'R', name: 'Rocket', glyph: '🚀' },
    { id: 'astronaut', code: 'X', name: 'Astronaut', glyph: '🧑‍🚀' },
    { id: 'wormhole', code: 'W', name: 'Wormhole (wild)', glyph: '🌀' },
    { id: 'planet', code: 'P', name: 'Ringed Planet (scatter)', glyph: '🪐' },
  ],
  wild: 'wormhole',
  scatter: 'planet',
  rows: 3,
  reels: [
    'MTMCAURCRTUMAUUCMTPXTCMXTTRMCAMA',
    'MCUUTMCAPAWRXUCWTMRMCTMTRMAUXATC',
    'MACWAXCTUUTXMMCTUCMARTPRACUMMTWR',
    'AMMUTUTMACURMXWMCATCACXMRTUPCTRW',
    'MPAMATAMCTUUCXRMUMTATTXMRMCRCUTC',
  ],
  paylines: PAYLINES_5X3.slice(0, 25),
  paytable: {
    moon: { 3: 5, 4: 15, 5: 75 },
    satellite: { 3: 5, 4: 20, 5: 100 },
    comet: { 3: 8, 4: 30, 5: 120 },
    ufo: { 3: 10, 4: 50, 5: 200 },
    alien: { 3: 18, 4: 75, 5: 300 },
    rocket: { 3: 30, 4: 125, 5: 600 },
    astronaut: { 3: 60, 4: 300, 5: 2000 },
  },
  scatterPays: { 3: 3, 4: 15, 5: 100 },
  freeSpins: { awards: { 3: 8, 4: 12, 5: 20 }, multiplier: 2, retrigger: true, maxPerBet: 50 },
};
