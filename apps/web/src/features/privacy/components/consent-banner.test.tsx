import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { consentTexts, type ConsentsResponse } from '@pazaryeri/contract/privacy/index';
import type { AppConfig } from '@/lib/app-config';
import { loadAnalyticsAfterInteraction, readAnalyticsChoice, saveAnalyticsChoice } from '@/lib/analytics';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';

const page = '/footer/hakkimizda';
beforeAll(() => preloadPages(page));

let stopAnalytics = () => undefined as void;
afterEach(() => {
  stopAnalytics();
  delete window.gtag;
  delete window.dataLayer;
});

const noConsents: ConsentsResponse = { consents: { commercialEmail: null, analytics: null }, newsletter: null, history: [] };
const withAnalytics = (granted: boolean): ConsentsResponse => ({
  ...noConsents,
  consents: { commercialEmail: null, analytics: { granted, at: '2026-03-01T10:00:00.000Z', source: 'account', textVersion: consentTexts.analytics.version } },
});

function api({ signedIn = false, account = noConsents } = {}) {
  return mockFetch({
    'GET /api/auth/session': () => json(signedIn ? sessionOf(buyer) : {}),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/users/me/consents': () => json(account),
    'PUT /api/users/me/consents': async (request) => {
      const body = (await request.json()) as { analytics: boolean };
      return json(withAnalytics(body.analytics));
    },
  });
}

/** The analytics loader as main.tsx starts it, with a deployment that has an analytics id. */
function startAnalytics() {
  const getConfig = vi.fn(async (): Promise<AppConfig> => ({ appUrl: 'http://localhost', analyticsId: 'G-TEST123', googleClientId: null }));
  stopAnalytics = loadAnalyticsAfterInteraction(getConfig);
  return getConfig;
}
const gtagScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) => script.src.startsWith('https://www.googletagmanager.com/'));
const banner = () => screen.findByRole('region', { name: 'Çerez tercihiniz' });

describe('the cookie banner', () => {
  it('offers accept, reject and settings alike; rejecting hides it, keeps the choice and loads no analytics', async () => {
    const { sent } = api();
    const getConfig = startAnalytics();
    renderApp(page);
    const bar = await banner();
    expect(bar).toHaveTextContent(consentTexts.analytics.text);
    const buttons = ['Kabul et', 'Reddet', 'Ayarlar'].map((name) => within(bar).getByRole('button', { name }));
    // Equally prominent: the same look, size and weight.
    expect(new Set(buttons.map((button) => button.className)).size).toBe(1);

    await userEvent.setup().click(buttons[1]!);
    expect(screen.queryByRole('region', { name: 'Çerez tercihiniz' })).not.toBeInTheDocument();
    expect(readAnalyticsChoice()).toMatchObject({ granted: false });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getConfig).not.toHaveBeenCalled();
    expect(gtagScripts()).toHaveLength(0);
    // A visitor's choice stays in the browser only.
    expect(sent('PUT', '/api/users/me/consents')).toHaveLength(0);
  });

  it('loads analytics once accepted', async () => {
    api();
    const getConfig = startAnalytics();
    renderApp(page);
    await userEvent.setup().click(within(await banner()).getByRole('button', { name: 'Kabul et' }));
    await waitFor(() => expect(gtagScripts()).toHaveLength(1));
    expect(getConfig).toHaveBeenCalledTimes(1);
    expect(readAnalyticsChoice()).toMatchObject({ granted: true });
  });

  it('lets the visitor choose in the settings, where necessary cookies are always on', async () => {
    api();
    renderApp(page);
    const user = userEvent.setup();
    await user.click(within(await banner()).getByRole('button', { name: 'Ayarlar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Çerez ayarları' });
    const necessary = within(dialog).getByRole('switch', { name: 'Gerekli çerezler (her zaman açık)' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const analytics = within(dialog).getByRole('switch', { name: 'Analitik çerezler' });
    expect(analytics).not.toBeChecked();
    await user.click(analytics);
    await user.click(within(dialog).getByRole('button', { name: 'Seçimimi kaydet' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Çerez tercihiniz' })).not.toBeInTheDocument();
    expect(readAnalyticsChoice()).toMatchObject({ granted: true });
  });

  it('stays away once a choice was made, and its settings open again from the footer', async () => {
    saveAnalyticsChoice(false);
    api();
    renderApp(page);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Çerez tercihiniz' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Çerez ayarları' }));
    const dialog = await screen.findByRole('dialog', { name: 'Çerez ayarları' });
    expect(within(dialog).getByRole('switch', { name: 'Analitik çerezler' })).not.toBeChecked();
  });

  it('sends a signed-in person’s choice to the account too', async () => {
    const { sent } = api({ signedIn: true });
    renderApp(page, { user: buyer });
    await userEvent.setup().click(within(await banner()).getByRole('button', { name: 'Kabul et' }));
    await waitFor(() => expect(sent('PUT', '/api/users/me/consents')).toHaveLength(1));
    expect(await sent('PUT', '/api/users/me/consents')[0]!.json()).toEqual({ analytics: true, source: 'banner' });
  });

  it('takes the account’s choice over the browser’s for a signed-in person, without asking', async () => {
    saveAnalyticsChoice(true);
    const { sent } = api({ signedIn: true, account: withAnalytics(false) });
    renderApp(page, { user: buyer });
    await waitFor(() => expect(readAnalyticsChoice()).toMatchObject({ granted: false, at: '2026-03-01T10:00:00.000Z' }));
    expect(screen.queryByRole('region', { name: 'Çerez tercihiniz' })).not.toBeInTheDocument();
    expect(sent('PUT', '/api/users/me/consents')).toHaveLength(0);
  });

  it('does not ask a signed-in person whose account holds a choice, not even while it loads', async () => {
    api({ signedIn: true, account: withAnalytics(true) });
    renderApp(page, { user: buyer });
    expect(screen.queryByRole('region', { name: 'Çerez tercihiniz' })).not.toBeInTheDocument();
    await waitFor(() => expect(readAnalyticsChoice()).toMatchObject({ granted: true }));
    expect(screen.queryByRole('region', { name: 'Çerez tercihiniz' })).not.toBeInTheDocument();
  });

  it('carries a choice made before signing in to an account that has none', async () => {
    saveAnalyticsChoice(false);
    const { sent } = api({ signedIn: true });
    renderApp(page, { user: buyer });
    await waitFor(() => expect(sent('PUT', '/api/users/me/consents')).toHaveLength(1));
    expect(await sent('PUT', '/api/users/me/consents')[0]!.json()).toEqual({ analytics: false, source: 'banner' });
    expect(screen.queryByRole('region', { name: 'Çerez tercihiniz' })).not.toBeInTheDocument();
  });
});
