import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { messageWithNodes } from './message-nodes';

describe('messageWithNodes', () => {
  it('keeps a sentence whole around a node: "Add <span>Bright Dental</span> to cart"', () => {
    const { container } = render(<button type="button">{messageWithNodes(STORE_WEB_MESSAGES.addPlanToCart, { planName: <span className="hidden">Bright Dental</span> })}</button>);
    expect(container.innerHTML).toBe('<button type="button">Add <span class="hidden">Bright Dental</span> to cart</button>');
  });

  it('passes plain values through as text', () => {
    expect(messageWithNodes(STORE_WEB_MESSAGES.coverageTier, { tier: 'Family' })).toEqual(['Coverage tier: Family']);
  });
});
