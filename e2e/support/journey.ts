import type { Browser, BrowserContext, Page } from 'playwright-core';
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

/**
 * A fresh browser context (its own cookies and storage), the way a new visitor arrives; at the
 * shared server unless a journey runs a server of its own.
 */
export async function openVisitor(browser: Browser, { server = baseURL(), viewport = { width: 1366, height: 900 } } = {}) {
  const context = await browser.newContext({ baseURL: server, viewport, locale: 'tr-TR' });
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

/** Signs in through the login page and waits until the session is the user's. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-posta adresi').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await eventually(async () => (await sessionOf(page)).user?.email, email);
}
