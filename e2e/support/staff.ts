import type { Page } from 'playwright-core';

/** The demo sign-in accounts (README, demo section; apps/api/src/db/seed/demo/accounts.ts). */
export const STAFF_ACCOUNTS = {
  jordanLee: { email: 'jordan.lee@example.com', password: 'Jordan-Demo-2024', displayName: 'Jordan Lee', home: '/agent-home' },
  mariaRivera: { email: 'maria.rivera@example.com', password: 'Maria-Demo-3141', displayName: 'Maria Rivera', home: '/agent-home' },
  danielOkafor: { email: 'daniel.okafor@example.net', password: 'Daniel-Demo-7788', displayName: 'Daniel Okafor', home: '/agent-home' },
  acmeAdmin: { email: 'admin@acme-fabrication.example.com', password: 'Acme-Admin-2024', displayName: 'Priya Shah', home: '/group-home' },
  lakesideAdmin: { email: 'admin@lakeside-clinics.example.org', password: 'Lakeside-Admin-2025', displayName: 'Marcus Bell', home: '/group-home' },
} as const;

export type StaffAccount = { email: string; password: string };

/**
 * Signs in like a person on /sign-in: types the e-mail and password and presses Sign in, then waits until the
 * page has left /sign-in (for `next`, else the account's home). `next` is a path on this site.
 */
export async function signInAs(page: Page, account: StaffAccount, options: { next?: string } = {}): Promise<void> {
  await page.goto(options.next ? `/sign-in?next=${encodeURIComponent(options.next)}` : '/sign-in');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in');
}
