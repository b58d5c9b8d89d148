import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { messageWithNodes } from './message-nodes';

describe('messageWithNodes', () => {
  it('keeps a sentence whole around a node: "Coverage tier: <strong>Family</strong>"', () => {
    const { container } = render(<p>{messageWithNodes(STORE_WEB_MESSAGES.coverageTier, { tier: <strong>Family</strong> })}</p>);
    expect(container.innerHTML).toBe('<p>Coverage tier: <strong>Family</strong></p>');
  });

  it('passes plain values through as text', () => {
    expect(messageWithNodes(STORE_WEB_MESSAGES.coverageTier, { tier: 'Family' })).toEqual(['Coverage tier: Family']);
  });
});
