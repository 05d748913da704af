import { escapeXml } from './art.ts';
import { currencyInfo, stakeLadder } from './currencies.ts';
import { ROULETTE_BETS } from './engines/roulette.ts';
import { PAYLINES, PAYTABLES } from './engines/slots.ts';
import { pageText } from './page-text.ts';
import { engineKind, type Session } from './rounds.ts';
import { THEMES } from './themes.ts';

/**
 * The game page the casino shows in an iframe: one self-contained HTML document (inline CSS and script
 * under a nonce, no outside requests) that talks only to this aggregator's /play/{id} endpoints.
 */
export function renderGamePage(session: Session, nonce: string): string {
  const game = session.game;
  const text = pageText(session.language);
  const kind = engineKind(game);
  const [top, bottom, fill, accent] = THEMES[game.theme].palette;
  const stakes = stakeLadder(kind, session.currency).map(String);
  const live = game.engine.kind === 'roulette' && game.engine.live;
  const config = {
    base: `/play/${session.id}`,
    kind,
    live,
    currency: session.currency,
    precision: currencyInfo(session.currency).precision,
    stakes,
    defaultStake: 2,
    text,
    symbols: kind === 'slots' ? SYMBOLS.map((draw) => draw(fill, accent)) : [],
    paylines: game.engine.kind === 'slots' ? PAYLINES.slice(0, game.engine.machine.lines) : [],
  };
  const e = escapeXml;
  const playLabel = kind === 'slots' || kind === 'roulette' ? text.spin : text.play;
  return `<!doctype html>
<html lang="${e(session.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${e(game.title)} · ${e(game.studio.title)}</title>
<style nonce="${nonce}">${css(top, bottom, fill, accent)}</style>
</head>
<body class="${kind}${live ? ' live' : ''}">
<main class="game">
  <header class="top">
    <a class="back" href="${e(session.returnUrl)}" target="_top">&larr; ${e(text.back)}</a>
    <div class="name"><h1>${e(game.title)}</h1><p>${e(game.studio.title)} · ${e(text.rtp.replace('{rtp}', game.rtp))}${
      game.engine.kind === 'slots'
        ? ` · ${e(text.lines.replace('{n}', String(game.engine.machine.lines)))}`
        : ''
    }</p></div>
    <div class="wallet"><span class="badge ${session.mode}">${e(session.mode === 'demo' ? text.demo : text.real)}</span>
      <span class="sr">${e(text.balance)}</span><output id="balance" aria-live="polite">${e(text.loading)}</output></div>
  </header>
  <section class="stage" aria-label="${e(text.result)}">${stage(session)}</section>
  <p id="message" class="message" role="status" aria-live="polite"></p>
  <form id="controls" class="controls">
    ${options(session)}
    <label class="field">${e(text.stake)} <select id="stake" name="stake"></select></label>
    <button id="play" class="play" type="submit">${e(playLabel)}</button>
  </form>
  ${rules(session)}
</main>
<script type="application/json" id="cfg">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>
<script nonce="${nonce}">${CLIENT_SCRIPT}</script>
</body>
</html>
`;
}

function stage(session: Session): string {
  const text = pageText(session.language);
  const kind = engineKind(session.game);
  if (kind === 'slots') {
    const cells = Array.from({ length: 15 }, (_, i) => {
      const reel = Math.floor(i / 3);
      const row = i % 3;
      return `<div class="cell" id="c${reel}${row}"></div>`;
    });
    // Column-major order matches the reels; CSS lays them out as five columns.
    return `<div class="reels" id="reels" role="img" aria-label="${escapeXml(text.result)}">${cells.join('')}</div>`;
  }
  if (kind === 'roulette') {
    const dealer = session.game.engine.kind === 'roulette' && session.game.engine.live;
    return `<div class="table">${dealer ? `<p class="dealer">${escapeXml(text.dealer)}: Mila</p>` : ''}
      <div class="wheel"><div id="pocket" class="pocket green" aria-live="polite">0</div></div></div>`;
  }
  return '<div class="sky"><div id="multiplier" class="multiplier" aria-live="polite">1.00×</div></div>';
}

