import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SIGN_IN_MESSAGES } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { SetPasswordPage } from './set-password-page';

function open(path: string) {
  const routes = [
    { path: '/forgot-password', element: <ForgotPasswordPage /> },
    { path: '/set-password', element: <SetPasswordPage /> },
    { path: '*', element: <p>Elsewhere</p> },
  ];
  return renderPage(routes, path).router;
}

const errorUnder = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const repLink = { 'password-link': { body: { status: 'success', data: { email: 'rae@example.test', role: 'agent', purpose: 'invite', min_length: 15 } } } };

describe('the forgotten-password page', () => {
  it('asks for the address, checks it next to the field, and says the same thing once sent', async () => {
    const calls = stubApi({ 'request-password-reset': { body: { status: 'success', data: null } } });
    open('/forgot-password');
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: ACCOUNT_MESSAGES.forgotTitle })).toBeTruthy();
    const email = screen.getByLabelText(SIGN_IN_MESSAGES.emailLabel);
    await user.click(screen.getByRole('button', { name: ACCOUNT_MESSAGES.forgotSubmit }));
    await waitFor(() => expect(errorUnder(email)).toBe(SIGN_IN_MESSAGES.emailRequired));
    expect(calls).toHaveLength(0);

    await user.type(email, ' Rae@Example.test ');
    await user.click(screen.getByRole('button', { name: ACCOUNT_MESSAGES.forgotSubmit }));
    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.forgotSent);
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ email: 'rae@example.test' });
  });
});

describe('the set-password page', () => {
  it("checks the rep's new password against the policy and the second entry next to each field", async () => {
    const calls = stubApi(repLink);
    open('/set-password?token=abc');
    const user = userEvent.setup();
    const password = await screen.findByLabelText(ACCOUNT_MESSAGES.setNewPassword);
    const confirm = screen.getByLabelText(ACCOUNT_MESSAGES.setConfirmPassword);
    expect(screen.getByText(/rae@example\.test/)).toBeTruthy();
    expect(password.getAttribute('autocomplete')).toBe('new-password');

    await user.type(password, 'fourteen-chars');
    await user.type(confirm, 'fourteen-charz');
    await user.click(screen.getByRole('button', { name: ACCOUNT_MESSAGES.setSubmit }));
    await waitFor(() => expect(errorUnder(password)).toBe('Use at least 15 characters'));
    expect(errorUnder(confirm)).toBe(ACCOUNT_MESSAGES.passwordsDoNotMatch);
    expect(calls.filter((c) => c.url.pathname.endsWith('set-password'))).toHaveLength(0);
  });

  it("shows the server's refusal of a common password under the field, then sends the rep on to sign in", async () => {
    let tries = 0;
    const calls = stubApi({
      ...repLink,
      'set-password': () =>
        ++tries === 1
          ? { status: 422, body: { status: 'error', message: 'Please check the highlighted fields', errorCode: 'validationError', data: [{ target_element: 'password', error_message: ACCOUNT_MESSAGES.passwordTooCommon }] } }
          : { body: { status: 'success', data: { email: 'rae@example.test', role: 'agent', next: 'sign_in' } } },
    });
    open('/set-password?token=abc');
    const user = userEvent.setup();
    const password = await screen.findByLabelText(ACCOUNT_MESSAGES.setNewPassword);
    await user.type(password, '1qaz2wsx3edc4rfv');
    await user.type(screen.getByLabelText(ACCOUNT_MESSAGES.setConfirmPassword), '1qaz2wsx3edc4rfv');
    await user.click(screen.getByRole('button', { name: ACCOUNT_MESSAGES.setSubmit }));
    await waitFor(() => expect(errorUnder(password)).toBe(ACCOUNT_MESSAGES.passwordTooCommon));

    await user.clear(password);
    await user.type(password, 'a long walk by the lake');
    await user.clear(screen.getByLabelText(ACCOUNT_MESSAGES.setConfirmPassword));
    await user.type(screen.getByLabelText(ACCOUNT_MESSAGES.setConfirmPassword), 'a long walk by the lake');
    await user.click(screen.getByRole('button', { name: ACCOUNT_MESSAGES.setSubmit }));
    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.setDone);
    expect(screen.getByRole('link', { name: ACCOUNT_MESSAGES.continueToSignIn }).getAttribute('href')).toBe('/sign-in?email=rae%40example.test');
    const sent = calls.filter((c) => c.url.pathname.endsWith('set-password')).at(-1);
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ token: 'abc', password: 'a long walk by the lake', confirm: 'a long walk by the lake' });
  });

  it('says when the link has expired or was used, and offers a new one', async () => {
    stubApi({ 'password-link': { status: 410, body: { status: 'error', message: ACCOUNT_MESSAGES.linkExpired, errorCode: 'linkExpired' } } });
    open('/set-password?token=old');
    expect((await screen.findByRole('alert')).textContent).toContain(ACCOUNT_MESSAGES.linkExpired);
    expect(screen.getByRole('link', { name: ACCOUNT_MESSAGES.forgotTitle }).getAttribute('href')).toBe('/forgot-password');
  });

  it('offers a retry when the link could not be checked', async () => {
    stubApi({ 'password-link': { status: 500, body: { status: 'error', message: 'Server error', errorCode: 'serverError' } } });
    open('/set-password?token=abc');
    expect((await screen.findByRole('alert')).textContent).toContain(ACCOUNT_MESSAGES.setCheckFailed);
  });

  it('takes the token out of the address at once, and still uses it for the link and the new password', async () => {
    const calls = stubApi({ ...repLink, 'set-password': { body: { status: 'success', data: { email: 'rae@example.test', role: 'agent', next: 'sign_in' } } } });
    const router = open('/set-password?token=secret-token');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/set-password');
    const password = await screen.findByLabelText(ACCOUNT_MESSAGES.setNewPassword);
    const user = userEvent.setup();
    await user.type(password, 'a long walk by the lake');
    await user.type(screen.getByLabelText(ACCOUNT_MESSAGES.setConfirmPassword), 'a long walk by the lake');
    await user.click(screen.getByRole('button', { name: ACCOUNT_MESSAGES.setSubmit }));
    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.setDone);
    const checked = calls.find((c) => c.url.pathname.endsWith('password-link'));
    expect(JSON.parse(String(checked?.init?.body))).toEqual({ token: 'secret-token' });
    const sent = calls.filter((c) => c.url.pathname.endsWith('set-password')).at(-1);
    expect(JSON.parse(String(sent?.init?.body)).token).toBe('secret-token');
  });
});
