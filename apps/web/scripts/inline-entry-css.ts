import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheet inside index.html (a <style> instead of a <link>): the first paint waits
 * for the stylesheet, and as a file it shares the phone's bandwidth with every script of the first load
 * that starts with it. The page is revalidated on each visit (304 while unchanged), so repeat visits do
 * not download it again. The file stays in the build for anything that still links it.
 */
export function inlineEntryCssPlugin(): Plugin {
  return {
    name: 'casino-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (link, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return link;
            // `</style` cannot occur in CSS Vite emits, but would end the element early: keep the link then.
            const css = String(asset.source);
            return css.includes('</style') ? link : `<style>${css}</style>`;
          },
        );
      },
    },
  };
}
