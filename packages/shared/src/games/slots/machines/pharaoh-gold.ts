import { PAYLINES_5X3 } from '../paylines.ts';
import type { SlotMachine } from '../types.ts';

/**
 * Egyptian, 5×3, 20 lines. 3/4/5 pyramids anywhere: 10/15/20 free spins at ×3, retriggered by 3+
 * pyramids. Exact RTP 96.3014 % (slots.test.ts pins the fraction).
 */
export const pharaohGold: SlotMachine = {
  id: 'pharaoh-gold',
  title: 'Pharaoh Gold',
  theme: { background: '#1a1206', reels: '#2b1d0a', accent: '#e8b923', text: '#fff4d6' },
  symbols: [
    { id: 'jack', code: 'J', name: 'Jack', glyph: 'J' },
    { id: 'queen', code: 'Q', name: 'Queen', glyph: 'Q' },
    { id: 'king', code: 'K', name: 'King', glyph: 'K' },
    { id: 'ace', code: 'A', name: 'Ace', glyph: 'A' },
    { id: 'ankh', code: 'N', name: 'Ankh', glyph: '☥' },
    { id: 'cat', code: 'T', name: 'Sacred Cat', glyph: '🐈' },
    { id: 'scarab', code: 'R', name: 'Scarab', glyph: '🪲' },
    { id: 'eye', code: 'E', name: 'Eye of Horus', glyph: '👁️' },
    { id: 'pharaoh', code: 'P', name: 'Pharaoh (wild)', glyph: '👑' },
    { id: 'pyramid', code: 'Y', name: 'Pyramid (scatter)', glyph: '🔺' },
  ],
  wild: 'pharaoh',
  scatter: 'pyramid',
  rows: 3,
  reels: [
    'APKERJNNYQAJQJAAJTAKTKJNQKJRTQQK',
    'RNJAATJJKAKTNAAJQNKTRYJPQKQQKQEJ',
    'AKKJQTPQERQKJJRAKKJJYNANNATAJQQT',
    'AJJNAAPJJKRTQRYJTKQNKTJKNQAEQQKA',
    'PJJAQKTQJJKJANARTTNJQNQYAAKKEKRQ',
  ],
  paylines: PAYLINES_5X3.slice(0, 20),
  paytable: {
    jack: { 3: 5, 4: 25, 5: 100 },
    queen: { 3: 5, 4: 25, 5: 100 },
    king: { 3: 11, 4: 40, 5: 150 },
    ace: { 3: 11, 4: 40, 5: 150 },
    ankh: { 3: 22, 4: 100, 5: 400 },
    cat: { 3: 30, 4: 120, 5: 500 },
    scarab: { 2: 2, 3: 50, 4: 200, 5: 1000 },
    eye: { 2: 5, 3: 100, 4: 500, 5: 2500 },
    pharaoh: { 2: 10, 3: 100, 4: 1000, 5: 5000 },
  },
  scatterPays: { 3: 2, 4: 20, 5: 200 },
  freeSpins: { awards: { 3: 10, 4: 15, 5: 20 }, multiplier: 3, retrigger: true, maxPerBet: 50 },
};
