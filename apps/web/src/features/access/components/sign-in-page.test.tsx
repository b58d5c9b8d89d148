import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES } from '@benefit-store/domain';
import { getClientState, setKeys } from '../../../lib/client-state';
import { leaveCurrentMemberEnrollment } from '../../../lib/client-transitions';
import { renderPage, stubApi } from '../../../test/render';
import { RequireStaff } from './require-staff';
import { SignInPage } from './sign-in-page';

/** A variable, not a literal: jsx-a11y reads a literal `role` prop as an ARIA role. */
const REP = 'agent' as const;
const JORDAN = { role: 'agent', display_name: 'Jordan Lee', agent_id: 1, group_id: null };
const ADMIN = { role: 'group_admin', display_name: 'Priya Shah', agent_id: 1, group_id: 7 };

function open(path = '/sign-in') {
  const routes = [
    { path: '/sign-in', element: <SignInPage /> },
    { path: '/agent-home', element: <p>Agent home</p> },
    { path: '/group-home', element: <p>Group home</p> },
    { path: '/agent-select-member', element: <RequireStaff role={REP}><p>Member table</p></RequireStaff> },
    { path: '*', element: <p>Elsewhere</p> },
  ];
  return renderPage(routes, path).router;
}

const email = () => screen.getByLabelText(SIGN_IN_MESSAGES.emailLabel);
const password = () => screen.getByLabelText(SIGN_IN_MESSAGES.passwordLabel);
const errorUnder = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const signedOut = { 'get-signed-in-user': { body: { status: 'success', data: null } } };

async function fillAndSubmit(typedEmail: string, typedPassword: string) {
  const user = userEvent.setup();
  await screen.findByLabelText(SIGN_IN_MESSAGES.emailLabel);
  if (typedEmail) await user.type(email(), typedEmail);
  if (typedPassword) await user.type(password(), typedPassword);
  await user.click(screen.getByRole('button', { name: SIGN_IN_MESSAGES.submit }));
}

describe('the sign-in page', () => {
  it('asks for the e-mail address and the password, with labels', async () => {
    stubApi(signedOut);
    open();
    expect(screen.getByRole('heading', { level: 1, name: SIGN_IN_MESSAGES.pageTitle })).toBeTruthy();
    await screen.findByLabelText(SIGN_IN_MESSAGES.emailLabel);
    expect(email().getAttribute('type')).toBe('email');
    expect(password().getAttribute('type')).toBe('password');
    expect(password().getAttribute('autocomplete')).toBe('current-password');
  });

  it('says what is missing next to each field without calling the server', async () => {
    const calls = stubApi(signedOut);
    open();
    await fillAndSubmit('', '');
    await waitFor(() => expect(errorUnder(email())).toBe(SIGN_IN_MESSAGES.emailRequired));
    expect(errorUnder(password())).toBe(SIGN_IN_MESSAGES.passwordRequired);
    expect(calls.filter((c) => c.url.pathname.endsWith('staff-sign-in'))).toHaveLength(0);
  });

  it("shows the server's message in an alert when the e-mail or password is wrong", async () => {
    stubApi({
      ...signedOut,
      'staff-sign-in': { status: 401, body: { status: 'error', message: SIGN_IN_MESSAGES.wrongCredentials, errorCode: 'signInFailed' } },
    });
    open();
    await fillAndSubmit('jordan.lee@example.com', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SIGN_IN_MESSAGES.wrongCredentials);
  });

  it('sends the e-mail and password and goes to the rep home', async () => {
    const calls = stubApi({ ...signedOut, 'staff-sign-in': { body: { status: 'success', data: JORDAN } } });
    open();
    await fillAndSubmit(' Jordan.Lee@Example.com ', 'Jordan-Demo-2024');
    await screen.findByText('Agent home');
    const sent = calls.find((c) => c.url.pathname.endsWith('staff-sign-in'));
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ email: 'jordan.lee@example.com', password: 'Jordan-Demo-2024' });
  });

  it("forgets a current member's enrollment the browser held, keeping the visitor's own", async () => {
    stubApi({ ...signedOut, 'staff-sign-in': { body: { status: 'success', data: JORDAN } } });
    setKeys({ tempId: 'member-enrollment-000001', isCurrentMemberAvailable: true, username: 'Elena Ruiz', cartCount: 2 });
    open();
    await fillAndSubmit('jordan.lee@example.com', 'Jordan-Demo-2024');
    await screen.findByText('Agent home');
    expect(getClientState()).toMatchObject({ tempId: null, isCurrentMemberAvailable: false, username: null, cartCount: 0 });

    setKeys({ tempId: 'own-enrollment-0000001', isCurrentMemberAvailable: false });
    leaveCurrentMemberEnrollment();
    expect(getClientState().tempId).toBe('own-enrollment-0000001');
  });

  it('goes to a group administrator’s home, or to a next page on this site, never to another site', async () => {
    stubApi({ ...signedOut, 'staff-sign-in': { body: { status: 'success', data: ADMIN } } });
    const router = open('/sign-in?next=%2F%2Fevil.example%2Fx');
    await fillAndSubmit('admin@acme-fabrication.example.com', 'Acme-Admin-2024');
    await screen.findByText('Group home');
    expect(router.state.location.pathname).toBe('/group-home');
  });

  it('honours a next page on this site', async () => {
    stubApi({ ...signedOut, 'staff-sign-in': { body: { status: 'success', data: JORDAN } } });
    const router = open('/sign-in?next=%2Fagent-select-member%3Fpage%3D2');
    await fillAndSubmit('jordan.lee@example.com', 'Jordan-Demo-2024');
    await screen.findByText('Member table');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says who is signed in and offers Sign out', async () => {
    const calls = stubApi({
      'get-signed-in-user': { body: { status: 'success', data: JORDAN } },
      'staff-sign-out': { body: { status: 'success', data: null } },
    });
    open();
    await screen.findByText('Jordan Lee');
    await userEvent.setup().click(screen.getByRole('button', { name: SIGN_IN_MESSAGES.signOut }));
    await screen.findByLabelText(SIGN_IN_MESSAGES.emailLabel);
    expect(calls.some((c) => c.url.pathname.endsWith('staff-sign-out'))).toBe(true);
  });
});

describe('a page for signed-in reps', () => {
  it('sends a signed-out visitor to sign in, coming back afterwards', async () => {
    stubApi(signedOut);
    const router = open('/agent-select-member');
    await screen.findByRole('heading', { name: SIGN_IN_MESSAGES.pageTitle });
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/agent-select-member');
  });

  it('sends a group administrator to sign in as a rep', async () => {
    stubApi({ 'get-signed-in-user': { body: { status: 'success', data: ADMIN } } });
    const router = open('/agent-select-member');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it('shows the page, who is signed in and Sign out to a rep', async () => {
    stubApi({ 'get-signed-in-user': { body: { status: 'success', data: JORDAN } } });
    open('/agent-select-member');
    await screen.findByText('Member table');
    expect(screen.getByText('Jordan Lee')).toBeTruthy();
    expect(screen.getByRole('button', { name: SIGN_IN_MESSAGES.signOut })).toBeTruthy();
  });
});