function options(session: Session): string {
  const text = pageText(session.language);
  const kind = engineKind(session.game);
  if (kind === 'roulette') {
    const radios = ROULETTE_BETS.map(
      (bet, i) =>
        `<label class="chip"><input type="radio" name="bet" value="${bet}"${i === 0 ? ' checked' : ''}> <span>${escapeXml(text[bet])}</span></label>`,
    ).join('');
    return `<fieldset class="bets"><legend>${escapeXml(text.bet)}</legend>${radios}
      <label class="field">${escapeXml(text.number)} <input id="number" type="number" min="0" max="36" step="1" value="17" inputmode="numeric"></label></fieldset>`;
  }
  if (kind === 'crash')
    return `<label class="field">${escapeXml(text.cashOut)} <input id="cashout" type="number" min="1.01" max="1000" step="0.01" value="2.00" inputmode="decimal"></label>`;
  return '';
}

function rules(session: Session): string {
  const engine = session.game.engine;
  if (engine.kind !== 'slots') return '';
  const text = pageText(session.language);
  const { fill, accent } = {
    fill: THEMES[session.game.theme].palette[2],
    accent: THEMES[session.game.theme].palette[3],
  };
  const rows = PAYTABLES[engine.machine.volatility]
    .map((pays, symbol) => {
      const draw = SYMBOLS[symbol];
      return `<tr><td class="sym">${draw ? draw(fill, accent) : ''}</td>${pays.map((p) => `<td>${p}×</td>`).join('')}</tr>`;
    })
    .reverse()
    .join('');
  return `<details class="rules"><summary>${escapeXml(text.paytable)}</summary>
    <table><thead><tr><th></th><th>3</th><th>4</th><th>5</th></tr></thead><tbody>${rows}</tbody></table></details>`;
}

/** Slot symbols 0..7 (card ranks, then shapes), the wild and the blank, as small inline SVGs. */
const SYMBOLS: ((fill: string, accent: string) => string)[] = [
  ...['10', 'J', 'Q', 'K'].map(
    (rank, i) => () =>
      `<svg viewBox="0 0 40 40" aria-hidden="true"><text x="20" y="29" text-anchor="middle" font-size="${rank.length > 1 ? 20 : 26}" font-weight="800" fill="${['#7dd3fc', '#86efac', '#fca5a5', '#fcd34d'][i]}">${rank}</text></svg>`,
  ),
  (fill) =>
    `<svg viewBox="0 0 40 40" aria-hidden="true"><polygon points="20,4 34,16 20,36 6,16" fill="${fill}" stroke="#fff" stroke-width="2"/></svg>`,
  (_fill, accent) =>
    `<svg viewBox="0 0 40 40" aria-hidden="true"><polygon points="20,3 25,15 38,15 27,23 31,36 20,28 9,36 13,23 2,15 15,15" fill="${accent}" stroke="#000" stroke-opacity=".3"/></svg>`,
  (fill) =>
    `<svg viewBox="0 0 40 40" aria-hidden="true"><path d="M5 30 L8 10 L15 20 L20 6 L25 20 L32 10 L35 30Z" fill="#fbbf24" stroke="${fill}" stroke-width="2"/></svg>`,
  () =>
    '<svg viewBox="0 0 40 40" aria-hidden="true"><text x="20" y="32" text-anchor="middle" font-size="32" font-weight="900" fill="#ef4444" stroke="#fff" stroke-width="1.5">7</text></svg>',
  () =>
    '<svg viewBox="0 0 40 40" aria-hidden="true"><rect x="2" y="10" width="36" height="20" rx="6" fill="#facc15"/><text x="20" y="25" text-anchor="middle" font-size="11" font-weight="900" fill="#1f2937">WILD</text></svg>',
  () => '<svg viewBox="0 0 40 40" aria-hidden="true"><circle cx="20" cy="20" r="3" fill="#64748b"/></svg>',
];

