import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { WEB_MESSAGES } from '@benefit-store/domain';
import { renderPage } from '../../test/render';
import { QueryDialog } from './query-dialog';

// Test-only names (a dialog of nobody): the literal-text rule covers product components, not tests.
function Harness({ load, onClose = vi.fn(), placeholder }: { load: () => Promise<string>; onClose?: () => void; placeholder?: string }) {
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(true);
  const query = useQuery({ queryKey: ['query-dialog-test'], queryFn: load });
  return (
    <>
      <button type="button" ref={opener}>
        Opener
      </button>
      {open && (
        <QueryDialog
          title="Your answers"
          lead="Tell us more."
          query={query}
          placeholder={placeholder === undefined ? undefined : <p>{placeholder}</p>}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
          returnFocusTo={opener}
        >
          {(data) => <p>Form with {data}</p>}
        </QueryDialog>
      )}
    </>
  );
}

const never = () => new Promise<string>(() => undefined);

describe('a dialog over a loaded query', () => {
  it('is named by its title and described by its lead, and shows skeletons, not the form, while the query loads', async () => {
    renderPage(<Harness load={never} />);
    const dialog = await screen.findByRole('dialog', { name: 'Your answers' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Tell us more.').id);
    const busy = dialog.querySelector('[aria-busy="true"]');
    expect(busy?.children).toHaveLength(2);
    expect(within(dialog).queryByText(/Form with/)).toBeNull();
  });

  it("shows the caller's placeholder instead of the skeletons when it gives one", async () => {
    renderPage(<Harness load={never} placeholder="Loading one question" />);
    const dialog = await screen.findByRole('dialog', { name: 'Your answers' });
    expect(within(dialog).getByText('Loading one question')).toBeTruthy();
    expect(dialog.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("shows the query's failure with Retry, and Retry asks again and then shows the form", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('The answers could not be read.')).mockResolvedValue('the answers');
    const user = userEvent.setup();
    renderPage(<Harness load={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The answers could not be read.');
    expect(screen.queryByText(/Form with/)).toBeNull();
    await user.click(within(alert).getByRole('button', { name: WEB_MESSAGES.retry }));
    expect(await screen.findByText('Form with the answers')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says the page's load failure when the error has no message", async () => {
    renderPage(<Harness load={() => Promise.reject(new Error(''))} />);
    expect((await screen.findByRole('alert')).textContent).toContain(WEB_MESSAGES.loadFailed);
  });

  it('shows the form with the data once loaded; Escape closes it and focus goes back to its opener', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<Harness load={() => Promise.resolve('the answers')} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Your answers' });
    expect(await within(dialog).findByText('Form with the answers')).toBeTruthy();
    expect(dialog.querySelector('[aria-busy="true"]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Opener' }));
  });
});
