import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Where the sprite is served: packages/domain CATEGORY_ICON_SPRITE, without its leading slash. Written out here, since
 * the domain is TypeScript that Vite's config loader cannot import; category-sprite.test.ts checks the two agree.
 */
export const SPRITE_FILE = 'assets/categories/sprite.svg';

/**
 * The category icons of `dir` (public/assets/categories, one `<svg>` per category, named by its code) as one SVG of
 * `<symbol id="<category>">`, each keeping its viewBox and drawing attributes. An `<img>` of an SVG is a document of
 * its own in the browser (about 8 ms of a desktop's CPU each, fourteen on the landing page); one sprite that `<use>`
 * draws from is one request and one document, and its `currentColor` is the card's text colour.
 */
export function categorySprite(dir: string): string {
  const symbols = readdirSync(dir)
    .filter((name) => name.endsWith('.svg') && name !== basename(SPRITE_FILE))
    .sort()
    .map((name) => {
      const svg = readFileSync(join(dir, name), 'utf8').trim();
      const open = /^<svg\b([^>]*)>/.exec(svg);
      if (!open || !svg.endsWith('</svg>')) throw new Error(`${name} is not one <svg> element`);
      // The symbols share one document: an id of an icon's own (a gradient, a clip path) could name another's.
      if (/\sid=/.test(svg)) throw new Error(`${name} has an id of its own, which the sprite's other icons could share`);
      const attributes = open[1]!.replace(/\s(xmlns|aria-hidden|width|height)="[^"]*"/g, '');
      return `<symbol id="${name.slice(0, -'.svg'.length)}"${attributes}>${svg.slice(open[0].length, -'</svg>'.length)}</symbol>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** Serves the sprite in development and writes it into the build (see categorySprite). */
export function categorySpritePlugin(): Plugin {
  let dir = '';
  return {
    name: 'benefit-store:category-sprite',
    configResolved(config) {
      dir = join(config.publicDir, 'assets', 'categories');
    },
    configureServer(server) {
      server.middlewares.use(`/${SPRITE_FILE}`, (_req, res) => {
        res.setHeader('content-type', 'image/svg+xml');
        res.end(categorySprite(dir));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SPRITE_FILE, source: categorySprite(dir) });
    },
  };
}
