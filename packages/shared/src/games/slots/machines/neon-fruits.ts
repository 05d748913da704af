import { PAYLINES_5X3 } from '../paylines.ts';
import type { SlotMachine } from '../types.ts';

/**
 * Classic fruits, 5×3, 10 lines. 3+ stars anywhere: 10 free spins at ×2, retriggered by 3+ stars.
 * Exact RTP 96.4751 % (slots.test.ts pins the fraction).
 */
export const neonFruits: SlotMachine = {
  id: 'neon-fruits',
  title: 'Neon Fruits',
  theme: { background: '#12002b', reels: '#1d0442', accent: '#ff2bd6', text: '#f5e9ff' },
  symbols: [
    { id: 'cherry', code: 'C', name: 'Cherry', glyph: '🍒' },
    { id: 'lemon', code: 'L', name: 'Lemon', glyph: '🍋' },
    { id: 'orange', code: 'O', name: 'Orange', glyph: '🍊' },
    { id: 'grape', code: 'G', name: 'Grapes', glyph: '🍇' },
    { id: 'melon', code: 'M', name: 'Watermelon', glyph: '🍉' },
    { id: 'bell', code: 'B', name: 'Bell', glyph: '🔔' },
    { id: 'seven', code: '7', name: 'Lucky Seven', glyph: '7️⃣' },
    { id: 'joker', code: 'W', name: 'Joker (wild)', glyph: '🃏' },
    { id: 'star', code: 'S', name: 'Star (scatter)', glyph: '⭐' },
  ],
  wild: 'joker',
  scatter: 'star',
  rows: 3,
  reels: [
    'BLMOCLLGLMSBWCOMCM7OCBCLOGGLGCO7',
    'B7CCGMBCLCLOO7LCLLOWMMCLGOGMBSOG',
    'LBCLGOGGOMOLCLOMMCBWG7CO7LCSMCBL',
    'LMCCLOGMMO7LCCOBGOLOLWMCBG7LCGBS',
    'OCSCC7LBL7MCLLBMOOMGWGCOMGLOGBLC',
  ],
  paylines: PAYLINES_5X3.slice(0, 10),
  paytable: {
    cherry: { 3: 8, 4: 25, 5: 100 },
    lemon: { 3: 8, 4: 25, 5: 100 },
    orange: { 3: 12, 4: 30, 5: 125 },
    grape: { 3: 15, 4: 45, 5: 175 },
    melon: { 3: 25, 4: 70, 5: 250 },
    bell: { 3: 35, 4: 100, 5: 400 },
    seven: { 3: 50, 4: 200, 5: 1000 },
    joker: { 3: 100, 4: 400, 5: 2000 },
  },
  scatterPays: { 3: 2, 4: 10, 5: 50 },
  freeSpins: { awards: { 3: 10 }, multiplier: 2, retrigger: true, maxPerBet: 50 },
};
