import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@benefit-store/domain';
import { useClientState } from '../../../lib/client-state';
import { renderPage, stubApi } from '../../../test/render';
import { FilterForm } from './filter-form';

function renderForm() {
  const onSubmitted = () => void 0;
  return renderPage(<FilterForm onSubmitted={onSubmitted} />);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Zip Code'), '10001');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.selectOptions(screen.getByLabelText('Choose Tier'), 'Member Only');
  await user.type(screen.getByLabelText('DOB'), '01151990');
}

describe('the landing filter form', () => {
  it("shows 'Field is required' under each empty field", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const messages = await screen.findAllByText(MESSAGES.fieldRequired, undefined, { timeout: 5000 });
    expect(messages).toHaveLength(4);
    for (const label of ['Zip Code', 'Gender', 'Choose Tier', 'DOB']) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(MESSAGES.fieldRequired);
    }
  });

  it("says 'Invalid Zip code' for a zip of 4 digits", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Zip Code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.invalidZip)).toBeTruthy();
  });

  it('inserts the slashes of the date of birth while typing', async () => {
    const user = userEvent.setup();
    renderForm();
    const dob = screen.getByLabelText<HTMLInputElement>('DOB');
    await user.type(dob, '0115');
    expect(dob.value).toBe('01/15');
    await user.type(dob, '1990');
    expect(dob.value).toBe('01/15/1990');
    expect(dob.placeholder).toBe('MM/DD/YYYY');
  });

  it("shows the server's field error under the zip field", async () => {
    const calls = stubApi({
      'add-filter-for-new-user': {
        status: 422,
        body: { status: 'error', errorCode: 'validationError', message: MESSAGES.validationFailed, data: [{ target_element: 'zip', error_message: MESSAGES.invalidZip }] },
      },
    });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const message = await screen.findByText(MESSAGES.invalidZip, undefined, { timeout: 5000 });
    const zip = screen.getByLabelText('Zip Code');
    expect(zip.getAttribute('aria-describedby')).toBe(message.id);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toMatchObject({ zip: '10001', gender: 1, tier: 'IO', dob: '01/15/1990' });
  });

  it('creates the temporary enrollment on submit and keeps its id', async () => {
    const filterInfo = { zip: '10001', dob: '01/15/1990', gender: 1, tier: 'IO', state: 'NY', is_smoker: null, category: null, user_id: null };
    stubApi({
      'add-filter-for-new-user': { body: { status: 'success', data: { temp_enrollment_id: 'abcdefghijklmnopqrstuv' } } },
      'get-enrollment-temp-info': { body: { status: 'success', data: { result: filterInfo } } },
    });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The first submit loads the validation and the submit code on demand.
    await waitFor(() => expect(useClientState.getState().tempId).toBe('abcdefghijklmnopqrstuv'), { timeout: 5000 });
    expect(useClientState.getState().isFilterDataSubmitted).toBe(true);
  });

  it('makes a new enrollment when the stored one answers 404 (expired, or made in another browser)', async () => {
    useClientState.setState({ tempId: 'oldoldoldoldoldoldoldo', isFilterDataSubmitted: true });
    const calls = stubApi({
      'get-enrollment-temp-info': { body: { status: 'success', data: { result: null } } },
      'change-filter-info': { status: 404, body: { status: 'error', errorCode: 'notFound', message: MESSAGES.notFound } },
      'add-filter-for-new-user': { body: { status: 'success', data: { temp_enrollment_id: 'newnewnewnewnewnewnewn' } } },
    });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(useClientState.getState().tempId).toBe('newnewnewnewnewnewnewn'), { timeout: 5000 });
    const put = calls.find((c) => c.url.pathname.endsWith('/change-filter-info/oldoldoldoldoldoldoldo'));
    expect(put?.init?.method).toBe('PUT');
    // With a tempId only the given fields are sent: the empty is_smoker and category are left out.
    expect(Object.keys(JSON.parse(String(put?.init?.body))).sort()).toEqual(['dob', 'gender', 'tier', 'zip']);
  });
});
