import { createHash } from 'node:crypto';
import { escapeHtml } from '../../http/escape-html.ts';
import type { CheckoutView } from './sandbox-checkout.ts';

export { escapeHtml };

const STYLE =
  'body{font-family:system-ui,sans-serif;background:#0f1115;color:#e8e8ea;display:flex;justify-content:center;' +
  'padding:48px 16px;margin:0}main{max-width:380px;width:100%;background:#1a1d24;border-radius:12px;' +
  'padding:24px}.tag{color:#f5b942;font-size:13px;margin:0 0 12px}h1{font-size:18px;margin:0 0 8px}' +
  '.amount{font-size:32px;font-weight:700;margin:16px 0}.muted{color:#9a9ca3;font-size:14px}' +
  'form{display:flex;gap:12px;margin-top:24px}button{flex:1;padding:12px;border:0;border-radius:8px;' +
  'font-size:16px;cursor:pointer;background:#2f6fed;color:#fff}button.secondary{background:#3a3d45}';

/**
 * The page admits no script, no outside resource and only this one stylesheet; it may be framed only by
 * the site itself (SPEC §4.2 opens external invoices in an embedded frame) and post only to itself.
 */
export const SANDBOX_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
].join('; ');

/** The checkout page: amount, status, and Pay / Cancel (and, for fiat, Let it expire) while it can still be paid. */
export function renderCheckoutPage(view: CheckoutView, formToken: string): string {
  const form = view.payable
    ? `<form method="post">
<input type="hidden" name="token" value="${escapeHtml(formToken)}">
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
${view.expirable ? '<button type="submit" name="action" value="expire" class="secondary">Let it expire</button>\n' : ''}</form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Sandbox checkout</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="tag">Sandbox: no real money moves</p>
<h1>${escapeHtml(view.title)}</h1>
<p class="muted">${escapeHtml(view.reference)}</p>
<p class="amount">${escapeHtml(view.amount)} ${escapeHtml(view.currency)}</p>
<p class="muted">Status: ${escapeHtml(view.status)}</p>
${form}
</main>
</body>
</html>
`;
}
