import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POPUP_MESSAGES, PRICING_MESSAGES } from '@benefit-store/domain';
import { renderPage } from '../../../test/render';
import { PricingRefusal } from './pricing-refusal';

describe('the pricing refusal of a household-priced plan', () => {
  it.each(['dependentError', 'spouseAgeError'] as const)('%s: its message and Enter dependent information opens the dependent modal', async (code) => {
    const onOpenPopup = vi.fn();
    const user = userEvent.setup();
    renderPage(<PricingRefusal code={code} message={PRICING_MESSAGES[code]} onEditFilter={vi.fn()} editRef={createRef()} onOpenPopup={onOpenPopup} />);
    expect(screen.getByText(PRICING_MESSAGES[code])).toBeTruthy();
    const button = screen.getByRole('button', { name: POPUP_MESSAGES.enterDependents });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(button);
    expect(onOpenPopup).toHaveBeenCalledWith('dependentPopup');
  });
});
