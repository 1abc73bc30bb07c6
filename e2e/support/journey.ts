import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { launchChromium } from './chromium';

export const baseURL = () => inject('baseURL');

/** A fresh browser context (its own cookies and storage), the way a new visitor arrives. */
export async function openVisitor(browser: Browser, viewport = { width: 1366, height: 900 }) {
  const context = await browser.newContext({ baseURL: baseURL(), viewport, locale: 'tr-TR' });
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
