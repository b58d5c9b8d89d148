import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POPUP_MESSAGES, PRICING_MESSAGES, type PlanCard as Plan } from '@benefit-store/domain';
import { changeFilterAnswer, filterInfoAnswer } from '../../../test/answers';
import { renderPage, stubApi } from '../../../test/render';
import { AddToCartButton } from '../../cart/components/add-to-cart-button';
import { PlanCard } from '../../catalog/components/plan-card';
import { useRelatedPlans } from '../api/get-related-plans';
import { CardPriceFix } from './card-price-fix';

const TEMP_ID = 'abcdefghijklmnopqrstuv';

const waitingCard = (over: Partial<Plan>): Plan => ({
  plan_id: 31,
  pid: 31,
  plan_name: 'Summit Long-Term Disability',
  plan_type: 'ST',
  plan_category: 'di',
  category_label: 'Disability',
  carrier_name: 'Summit',
  plan_logo: '/assets/carriers/summit.svg',
  plan_short_text: '',
  plan_network: null,
  callout_text: null,
  callout_color: null,
  plan_price: null,
  ppid: null,
  tier: 'IO',
  tier_price: {},
  is_in_cart: false,
  hide_add_to_cart: true,
  is_prudential_plan: false,
  price_message: PRICING_MESSAGES.salaryError,
  price_error_code: 'salaryError',
  ...over,
});

function renderCard(plan: Plan) {
  renderPage(<PlanCard plan={plan} priceMode="tier" action={<CardPriceFix plan={plan} tempId={TEMP_ID} />} />);
  return screen.getByRole('article', { name: plan.plan_name });
}

/** A listing as the plan page's suggested products draw it: the popup's button until priced, then Add to cart. */
function Listing() {
  const plans = useRelatedPlans(1, TEMP_ID);
  return (
    <ul>
      {plans.data?.map((plan) => (
        <li key={`${plan.plan_id}-${plan.ppid ?? 'none'}`}>
          <PlanCard plan={plan} priceMode="tier" action={plan.hide_add_to_cart ? <CardPriceFix plan={plan} tempId={TEMP_ID} /> : <AddToCartButton plan={plan} enrollmentId={TEMP_ID} />} />
        </li>
      ))}
    </ul>
  );
}

describe("a listed plan's \"by clicking here\" message", () => {
  it('has a button on the card, named for its plan, that opens the salary and hours popup and takes focus back', async () => {
    stubApi({ 'get-enrollment-temp-info': (url) => ({ body: { status: 'success', data: { result: url.searchParams.get('column') === 'filter_info' ? filterInfoAnswer() : null } } }) });
    const user = userEvent.setup();
    const card = renderCard(waitingCard({}));
    expect(within(card).getByText(PRICING_MESSAGES.salaryError)).toBeTruthy();
    const button = within(card).getByRole('button', { name: POPUP_MESSAGES.enterSalaryHoursFor({ planName: 'Summit Long-Term Disability' }) });
    // The words shown come first in its name, so voice control finds it by what it shows.
    expect(button.textContent).toBe(POPUP_MESSAGES.enterSalaryHours);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: POPUP_MESSAGES.salaryHoursTitle });
    expect(await within(dialog).findByLabelText(POPUP_MESSAGES.annualSalary)).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it("after a save, focus goes to the priced card's Add to cart, not to the page's body", async () => {
    let saved = false;
    const priced = waitingCard({ plan_price: '41.20', ppid: 310, hide_add_to_cart: false, price_message: null, price_error_code: null });
    stubApi({
      'get-enrollment-temp-info': (url) => ({ body: { status: 'success', data: { result: url.searchParams.get('column') === 'filter_info' ? filterInfoAnswer() : null } } }),
      'change-filter-info': () => {
        saved = true;
        return { body: { status: 'success', data: changeFilterAnswer(TEMP_ID) } };
      },
      'get-related-plans': () => ({ body: { status: 'success', data: [saved ? priced : waitingCard({})] } }),
    });
    const user = userEvent.setup();
    renderPage(<Listing />);
    const card = await screen.findByRole('article', { name: 'Summit Long-Term Disability' });
    await user.click(within(card).getByRole('button', { name: POPUP_MESSAGES.enterSalaryHoursFor({ planName: 'Summit Long-Term Disability' }) }));
    const dialog = await screen.findByRole('dialog', { name: POPUP_MESSAGES.salaryHoursTitle });
    await user.type(await within(dialog).findByLabelText(POPUP_MESSAGES.annualSalary), '45000');
    await user.type(within(dialog).getByLabelText(POPUP_MESSAGES.weeklyHours), '40');
    await user.click(within(dialog).getByRole('button', { name: POPUP_MESSAGES.save }));
    const add = await screen.findByRole('button', { name: 'Add Summit Long-Term Disability to cart' });
    await waitFor(() => expect(document.activeElement).toBe(add));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the tobacco popup for a tobacco message', () => {
    const tobacco = renderCard(waitingCard({ plan_id: 40, plan_name: 'Summit Term Life 20', price_message: PRICING_MESSAGES.smokerError, price_error_code: 'smokerError' }));
    expect(within(tobacco).getByRole('button', { name: POPUP_MESSAGES.chooseTobaccoFor({ planName: 'Summit Term Life 20' }) })).toBeTruthy();
  });

  it('draws nothing for a card whose code has no popup of its own', () => {
    const card = renderCard(waitingCard({ price_message: 'Questions first', price_error_code: 'newQuestionsError' }));
    expect(within(card).queryByRole('button', { name: /^(Enter|Choose)/ })).toBeNull();
  });
});
