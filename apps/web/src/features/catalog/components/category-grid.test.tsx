import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { CATEGORY_ICON_SPRITE, categoryIconPath } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import { CategoryGrid } from './category-grid';

const category = (code: string, icon: string) => ({ category: code, label: '', description: '', icon, plan_count: 1 });

describe('the category grid', () => {
  it("draws the store's own icons from the one sprite, and any other icon address as an image of its own", async () => {
    stubApi({
      'get-plan-category': {
        body: { status: 'success', data: [category('medical', categoryIconPath('medical')), category('dental', ''), category('vision', 'https://cdn.example.com/eye.svg')] },
      },
    });
    const { container } = renderPage(<CategoryGrid />);
    await screen.findByRole('link', { name: 'Vision' });
    const drawn = [...container.querySelectorAll('svg use')].map((use) => use.getAttribute('href'));
    expect(drawn).toEqual([`${CATEGORY_ICON_SPRITE}#medical`, `${CATEGORY_ICON_SPRITE}#dental`]);
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['https://cdn.example.com/eye.svg']);
    // Decorative, as the images were: each card's link names its category.
    for (const svg of container.querySelectorAll('svg')) expect(svg.getAttribute('aria-hidden')).toBe('true');
  });
});
