import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getClientState } from '../../lib/client-state';
import { defaultInfoAnswer } from '../../test/answers';
import { renderPage, stubApi } from '../../test/render';
import { SiteHeader } from './site-header';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const SITE = defaultInfoAnswer();
const REP = {
  agent_id: 9, display_name: 'Jordan Lee', display_email: 'jordan.lee@example.com', display_phone: '5125550142',
  tagline: 'Your benefits advisor', logo: null, image: null, landing_url: 'jordan-lee',
};

describe('the site header', () => {
  it("shows a rep's name as the site's brand on the rep's site, not the store's logo beside it", async () => {
    stubApi({ 'get-default-info': ok(SITE), 'get-agent-landing-page-info': ok(REP) });
    getClientState().update({ agent_id: 9, group_id: null });
    renderPage(<SiteHeader />);
    const home = await screen.findByRole('link', { name: 'Jordan Lee home' });
    expect(home.textContent).toBe('Jordan Lee');
    expect(document.querySelector('img[src="/assets/brand/logo.svg"]')).toBeNull();
    expect(screen.queryByRole('img', { name: /Benefit Store/ })).toBeNull();
    // The name is the brand once, not repeated beside it.
    expect(screen.getAllByText('Jordan Lee')).toHaveLength(1);
  });

  it("shows the rep's own logo when they have one", async () => {
    stubApi({ 'get-default-info': ok(SITE), 'get-agent-landing-page-info': ok({ ...REP, logo: '/assets/reps/jordan.svg' }) });
    getClientState().update({ agent_id: 9, group_id: null });
    renderPage(<SiteHeader />);
    const logo = await screen.findByRole('img', { name: 'Jordan Lee home' });
    expect(logo.getAttribute('src')).toBe('/assets/reps/jordan.svg');
  });

  it("shows the store's own logo on the store's site", async () => {
    stubApi({ 'get-default-info': ok(SITE) });
    getClientState().update({ agent_id: null, group_id: null });
    renderPage(<SiteHeader />);
    const logo = await screen.findByRole('img', { name: 'Benefit Store home' });
    expect(logo.getAttribute('src')).toBe('/assets/brand/logo.svg');
  });

  it('closes the menu on Escape, with focus back on the menu button, and on any route change', async () => {
    stubApi({ 'get-default-info': ok(SITE) });
    getClientState().update({ agent_id: null, group_id: null });
    const user = userEvent.setup();
    const { router } = renderPage(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await act(() => router.navigate('/?somewhere=else'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false'));
  });

  it.each([
    ['a phone or tablet', true, ['Benefit Store home', 'About', 'Cart', 'Menu', 'Contact']],
    ['a wide screen', false, ['Benefit Store home', 'Contact', 'About', 'Cart', 'Menu']],
  ])('puts its controls in the page in the order they are seen on %s, so Tab follows it', async (_screen, narrow, expected) => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: narrow && query === '(max-width: 1199px)', media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    stubApi({ 'get-default-info': ok(SITE) });
    getClientState().update({ agent_id: null, group_id: null });
    renderPage(<SiteHeader />);
    await screen.findByRole('button', { name: 'About' });
    await screen.findByRole('button', { name: 'Contact' });
    const controls = [...document.querySelectorAll<HTMLElement>('header a[href], header button')].filter((el) => !el.closest('nav'));
    const names = controls
      .map((el) => el.getAttribute('aria-label') ?? el.querySelector('img')?.getAttribute('alt') ?? el.textContent?.trim() ?? '')
      .map((name) => expected.find((e) => name.startsWith(e)) ?? name);
    expect(names.filter((name) => expected.includes(name))).toEqual(expected);
  });
});
