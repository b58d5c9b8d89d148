import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-error';
import { Form, FormErrorSummary, SubmitButton } from './form';
import { FormActions } from './form-actions';
import { TextField } from './fields';

type Values = { name: string; email: string };

function Harness({ onSubmit, mode }: { onSubmit: (values: Values) => Promise<unknown>; mode?: 'step' | 'edit' }) {
  const form = useForm<Values>({ defaultValues: { name: '', email: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} serverFields={['name', 'email']}>
      <TextField id="name" name="name" label="Name" />
      <TextField id="email" name="email" label="E-mail" />
      <FormErrorSummary />
      {mode ? (
        <FormActions
          mode={mode}
          onSecondary={() => undefined}
          secondaryLabel={mode === 'edit' ? 'Cancel' : 'Back'}
          submitLabel={mode === 'edit' ? 'Submit' : 'Next'}
        />
      ) : (
        <SubmitButton>Send</SubmitButton>
      )}
    </Form>
  );
}

describe('Form', () => {
  it("puts the server's field errors under their fields and focuses the first", async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={() => Promise.reject(new ApiError('Invalid', 422, undefined, [{ target_element: 'email', error_message: 'Enter a valid e-mail' }]))} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter a valid e-mail');
    expect(document.activeElement).toBe(email);
  });

  it('announces a failure that names no field in the summary and moves focus there', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={() => Promise.reject(new ApiError('The service is unavailable', 503))} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service is unavailable');
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
  });

  it('marks the submit button and the form busy while the submit runs, and ignores a second submit', async () => {
    const user = userEvent.setup();
    let calls = 0;
    let finish: () => void = () => undefined;
    render(<Harness onSubmit={() => ((calls += 1), new Promise<void>((resolve) => (finish = resolve)))} />);
    const send = screen.getByRole('button', { name: 'Send' });
    await user.click(send);
    await waitFor(() => expect(send.getAttribute('aria-busy')).toBe('true'));
    await user.click(send);
    expect(calls).toBe(1);
    await act(async () => finish());
    await waitFor(() => expect(send.getAttribute('aria-busy')).toBeNull());
  });

  it('shows a step form with Back and Next, and the same form in edit mode with Cancel and Submit', () => {
    const { unmount } = render(<Harness mode="step" onSubmit={async () => undefined} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Back', 'Next']);
    unmount();
    render(<Harness mode="edit" onSubmit={async () => undefined} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Submit']);
  });
});
