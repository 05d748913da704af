/**
 * Tile art: one SVG per game in the game's theme, drawn here so the catalog needs no outside assets.
 * 300×400 portrait tiles, as the lobby grid shows them.
 */
const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface Theme {
  from: string;
  to: string;
  accent: string;
  motif: string;
}

const pips = (points: Array<[number, number]>) =>
  points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="#1b1035"/>`).join('');

const plinkoPins = () => {
  let dots = '';
  for (let row = 0; row < 6; row++) {
    for (let i = 0; i <= row + 2; i++)
      dots += `<circle cx="${150 - (row + 2) * 16 + i * 32}" cy="${95 + row * 30}" r="5" fill="#fff" opacity=".85"/>`;
  }
  return `${dots}<circle cx="166" cy="80" r="10" fill="#ff4fd8"/>`;
};

/** Keno: a 5×4 patch of the number grid, some picked, some hit. */
const kenoGrid = () => {
  const picked = new Set([1, 6, 8, 13, 17]);
  const hit = new Set([6, 13]);
  let cells = '';
  for (let i = 0; i < 20; i++) {
    const x = 62 + (i % 5) * 36;
    const y = 92 + Math.floor(i / 5) * 44;
    const fill = hit.has(i) ? '#facc15' : picked.has(i) ? '#38bdf8' : '#1e293b';
    cells += `<rect x="${x}" y="${y}" width="30" height="38" rx="7" fill="${fill}"/>`;
  }
  return cells;
};

/** Wheel: a ring of coloured segments around a hub, the pointer on top. */
const wheelRing = () => {
  const colors = ['#334155', '#22c55e', '#334155', '#eab308', '#334155', '#a855f7', '#334155', '#ef4444'];
  let ring = '';
  const segments = 16;
  for (let i = 0; i < segments; i++) {
    const a0 = (i / segments) * 2 * Math.PI;
    const a1 = ((i + 1) / segments) * 2 * Math.PI;
    const point = (a: number, r: number) =>
      `${(150 + r * Math.sin(a)).toFixed(1)} ${(175 - r * Math.cos(a)).toFixed(1)}`;
    ring += `<path d="M${point(a0, 95)} A95 95 0 0 1 ${point(a1, 95)} L${point(a1, 70)} A70 70 0 0 0 ${point(a0, 70)} Z" fill="${colors[i % colors.length]}"/>`;
  }
  return `${ring}<circle cx="150" cy="175" r="62" fill="#0f172a"/><circle cx="150" cy="175" r="14" fill="#fbbf24"/><path d="M138 68 L162 68 L150 92 Z" fill="#f8fafc"/>`;
};

/** A playing card face up: white card, its rank in the corner and large in the middle. */
const playingCardArt = (x: number, y: number, tilt: number, rank: string, color: string) =>
  `<g transform="rotate(${tilt} ${x + 40} ${y + 60})"><rect x="${x}" y="${y}" width="80" height="120" rx="10" fill="#f8fafc"/><text x="${x + 10}" y="${y + 24}" font-size="20" fill="${color}" font-weight="900" font-family="Arial, sans-serif">${rank}</text><text x="${x + 40}" y="${y + 82}" font-size="46" text-anchor="middle" fill="${color}" font-weight="900" font-family="Arial, sans-serif">${rank}</text></g>`;

/** Roulette: a wheel of red and black pockets around a green zero, the ball on its rim. */
const rouletteWheel = () => {
  let pockets = '';
  const count = 18;
  for (let i = 0; i < count; i++) {
    const a0 = (i / count) * 2 * Math.PI;
    const a1 = ((i + 1) / count) * 2 * Math.PI;
    const point = (a: number, r: number) =>
      `${(150 + r * Math.sin(a)).toFixed(1)} ${(175 - r * Math.cos(a)).toFixed(1)}`;
    const fill = i === 0 ? '#16a34a' : i % 2 ? '#dc2626' : '#111827';
    pockets += `<path d="M${point(a0, 100)} A100 100 0 0 1 ${point(a1, 100)} L150 175 Z" fill="${fill}"/>`;
  }
  return `<circle cx="150" cy="175" r="106" fill="#a16207"/>${pockets}<circle cx="150" cy="175" r="52" fill="#78350f"/><circle cx="150" cy="175" r="12" fill="#fbbf24"/><circle cx="196" cy="98" r="9" fill="#f8fafc"/>`;
};

const THEMES: Record<string, Theme> = {
  dice: {
    from: '#3b1d8f',
    to: '#120a2e',
    accent: '#8b5cf6',
    motif: `<g transform="rotate(-12 150 170)"><rect x="85" y="105" width="130" height="130" rx="26" fill="#f5f3ff"/>${pips(
      [
        [118, 138],
        [150, 170],
        [182, 202],
        [182, 138],
        [118, 202],
      ],
    )}</g>`,
  },
  limbo: {
    from: '#0f4c5c',
    to: '#071a26',
    accent: '#22d3ee',
    motif:
      '<path d="M150 70 L190 170 L165 165 L165 250 L135 250 L135 165 L110 170 Z" fill="#22d3ee"/><path d="M135 250 L150 285 L165 250 Z" fill="#fbbf24"/>',
  },
  plinko: { from: '#6d1b5f', to: '#1c0720', accent: '#ff4fd8', motif: plinkoPins() },
  mines: {
    from: '#14532d',
    to: '#06170d',
    accent: '#34d399',
    motif:
      '<path d="M150 80 L205 130 L150 240 L95 130 Z" fill="#34d399"/><path d="M95 130 L205 130 L150 240 Z" fill="#10b981"/><circle cx="205" cy="220" r="30" fill="#111827"/><path d="M222 196 l14 -14" stroke="#f87171" stroke-width="6" stroke-linecap="round"/>',
  },
  crash: {
    from: '#7c2d12',
    to: '#1a0a05',
    accent: '#fb923c',
    motif:
      '<path d="M50 260 Q150 250 240 90" fill="none" stroke="#fb923c" stroke-width="10" stroke-linecap="round"/><circle cx="240" cy="90" r="16" fill="#fde047"/>',
  },
  keno: { from: '#0c4a6e', to: '#04121f', accent: '#38bdf8', motif: kenoGrid() },
  wheel: { from: '#581c87', to: '#12061f', accent: '#c084fc', motif: wheelRing() },
  roulette: { from: '#14532d', to: '#041009', accent: '#facc15', motif: rouletteWheel() },
  coinflip: {
    from: '#854d0e',
    to: '#1a1003',
    accent: '#fde047',
    motif:
      '<circle cx="150" cy="170" r="78" fill="#eab308"/><circle cx="150" cy="170" r="62" fill="none" stroke="#fef08a" stroke-width="6"/><text x="150" y="196" font-size="76" text-anchor="middle" fill="#713f12" font-weight="900" font-family="Arial, sans-serif">×2</text>',
  },
  hilo: {
    from: '#1e3a8a',
    to: '#050b1f',
    accent: '#60a5fa',
    motif: `${playingCardArt(78, 105, -8, 'K', '#0f172a')}${playingCardArt(150, 115, 8, 'A', '#dc2626')}<path d="M236 118 l16 -22 l16 22 Z M236 222 l16 22 l16 -22 Z" fill="#60a5fa"/>`,
  },
  blackjack: {
    from: '#064e3b',
    to: '#02140e',
    accent: '#34d399',
    motif: `${playingCardArt(70, 100, -10, 'A', '#0f172a')}${playingCardArt(138, 112, 6, 'J', '#dc2626')}<text x="150" y="300" font-size="34" text-anchor="middle" fill="#fbbf24" font-weight="900" font-family="Arial, sans-serif">21</text>`,
  },
  'neon-fruits': {
    from: '#831843',
    to: '#1e0512',
    accent: '#f472b6',
    motif:
      '<circle cx="120" cy="200" r="38" fill="#ef4444"/><circle cx="185" cy="210" r="38" fill="#dc2626"/><path d="M120 162 Q150 90 190 110 M185 172 Q170 120 190 110" stroke="#22c55e" stroke-width="7" fill="none"/><text x="150" y="140" font-size="70" text-anchor="middle" fill="#fde047" font-weight="900" font-family="Arial, sans-serif">7</text>',
  },
  'pharaoh-gold': {
    from: '#78350f',
    to: '#1c1003',
    accent: '#fbbf24',
    motif:
      '<path d="M150 80 L240 250 L60 250 Z" fill="#fbbf24"/><path d="M150 80 L240 250 L150 250 Z" fill="#d97706"/><ellipse cx="150" cy="175" rx="24" ry="12" fill="#1c1003"/><circle cx="150" cy="175" r="7" fill="#38bdf8"/>',
  },
  'deep-space': {
    from: '#1e1b4b',
    to: '#03020d',
    accent: '#818cf8',
    motif:
      '<circle cx="150" cy="170" r="60" fill="#6366f1"/><ellipse cx="150" cy="170" rx="105" ry="22" fill="none" stroke="#c7d2fe" stroke-width="6" transform="rotate(-18 150 170)"/><circle cx="70" cy="90" r="3" fill="#fff"/><circle cx="240" cy="260" r="2" fill="#fff"/><circle cx="230" cy="80" r="2.5" fill="#fff"/>',
  },
};

/** The tile SVG of a game; undefined for an id without art. */
export function gameArt(id: string, title: string): string | undefined {
  const theme = THEMES[id];
  if (!theme) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient>
<radialGradient id="r" cx=".5" cy=".4" r=".6"><stop offset="0" stop-color="${theme.accent}" stop-opacity=".35"/><stop offset="1" stop-color="${theme.accent}" stop-opacity="0"/></radialGradient></defs>
<rect width="300" height="400" rx="24" fill="url(#g)"/><rect width="300" height="400" rx="24" fill="url(#r)"/>
${theme.motif}
<text x="150" y="340" font-size="${title.length > 14 ? 22 : 30}" text-anchor="middle" fill="#fff" font-weight="800" font-family="Arial, sans-serif">${escapeXml(title)}</text>
<rect x="110" y="356" width="80" height="4" rx="2" fill="${theme.accent}"/>
</svg>`;
}
