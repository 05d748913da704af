/**
 * Who the casino works with, drawn as our own marks (no outside logos or assets): a shape, two colours and
 * a monogram. The line under the name is `caption.{id}` in the `partners` namespace; a name that is a
 * description rather than a brand (bank cards) is translated as `name.{id}`.
 */
export type MarkShape = 'circle' | 'diamond' | 'hexagon' | 'square';

export interface Partner {
  id: string;
  name: string;
  monogram: string;
  shape: MarkShape;
  colors: readonly [string, string];
}

export const PAYMENT_PARTNERS: readonly Partner[] = [
  { id: 'crypto-pay', name: 'Crypto Pay', monogram: 'CP', shape: 'circle', colors: ['#2aa8ff', '#1565c0'] },
  { id: 'xrocket', name: 'xRocket', monogram: 'xR', shape: 'diamond', colors: ['#ff8a3d', '#e0431c'] },
  { id: 'ton', name: 'TON', monogram: 'T', shape: 'diamond', colors: ['#4fc3ff', '#0088cc'] },
  { id: 'usdt', name: 'Tether USDT', monogram: '₮', shape: 'circle', colors: ['#3ddc97', '#0f9d6a'] },
  { id: 'bitcoin', name: 'Bitcoin', monogram: 'BTC', shape: 'circle', colors: ['#ffc15e', '#f7931a'] },
  { id: 'cards', name: 'Bank cards', monogram: '$', shape: 'square', colors: ['#b39bff', '#6d4ae0'] },
];

export const TECHNOLOGY_PARTNERS: readonly Partner[] = [
  {
    id: 'originals',
    name: 'Casino Originals',
    monogram: 'CO',
    shape: 'hexagon',
    colors: ['#a78bfa', '#7c3aed'],
  },
  {
    id: 'provably-fair',
    name: 'Provably Fair',
    monogram: 'PF',
    shape: 'hexagon',
    colors: ['#22e4ff', '#0891b2'],
  },
  {
    id: 'telegram',
    name: 'Telegram Mini Apps',
    monogram: 'TG',
    shape: 'circle',
    colors: ['#5ec8ff', '#229ed9'],
  },
  { id: 'ton-connect', name: 'TON Connect', monogram: 'TC', shape: 'square', colors: ['#7dd3fc', '#0369a1'] },
  { id: 'web-push', name: 'Web Push', monogram: 'WP', shape: 'square', colors: ['#ffe08a', '#d97706'] },
  { id: 'geo', name: 'Geo compliance', monogram: 'GC', shape: 'hexagon', colors: ['#2fe39a', '#0f7a52'] },
];
