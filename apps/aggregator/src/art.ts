import type { CatalogueGame } from './catalogue.ts';
import { seededRng } from './rng.ts';
import { THEMES, type ThemeId } from './themes.ts';

/**
 * Tile art, drawn per game: the theme's gradient, a few seeded sparkles, the theme's emblem in simple
 * shapes, the title and the studio. 300x400, the lobby tile's 3:4.
 */
export const ART_WIDTH = 300;
export const ART_HEIGHT = 400;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The title on at most two lines of about 13 characters. */
function titleLines(title: string): string[] {
  const words = title.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && `${line} ${word}`.length > 13 && lines.length < 1) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function emblem(theme: ThemeId, fill: string, accent: string): string {
  const stroke = `stroke="${accent}" stroke-width="4" stroke-linejoin="round"`;
  switch (theme) {
    case 'fruit':
      return `<path d="M150 95 Q160 130 125 175 M150 95 Q150 140 180 180" fill="none" stroke="#4a7c2a" stroke-width="6" stroke-linecap="round"/>
<path d="M150 95 Q185 80 200 100 Q170 112 150 95Z" fill="#6abf4b"/>
<circle cx="122" cy="192" r="30" fill="${fill}" ${stroke}/><circle cx="184" cy="196" r="30" fill="${fill}" ${stroke}/>
<circle cx="112" cy="182" r="8" fill="#fff" opacity=".6"/><circle cx="174" cy="186" r="8" fill="#fff" opacity=".6"/>`;
    case 'egypt':
      return `<circle cx="195" cy="110" r="26" fill="${accent}" opacity=".9"/>
<polygon points="150,90 225,215 75,215" fill="${fill}" ${stroke}/><polygon points="150,90 225,215 150,215" fill="#000" opacity=".18"/>
<path d="M110 150 H190 M95 180 H205" stroke="#000" stroke-opacity=".2" stroke-width="3"/>`;
    case 'space':
      return `<circle cx="150" cy="160" r="52" fill="${fill}" ${stroke}/>
<ellipse cx="150" cy="160" rx="92" ry="22" fill="none" stroke="${accent}" stroke-width="6" transform="rotate(-18 150 160)"/>
<circle cx="132" cy="142" r="12" fill="#fff" opacity=".35"/><circle cx="168" cy="182" r="7" fill="#000" opacity=".15"/>`;
    case 'pirates':
      return `<path d="M150 85 V210" stroke="${accent}" stroke-width="6"/>
<path d="M154 92 Q205 130 154 185Z" fill="${fill}" ${stroke}/><path d="M146 105 Q105 140 146 180Z" fill="${fill}" ${stroke}/>
<path d="M85 205 H215 L195 238 H105Z" fill="#5a3418" ${stroke}/>`;
    case 'dragons':
      return `<path d="M150 82 C195 120 215 160 190 205 C180 222 160 232 150 232 C120 232 100 210 104 180 C108 158 125 150 128 128 C142 145 140 160 150 168 C160 140 162 112 150 82Z" fill="${fill}" ${stroke}/>
<path d="M150 232 C132 232 122 214 128 198 C134 186 146 184 150 170 C162 186 172 198 168 212 C165 224 158 232 150 232Z" fill="${accent}" opacity=".85"/>`;
    case 'gems':
      return `<polygon points="100,130 125,100 175,100 200,130 150,215" fill="${fill}" ${stroke}/>
<polygon points="100,130 200,130 150,215" fill="#fff" opacity=".12"/><path d="M125 100 L140 130 L150 215 L160 130 L175 100 M140 130 L150 100 L160 130" fill="none" stroke="${accent}" stroke-width="2" opacity=".8"/>`;
    case 'west':
      return `<polygon points="150,85 168,132 218,134 179,165 193,213 150,186 107,213 121,165 82,134 132,132" fill="${fill}" ${stroke}/>
<circle cx="150" cy="155" r="18" fill="#000" opacity=".15"/>`;
    case 'ocean':
      return `<circle cx="150" cy="140" r="34" fill="${fill}" ${stroke}/><circle cx="138" cy="128" r="10" fill="#fff" opacity=".6"/>
<path d="M70 200 Q95 180 120 200 T170 200 T220 200 T240 200" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>
<path d="M70 225 Q95 205 120 225 T170 225 T220 225 T240 225" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round" opacity=".6"/>`;
    case 'candy':
      return `<rect x="145" y="165" width="10" height="75" rx="4" fill="#fff"/>
<circle cx="150" cy="140" r="50" fill="${fill}" ${stroke}/>
<path d="M150 140 m0 -8 a8 8 0 1 1 -8 8 a16 16 0 1 1 16 16 a24 24 0 1 1 -24 -24 a32 32 0 1 1 32 32" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`;
    case 'vikings':
      return `<circle cx="150" cy="158" r="62" fill="${fill}" ${stroke}/>
<path d="M150 96 V220 M88 158 H212" stroke="#6b4423" stroke-width="10"/><circle cx="150" cy="158" r="16" fill="${accent}" stroke="#6b4423" stroke-width="4"/>`;
    case 'myth':
      return `<rect x="100" y="100" width="100" height="14" rx="3" fill="${fill}" ${stroke}/><rect x="108" y="205" width="84" height="14" rx="3" fill="${fill}" ${stroke}/>
<path d="M118 114 V205 M140 114 V205 M160 114 V205 M182 114 V205" stroke="${fill}" stroke-width="10"/>
<polygon points="162,78 128,150 150,150 136,205 178,128 155,128" fill="${accent}" stroke="#000" stroke-opacity=".3" stroke-width="2"/>`;
    case 'neon':
      return `<rect x="88" y="100" width="124" height="124" rx="24" fill="none" stroke="${fill}" stroke-width="8"/>
<rect x="104" y="116" width="92" height="92" rx="16" fill="none" stroke="${accent}" stroke-width="4" opacity=".8"/>
<polygon points="138,136 138,188 180,162" fill="${fill}"/>`;
  }
}

