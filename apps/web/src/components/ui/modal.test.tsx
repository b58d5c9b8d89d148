import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalContent, ModalRoot, ModalTitle } from './modal';

// Test-only names (a dialog of nobody): the literal-text rule covers product components, not tests.
function Harness({ sendFocus, returnTo }: { sendFocus?: boolean; returnTo?: 'shown' | 'gone' }) {
  const [open, setOpen] = useState(false);
  const back = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" id="elsewhere">
        Elsewhere
      </button>
      {returnTo === 'shown' && (
        <button type="button" ref={back}>
          Back here
        </button>
      )}
      <ModalRoot open={open} onOpenChange={setOpen}>
        <ModalContent
          aria-describedby={undefined}
          returnFocusTo={returnTo ? back : undefined}
          onCloseAutoFocus={
            sendFocus
              ? (event) => {
                  event.preventDefault();
                  document.getElementById('elsewhere')?.focus();
                }
              : undefined
          }
        >
          <ModalTitle>Dialog</ModalTitle>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </ModalContent>
      </ModalRoot>
    </>
  );
}

describe('the modal', () => {
  it('gives focus back to the button that opened it, closed by Escape or by its own button', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Dialog' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("leaves focus where the caller's onCloseAutoFocus sends it", async () => {
    render(<Harness sendFocus />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Dialog' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' })));
  });

  it('gives focus to returnFocusTo instead, and to the opener when that control is not on the page', async () => {
    const { unmount } = render(<Harness returnTo="shown" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Dialog' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back here' })));
    unmount();

    render(<Harness returnTo="gone" />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Dialog' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
