import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, stubApi } from '../../../test/render';
import { SaveQuoteForm } from './save-quote-form';

const ENROLLMENT = 'abcdefghijklmnopqrstuv';
const PLANS = [{ plan_id: 7, plan_pricing_id: 70 }];

function renderForm(onSent = vi.fn()) {
  renderPage(<SaveQuoteForm enrollmentId={ENROLLMENT} plans={PLANS} onSent={onSent} onBusyChange={() => undefined} />);
  return onSent;
}

describe('SaveQuoteForm', () => {
  it("shows the spec's messages under Name and E-mail, and sends nothing", async () => {
    const calls = stubApi({});
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('Field is required')).toHaveLength(2);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toBe('quote-name-error');

    await userEvent.type(screen.getByLabelText('Name'), 'Jane 2');
    await userEvent.type(screen.getByLabelText('E-mail'), 'jane@');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter valid name')).toBeTruthy();
    expect(screen.getByText('Please enter valid email address')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the cart with the form and reports the address it went to', async () => {
    const calls = stubApi({ 'save-enrollment': { body: { status: 'success', data: { result: { email: 'jane@example.com' } } } } });
    const onSent = renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Jane Doe');
    await userEvent.type(screen.getByLabelText('E-mail'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('jane@example.com'));
    expect(JSON.parse(String(calls[0]!.init!.body))).toEqual({
      enrollment_id: ENROLLMENT,
      tab: 'cart_info',
      name: 'Jane Doe',
      email: 'jane@example.com',
      data: { plans: PLANS },
    });
  });

  it('keeps the effective date chosen in the cart with the quote and its preview', async () => {
    const calls = stubApi({
      'save-enrollment': { body: { status: 'success', data: { result: { email: 'jane@example.com' } } } },
      'get-quote-preview-content': { body: { status: 'success', data: { content: '<p>Effective 04/15/2026</p>' } } },
    });
    const onSent = vi.fn();
    renderPage(<SaveQuoteForm enrollmentId={ENROLLMENT} effectiveDate="04/15/2026" plans={PLANS} onSent={onSent} onBusyChange={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Jane Doe');
    await userEvent.type(screen.getByLabelText('E-mail'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('/get-quote-preview-content'))).toBe(true));
    expect(calls.find((c) => c.url.pathname.endsWith('/get-quote-preview-content'))!.url.searchParams.get('effective_date')).toBe('04/15/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('jane@example.com'));
    const save = calls.find((c) => c.url.pathname.endsWith('/save-enrollment'))!;
    expect(JSON.parse(String(save.init!.body))).toMatchObject({ effective_date: '04/15/2026', data: { plans: PLANS } });
  });

  it('puts server field errors under their fields, and other refusals under the e-mail', async () => {
    stubApi({
      'save-enrollment': {
        status: 422,
        body: { status: 'error', message: 'Some fields need your attention.', data: [{ target_element: 'name', error_message: 'Please enter valid name' }] },
      },
    });
    renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Jane Doe');
    await userEvent.type(screen.getByLabelText('E-mail'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter valid name')).toBeTruthy();

    stubApi({ 'save-enrollment': { status: 409, body: { status: 'error', message: 'The cart has changed. Please review it and send the quote again.', errorCode: 'conflict' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const message = await screen.findByText('The cart has changed. Please review it and send the quote again.');
    expect(message.id).toBe('quote-email-error');
  });

  it('shows the preview in a sandboxed frame', async () => {
    stubApi({ 'get-quote-preview-content': { body: { status: 'success', data: { content: '<p>Hello Jane Doe,</p>' } } } });
    renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Jane Doe');
    await userEvent.type(screen.getByLabelText('E-mail'), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const frame = await screen.findByTitle('Quote preview');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hello Jane Doe,</p>');
  });
});
