import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { formatMoney, WEB_MESSAGES, type StoreBootstrap } from '@benefit-store/domain';
import { createQueryClient } from '../lib/query-client';
import { getClientState, initialClientKeys, useClientState } from '../lib/client-state';
import { defaultInfoAnswer, filterInfoAnswer } from '../test/answers';
import { renderPage, stubApi } from '../test/render';
import { SiteHeader } from './layout/site-header';
import { primeFromBootstrap } from './store-bootstrap';

const TEMP_ID = 'abcdefghijklmnopqrstuv';
const ok = (data: unknown) => ({ body: { status: 'success', data } });

const answer = (overrides: Partial<StoreBootstrap> = {}): StoreBootstrap => ({
  domain_site: { gid: null, site_key: 'premier', site_kind: 'default', site_name: 'premier' },
  theme: [{ key: 'primary_color', value: '#0a4d8c' }],
  default_info: defaultInfoAnswer({ tagline: 'Benefits from the bootstrap' }),
  group_landing: null,
  agent_landing: null,
  elevate: { portal_id: null, partner_name: null },
  ticket_link: null,
  categories: [],
  menu: { items: [{ category: 'dental', label: 'Dental' }, { category: 'vision', label: 'Vision' }], category_order: ['dental', 'vision'] },
  enrollment: { filter_info: filterInfoAnswer(), cart_count: 2, cart_amount: '23.50' },
  ...overrides,
});

const cartName = (count: number, amount: string) => [WEB_MESSAGES.cart, WEB_MESSAGES.cartItems({ count }), WEB_MESSAGES.cartPerMonth({ amount: formatMoney(amount) })].join(', ');
const pathsOf = (calls: { url: URL }[]) => calls.map((c) => c.url.pathname.replace('/api/v1/', ''));

describe('the store bootstrap', () => {
  beforeEach(() => useClientState.setState({ ...initialClientKeys, tempId: TEMP_ID }));
  afterEach(() => onlineManager.setOnline(true));

  it("fills the header (details, menu, cart) from the one call, and the page asks nothing else", async () => {
    const calls = stubApi({ 'get-store-bootstrap': ok(answer()) });
    const queryClient = createQueryClient();
    await primeFromBootstrap(queryClient);
    renderPage(<SiteHeader />, '/', { queryClient });

    expect(await screen.findByRole('link', { name: cartName(2, '23.50') })).toBeTruthy();
    expect(screen.getByText('Benefits from the bootstrap')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vision' })).toBeTruthy();
    expect(getClientState().categoryOrder).toEqual(['dental', 'vision']);
    expect(pathsOf(calls)).toEqual(['get-store-bootstrap']);
    // It names the enrollment and the host it asks for, as the calls it stands for do.
    expect(calls[0]!.url.searchParams.get('enrollment_id')).toBe(TEMP_ID);
    expect(atob(calls[0]!.url.searchParams.get('site_domain')!)).toBe(window.location.hostname);
  });

  it('answers the queries that mounted, paused, while it was on its way: none of them asks its own call', async () => {
    const calls = stubApi({ 'get-store-bootstrap': ok(answer()) });
    const queryClient = createQueryClient();
    onlineManager.setOnline(false);
    renderPage(<SiteHeader />, '/', { queryClient });
    await primeFromBootstrap(queryClient);
    onlineManager.setOnline(true);

    expect(await screen.findByRole('link', { name: cartName(2, '23.50') })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Dental' })).toBeTruthy();
    expect(await screen.findByText('Benefits from the bootstrap')).toBeTruthy();
    expect(pathsOf(calls)).toEqual(['get-store-bootstrap']);
  });

  it('leaves every query to its own call when the bootstrap fails', async () => {
    const calls = stubApi({
      'get-store-bootstrap': { status: 500, body: { status: 'error', message: 'Server error' } },
      'get-default-info': ok(defaultInfoAnswer({ tagline: 'Benefits from its own call' })),
      'get-common-menu': { body: { status: 'success', data: [{ category: 'dental', label: 'Dental' }], category_order: ['dental'] } },
      'get-cart-count': ok({ result: 1 }),
      'get-cart-amount': ok({ result: '10.00' }),
      'get-external-site-dynamic-information': ok([]),
    });
    const queryClient = createQueryClient();
    await primeFromBootstrap(queryClient);
    renderPage(<SiteHeader />, '/', { queryClient });

    expect(await screen.findByRole('link', { name: cartName(1, '10.00') })).toBeTruthy();
    expect(await screen.findByText('Benefits from its own call')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Dental' })).toBeTruthy();
    expect(pathsOf(calls)).toEqual(expect.arrayContaining(['get-store-bootstrap', 'get-default-info', 'get-common-menu', 'get-cart-count', 'get-cart-amount']));
  });

  it('leaves an enrollment this browser no longer holds to its own calls, whose 404 forgets it', async () => {
    const calls = stubApi({ 'get-store-bootstrap': ok(answer({ enrollment: null })) });
    const queryClient = createQueryClient();
    await primeFromBootstrap(queryClient);
    renderPage(<SiteHeader />, '/', { queryClient });

    await waitFor(() => expect(getClientState().tempId).toBeNull());
    expect(pathsOf(calls)).toContain('get-cart-count');
  });
});
