import type { Plugin } from 'vite';

/**
 * Puts the entry's stylesheets (about 6 KB) into index.html as <style> elements: the first paint then waits for no
 * stylesheet request (a full round trip on a phone network). The files are still emitted, for lazy chunks that
 * name them; the CSP allows inline styles (apps/api security-headers).
 */
export function inlineCss(): Plugin {
  return {
    name: 'benefit-store:inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = ctx.bundle?.[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
        });
      },
    },
  };
}
