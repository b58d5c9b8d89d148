import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EPROCESS, QUOTE_WEB_MESSAGES, type Cart, type Eprocess } from '@benefit-store/domain';
import { initialClientKeys, useClientState } from '../../../lib/client-state';
import { oneDentalCartAnswer } from '../../../test/answers';
import { renderPage, stubApi } from '../../../test/render';
import { SaveCartButton } from './save-cart-button';

const TEMP_ID = 'abcdefghijklmnopqrstuv';
const oneDental: Cart = oneDentalCartAnswer();

async function openDialog(eprocess: Eprocess) {
  useClientState.setState({ tempId: TEMP_ID, eprocess });
  stubApi({ 'get-plan-cart': { body: { status: 'success', data: oneDental } } });
  renderPage(<SaveCartButton />, '/cart');
  await userEvent.setup().click(await screen.findByRole('button', { name: QUOTE_WEB_MESSAGES.saveCart }));
  return screen.findByRole('dialog', { name: QUOTE_WEB_MESSAGES.saveCartTitle });
}

describe('the Save Cart dialog', () => {
  beforeEach(() => useClientState.setState({ ...initialClientKeys }));

  it('asks a signed-in rep (eprocess rep) to send the plans to their client', async () => {
    const dialog = await openDialog(EPROCESS.rep);
    expect(within(dialog).getByText(QUOTE_WEB_MESSAGES.saveCartLead)).toBeTruthy();
  });

  it('does not tell a visitor (one on a rep\'s storefront, opened with the access code, included) to send the plans "to your client"', async () => {
    const dialog = await openDialog(EPROCESS.applicant);
    expect(within(dialog).getByText(QUOTE_WEB_MESSAGES.saveCartLeadVisitor)).toBeTruthy();
    expect(dialog.textContent).not.toContain('to your client');
  });
});
