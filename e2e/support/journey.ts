import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { launchChromium } from './chromium';

/** This worker's server: files run side by side, each worker on a server (and data) of its own. */
function server() {
  const servers = inject('servers');
  return servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length];
}
export const baseURL = () => server().baseURL;
/** The data folder of this worker's server (its mail outbox, its files). */
export const dataDir = () => server().dataDir;

/** Where the web keeps the answer to its cookie banner (apps/web/src/lib/analytics.ts). */
export const analyticsChoiceKey = 'pazaryeri:analytics-consent';

/**
 * A fresh browser context (its own cookies and storage), the way a new visitor arrives; at the
 * shared server unless a journey runs a server of its own. The visitor has answered the cookie
 * banner already (analytics refused), as a returning one has, unless `firstVisit` asks for the
 * banner (the privacy journey).
 */
export async function openVisitor(browser: Browser, { server = baseURL(), viewport = { width: 1366, height: 900 }, firstVisit = false } = {}) {
  const context = await browser.newContext({ baseURL: server, viewport, locale: 'tr-TR' });
  if (!firstVisit) {
    await context.addInitScript(
      ([key, value]) => {
        // Runs in every frame, and a sandboxed one (the 3-D Secure page) may not touch storage.
        try {
          if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
        } catch {
          // not this frame's to answer
        }
      },
      [analyticsChoiceKey, JSON.stringify({ granted: false, at: '2026-01-01T00:00:00.000Z' })] as const,
    );
  }
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  return { context, page, problems };
}

export async function sessionOf(page: Page): Promise<{ user?: { email: string; name: string } }> {
  return page.evaluate(async () => (await fetch('/api/auth/session')).json());
}

/** Waits until a condition read from the page holds (the UI updates asynchronously). */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeout = 10_000) {
  await expect.poll(read, { timeout }).toEqual(expected);
}

export { launchChromium, type Browser, type BrowserContext, type Page };

/**
 * Opens a menu with `button` and chooses `item` in it. An open menu can close by itself while the
 * page is still settling: in a clean-clone CI run on a slow hour, the account menu opened right
 * after registering closed as its item was clicked ("element was detached from the DOM"), and the
 * click then waited 30 s for an item no longer there. So the menu is opened again, up to three
 * times, before the step fails.
 */
export async function chooseFromMenu(page: Page, button: Locator, item: string) {
  const option = page.getByRole('menuitem', { name: item });
  for (let attempt = 1; ; attempt += 1) {
    if (!(await option.isVisible())) await button.click();
    try {
      await option.click({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Signs in through the login page and waits until the session is the user's. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-posta adresi').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await eventually(async () => (await sessionOf(page)).user?.email, email);
}
