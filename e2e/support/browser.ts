import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

const require = createRequire(import.meta.url);
const artifacts = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/**
 * Debian's Chromium headless shell (what `npm test` installs: decision 0089), or the build CHROMIUM_PATH names,
 * started so that it makes no connection of its own on this closed network.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * How long a page action or navigation may wait for what it needs. Playwright's own 30 s is too short when CI runs the
 * journeys beside the other test layers on two busy cores (a completion with its PDF, a console screen): a wait that
 * is met returns at once, so a generous limit costs nothing when the journey passes.
 */
export const PAGE_WAIT_MS = 90_000;

/** A new browser context whose pages wait as long as a busy machine needs (PAGE_WAIT_MS). */
export async function patientContext(browser: Browser, options: Parameters<Browser['newContext']>[0]): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(PAGE_WAIT_MS);
  context.setDefaultNavigationTimeout(PAGE_WAIT_MS);
  return context;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * A fresh visitor: own cookies and local storage, as a new browser would have. `forAudit` lets axe-core's
 * injected script past the page's Content Security Policy; every other journey runs under the real policy.
 */
export async function newVisitor(
  browser: Browser,
  viewport = DESKTOP,
  options: { forAudit?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await patientContext(browser, { baseURL: inject('baseUrl'), viewport, bypassCSP: options.forAudit ?? false });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Waits until every transition and finite animation on the page has ended (a dialog fading in, a button taking its
 * colour): axe reads colours as they are at that moment, and on a busy machine a fixed pause can end mid-way.
 * Endless ones (a spinner, a skeleton's shimmer) do not count.
 */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Whether the journeys save their screenshots (`E2E_SCREENSHOTS=1`): pictures for a person to look at, which no test
 * reads. Off by default, because `npm test` (and CI) would pay for some 140 of them, about 0.1-0.15 s of the
 * browser's CPU each, and no one looks: `E2E_SCREENSHOTS=1 npm run test:e2e` saves them in `e2e/artifacts/`.
 */
const SAVING_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** Saves a picture under `name` (see SAVING_SCREENSHOTS), taken by `take` to the path it is given. */
async function saveScreenshot(name: string, take: (path: string) => Promise<unknown>) {
  if (!SAVING_SCREENSHOTS) return;
  mkdirSync(artifacts, { recursive: true });
  await take(join(artifacts, `${name}.png`));
}

export async function screenshot(page: Page, name: string) {
  await saveScreenshot(name, (path) => page.screenshot({ path, fullPage: true }));
}

/**
 * What the window shows now (not the whole page): for what must be in view, such as a message or a focused row;
 * `clip`, only that part of it (a header).
 */
export async function screenshotView(page: Page, name: string, clip?: { x: number; y: number; width: number; height: number }) {
  await saveScreenshot(name, (path) => page.screenshot({ path, clip }));
}

/** One element as it shows now (a dialog whose questions were scrolled into view inside it). */
export async function screenshotElement(element: Locator, name: string) {
  await saveScreenshot(name, (path) => element.screenshot({ path }));
}

/**
 * Whether the whole element is inside the window (a message that must come into view, a focused row); `vertical`:
 * only from top to bottom (a table's header row that scrolls sideways inside its own region).
 */
export const inViewport = (element: Locator, { vertical = false } = {}): Promise<boolean> =>
  element.evaluate((el, onlyVertical) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && (onlyVertical || (r.left >= 0 && r.right <= window.innerWidth));
  }, vertical);

/** Whether the focused element is the one `element` finds, wholly inside the window. */
export const focusedInViewport = (element: Locator): Promise<boolean> =>
  element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el === document.activeElement && r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
  });

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Readies the page for an axe check: every transition and animation ended first (axe reads colours as they are at
 * that moment: see animationsSettled), and axe injected once per document (a page that stayed, a dialog opened on
 * it, still has axe from its last check).
 */
export async function readyForAxe(page: Page) {
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
}

/** Serious and critical WCAG 2 A/AA violations on the page once settled (readyForAxe), as readable lines. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await readyForAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(', ')}`);
}

/** Every violation (any impact) of the named axe rules, e.g. a best practice such as landmark-unique, as readable lines. */
export async function accessibilityViolationsOf(page: Page, rules: readonly string[]): Promise<string[]> {
  await readyForAxe(page);
  return page.evaluate(async (values) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  }, [...rules]);
}