const BADGES: Partial<Record<CatalogueGame['category'], string>> = {
  live: 'LIVE',
  crash: 'CRASH',
  'table-games': 'TABLE',
};

export function gameArt(game: CatalogueGame): string {
  const [top, bottom, fill, accent] = THEMES[game.theme].palette;
  const rng = seededRng(`art:${game.code}`);
  const sparkles = Array.from({ length: 14 }, () => {
    const x = rng.below(ART_WIDTH);
    const y = rng.below(260);
    const r = 1 + rng.below(3);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}" opacity=".${3 + rng.below(5)}"/>`;
  }).join('');
  const lines = titleLines(game.title);
  const size = lines.some((l) => l.length > 13) ? 24 : 30;
  const firstY = lines.length === 1 ? 300 : 284;
  const title = lines
    .map(
      (line, i) =>
        `<text x="150" y="${firstY + i * (size + 4)}" text-anchor="middle" font-size="${size}">${escapeXml(line)}</text>`,
    )
    .join('');
  const badge = BADGES[game.category];
  const badgeSvg = badge
    ? `<rect x="16" y="16" width="${badge.length * 10 + 20}" height="24" rx="12" fill="${bottom}" opacity=".75"/><text x="${26}" y="33" font-size="13" font-weight="800" fill="${accent}" letter-spacing="1">${badge}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}" role="img" aria-label="${escapeXml(game.title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="glow" cx="50%" cy="40%" r="50%"><stop offset="0" stop-color="${accent}" stop-opacity=".45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>
<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#bg)"/>
<circle cx="150" cy="160" r="130" fill="url(#glow)"/>${sparkles}
${emblem(game.theme, fill, accent)}
<rect y="250" width="${ART_WIDTH}" height="150" fill="${bottom}" opacity=".55"/>
<g font-family="Verdana, Arial, sans-serif" font-weight="800" fill="#fff" stroke="${bottom}" stroke-width="1" paint-order="stroke">${title}</g>
<text x="150" y="380" text-anchor="middle" font-family="Verdana, Arial, sans-serif" font-size="13" fill="${accent}" letter-spacing="2">${escapeXml(game.studio.title.toUpperCase())}</text>${badgeSvg}
</svg>
`;
}
