import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORY_ICON_SPRITE, categoryIconPath, PLAN_CATEGORIES } from '@benefit-store/domain';
import { categorySprite, SPRITE_FILE } from './category-sprite';

const publicDir = join(import.meta.dirname, '..', 'public');

describe('the category icon sprite', () => {
  it("holds every category's own icon as a symbol named by its code, with the icon's viewBox and drawing", () => {
    const sprite = categorySprite(join(publicDir, 'assets', 'categories'));
    for (const code of PLAN_CATEGORIES) {
      const icon = readFileSync(join(publicDir, categoryIconPath(code)), 'utf8').trim();
      const viewBox = /viewBox="([^"]+)"/.exec(icon)![1];
      const drawing = icon.slice(icon.indexOf('>') + 1, -'</svg>'.length);
      expect(sprite).toContain(`<symbol id="${code}" viewBox="${viewBox}"`);
      expect(sprite).toContain(`${drawing}</symbol>`);
    }
    expect(sprite.match(/<symbol /g)).toHaveLength(PLAN_CATEGORIES.length);
  });

  it('is written where the web app draws it from', () => {
    expect(`/${SPRITE_FILE}`).toBe(CATEGORY_ICON_SPRITE);
  });

  it('refuses an icon that is not one <svg> element, or has an id of its own, rather than write a broken sprite', () => {
    const dir = mkdtempSync(join(tmpdir(), 'icons-'));
    try {
      writeFileSync(join(dir, 'pet.svg'), '<?xml version="1.0"?><svg viewBox="0 0 1 1"></svg>');
      expect(() => categorySprite(dir)).toThrow('pet.svg is not one <svg> element');
      writeFileSync(join(dir, 'pet.svg'), '<svg viewBox="0 0 1 1"><clipPath id="c"/></svg>');
      expect(() => categorySprite(dir)).toThrow('pet.svg has an id of its own');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
