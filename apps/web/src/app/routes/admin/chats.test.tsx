import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminChatRoom } from '@pazaryeri/contract/chat/index';
import { conversation, roomOf } from '@/testing/chat-fixtures';
import { admin, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';

beforeAll(() => preloadPages('/admin/sohbetler', '/admin/sohbetler/r7', '/admin/sohbet-istatistikleri'));

function adminRoom(roomId: string, buyerName: string): AdminChatRoom {
  return {
    roomId,
    members: [
      { _id: 'u1', name: buyerName, email: 'ayse@example.com', role: 'buyer', storeName: null, unreadCount: 0 },
      { _id: 'u2', name: 'Mehmet Demir', email: 'mehmet@example.com', role: 'seller', storeName: 'Demir Endüstriyel', unreadCount: 2 },
    ],
    context: roomOf().context,
    lastMessage: roomOf().lastMessage,
    messageCount: 3,
    lastActivity: '2025-05-02T09:00:00.000Z',
    createdAt: '2025-05-01T09:00:00.000Z',
  };
}

function api() {
  const rooms = Array.from({ length: 20 }, (_, index) => adminRoom(`r${index + 1}`, `Alıcı ${index + 1}`));
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(admin)),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/admin/chats': (request) => {
      const params = new URL(request.url).searchParams;
      const found = params.get('search') ? [adminRoom('r7', 'Ayşe Yılmaz')] : rooms;
      return json({ rooms: found, page: Number(params.get('page')), limit: 20, total: params.get('search') ? 1 : 45, totalPages: params.get('search') ? 1 : 3 });
    },
    'GET /api/admin/chats/r7/messages': () =>
      json({ room: adminRoom('r7', 'Ayşe Yılmaz'), messages: conversation(3, 'r7'), page: 1, limit: 50, total: 3, totalPages: 1 }),
    'GET /api/admin/chats/r7/offers': () => json({ offers: [] }),
    'GET /api/admin/chats/statistics': () => new Response(null, { status: 500 }),
  });
}

describe('admin chats (/admin/sohbetler)', () => {
  it('lists 20 rooms a page, searches, and opens a room read-only', async () => {
    const { sent } = api();
    const { router } = renderApp('/admin/sohbetler', { user: admin });
    const list = await screen.findByRole('list', { name: 'Sohbetler' });
    const rooms = within(list).getAllByRole('link');
    expect(rooms).toHaveLength(20);
    expect(rooms[0]).toHaveTextContent('Alıcı 1 ↔ Demir Endüstriyel (Mehmet Demir)');
    expect(Object.fromEntries(new URL(sent('GET', '/api/admin/chats')[0]!.url).searchParams)).toEqual({ page: '1', limit: '20' });

    const user = userEvent.setup();
    await user.click(within(screen.getByRole('navigation', { name: 'Sayfalar' })).getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(sent('GET', '/api/admin/chats')).toHaveLength(2));
    expect(new URL(sent('GET', '/api/admin/chats')[1]!.url).searchParams.get('page')).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Sohbetlerde ara' }), 'ayşe{Enter}');
    // The room list is asked, not the whole page (the admin menu's links too): role queries are slow in jsdom.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Sohbetler' })).getAllByRole('link', { name: /Ayşe Yılmaz/ })).toHaveLength(1));
    expect(Object.fromEntries(new URL(sent('GET', '/api/admin/chats').at(-1)!.url).searchParams)).toEqual({
      page: '1',
      limit: '20',
      search: 'ayşe',
    });

    await user.click(within(screen.getByRole('list', { name: 'Sohbetler' })).getByRole('link', { name: /Ayşe Yılmaz/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sohbetler/r7'));
    const messages = await screen.findByRole('region', { name: 'Mesajlar' });
    expect(within(messages).getAllByText(/^Mesaj \d$/)).toHaveLength(3);
    expect(screen.getByText('mehmet@example.com')).toBeInTheDocument();
    expect(await screen.findByText('Bu sohbette teklif yok.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(Object.fromEntries(new URL(sent('GET', '/api/admin/chats/r7/messages')[0]!.url).searchParams)).toEqual({ page: '1', limit: '50' });
  });

  it('shows the spec message when the statistics cannot be fetched', async () => {
    api();
    renderApp('/admin/sohbet-istatistikleri', { user: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch statistics');
  });
});
