import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ERROR_CODES, API_MESSAGES } from '@benefit-store/domain';
import { createQueryClient } from '../../../lib/query-client';
import { cartAnswer } from '../../../test/answers';
import { stubApi } from '../../../test/render';
import { usePlanCart } from '../../cart/api/get-plan-cart';
import { useCartCheckout } from './cart-checkout';

const TEMP_ID = 'abcdefghijklmnopqrstuv';
const cart = cartAnswer();

describe('cart-checkout', () => {
  it('reloads the cart when the server re-priced it and refused the checkout', async () => {
    const calls = stubApi({
      'get-plan-cart': { body: { status: 'success', data: cart } },
      'cart-checkout': { status: 409, body: { status: 'error', message: API_MESSAGES.checkoutCartRepriced, errorCode: ERROR_CODES.cartRepriced } },
    });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => ({ cart: usePlanCart(TEMP_ID), checkout: useCartCheckout() }), { wrapper });
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    const cartLoads = () => calls.filter((c) => c.url.pathname.endsWith('/get-plan-cart')).length;
    expect(cartLoads()).toBe(1);

    act(() => result.current.checkout.mutate({ enrollment_id: TEMP_ID, effective_date: '12/01/2026', type: 'member' }));
    await waitFor(() => expect(result.current.checkout.isError).toBe(true));
    expect(result.current.checkout.error?.message).toBe(API_MESSAGES.checkoutCartRepriced);
    await waitFor(() => expect(cartLoads()).toBe(2));
  });
});