function css(top: string, bottom: string, fill: string, accent: string): string {
  return `:root{--top:${top};--bottom:${bottom};--fill:${fill};--accent:${accent};color-scheme:dark}
*{box-sizing:border-box}html,body{margin:0;min-height:100%}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#f1f5f9;background:radial-gradient(ellipse at top,var(--top) -40%,#0b0d17 60%);min-height:100vh}
.game{max-width:860px;margin:0 auto;padding:12px;display:flex;flex-direction:column;gap:12px}
.top{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;justify-content:space-between}
.back{color:#f1f5f9;text-decoration:none;font-weight:600;padding:8px 12px;border-radius:999px;background:#ffffff14;border:1px solid #ffffff26}
.back:hover,.back:focus-visible{background:#ffffff26}
.name{flex:1 1 160px;min-width:0}.name h1{margin:0;font-size:clamp(16px,4vw,22px);line-height:1.2}.name p{margin:2px 0 0;color:#94a3b8;font-size:12px}
.wallet{display:flex;align-items:center;gap:8px}.wallet output{font-variant-numeric:tabular-nums;font-weight:700;font-size:16px}
.badge{font-size:11px;font-weight:800;text-transform:uppercase;letter-spacing:.06em;padding:3px 8px;border-radius:999px}
.badge.demo{background:#334155;color:#e2e8f0}.badge.real{background:#15803d;color:#f0fdf4}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.stage{border-radius:18px;padding:12px;background:linear-gradient(180deg,#ffffff10,#00000040);border:1px solid #ffffff1f;box-shadow:0 10px 40px #0008}
.reels{display:grid;grid-template-columns:repeat(5,1fr);grid-template-rows:repeat(3,1fr);grid-auto-flow:column;gap:6px}
.cell{aspect-ratio:1;border-radius:10px;background:#0f172a;display:grid;place-items:center;border:2px solid transparent;transition:transform .15s}
.cell svg{width:78%;height:78%}.cell.win{border-color:var(--accent);box-shadow:0 0 14px var(--accent);transform:scale(1.04)}
.spinning .cell svg{opacity:.55;filter:blur(1px)}
.table{border-radius:14px;padding:16px;background:radial-gradient(circle,#166534,#052e16);text-align:center}
.live .table{border:4px solid #a16207}.dealer{margin:0 0 8px;color:#fde68a;font-weight:600}
.wheel{display:grid;place-items:center;padding:16px}
.pocket{width:clamp(110px,30vw,170px);aspect-ratio:1;border-radius:50%;display:grid;place-items:center;font-size:clamp(40px,12vw,64px);font-weight:900;border:8px solid #fbbf24;box-shadow:0 0 30px #0009 inset}
.pocket.red{background:#b91c1c}.pocket.black{background:#111827}.pocket.green{background:#15803d}
.sky{height:clamp(160px,40vw,240px);display:grid;place-items:center;border-radius:14px;background:linear-gradient(180deg,#0b1026,var(--bottom))}
.multiplier{font-size:clamp(44px,14vw,84px);font-weight:900;font-variant-numeric:tabular-nums;color:#f8fafc;text-shadow:0 0 24px var(--fill)}
.multiplier.won{color:#4ade80}.multiplier.lost{color:#f87171}
.message{min-height:1.5em;margin:0;text-align:center;font-weight:700}.message.good{color:#4ade80}.message.bad{color:#fca5a5}
.controls{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-end;justify-content:center}
.field{display:flex;flex-direction:column;gap:4px;font-size:12px;color:#cbd5e1}
select,input[type=number]{font:inherit;font-size:16px;color:#f8fafc;background:#0f172a;border:1px solid #475569;border-radius:10px;padding:10px;min-width:120px}
.play{font:inherit;font-size:18px;font-weight:800;min-width:140px;min-height:48px;padding:10px 24px;border:0;border-radius:999px;color:#0b0d17;background:linear-gradient(180deg,var(--accent),var(--fill));cursor:pointer;box-shadow:0 6px 20px #0007}
.play:disabled{opacity:.6;cursor:progress}
:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}
.bets{border:1px solid #334155;border-radius:12px;display:flex;flex-wrap:wrap;gap:6px;padding:8px;margin:0;align-items:flex-end}
.bets legend{font-size:12px;color:#cbd5e1;padding:0 4px}
.chip{display:inline-flex;align-items:center;gap:4px;padding:6px 10px;border-radius:999px;background:#1e293b;font-size:14px;cursor:pointer}
.chip:has(input:checked){background:var(--fill);color:#0b0d17;font-weight:700}
.rules{color:#cbd5e1;font-size:14px}.rules summary{cursor:pointer;font-weight:600}
.rules table{border-collapse:collapse;margin-top:8px}.rules td,.rules th{padding:2px 10px;text-align:right}.rules .sym svg{width:28px;height:28px}
@media (max-width:420px){.game{padding:8px}.reels{gap:4px}.play{flex:1 1 100%}}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}`;
}

