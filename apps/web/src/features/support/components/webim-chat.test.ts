import { afterEach, describe, expect, it } from 'vitest';
import { installWebim } from './webim-chat.tsx';

type Target = Window & { webim?: unknown; webim_visitor?: unknown };

afterEach(() => {
  document.getElementById('webim-widget')?.remove();
  delete (window as Target).webim;
  delete (window as Target).webim_visitor;
});

describe('installWebim', () => {
  it('sets the account, the location and the signed visitor, then loads the widget from the account', async () => {
    const visitor = { fields: { id: 'P1', display_name: 'Ann' }, hash: 'ab12' };
    const done = installWebim(window, { account: 'casino-demo', location: 'ru_desk', visitor });
    const script = document.getElementById('webim-widget') as HTMLScriptElement;
    expect(script.src).toBe('https://casino-demo.webim.ru/js/button.js');
    expect((window as Target).webim).toEqual({
      accountName: 'casino-demo',
      domain: 'casino-demo.webim.ru',
      location: 'ru_desk',
    });
    expect((window as Target).webim_visitor).toEqual(visitor);
    script.dispatchEvent(new Event('load'));
    await expect(done).resolves.toMatchObject({ accountName: 'casino-demo' });

    // Once loaded it is not loaded again; a guest is not identified as the last player.
    await installWebim(window, { account: 'casino-demo', location: 'default', visitor: null });
    expect(document.querySelectorAll('#webim-widget')).toHaveLength(1);
    expect((window as Target).webim_visitor).toBeUndefined();
  });

  it('fails (and can be tried again) when the widget cannot load', async () => {
    const done = installWebim(window, { account: 'casino-demo', location: 'default', visitor: null });
    document.getElementById('webim-widget')?.dispatchEvent(new Event('error'));
    await expect(done).rejects.toThrow('webim_unavailable');
    expect(document.getElementById('webim-widget')).toBeNull();
  });
});
