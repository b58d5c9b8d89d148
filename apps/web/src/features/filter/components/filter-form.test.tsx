import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@benefit-store/domain';
import { useClientState } from '../../../lib/client-state';
import { filterInfoAnswer } from '../../../test/answers';
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
    const messages = await screen.findAllByText(MESSAGES.fieldRequired);
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

  it.each([
    ['13011990', '13/01/1990', MESSAGES.invalidDateFormat],
    ['1/2/90', '01/02/90', MESSAGES.invalidDateFormat],
    ['02301990', '02/30/1990', MESSAGES.dateDoesNotExist],
  ])('never changes a date of birth typed as %j: it shows %j and says what is wrong under the field', async (typed, shown, message) => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Zip Code'), '10001');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.selectOptions(screen.getByLabelText('Choose Tier'), 'Member Only');
    const dob = screen.getByLabelText<HTMLInputElement>('DOB');
    await user.type(dob, typed);
    expect(dob.value).toBe(shown);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const error = await screen.findByText(message);
    expect(dob.getAttribute('aria-describedby')).toBe(error.id);
    expect(dob.value).toBe(shown);
    expect(calls).toHaveLength(0);
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
    const message = await screen.findByText(MESSAGES.invalidZip);
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
    await waitFor(() => expect(useClientState.getState().tempId).toBe('abcdefghijklmnopqrstuv'));
    expect(useClientState.getState().isFilterDataSubmitted).toBe(true);
  });

  it('makes a new enrollment when the stored one answers 404 (expired, or made in another browser)', async () => {
    useClientState.setState({ tempId: 'oldoldoldoldoldoldoldo', isFilterDataSubmitted: true });
    const calls = stubApi({
      // The enrollment was there when the page opened; it expired before the submit.
      'get-enrollment-temp-info': { body: { status: 'success', data: { result: filterInfoAnswer() } } },
      'change-filter-info': { status: 404, body: { status: 'error', errorCode: 'notFound', message: MESSAGES.notFound } },
      'add-filter-for-new-user': { body: { status: 'success', data: { temp_enrollment_id: 'newnewnewnewnewnewnewn' } } },
    });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(useClientState.getState().tempId).toBe('newnewnewnewnewnewnewn'));
    const put = calls.find((c) => c.url.pathname.endsWith('/change-filter-info/oldoldoldoldoldoldoldo'));
    expect(put?.init?.method).toBe('PUT');
    // With a tempId only the given fields are sent: the empty is_smoker and category are left out.
    expect(Object.keys(JSON.parse(String(put?.init?.body))).sort()).toEqual(['dob', 'gender', 'tier', 'zip']);
  });

  it("asks a family for the spouse's date of birth and the number of children right there, and stores them with the filter", async () => {
    useClientState.setState({ tempId: null, isFilterDataSubmitted: false });
    const calls = stubApi({
      'add-filter-for-new-user': { body: { status: 'success', data: { temp_enrollment_id: 'famfamfamfamfamfamfamf' } } },
      'store-temp-dependent-info': { body: { status: 'success', data: { spouse_dob: '04/12/1986', no_of_children: 2 } } },
      'get-enrollment-temp-info': { body: { status: 'success', data: { result: { zip: '10001', dob: '01/15/1990', gender: 1, tier: 'IF', state: 'NY', is_smoker: null, category: null, user_id: null } } } },
      'get-temp-dependent-info': { body: { status: 'success', data: { spouse_dob: '04/12/1986', no_of_children: 2 } } },
    });
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByLabelText('Spouse DOB')).toBeNull();
    await user.type(screen.getByLabelText('Zip Code'), '10001');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.selectOptions(screen.getByLabelText('Choose Tier'), 'Family');
    await user.type(screen.getByLabelText('DOB'), '01151990');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // Both are required before anything is sent.
    await waitFor(() => expect(screen.getByLabelText('Spouse DOB').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Number of Children').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.init?.method === 'POST' || c.init?.method === 'PUT')).toEqual([]);

    await user.type(screen.getByLabelText('Spouse DOB'), '04121986');
    expect([...screen.getByLabelText<HTMLSelectElement>('Number of Children').options].map((o) => o.text)).toEqual(['Select', '1', '2', '3', '4', '5', '6', '7', '8']);
    await user.selectOptions(screen.getByLabelText('Number of Children'), '2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(useClientState.getState().tempId).toBe('famfamfamfamfamfamfamf'));
    const stored = calls.find((c) => c.url.pathname.endsWith('/store-temp-dependent-info'));
    expect(JSON.parse(String(stored?.init?.body))).toEqual({ enrollment_id: 'famfamfamfamfamfamfamf', dep_dob: '04/12/1986', no_of_children: 2 });
    // The filter call itself carries the basic information only.
    const filter = calls.find((c) => c.url.pathname.endsWith('/add-filter-for-new-user'));
    expect(JSON.parse(String(filter?.init?.body))).not.toHaveProperty('dep_dob');
  });

  it('asks Member + Children for the number of children only (1 to 9)', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText('Choose Tier'), 'Member + Children');
    expect(screen.queryByLabelText('Spouse DOB')).toBeNull();
    expect(screen.getByLabelText<HTMLSelectElement>('Number of Children').options).toHaveLength(10);
  });
});
