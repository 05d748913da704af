import { createHash } from 'node:crypto';
import { escapeHtml } from '../../http/escape-html.ts';

/**
 * The stand-in Telegram client's page: a phone-sized frame with Telegram's header (back button, title),
 * the mini-app in an iframe, the MainButton bar, and a log of what the mini-app asked of the client
 * (haptics, links). It speaks the Mini App web-events protocol a Telegram web client speaks: the app's
 * Telegram script posts `{eventType, eventData}` JSON to its parent, the client posts events back
 * (https://core.telegram.org/api/web-events).
 */
const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;height:100%;background:#0e1621;color:#f5f5f5;font:14px system-ui,sans-serif}
body{display:flex;gap:16px;justify-content:center;align-items:flex-start;padding:16px;flex-wrap:wrap}
.phone{width:min(420px,100%);height:min(860px,calc(100vh - 32px));display:flex;flex-direction:column;border:1px solid #2b3a4a;border-radius:18px;overflow:hidden;background:#17212b}
header{display:flex;align-items:center;gap:8px;min-height:48px;padding:0 8px;background:#17212b;border-bottom:1px solid #2b3a4a}
header button{min-width:44px;min-height:40px;border:0;border-radius:8px;background:transparent;color:#6ab2f2;font:inherit;font-weight:700;cursor:pointer}
header button[hidden]{display:none}
header h1{flex:1;margin:0;font-size:16px}
iframe{flex:1;width:100%;border:0;background:#000}
#main{min-height:52px;border:0;font:inherit;font-weight:700;font-size:15px;cursor:pointer}
#main[hidden]{display:none}
#main:disabled{opacity:.6;cursor:default}
aside{width:min(320px,100%)}
aside h2{font-size:14px;margin:0 0 8px}
ol{margin:0;padding-left:20px;max-height:70vh;overflow:auto;font:12px ui-monospace,monospace;color:#aab8c5}
`;

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

export const TELEGRAM_SANDBOX_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export function renderTelegramSandboxPage(appUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Telegram sandbox</title><style>${STYLE}</style><script src="/sandbox/telegram/client.js" defer></script></head>
<body>
<div class="phone">
<header><button type="button" id="back" hidden aria-label="Back">&#8592; Back</button><h1 id="title">Casino</h1><button type="button" id="close" aria-label="Close">&#10005;</button></header>
<iframe id="app" title="Mini app" src="${escapeHtml(appUrl)}" allow="clipboard-write"></iframe>
<button type="button" id="main" hidden></button>
</div>
<aside><h2>Client log</h2><ol id="log" aria-live="polite"></ol></aside>
</body></html>`;
}

/** The client's side of the protocol, served as a file (the page's CSP allows no inline script). */
export const TELEGRAM_SANDBOX_CLIENT = `'use strict';
(function () {
  var frame = document.getElementById('app');
  var back = document.getElementById('back');
  var main = document.getElementById('main');
  var log = document.getElementById('log');
  var state = { ready: false, expanded: false };
  var theme = {
    bg_color: '#17212b', secondary_bg_color: '#232e3c', text_color: '#f5f5f5', hint_color: '#708499',
    link_color: '#6ab3f3', button_color: '#5288c1', button_text_color: '#ffffff', header_bg_color: '#17212b',
  };
  function send(eventType, eventData) {
    frame.contentWindow.postMessage(JSON.stringify({ eventType: eventType, eventData: eventData }), '*');
  }
  function note(text) {
    var item = document.createElement('li');
    item.textContent = text;
    log.appendChild(item);
    document.body.dataset.lastEvent = text;
  }
  function viewport() {
    send('viewport_changed', { height: frame.clientHeight, is_expanded: state.expanded, is_state_stable: true });
  }
  window.addEventListener('message', function (event) {
    if (event.source !== frame.contentWindow) return;
    var message;
    try { message = JSON.parse(event.data); } catch (e) { return; }
    if (!message || typeof message.eventType !== 'string') return;
    var data = message.eventData || {};
    if (typeof data === 'string') { try { data = JSON.parse(data); } catch (e) { data = {}; } }
    switch (message.eventType) {
      case 'iframe_ready': send('theme_changed', { theme_params: theme }); viewport(); break;
      case 'web_app_ready': state.ready = true; document.body.dataset.ready = 'true'; note('ready'); break;
      case 'web_app_expand': state.expanded = true; document.body.dataset.expanded = 'true'; viewport(); break;
      case 'web_app_request_viewport': viewport(); break;
      case 'web_app_request_theme': send('theme_changed', { theme_params: theme }); break;
      case 'web_app_setup_back_button': back.hidden = !data.is_visible; break;
      case 'web_app_setup_main_button':
        main.hidden = !data.is_visible;
        main.textContent = data.text || '';
        main.disabled = data.is_active === false || Boolean(data.is_progress_visible);
        main.style.background = data.color || theme.button_color;
        main.style.color = data.text_color || theme.button_text_color;
        break;
      case 'web_app_trigger_haptic_feedback':
        note('haptic ' + data.type + ' ' + (data.notification_type || data.impact_style || ''));
        break;
      case 'web_app_open_tg_link': note('open_tg_link ' + data.path_full); break;
      case 'web_app_open_link': note('open_link ' + data.url); window.open(data.url, '_blank', 'noopener'); break;
      case 'web_app_set_header_color': if (data.color) document.querySelector('header').style.background = data.color; break;
      case 'web_app_close': note('close'); break;
      default: break;
    }
  });
  back.addEventListener('click', function () { send('back_button_pressed'); });
  main.addEventListener('click', function () { send('main_button_pressed'); });
  document.getElementById('close').addEventListener('click', function () { note('close'); });
  window.addEventListener('resize', viewport);
})();
`;
