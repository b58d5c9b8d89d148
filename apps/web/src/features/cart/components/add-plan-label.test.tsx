import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddPlanLabel } from './add-plan-label';

/** What a sighted person reads: the text outside every visually hidden element. */
function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.visually-hidden, .visually-hidden-inline')) hidden.remove();
  return copy.textContent ?? '';
}

describe("a plan's add button", () => {
  it('is named "Add {plan} to cart" and shows "Add to Cart" with one space between the words', () => {
    render(
      <button type="button">
        <AddPlanLabel planName="Bright Dental" />
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Add Bright Dental to cart' });
    expect(shownText(button)).toBe('Add to Cart');
  });
});
