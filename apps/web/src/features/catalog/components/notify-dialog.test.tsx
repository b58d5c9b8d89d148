import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { renderPage } from '../../../test/render';
import { NotifyDialog } from './notify-dialog';

describe('the plan added dialog', () => {
  it('confirms the add with a success notice that screen readers hear politely', async () => {
    renderPage(<NotifyDialog planName="Summit Dental" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: STORE_WEB_MESSAGES.planAdded });
    const notice = within(dialog).getByRole('status');
    expect(notice.dataset.kind).toBe('success');
    expect(notice.textContent).toContain(STORE_WEB_MESSAGES.addedToCart({ planName: 'Summit Dental' }));
    // It is the dialog's description too, so opening the dialog reads it out.
    expect(dialog.getAttribute('aria-describedby')).toBe(notice.id);
  });
});
