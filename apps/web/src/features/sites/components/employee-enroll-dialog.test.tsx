import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@benefit-store/domain';
import { getClientState } from '../../../lib/client-state';
import { renderPage, stubApi } from '../../../test/render';
import EmployeeEnrollDialog from './employee-enroll-dialog';

const acme = { status: 'success', data: { name: 'Acme Fabrication Co.', group_id: 7, landing_url: '/acme-fabrication' } };

function open() {
  const onOpenChange = vi.fn();
  renderPage(<EmployeeEnrollDialog open onOpenChange={onOpenChange} onCloseAutoFocus={() => undefined} />);
  return onOpenChange;
}

describe('the employee-enroll modal', () => {
  it("says 'Field is required' under an empty code, without calling the server", async () => {
    const calls = stubApi({ 'validate-group': { body: acme } });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(screen.getByLabelText('Group Enrollment Code').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('asks to confirm the employer; No starts over, Yes stores the group and goes to /home', async () => {
    const calls = stubApi({ 'validate-group': { body: acme } });
    getClientState().update({ tempId: 'AAAAAAAAAAAAAAAAAAAAAA', agent_id: 3, portal_id: 2 });
    open();
    await userEvent.type(screen.getByLabelText('Group Enrollment Code'), 'acme2024');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.confirmEmployer({ name: 'Acme Fabrication Co.' }))).toBeTruthy();
    expect(calls[0]!.url.searchParams.get('group_code')).toBe('acme2024');

    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect((screen.getByLabelText('Group Enrollment Code') as HTMLInputElement).value).toBe('');

    await userEvent.type(screen.getByLabelText('Group Enrollment Code'), 'ACME2024');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByText('Route: other')).toBeTruthy());
    expect(getClientState()).toMatchObject({ group_id: 7, agent_id: null, portal_id: null, enroll_type: 'new-group-member', eprocess: 'group', open_type: 'group', tempId: null });
  });

  it('saves the code on the enrollment the visitor has, keeps it, and goes to /home in the group', async () => {
    const calls = stubApi({
      'validate-group': { body: acme },
      'set-enrollment-group-code': { body: { status: 'success', data: { group_id: 7, name: 'Acme Fabrication Co.', platform_group_id: 2, agent_id: 4 } } },
    });
    getClientState().update({ tempId: 'BBBBBBBBBBBBBBBBBBBBBB', agent_id: null, group_id: null, portal_id: null });
    open();
    await userEvent.type(screen.getByLabelText('Group Enrollment Code'), 'acme2024');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByText('Route: other')).toBeTruthy());
    const saved = calls.find((c) => c.url.pathname.endsWith('/set-enrollment-group-code'));
    expect(saved?.init?.method).toBe('POST');
    expect(JSON.parse(String(saved?.init?.body))).toEqual({ group_code: 'acme2024', enrollment_id: 'BBBBBBBBBBBBBBBBBBBBBB' });
    expect(getClientState()).toMatchObject({ tempId: 'BBBBBBBBBBBBBBBBBBBBBB', group_id: 7, agent_id: 4, portal_id: 2, eprocess: 'group', enroll_type: 'new-group-member' });
  });

  it("shows the server's message when the code cannot be saved, and stays on the confirmation", async () => {
    stubApi({
      'validate-group': { body: acme },
      'set-enrollment-group-code': { status: 422, body: { status: 'error', errorCode: 'validationError', message: 'Not a group of this site', data: [] } },
    });
    getClientState().update({ tempId: 'CCCCCCCCCCCCCCCCCCCCCC' });
    open();
    await userEvent.type(screen.getByLabelText('Group Enrollment Code'), 'acme2024');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not a group of this site');
    expect(getClientState().tempId).toBe('CCCCCCCCCCCCCCCCCCCCCC');
  });

  it("shows the server's field error under the code", async () => {
    stubApi({
      'validate-group': { status: 422, body: { status: 'error', message: 'x', errorCode: 'validationError', data: [{ target_element: 'group_code', error_message: 'Must be at most 40 characters' }] } },
    });
    open();
    await userEvent.type(screen.getByLabelText('Group Enrollment Code'), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Must be at most 40 characters')).toBeTruthy();
  });
});
