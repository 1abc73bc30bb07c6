import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { consentTexts, type ConsentsResponse } from '@pazaryeri/contract/privacy/index';
import { readAnalyticsChoice, saveAnalyticsChoice } from '@/lib/analytics';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';

const path = '/hesabim/kisisel-verilerim';
beforeAll(() => preloadPages(path));

const email = consentTexts.commercial_email.version;
const analytics = consentTexts.analytics.version;
const granted: ConsentsResponse = {
  consents: {
    commercialEmail: { granted: true, at: '2026-03-10T09:30:00.000Z', source: 'account', textVersion: email },
    analytics: { granted: false, at: '2026-03-01T07:00:00.000Z', source: 'banner', textVersion: analytics },
  },
  newsletter: 'confirmed',
  history: [
    { id: 'r3', purpose: 'commercial_email', granted: true, at: '2026-03-10T09:30:00.000Z', source: 'account', channel: 'web', textVersion: email },
    { id: 'r2', purpose: 'commercial_email', granted: false, at: '2026-03-05T12:00:00.000Z', source: 'account', channel: 'web', textVersion: email },
    { id: 'r1', purpose: 'analytics', granted: false, at: '2026-03-01T07:00:00.000Z', source: 'banner', channel: 'web', textVersion: analytics },
  ],
};

function api(consents: ConsentsResponse, answer?: (body: Record<string, unknown>) => ConsentsResponse) {
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(buyer)),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/users/me/data-export': () => json({ export: null }),
    'GET /api/users/me/consents': () => json(consents),
    'PUT /api/users/me/consents': async (request) => json(answer!((await request.json()) as Record<string, unknown>)),
  });
}

const section = () => screen.findByRole('region', { name: 'İzinlerim' });

describe('İzinlerim (Kişisel verilerim)', () => {
  it('shows each consent’s state with its date and where it was given, necessary cookies always on, and the recent records', async () => {
    saveAnalyticsChoice(false);
    api(granted);
    renderApp(path, { user: buyer });
    const consents = await section();
    const mail = await within(consents).findByRole('switch', { name: 'Kampanya e-postaları' });
    expect(mail).toBeChecked();
    expect(mail).toHaveAccessibleDescription(/Açık: 10 Mart 2026 \d\d:30 tarihinde Kişisel verilerim sayfası üzerinden seçtiniz\./);
    expect(within(consents).getByText(consentTexts.commercial_email.text)).toBeInTheDocument();
    const cookies = within(consents).getByRole('switch', { name: 'Analitik çerezler' });
    expect(cookies).not.toBeChecked();
    expect(cookies).toHaveAccessibleDescription(/Kapalı: 1 Mart 2026 .* çerez bildirimi üzerinden seçtiniz\./);
    const necessary = within(consents).getByRole('switch', { name: 'Gerekli çerezler' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();

    const records = within(within(consents).getByRole('list', { name: 'İzin geçmişi' })).getAllByRole('listitem');
    expect(records.map((item) => item.lastElementChild?.textContent)).toEqual([
      'Kampanya e-postaları: izin verildi (Kişisel verilerim sayfası)',
      'Kampanya e-postaları: izin verilmedi (Kişisel verilerim sayfası)',
      'Analitik çerezler: izin verilmedi (çerez bildirimi)',
    ]);
    expect(within(records[0]!).getByText(/10 Mart 2026/)).toHaveAttribute('datetime', '2026-03-10T09:30:00.000Z');
  });

  it('withdraws commercial e-mail from the account and shows the state the server answers', async () => {
    const withdrawn: ConsentsResponse = {
      ...granted,
      consents: { ...granted.consents, commercialEmail: { granted: false, at: '2026-03-12T08:15:00.000Z', source: 'account', textVersion: email } },
      newsletter: 'unsubscribed',
      history: [{ id: 'r4', purpose: 'commercial_email', granted: false, at: '2026-03-12T08:15:00.000Z', source: 'account', channel: 'web', textVersion: email }, ...granted.history],
    };
    const { sent } = api(granted, () => withdrawn);
    renderApp(path, { user: buyer });
    const consents = await section();
    await userEvent.setup().click(await within(consents).findByRole('switch', { name: 'Kampanya e-postaları' }));
    expect(await screen.findByText('İzin tercihiniz kaydedildi.')).toBeInTheDocument();
    expect(await sent('PUT', '/api/users/me/consents')[0]!.json()).toEqual({ commercialEmail: false, source: 'account' });
    const mail = within(consents).getByRole('switch', { name: 'Kampanya e-postaları' });
    expect(mail).not.toBeChecked();
    expect(mail).toHaveAccessibleDescription(/Kapalı: 12 Mart 2026/);
    expect(within(consents).getAllByRole('listitem')[0]).toHaveTextContent('Kampanya e-postaları: izin geri alındı (Kişisel verilerim sayfası)');
  });

  it('turns analytics on for the account and this browser at once', async () => {
    saveAnalyticsChoice(false);
    const { sent } = api(granted, () => ({
      ...granted,
      consents: { ...granted.consents, analytics: { granted: true, at: '2026-03-12T08:20:00.000Z', source: 'account', textVersion: analytics } },
    }));
    renderApp(path, { user: buyer });
    const consents = await section();
    await userEvent.setup().click(await within(consents).findByRole('switch', { name: 'Analitik çerezler' }));
    expect(readAnalyticsChoice()).toMatchObject({ granted: true });
    await waitFor(() => expect(within(consents).getByRole('switch', { name: 'Analitik çerezler' })).toBeChecked());
    expect(await sent('PUT', '/api/users/me/consents')[0]!.json()).toEqual({ analytics: true, source: 'account' });
  });

  it('says when the newsletter was left through an e-mail’s link, and when nothing was chosen yet', async () => {
    api({ ...granted, consents: { commercialEmail: granted.consents.commercialEmail, analytics: null }, newsletter: 'unsubscribed', history: [] });
    renderApp(path, { user: buyer });
    const consents = await section();
    const mail = await within(consents).findByRole('switch', { name: 'Kampanya e-postaları' });
    expect(mail).not.toBeChecked();
    expect(mail).toHaveAccessibleDescription(/Bir kampanya e-postasındaki bağlantıyla abonelikten çıktınız\./);
    expect(within(consents).getByRole('switch', { name: 'Analitik çerezler' })).toHaveAccessibleDescription(/Henüz bir tercih yapmadınız\./);
    expect(within(consents).getByText('Henüz bir kayıt yok.')).toBeInTheDocument();
  });
});