/** The page's script: no template literals, so this TS string needs no escaping. */
const CLIENT_SCRIPT = `(function () {
'use strict';
var cfg = JSON.parse(document.getElementById('cfg').textContent);
var t = cfg.text;
function $(id) { return document.getElementById(id); }
var reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
var busy = false;
function say(key, vars) { var s = t[key]; for (var k in vars || {}) s = s.replace('{' + k + '}', vars[k]); return s; }
function fmt(minor) {
  var p = cfg.precision, s = String(minor), neg = s.charAt(0) === '-';
  if (neg) s = s.slice(1);
  while (s.length < p + 1) s = '0' + s;
  var whole = s.slice(0, s.length - p).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',');
  return (neg ? '-' : '') + whole + (p ? '.' + s.slice(s.length - p) : '') + ' ' + cfg.currency;
}
function setBalance(b) { if (b !== null && b !== undefined) $('balance').textContent = fmt(b); }
function message(text, tone) { var m = $('message'); m.textContent = text; m.className = 'message ' + (tone || ''); }
function wait(ms) { return new Promise(function (r) { setTimeout(r, reduced ? 0 : ms); }); }

var stake = $('stake');
cfg.stakes.forEach(function (s, i) {
  var o = document.createElement('option'); o.value = s; o.textContent = fmt(s);
  if (i === cfg.defaultStake) o.selected = true;
  stake.appendChild(o);
});
fetch(cfg.base + '/balance').then(function (r) { return r.json(); })
  .then(function (b) { if (b.balance) setBalance(b.balance); else message(t.error, 'bad'); })
  .catch(function () { message(t.error, 'bad'); });

var frame = 0;
function drawCell(reel, row, symbol) { $('c' + reel + row).innerHTML = cfg.symbols[symbol] || ''; }
if (cfg.kind === 'slots') for (var r0 = 0; r0 < 5; r0++) for (var w0 = 0; w0 < 3; w0++) drawCell(r0, w0, (r0 * 3 + w0 * 2) % 8);

function spinSlots(request) {
  var stopped = 0;
  $('reels').classList.add('spinning');
  document.querySelectorAll('.cell.win').forEach(function (c) { c.classList.remove('win'); });
  var timer = setInterval(function () {
    frame++;
    for (var reel = stopped; reel < 5; reel++) for (var row = 0; row < 3; row++) drawCell(reel, row, (frame + reel * 3 + row * 5) % 9);
  }, 70);
  return request.then(function (result) {
    function stopNext() {
      if (!result.outcome || stopped >= 5) { clearInterval(timer); $('reels').classList.remove('spinning'); return Promise.resolve(); }
      var reel = stopped++;
      for (var row = 0; row < 3; row++) drawCell(reel, row, result.outcome.window[reel][row]);
      return wait(140).then(stopNext);
    }
    return wait(400).then(stopNext).then(function () {
      if (!result.outcome) return result;
      result.outcome.wins.forEach(function (w) {
        var rows = cfg.paylines[w.line];
        for (var i = 0; i < w.count; i++) $('c' + i + rows[i]).classList.add('win');
      });
      return result;
    });
  }, function (error) { clearInterval(timer); $('reels').classList.remove('spinning'); throw error; });
}

function spinRoulette(request) {
  var pocket = $('pocket');
  var timer = setInterval(function () { frame++; pocket.textContent = String((frame * 7) % 37); pocket.className = 'pocket ' + (frame % 2 ? 'red' : 'black'); }, 60);
  return request.then(function (result) {
    return wait(900).then(function () {
      clearInterval(timer);
      if (result.outcome) { pocket.textContent = String(result.outcome.pocket); pocket.className = 'pocket ' + result.outcome.color; }
      return result;
    });
  }, function (error) { clearInterval(timer); throw error; });
}

function flyCrash(request) {
  var m = $('multiplier');
  m.className = 'multiplier'; m.textContent = '1.00×';
  return request.then(function (result) {
    if (!result.outcome) return result;
    var end = Number(result.outcome.won ? result.outcome.cashOut : result.outcome.crashPoint);
    var steps = reduced ? 1 : Math.min(60, Math.max(8, Math.round(Math.log(end) * 30)));
    var i = 0;
    function step() {
      i++;
      var x = Math.pow(end, i / steps);
      m.textContent = x.toFixed(2) + '×';
      if (i < steps) return wait(35).then(step);
      m.textContent = end.toFixed(2) + '×';
      m.className = 'multiplier ' + (result.outcome.won ? 'won' : 'lost');
      return Promise.resolve(result);
    }
    return step();
  });
}

function body() {
  var b = { stake: stake.value };
  if (cfg.kind === 'roulette') {
    b.bet = document.querySelector('input[name=bet]:checked').value;
    if (b.bet === 'straight') b.number = Number($('number').value);
  }
  if (cfg.kind === 'crash') b.cashOut = Number($('cashout').value).toFixed(2);
  return b;
}

function play() {
  if (busy) return;
  busy = true;
  $('play').disabled = true;
  message('');
  var request = fetch(cfg.base + '/round', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body()) })
    .then(function (r) { return r.json(); });
  var shown = cfg.kind === 'slots' ? spinSlots(request) : cfg.kind === 'roulette' ? spinRoulette(request) : flyCrash(request);
  shown.then(function (result) {
    setBalance(result.balance);
    if (result.status === 'settled') {
      var win = BigInt(result.win);
      if (cfg.kind === 'crash') {
        var x = result.outcome.won ? say('cashedOut', { x: result.outcome.cashOut + '×' }) : say('crashed', { x: result.outcome.crashPoint + '×' });
        message(win > 0n ? x + ' · ' + say('win', { amount: fmt(result.win) }) : x, win > 0n ? 'good' : '');
      } else if (result.creditPending) message(say('pending', { amount: fmt(result.win) }), 'good');
      else message(win > 0n ? say('win', { amount: fmt(result.win) }) : t.noWin, win > 0n ? 'good' : '');
    } else if (result.status === 'cancelled') message(t.cancelled, 'bad');
    else if (result.status === 'refused' && result.code === 'INSUFFICIENT_FUNDS') message(t.insufficient, 'bad');
    else if (result.status === 'refused') message(say('refused', { code: result.code }), 'bad');
    else message(t.error, 'bad');
  }).catch(function () { message(t.error, 'bad'); }).then(function () {
    busy = false;
    $('play').disabled = false;
  });
}

$('controls').addEventListener('submit', function (e) { e.preventDefault(); play(); });
document.addEventListener('keydown', function (e) {
  if (e.key === ' ' && (e.target === document.body || e.target === document.documentElement)) { e.preventDefault(); play(); }
});
})();`;
