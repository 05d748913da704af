import { describe, expect, it } from 'vitest';
import { escapeHtml, renderCheckoutPage } from './sandbox-page.ts';

describe('the sandbox checkout page', () => {
  it('escapes everything it interpolates', () => {
    expect(escapeHtml(`<script>alert("x")</script>&'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;',
    );
    const html = renderCheckoutPage(
      {
        title: '<img src=x onerror=alert(1)>',
        reference: '"><script>1</script>',
        amount: '1<b>',
        currency: "RUB'",
        status: 'awaiting payment',
        payable: true,
        expirable: true,
      },
      '"><x',
    );
    expect(html).not.toMatch(/<img|<script|<b>|<x/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('value="&quot;&gt;&lt;x"');
  });

  it('offers Pay and Cancel only while the payment is open', () => {
    const view = {
      title: 'T',
      reference: 'R',
      amount: '1',
      currency: 'RUB',
      status: 'completed',
      payable: false,
      expirable: true,
    };
    expect(renderCheckoutPage(view, 'a')).not.toContain('<form');
    expect(renderCheckoutPage({ ...view, payable: true }, 'a')).toContain('<form method="post">');
    expect(renderCheckoutPage({ ...view, payable: true }, 'a')).toContain('value="expire"');
    expect(renderCheckoutPage({ ...view, payable: true, expirable: false }, 'a')).not.toContain(
      'value="expire"',
    );
  });
});
