import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONSOLE_MESSAGES, CONSOLE_SITES_MESSAGES as M, MESSAGES, SITE_LINK_KEYS, THEME_COLOR_KEYS, THEME_COLOR_LABELS, WEB_MESSAGES } from '@benefit-store/domain';
import { renderPage, stubApi } from '../../../test/render';
import { Component as AdminConsole } from '../admin-routes';

const ok = (data: unknown) => ({ body: { status: 'success', data } });
const me = ok({ email: 'olive@example.test', display_name: 'Olive Operator' });
const noColors = Object.fromEntries(THEME_COLOR_KEYS.map((k) => [k, '']));
const group = {
  code: 'ACME2024',
  name: 'Acme Fabrication Co.',
  landing_page: 'acme',
  host: 'acme.localhost',
  rep: { code: 'JLEE2024', display_name: 'Jordan Lee' },
  branding: { display_name: 'Acme Benefits', display_email: 'hr@acme.example.test', display_phone: '5125550199', tagline: 'Built well.', logo: '', colors: { ...noColors, primary_color: '#991b1b' } },
};
const openConsole = (path: string) => renderPage([{ path: '/admin/*', element: <AdminConsole /> }], path);

describe('the console: reps, groups and sites', () => {
  it('lists reps from the server with links to each, and says when there are none', async () => {
    const calls = stubApi({
      'admin/me': me,
      'admin/reps': (url) =>
        url.searchParams.get('q') === 'zzz'
          ? ok({ items: [], total: 0, page: 1, per_page: 25 })
          : ok({ items: [{ code: 'JLEE2024', display_name: 'Jordan Lee', display_email: 'jordan@example.test', landing_page: 'jordan', group_count: 2 }], total: 1, page: 1, per_page: 25 }),
    });
    openConsole('/admin/reps');
    const table = await screen.findByRole('table', { name: CONSOLE_MESSAGES.navReps });
    expect(within(table).getByRole('link', { name: 'Jordan Lee' }).getAttribute('href')).toBe('/admin/reps/JLEE2024');
    expect(calls.some((c) => c.url.pathname === '/api/v1/admin/reps' && c.url.searchParams.get('sort') === 'display_name')).toBe(true);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: M.repsSearch }), 'zzz');
    await user.click(screen.getByRole('button', { name: CONSOLE_MESSAGES.tableSearchButton }));
    expect(await screen.findByText(M.noRepsMatch)).toBeTruthy();
  });

  it('shows the sites list failure with Retry', async () => {
    stubApi({ 'admin/me': me, 'admin/sites': { status: 500, body: { status: 'error', message: 'Server error', errorCode: 'serverError' } } });
    openConsole('/admin/sites');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(M.sitesFailed);
    expect(within(alert).getByRole('button', { name: WEB_MESSAGES.retry })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: CONSOLE_MESSAGES.navSites })).toBeTruthy();
  });

  it("checks a group's branding next to each field before sending, then saves it and says so", async () => {
    const calls = stubApi({
      'admin/me': me,
      'admin/groups/ACME2024': (_url, init) =>
        init?.method === 'PUT' ? ok({ ...group, branding: { ...group.branding, ...JSON.parse(String(init.body)), display_phone: '5125550100' } }) : ok(group),
    });
    openConsole('/admin/groups/ACME2024');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Benefits' })).toBeTruthy();
    expect(screen.getByText('Acme Fabrication Co.')).toBeTruthy();
    const user = userEvent.setup();
    const primary = screen.getByRole('textbox', { name: THEME_COLOR_LABELS.primary_color });
    expect((primary as HTMLInputElement).value).toBe('#991b1b');
    await user.clear(primary);
    await user.type(primary, 'red');
    const email = screen.getByRole('textbox', { name: M.columnEmail });
    await user.clear(email);
    await user.type(email, 'not an address');
    await user.click(screen.getByRole('button', { name: M.saveBranding }));
    expect(await screen.findByText(M.colorInvalid)).toBeTruthy();
    expect(screen.getByText(MESSAGES.enterValidEmail)).toBeTruthy();
    expect(primary.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);

    await user.clear(primary);
    await user.type(primary, '#0B4F94');
    await user.clear(email);
    await user.type(email, 'people@acme.example.test');
    await user.click(screen.getByRole('button', { name: M.saveBranding }));
    expect(await screen.findByText(M.brandingSaved)).toBeTruthy();
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(JSON.parse(String(put.init!.body))).toMatchObject({ display_email: 'people@acme.example.test', colors: { primary_color: '#0b4f94' } });
  });

  it("chooses a site's first language from the list, the browser's by default, and sends it with the branding", async () => {
    const site = {
      key: 'harbor',
      name: 'harbor',
      kind: 'external',
      host: 'harbor.localhost',
      white_label: true,
      rep: null,
      group: null,
      branding: { ...group.branding, links: Object.fromEntries(SITE_LINK_KEYS.map((k) => [k, ''])), default_locale: '' },
    };
    const calls = stubApi({
      'admin/me': me,
      'admin/sites/harbor': (_url, init) => (init?.method === 'PUT' ? ok({ ...site, branding: { ...site.branding, ...JSON.parse(String(init.body)) } }) : ok(site)),
    });
    openConsole('/admin/sites/harbor');
    const language = (await screen.findByRole('combobox', { name: M.fieldDefaultLanguage })) as HTMLSelectElement;
    expect(language.value).toBe('');
    expect(within(language).getAllByRole('option').map((o) => o.textContent)).toEqual([M.languageOfBrowser, 'English', 'Español']);
    const user = userEvent.setup();
    await user.selectOptions(language, 'Español');
    await user.click(screen.getByRole('button', { name: M.saveBranding }));
    expect(await screen.findByText(M.brandingSaved)).toBeTruthy();
    expect(JSON.parse(String(calls.find((c) => c.init?.method === 'PUT')!.init!.body))).toMatchObject({ default_locale: 'es' });
    expect(language.value).toBe('es');
  });

  it("puts the server's refusal under its field", async () => {
    stubApi({
      'admin/me': me,
      'admin/groups/ACME2024': (_url, init) =>
        init?.method === 'PUT'
          ? { status: 422, body: { status: 'error', message: MESSAGES.validationFailed, errorCode: 'validation', data: [{ target_element: 'logo', error_message: M.logoInvalid }] } }
          : ok(group),
    });
    openConsole('/admin/groups/ACME2024');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: M.saveBranding }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: M.fieldLogo }).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(M.logoInvalid)).toBeTruthy();
  });

  it('says when a record does not exist, and offers Retry when it could not be loaded', async () => {
    stubApi({ 'admin/me': me, 'admin/sites/gone': { status: 404, body: { status: 'error', message: 'Not found', errorCode: 'notFound' } }, 'admin/reps/X1': { status: 503, body: { status: 'error', message: 'Down', errorCode: 'serverError' } } });
    const { router } = openConsole('/admin/sites/gone');
    expect((await screen.findByRole('alert')).textContent).toContain(M.notFound);
    expect(screen.getByRole('link', { name: M.backToSites }).getAttribute('href')).toBe('/admin/sites');
    await router.navigate('/admin/reps/X1');
    const alert = (await screen.findByText(M.detailFailed)).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('button', { name: WEB_MESSAGES.retry })).toBeTruthy();
  });
});
