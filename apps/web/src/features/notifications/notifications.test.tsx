import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@pazaryeri/contract/notifications/index';
import { buyer, seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';
import notificationMenu from './components/notification-menu';

// The bell's chunk too, so the first test does not wait for it to load.
beforeAll(() => Promise.all([preloadPages('/footer/hakkimizda', '/hesabim/bildirimler', '/ilan/x'), Promise.resolve(notificationMenu)]));

const notificationOf = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  _id: id,
  kind: 'requestMatched',
  title: 'Size uygun yeni talep: CNC flanş',
  body: 'Metal parçalar · CNC işleme · İzmir',
  link: '/ilan/cnc-flans-a1',
  readAt: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...overrides,
});

function api(user = buyer) {
  let items = [notificationOf('n1'), notificationOf('n2', { kind: 'offerReceived', title: 'Talebinize yeni teklif', body: 'Demir Endüstriyel · 1.500 TL', link: '/hesabim/taleplerim' }), notificationOf('n3', { readAt: '2026-11-20T10:00:00.000Z' })];
  let requestDigest = true;
  const unread = () => items.filter((item) => item.readAt === null).length;
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(user)),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/notifications': () => json({ notifications: items, unread: unread(), page: 1, limit: 20, total: items.length, totalPages: 1 }),
    'PUT /api/notifications/read-all': () => {
      items = items.map((item) => ({ ...item, readAt: item.readAt ?? '2026-11-27T10:00:00.000Z' }));
      return json({ message: 'Tüm bildirimler okundu olarak işaretlendi.', unread: 0 });
    },
    'PUT /api/notifications/n1/read': () => {
      items = items.map((item) => (item._id === 'n1' ? { ...item, readAt: '2026-11-27T10:00:00.000Z' } : item));
      return json({ notification: items[0], unread: unread() });
    },
    'GET /api/notifications/preferences': () => json({ preferences: { requestDigest } }),
    'PUT /api/notifications/preferences': async (request) => {
      ({ requestDigest } = (await request.json()) as { requestDigest: boolean });
      return json({ preferences: { requestDigest }, message: 'Bildirim tercihleriniz kaydedildi.' });
    },
  });
}

describe('the notification bell', () => {
  it('shows the unread count, lists the latest, and marking all read clears the count', async () => {
    const { sent } = api();
    renderApp('/footer/hakkimizda', { user: buyer });
    const user = userEvent.setup({ delay: null });
    const bell = await screen.findByRole('button', { name: 'Bildirimler (2 okunmamış)' });
    expect(new URL(sent('GET', '/api/notifications')[0]!.url).searchParams.get('limit')).toBe('8');

    await user.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Son bildirimler' });
    expect(within(panel).getAllByRole('link', { name: /Okunmadı/ })).toHaveLength(2);
    expect(within(panel).getByRole('link', { name: 'Tüm bildirimler' })).toHaveAttribute('href', '/hesabim/bildirimler');
    await user.click(within(panel).getByRole('button', { name: 'Tümünü okundu işaretle' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Bildirimler' })).toBeInTheDocument());
    expect(within(panel).queryAllByRole('link', { name: /Okunmadı/ })).toHaveLength(0);
    expect(sent('PUT', '/api/notifications/read-all')).toHaveLength(1);
  });
});

describe('the notifications page (/hesabim/bildirimler)', () => {
  it('marks an unread notification read when it is followed', async () => {
    const { sent } = api();
    const { router } = renderApp('/hesabim/bildirimler', { user: buyer });
    const user = userEvent.setup({ delay: null });
    const list = await screen.findByRole('list', { name: 'Bildirimler' });
    // A buyer has no store, so no digest to switch.
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await user.click(within(list).getAllByRole('link')[0]!);

    await waitFor(() => expect(router.state.location.pathname).toBe('/ilan/cnc-flans-a1'));
    await waitFor(() => expect(sent('PUT', '/api/notifications/n1/read')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bildirimler (1 okunmamış)' })).toBeInTheDocument());
  });

  it('turns the hourly digest off for a store', async () => {
    const { sent } = api(seller);
    renderApp('/hesabim/bildirimler', { user: seller });
    const user = userEvent.setup({ delay: null });
    const digest = await screen.findByRole('switch', { name: 'Size uygun talepleri saatlik e-posta özeti olarak gönder' });
    expect(digest).toHaveAttribute('aria-checked', 'true');
    await user.click(digest);
    expect(await screen.findByText('Bildirim tercihleriniz kaydedildi.')).toBeInTheDocument();
    expect(digest).toHaveAttribute('aria-checked', 'false');
    expect(await sent('PUT', '/api/notifications/preferences')[0]!.json()).toEqual({ requestDigest: false });
  });
});
