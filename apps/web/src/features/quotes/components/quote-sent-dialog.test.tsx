import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QUOTE_WEB_MESSAGES } from '@benefit-store/domain';
import { QuoteSentDialog } from './quote-sent-dialog';

describe('the quote sent dialog', () => {
  it('says where the quote went in a success notice that screen readers hear politely', async () => {
    render(<QuoteSentDialog email="casey@example.com" onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: QUOTE_WEB_MESSAGES.quoteSentTitle });
    const notice = within(dialog).getByRole('status');
    expect(notice.dataset.kind).toBe('success');
    expect(notice.textContent).toContain(QUOTE_WEB_MESSAGES.quoteSentTo({ email: 'casey@example.com' }));
    expect(dialog.getAttribute('aria-describedby')).toBe(notice.id);
  });
});
