import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSOLE_ACCOUNT_MESSAGES as M, SIGN_IN_MESSAGES } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import ConsoleSignInPage from './console-sign-in-page';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const errorUnder = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const open = (path = '/admin/sign-in') =>
  renderPage(
    [
      { path: '/admin/sign-in', element: <ConsoleSignInPage /> },
      { path: '/admin/*', element: <p>Console page</p> },
    ],
    path,
  ).router;

describe("the console's sign-in", () => {
  it('asks for the password, then the code of the authenticator app, then opens the console', async () => {
    let step: unknown = null;
    const calls = stubApi({
      // The most specific paths first: a key also answers the paths below it.
      'admin/sign-in/pending': () => ok(step),
      'admin/sign-in/second-factor': ok({ email: 'olive@example.test', display_name: 'Olive' }),
      'admin/sign-in': () => {
        step = { step: 'second_factor', email: 'olive@example.test' };
        return ok({ next: 'second_factor' });
      },
    });
    const router = open('/admin/sign-in?next=%2Fadmin%2Faudit');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(SIGN_IN_MESSAGES.emailLabel), 'olive@example.test');
    await user.type(screen.getByLabelText(SIGN_IN_MESSAGES.passwordLabel), 'Olive-Console-2026');
    await user.click(screen.getByRole('button', { name: M.signInSubmit }));

    const code = await screen.findByLabelText(M.codeLabel);
    expect(screen.getByRole('heading', { level: 1, name: M.codeTitle })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: SIGN_IN_MESSAGES.submit }));
    await waitFor(() => expect(errorUnder(code)).toBe(M.codeRequired));
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: SIGN_IN_MESSAGES.submit }));
    await screen.findByText('Console page');
    expect(router.state.location.pathname).toBe('/admin/audit');
    const sent = calls.find((c) => c.url.pathname.endsWith('second-factor'));
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ method: 'totp', code: '123456' });
  });

  it('opens the console’s home, its reports, when no page was asked for', async () => {
    stubApi({
      'admin/sign-in/pending': ok({ step: 'second_factor', email: 'olive@example.test' }),
      'admin/sign-in/second-factor': ok({ email: 'olive@example.test', display_name: 'Olive' }),
    });
    const router = open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(M.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: SIGN_IN_MESSAGES.submit }));
    await screen.findByText('Console page');
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('takes a recovery code instead, and shows a wrong code under the field', async () => {
    const calls = stubApi({
      'admin/sign-in/pending': ok({ step: 'second_factor', email: 'olive@example.test' }),
      'admin/sign-in/second-factor': {
        status: 401,
        body: { status: 'error', message: M.codeWrong, errorCode: 'secondFactorFailed', data: [{ target_element: 'code', error_message: M.codeWrong }] },
      },
    });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: M.useRecovery }));
    const recovery = screen.getByLabelText(M.recoveryLabel);
    await user.type(recovery, 'ABCD-EFGH-IJKL-MNOP');
    await user.click(screen.getByRole('button', { name: SIGN_IN_MESSAGES.submit }));
    await waitFor(() => expect(errorUnder(recovery)).toBe(M.codeWrong));
    expect(JSON.parse(String(calls.find((c) => c.url.pathname.endsWith('second-factor'))?.init?.body))).toEqual({ method: 'recovery', code: 'ABCD-EFGH-IJKL-MNOP' });
  });

  it('shows the key to set up a second factor, then the recovery codes once', async () => {
    stubApi({
      'admin/sign-in/pending': ok({ step: 'second_factor_setup', email: 'nia@example.test', secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x' }),
      'admin/sign-in/second-factor-setup': ok({ recovery_codes: ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH'], operator: { email: 'nia@example.test', display_name: 'Nia' } }),
    });
    open();
    const user = userEvent.setup();
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await user.type(screen.getByLabelText(M.codeLabel), '654321');
    await user.click(screen.getByRole('button', { name: M.setupSubmit }));
    expect(await screen.findByRole('heading', { level: 1, name: M.recoveryTitle })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH']);
  });

  it('says when the step has ended and asks for the password again', async () => {
    stubApi({
      'admin/sign-in/pending': ok({ step: 'second_factor', email: 'olive@example.test' }),
      'admin/sign-in/second-factor': { status: 401, body: { status: 'error', message: M.stepExpired, errorCode: 'signInStepExpired' } },
    });
    open();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(M.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: SIGN_IN_MESSAGES.submit }));
    expect((await screen.findByRole('alert')).textContent).toContain(M.stepExpired);
    expect(screen.getByLabelText(SIGN_IN_MESSAGES.passwordLabel)).toBeTruthy();
  });
});
