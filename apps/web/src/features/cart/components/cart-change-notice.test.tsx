import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test/render';
import { noteCartChange } from '../cart-change-notice';
import { CartChangeNotice } from './cart-change-notice';

describe('the cart change notice', () => {
  it('says how many plans were repriced and removed by a change of the basic information, until dismissed', async () => {
    const user = userEvent.setup();
    renderPage(<CartChangeNotice />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');

    act(() => noteCartChange({ cart_repriced: 1, cart_removed: 2 }));
    expect(region.textContent).toContain('Your cart changed with your new details:');
    expect(region.textContent).toContain('1 plan now has a new price.');
    expect(region.textContent).toContain('2 plans are no longer offered to you and were removed.');
    expect(screen.getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart');

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(region.textContent).toBe('');
  });

  it('says nothing when the change left the cart as it was', () => {
    renderPage(<CartChangeNotice cartShown />);
    act(() => noteCartChange({ cart_repriced: 0, cart_removed: 0 }));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
