import type { Campaign, Subscriber } from '@pazaryeri/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { admin, buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';

beforeAll(() => preloadPages('/pazarlama', '/pazarlama/kampanyalar/c1', '/footer/hakkimizda'));

const marketer = { ...admin, _id: 'u9', name: 'Zeynep Kaya', email: 'pazarlama@example.com', role: 'marketing' as const, isAdmin: false, token: 'token-zeynep' };

const subscriberOf = (overrides: Partial<Subscriber>): Subscriber => ({
  _id: 's1',
  email: 'ahmet@ornek.com.tr',
  status: 'confirmed',
  source: 'footer',
  consentText: 'Kabul ediyorum.',
  consentPage: '/',
  consentIp: '85.105.1.1',
  consentedAt: '2026-11-01T10:00:00.000Z',
  confirmedAt: '2026-11-01T11:00:00.000Z',
  unsubscribedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const campaignOf = (overrides: Partial<Campaign> = {}): Campaign => ({
  _id: 'c1',
  title: 'Kasım fırsatları',
  content: 'Merhaba!\n\nİndirimler: https://pazaryeri.test/kampanya',
  status: 'draft',
  kind: 'campaign',
  attachmentName: null,
  sentAt: null,
  queuedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  progress: { total: 0, sent: 0, failed: 0, skipped: 0, pending: 0 },
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const subscribers = [subscriberOf({}), subscriberOf({ _id: 's2', email: 'ayse@firma.com.tr', status: 'pending', source: 'blog', confirmedAt: null })];
const page = (rows: Subscriber[]) => json({ subscribers: rows, page: 1, limit: 20, total: rows.length, totalPages: 1, counts: { confirmed: 1, pending: 1, unsubscribed: 0 } });

describe('marketing panel (/pazarlama)', () => {
  it('lists subscribers, filters by status and deletes the chosen ones', async () => {
    const { sent } = mockFetch({
      'GET /api/auth/session': () => json(sessionOf(marketer)),
      'GET /api/marketting': () => page(subscribers),
      'DELETE /api/marketting/delete': () => json({ message: '1 abone silindi.', deleted: 1 }),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp('/pazarlama', { user: marketer });
    const user = userEvent.setup();
    expect(await screen.findByText('ahmet@ornek.com.tr')).toBeInTheDocument();
    expect(screen.getByText('1 onaylı · 1 onay bekliyor · 0 ayrıldı')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: /Blog yönetimi/ })).toHaveAttribute('href', '/blog-yonetimi');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Durum' }), 'pending');
    await waitFor(() => expect(new URL(sent('GET', '/api/marketting').at(-1)!.url).searchParams.get('status')).toBe('pending'));

    await user.click(screen.getByRole('checkbox', { name: 'ayse@firma.com.tr seç' }));
    await user.click(screen.getByRole('button', { name: 'Seçilenleri sil' }));
    expect(await screen.findByText('1 abone silindi.')).toBeInTheDocument();
    expect(await sent('DELETE', '/api/marketting/delete')[0]!.json()).toEqual({ ids: ['s2'] });
  });

  it('turns away a buyer', async () => {
    mockFetch({ 'GET /api/auth/session': () => json(sessionOf(buyer)) });
    renderApp('/pazarlama', { user: buyer });
    expect(await screen.findByText('Bu sayfaya erişim yetkiniz yok')).toBeInTheDocument();
  });
});

describe('campaign editor', () => {
  it('previews as typed, sends a test to oneself, sends to everyone confirmed and follows the progress', async () => {
    let campaign = campaignOf();
    let polls = 0;
    const { sent } = mockFetch({
      'GET /api/auth/session': () => json(sessionOf(marketer)),
      'GET /api/marketting': () => page(subscribers.slice(0, 1)),
      'GET /api/marketting/c1': () => {
        if (campaign.status === 'sending' && (polls += 1) > 1) campaign = { ...campaign, status: 'sent', sentAt: '2026-11-20T10:05:00.000Z', progress: { total: 2, sent: 2, failed: 0, skipped: 0, pending: 0 } };
        return json({ campaign });
      },
      'PUT /api/marketting/c1': async (request) => {
        campaign = { ...campaign, ...((await request.json()) as object) };
        return json({ message: 'Kampanya güncellendi.', campaign });
      },
      'POST /api/marketting/c1/test': () => json({ message: 'Deneme e-postası adresinize gönderildi.' }),
      'POST /api/sendCampaign/c1': () => {
        campaign = { ...campaign, status: 'sending', progress: { total: 2, sent: 1, failed: 0, skipped: 0, pending: 1 } };
        return json({ message: 'Kampanya gönderim sırasına alındı.', campaign }, 202);
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp('/pazarlama/kampanyalar/c1', { user: marketer });
    const user = userEvent.setup({ delay: null });
    const preview = await screen.findByTestId('campaign-preview');
    expect(within(preview).getByRole('link', { name: 'https://pazaryeri.test/kampanya' })).toBeInTheDocument();
    const subject = screen.getByRole('textbox', { name: 'Konu (başlık)' });
    const form = subject.closest('form')!;
    await user.clear(subject);
    await user.type(subject, 'Aralık fırsatları');
    expect(within(preview).getByText('Aralık fırsatları')).toBeInTheDocument();
    await user.click(within(screen.getByRole('radiogroup', { name: 'Önizleme genişliği' })).getByRole('radio', { name: 'Telefon' }));
    expect(preview).toHaveStyle({ width: '360px' });

    await user.click(within(form).getByRole('button', { name: 'Kendime deneme gönder' }));
    expect(await screen.findByText('Deneme e-postası adresinize gönderildi.')).toBeInTheDocument();
    expect(await sent('PUT', '/api/marketting/c1')[0]!.json()).toMatchObject({ title: 'Aralık fırsatları' });

    // The page polls every 1.5 s while the campaign goes out: the test moves the clock on to the
    // next poll instead of waiting for it (the clock still runs on its own, so nothing can hang).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.click(within(form).getByRole('button', { name: 'Gönder' }));
    expect(await sent('POST', '/api/sendCampaign/c1')[0]!.json()).toEqual({ all: true });
    const bar = await screen.findByRole('progressbar', { name: 'Gönderim ilerlemesi' });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(50);
    expect(polls).toBe(1);
    await vi.advanceTimersByTimeAsync(1500);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(polls).toBe(2);
    expect(screen.getByText(/Gönderim tamamlandı: 2\/2/)).toBeInTheDocument();
  });
});

describe('footer subscription', () => {
  it('shows the server’s message as a success toast, and “Bir hata oluştu” when the call fails without one', async () => {
    let fail = false;
    const { sent } = mockFetch({
      'GET /api/auth/session': () => json({}),
      'POST /api/subscriber/subscribe': () => (fail ? new Response('', { status: 500 }) : json({ data: { email: 'yeni@ornek.com.tr' }, message: 'Teşekkürler! Onay bağlantısı gönderildi.' })),
    });
    renderApp('/footer/hakkimizda');
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Bülten için e-posta' });
    expect(screen.getByText(/kampanya, indirim ve duyurularını e-posta ile almayı kabul ediyorum/)).toBeInTheDocument();
    await user.type(box, 'yeni@ornek.com.tr');
    await user.click(screen.getByRole('button', { name: 'Abone ol' }));
    expect(await screen.findByText('Teşekkürler! Onay bağlantısı gönderildi.')).toBeInTheDocument();
    expect(await sent('POST', '/api/subscriber/subscribe')[0]!.json()).toMatchObject({ email: 'yeni@ornek.com.tr', source: 'footer', page: '/footer/hakkimizda' });

    fail = true;
    await user.type(box, 'yeni@ornek.com.tr');
    await user.click(screen.getByRole('button', { name: 'Abone ol' }));
    expect(await screen.findByText('Bir hata oluştu')).toBeInTheDocument();
  });
});
