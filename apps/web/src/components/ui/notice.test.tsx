import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Notice, type NoticeKind } from './notice';
import { ErrorMessage, InfoMessage } from './status-message';

// Test-only texts: the literal-text rule covers product components, not tests.
describe('Notice', () => {
  it.each<[NoticeKind, 'status' | 'alert']>([
    ['success', 'status'],
    ['info', 'status'],
    ['warning', 'alert'],
    ['error', 'alert'],
  ])('a %s notice is read out as a %s, in its own colours', (kind, role) => {
    render(<Notice kind={kind}>Something happened.</Notice>);
    const notice = screen.getByRole(role);
    expect(notice.textContent).toContain('Something happened.');
    expect(notice.dataset.kind).toBe(kind);
    // The mark beside the words is decoration: a screen reader reads the words only.
    expect(notice.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('a failure keeps its Retry button, and an informational note is polite', () => {
    render(
      <>
        <ErrorMessage message="Could not load." onRetry={() => undefined} />
        <InfoMessage>Nothing here yet.</InfoMessage>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not load.');
    expect(screen.getByRole('alert').dataset.kind).toBe('error');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('status').dataset.kind).toBe('info');
  });

  it('a notice that is part of the page as it loads (announce={false}) has no live role, and keeps its kind and words', () => {
    render(
      <Notice kind="warning" announce={false}>
        This was declined.
      </Notice>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    const notice = screen.getByText('This was declined.').closest('[data-kind]');
    expect(notice?.getAttribute('data-kind')).toBe('warning');
    expect(notice?.hasAttribute('role')).toBe(false);
  });
});
