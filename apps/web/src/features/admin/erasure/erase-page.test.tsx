import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSOLE_ERASE_MESSAGES as M, ENROLLMENT_MESSAGES, MESSAGES, SIGN_IN_MESSAGES } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import ErasePage from './erase-page';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const failed = { status: 500, body: { status: 'error', message: 'Something went wrong' } };
const found = (items: unknown[]) => ok({ items });
const ENROLLMENT = { id: 'AbCdEfGhIjKlMnOpQrStUv', started_at: '2026-11-02T10:00:00.000Z', last_active_at: '2026-11-03T09:30:00.000Z', emails: ['jane@example.com'], saved_steps: 2 };
const erased = ok({ id: ENROLLMENT.id, erased_at: '2026-12-01T12:00:00.000Z', removed: { saved_steps: 2, resume_codes: 1 } });
const errorUnder = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
const open = () => renderPage([{ path: '/admin/erasure', element: <ErasePage /> }], '/admin/erasure');

async function search(value: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(SIGN_IN_MESSAGES.emailLabel), value);
  await user.click(screen.getByRole('button', { name: M.findSubmit }));
  return user;
}

describe('the erase-on-request page', () => {
  it('checks the e-mail or resume code under its field before searching', async () => {
    const calls = stubApi({ 'admin/erasure/enrollments': found([]) });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: M.findSubmit }));
    await waitFor(() => expect(errorUnder(screen.getByLabelText(SIGN_IN_MESSAGES.emailLabel))).toBe(MESSAGES.fieldRequired));
    await user.selectOptions(screen.getByLabelText(M.findByLabel), 'code');
    await user.type(screen.getByLabelText(M.findByCode), 'XYZ');
    await user.click(screen.getByRole('button', { name: M.findSubmit }));
    await waitFor(() => expect(errorUnder(screen.getByLabelText(M.findByCode))).toBe(ENROLLMENT_MESSAGES.invalidResumeCode));
    expect(calls).toHaveLength(0);
  });

  it('lists what it found, or says nothing unfinished matches', async () => {
    const calls = stubApi({ 'admin/erasure/enrollments': (url) => (url.searchParams.get('value') === 'jane@example.com' ? found([ENROLLMENT]) : found([])) });
    open();
    const user = await search('nobody@example.com');
    expect(await screen.findByText(M.noneFound)).toBeTruthy();
    await user.clear(screen.getByLabelText(SIGN_IN_MESSAGES.emailLabel));
    await user.type(screen.getByLabelText(SIGN_IN_MESSAGES.emailLabel), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: M.findSubmit }));
    const table = await screen.findByRole('table', { name: M.resultsCaption });
    expect(within(table).getByText('jane@example.com')).toBeTruthy();
    expect(Object.fromEntries(calls.at(-1)!.url.searchParams)).toEqual({ by: 'email', value: 'jane@example.com' });
  });

  it('says when the search failed', async () => {
    stubApi({ 'admin/erasure/enrollments': failed });
    open();
    await search('jane@example.com');
    expect(await screen.findByText(M.findFailed)).toBeTruthy();
  });

  it('asks for a reason in a confirmation dialog, erases, and says what was erased', async () => {
    const calls = stubApi({ erase: erased, 'admin/erasure/enrollments': found([ENROLLMENT]) });
    open();
    const user = await search('jane@example.com');
    await user.click(await screen.findByRole('button', { name: M.erase }));
    const dialog = await screen.findByRole('dialog', { name: M.eraseTitle });
    await user.click(within(dialog).getByRole('button', { name: M.confirmErase }));
    await waitFor(() => expect(errorUnder(within(dialog).getByLabelText(M.reasonLabel))).toBe(M.reasonRequired));
    await user.type(within(dialog).getByLabelText(M.reasonLabel), 'Asked by e-mail, ticket 4411');
    await user.click(within(dialog).getByRole('button', { name: M.confirmErase }));
    expect(await screen.findByText(M.erased({ steps: 2 }))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    const post = calls.find((c) => c.url.pathname.endsWith(`/${ENROLLMENT.id}/erase`))!;
    expect(JSON.parse(String(post.init?.body))).toEqual({ reason: 'Asked by e-mail, ticket 4411' });
  });

  it('says inside the dialog when the erasure failed, and keeps the enrollment listed', async () => {
    stubApi({ erase: failed, 'admin/erasure/enrollments': found([ENROLLMENT]) });
    open();
    const user = await search('jane@example.com');
    await user.click(await screen.findByRole('button', { name: M.erase }));
    const dialog = await screen.findByRole('dialog', { name: M.eraseTitle });
    await user.type(within(dialog).getByLabelText(M.reasonLabel), 'Asked by e-mail, ticket 4411');
    await user.click(within(dialog).getByRole('button', { name: M.confirmErase }));
    expect(await within(dialog).findByText(M.eraseFailed)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: M.cancel }));
    expect(screen.getByRole('table', { name: M.resultsCaption })).toBeTruthy();
  });
});
