import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessageTexts, type ChatMessage, type ChatRoom } from '@pazaryeri/contract/chat/index';
import { loggedOut } from '@/features/users';
import { conversation, messageOf, messagesPage, myChats, roomOf } from '@/testing/chat-fixtures';
import { answerChatSends, fakeSockets, latestSocket } from '@/testing/fake-chat-socket';
import { buyer, seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { offerOf } from '@/testing/advert-fixtures';

beforeAll(() => preloadSellerPanel('/chat'));

const canKaya = { ...roomOf().otherUser, _id: 'u5', name: 'Can Kaya', storeName: null, storeAlias: null, role: 'buyer' as const };

function chatServer({
  rooms = [roomOf()],
  messages = { r1: conversation(3) } as Record<string, ChatMessage[]>,
  myChatsAnswer,
  user = buyer,
  extra = {},
}: {
  user?: typeof buyer;
  /** More routes (offers, …) beside the chat's own. */
  extra?: Parameters<typeof mockFetch>[0];
  rooms?: ChatRoom[];
  messages?: Record<string, ChatMessage[]>;
  myChatsAnswer?: () => Response | Promise<Response>;
} = {}) {
  const state = { rooms, messages };
  const routes: Parameters<typeof mockFetch>[0] = {
    'GET /api/auth/session': () => json(sessionOf(user)),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/chat/my-chats': myChatsAnswer ?? (() => json(myChats(state.rooms))),
    ...extra,
  };
  for (const room of rooms) {
    routes[`GET /api/chat/${room.roomId}/messages`] = (request) => {
      const all = state.messages[room.roomId] ?? [];
      const before = new URL(request.url).searchParams.get('before');
      const end = before ? all.findIndex((message) => message._id === before) : all.length;
      const page = all.slice(Math.max(0, end - 30), end);
      return json(messagesPage(page, end > 30, all.length));
    };
    routes[`PUT /api/chat/${room.roomId}/read`] = () => json({ roomId: room.roomId, unreadCount: 0, readAt: new Date().toISOString() });
    routes[`POST /api/chat/${room.roomId}/messages`] = async (request) => {
      const form = await request.formData();
      return json({ message: store(room.roomId, String(form.get('content'))) }, 201);
    };
  }
  // chat:send on the socket answers as the POST does.
  answerChatSends(({ roomId, content }) => (state.messages[roomId] ? { ok: true, sent: store(roomId, content) } : { ok: false, message: chatMessageTexts.roomNotFound }));
  function store(roomId: string, content: string) {
    const message = messageOf({ _id: `sent-${Date.now()}`, roomId, content, createdAt: new Date().toISOString() });
    state.messages[roomId] = [...(state.messages[roomId] ?? []), message];
    return message;
  }
  return { ...mockFetch(routes), state };
}

const unreadRooms = () => [
  roomOf({ roomId: 'r1', unreadCount: 0 }),
  roomOf({
    roomId: 'r2',
    unreadCount: 3,
    otherUser: canKaya,
    myRole: 'seller',
    lastActivity: '2025-05-01T12:00:00.000Z',
    lastMessage: { _id: 'x9', content: 'Kargo ne zaman çıkar?', senderId: 'u5', createdAt: '2025-05-01T12:00:00.000Z', hasAttachments: false },
  }),
];

/** The buyer's room r1 open, its messages shown and the live connection up. */
async function openRoomConnected() {
  const server = chatServer();
  renderApp('/chat?room=r1', { user: buyer });
  const user = userEvent.setup();
  const box = await screen.findByRole('textbox', { name: 'Mesajınız' });
  await screen.findByText('Mesaj 3');
  const socket = latestSocket();
  await waitFor(() => expect(socket.connected).toBe(true));
  return { ...server, user, box, socket };
}

function roomNames() {
  return within(screen.getByRole('list', { name: 'Sohbetler' }))
    .getAllByRole('link')
    .map((link) => link.querySelector('p')?.textContent);
}

describe('/chat room list', () => {
  it('lists the rooms with their last message, unread badge, and the total in the navbar', async () => {
    chatServer({ rooms: unreadRooms() });
    renderApp('/chat', { user: buyer });
    expect(await screen.findByText('Kargo ne zaman çıkar?')).toBeInTheDocument();
    expect(roomNames()).toEqual(['Demir Endüstriyel', 'Can Kaya']);
    expect(screen.getByText('Siz: Stokta var mı?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Can Kaya/ })).toHaveTextContent('3 okunmamış mesaj');
    expect((await screen.findByRole('link', { name: 'Mesajlar (3 okunmamış)' }))).toBeInTheDocument();
    expect(screen.getByText('Bir sohbet seçin')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the empty state', async () => {
    let answer!: () => void;
    const ready = new Promise<void>((resolve) => (answer = resolve));
    chatServer({ rooms: [], myChatsAnswer: async () => (await ready, json(myChats([]))) });
    renderApp('/chat', { user: buyer });
    expect(await screen.findByLabelText('Sohbetler yükleniyor')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('Henüz bir sohbetiniz yok')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ürünlere göz atın' })).toHaveAttribute('href', '/urunler');
  });

  it('shows the spec message when the list cannot be fetched, and retries', async () => {
    let fail = true;
    chatServer({ myChatsAnswer: () => (fail ? new Response(null, { status: 500 }) : json(myChats([roomOf()]))) });
    renderApp('/chat', { user: buyer });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sohbetler yüklenemedi');
    expect(alert).toHaveTextContent(chatMessageTexts.listFailed);
    // …and as the toast.
    await waitFor(() => expect(screen.getAllByText(chatMessageTexts.listFailed)).toHaveLength(2));
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Demir Endüstriyel')).toBeInTheDocument();
  });

  it('opens no socket for visitors; signs in with the token, and closes it on sign-out', async () => {
    chatServer();
    const { store } = renderApp('/chat', { user: buyer });
    await screen.findByText('Demir Endüstriyel');
    expect(fakeSockets).toHaveLength(1);
    expect(latestSocket().token).toBe(buyer.token);
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(latestSocket().active).toBe(false);
    expect(store.getState().chat.connection).toBe('idle');
  });
});

describe('/chat conversation', () => {
  it('opening a room with unread messages marks it read: its badge and the navbar total go to 0', async () => {
    const { sent } = chatServer({ rooms: unreadRooms(), messages: { r1: [], r2: conversation(2, 'r2') } });
    renderApp('/chat?room=r2', { user: buyer });
    expect(await screen.findByText('Mesaj 2')).toBeInTheDocument();
    await waitFor(() => expect(sent('PUT', '/api/chat/r2/read')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTitle('Mesajlar')).toHaveAccessibleName('Mesajlar'));
    expect(screen.getByRole('link', { name: /Can Kaya/ })).not.toHaveTextContent('okunmamış');
    // The header says who it is and what it is about.
    expect(screen.getByRole('heading', { level: 2, name: 'Can Kaya' })).toBeInTheDocument();
  });

  it('sends the trimmed text over the open connection and shows the message once, its own echo too', async () => {
    const { sent, state, user, box, socket } = await openRoomConnected();

    await user.click(box);
    await user.paste('  Merhaba, 20 makara için fiyat alabilir miyim?  ');
    await user.keyboard('{Enter}');
    const messages = screen.getByRole('list', { name: 'Mesajlar' });
    expect(await within(messages).findByText('Merhaba, 20 makara için fiyat alabilir miyim?')).toBeInTheDocument();
    expect(socket.sent('chat:send')).toEqual([{ roomId: 'r1', content: 'Merhaba, 20 makara için fiyat alabilir miyim?' }]);
    expect(sent('POST', '/api/chat/r1/messages')).toHaveLength(0);
    expect(box).toHaveValue('');
    // The room list follows: my message is its last one.
    expect(screen.getByText('Siz: Merhaba, 20 makara için fiyat alabilir miyim?')).toBeInTheDocument();
    // The server sends it to my own tabs too: still one message.
    socket.serverSends('chat:message', { message: state.messages.r1!.at(-1), room: roomOf({ unreadCount: 0 }) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(messages).getAllByText('Merhaba, 20 makara için fiyat alabilir miyim?')).toHaveLength(1);
  });

  it('sends over HTTP while the connection is down, and when the connection refuses', async () => {
    const { sent, user, box, socket } = await openRoomConnected();
    socket.drop();

    await user.click(box);
    await user.paste('Bağlantı yokken');
    await user.keyboard('{Enter}');
    const messages = screen.getByRole('list', { name: 'Mesajlar' });
    expect(await within(messages).findByText('Bağlantı yokken')).toBeInTheDocument();
    const [request] = sent('POST', '/api/chat/r1/messages');
    expect((await request!.formData()).get('content')).toBe('Bağlantı yokken');
    expect(socket.sent('chat:send')).toHaveLength(0);

    socket.reconnect();
    answerChatSends(() => ({ ok: false, message: chatMessageTexts.tooFast }));
    await user.paste('Reddedilen');
    await user.keyboard('{Enter}');
    expect(await within(messages).findByText('Reddedilen')).toBeInTheDocument();
    expect(socket.sent('chat:send')).toEqual([{ roomId: 'r1', content: 'Reddedilen' }]);
    expect(sent('POST', '/api/chat/r1/messages')).toHaveLength(2);
  });

  it('refuses an empty message, previews attachments before sending and refuses other file types', async () => {
    const { sent } = chatServer();
    renderApp('/chat?room=r1', { user: buyer });
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByText('Mesaj 3');
    await user.type(screen.getByRole('textbox', { name: 'Mesajınız' }), '  {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(chatMessageTexts.empty);
    expect(sent('POST', '/api/chat/r1/messages')).toHaveLength(0);
    const picker = screen.getByLabelText('Eklenecek dosyaları seç');
    await user.upload(picker, [
      new File(['x'], 'olcu.pdf', { type: 'application/pdf' }),
      new File(['x'], 'kurulum.exe', { type: 'application/x-msdownload' }),
    ]);
    const waiting = screen.getByRole('list', { name: 'Eklenecek dosyalar' });
    expect(within(waiting).getByText('olcu.pdf')).toBeInTheDocument();
    expect(within(waiting).queryByText('kurulum.exe')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(chatMessageTexts.attachmentType);

    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(sent('POST', '/api/chat/r1/messages')).toHaveLength(1));
    const form = await sent('POST', '/api/chat/r1/messages')[0]!.formData();
    expect(form.get('content')).toBe('');
    expect((form.getAll('attachments') as File[]).map((file) => file.name)).toEqual(['olcu.pdf']);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Eklenecek dosyalar' })).not.toBeInTheDocument());
  });

  it('scrolling to the top loads the page before the oldest loaded message', async () => {
    const { sent } = chatServer({ messages: { r1: conversation(40) } });
    renderApp('/chat?room=r1', { user: buyer });
    const list = await screen.findByRole('list', { name: 'Mesajlar' });
    expect(within(list).getByText('Mesaj 11')).toBeInTheDocument();
    expect(within(list).queryByText('Mesaj 10')).not.toBeInTheDocument();

    fireEvent.scroll(list.parentElement!);
    expect(await within(list).findByText('Mesaj 1')).toBeInTheDocument();
    const [older] = sent('GET', '/api/chat/r1/messages').filter((request) => new URL(request.url).searchParams.has('before'));
    expect(Object.fromEntries(new URL(older!.url).searchParams)).toEqual({ page: '1', limit: '30', before: 'm11' });
    expect(within(list).getAllByText(/^Mesaj \d+$/)).toHaveLength(40);
    expect(screen.queryByRole('button', { name: 'Önceki mesajları göster' })).not.toBeInTheDocument();
  });
});

describe('/chat realtime', () => {
  it('a message from someone else moves its room to the top and raises its unread count and the navbar total', async () => {
    chatServer({ rooms: [roomOf({ roomId: 'r1' }), roomOf({ roomId: 'r2', otherUser: canKaya, myRole: 'seller' })] });
    renderApp('/chat?room=r1', { user: buyer });
    await screen.findByText('Mesaj 3');
    const socket = latestSocket();
    await waitFor(() => expect(socket.sent('chat:join')).toEqual([{ roomId: 'r1' }]));

    const message = messageOf({ _id: 'n1', roomId: 'r2', senderId: 'u5', content: 'Teklifinizi bekliyorum', createdAt: '2025-05-03T10:00:00.000Z' });
    socket.serverSends('chat:message', { message, room: roomOf({ roomId: 'r2', otherUser: canKaya, unreadCount: 1 }) });
    // RTK Query batches cache notifications to the next frame.
    await waitFor(() => expect(roomNames()).toEqual(['Can Kaya', 'Demir Endüstriyel']));
    expect(screen.getByRole('link', { name: /Can Kaya/ })).toHaveTextContent('1 okunmamış mesaj');
    expect((await screen.findByRole('link', { name: 'Mesajlar (1 okunmamış)' }))).toBeInTheDocument();
  });

  it('in the open room: the message appears and is read at once; typing and read receipts show', async () => {
    const { sent } = chatServer();
    renderApp('/chat?room=r1', { user: buyer });
    const list = await screen.findByRole('list', { name: 'Mesajlar' });
    const socket = latestSocket();

    socket.serverSends('chat:typing', { roomId: 'r1', userId: 'u2', isTyping: true });
    expect(screen.getAllByText('yazıyor…').length).toBeGreaterThan(0);
    socket.serverSends('chat:stop-typing', { roomId: 'r1', userId: 'u2', isTyping: false });
    expect(screen.queryByText('yazıyor…')).not.toBeInTheDocument();

    const message = messageOf({ _id: 'n1', senderId: 'u2', senderRole: 'seller', content: 'Evet, stokta 40 makara var.', createdAt: new Date().toISOString() });
    socket.serverSends('chat:message', { message, room: roomOf({ unreadCount: 1 }) });
    expect(await within(list).findByText('Evet, stokta 40 makara var.')).toBeInTheDocument();
    await waitFor(() => expect(sent('PUT', '/api/chat/r1/read')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTitle('Mesajlar')).toHaveAccessibleName('Mesajlar'));

    // My messages (m1, m3) are ✓ until the seller reads them.
    expect(within(list).getAllByText('Gönderildi')).toHaveLength(2);
    socket.serverSends('chat:read', { roomId: 'r1', readerId: 'u2', readAt: new Date().toISOString() });
    await waitFor(() => expect(within(list).getAllByText('Okundu')).toHaveLength(2));
    expect(within(list).queryByText('Gönderildi')).not.toBeInTheDocument();
  });

  it('when its server process shuts down, leaves it and connects again after the hinted moment, then catches up', async () => {
    const { sent } = chatServer();
    renderApp('/chat?room=r1', { user: buyer });
    await screen.findByRole('list', { name: 'Mesajlar' });
    const socket = latestSocket();
    await waitFor(() => expect(socket.connected).toBe(true));
    const listCalls = sent('GET', '/api/chat/my-chats').length;

    socket.serverSends('server:restarting', { reconnectInMs: 80 });
    // It let go of the closing process at once (socket.io alone would not come back after the server's close) …
    expect(socket.connected).toBe(false);
    expect(screen.getByText('Bağlantı yeniden kuruluyor…')).toBeInTheDocument();
    expect(socket.connects).toBe(0);
    // … and comes back once the hint's time has passed, to whichever process the balancer picks.
    await waitFor(() => expect(socket.connects).toBe(1));
    await waitFor(() => expect(socket.connected).toBe(true));
    await waitFor(() => expect(screen.queryByText('Bağlantı yeniden kuruluyor…')).not.toBeInTheDocument());
    await waitFor(() => expect(sent('GET', '/api/chat/my-chats').length).toBe(listCalls + 1));
  });

  it('after a reconnect, fetches what was missed and shows each message once', async () => {
    const { sent, state } = chatServer();
    renderApp('/chat?room=r1', { user: buyer });
    const list = await screen.findByRole('list', { name: 'Mesajlar' });
    const socket = latestSocket();
    await waitFor(() => expect(socket.connected).toBe(true));
    const listCalls = sent('GET', '/api/chat/my-chats').length;
    const messageCalls = sent('GET', '/api/chat/r1/messages').length;

    socket.drop();
    expect(screen.getByText('Bağlantı yeniden kuruluyor…')).toBeInTheDocument();
    // While the socket was down the seller wrote twice; one of them also arrives live after all.
    const missed = [
      messageOf({ _id: 'm4', senderId: 'u2', content: 'Fiyat 1.150 TL', createdAt: '2025-05-02T08:10:00.000Z' }),
      messageOf({ _id: 'm5', senderId: 'u2', content: 'Kargo ücretsiz', createdAt: '2025-05-02T08:11:00.000Z' }),
    ];
    state.messages.r1 = [...state.messages.r1!, ...missed];
    state.rooms = [roomOf({ lastMessage: { ...roomOf().lastMessage!, _id: 'm5', content: 'Kargo ücretsiz', senderId: 'u2' } })];
    socket.reconnect();

    await waitFor(() => expect(sent('GET', '/api/chat/my-chats').length).toBe(listCalls + 1));
    await waitFor(() => expect(sent('GET', '/api/chat/r1/messages').length).toBe(messageCalls + 1));
    expect(await within(list).findByText('Kargo ücretsiz')).toBeInTheDocument();
    socket.serverSends('chat:message', { message: missed[1], room: roomOf() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(list).getAllByText(/^(Mesaj \d|Fiyat 1.150 TL|Kargo ücretsiz)$/).map((node) => node.textContent)).toEqual([
      'Mesaj 1',
      'Mesaj 2',
      'Mesaj 3',
      'Fiyat 1.150 TL',
      'Kargo ücretsiz',
    ]);
  });

  it('shows the other member coming online and their last-seen time when they leave', async () => {
    chatServer();
    renderApp('/chat?room=r1', { user: buyer });
    const header = (await screen.findByRole('heading', { level: 2, name: 'Demir Endüstriyel' })).closest('header')!;
    expect(header).toHaveTextContent('Son görülme');
    latestSocket().serverSends('presence:update', { userId: 'u2', isOnline: true, lastSeen: null });
    await waitFor(() => expect(header).toHaveTextContent('Çevrimiçi'));
    const lastSeen = new Date();
    latestSocket().serverSends('presence:update', { userId: 'u2', isOnline: false, lastSeen: lastSeen.toISOString() });
    const time = lastSeen.toLocaleTimeString('tr-TR', { hour: '2-digit', minute: '2-digit' });
    await waitFor(() => expect(header).toHaveTextContent(`Son görülme bugün ${time}`));
  });

  it('shows the offers of the room as cards; the buyer accepts one with a note and is led to pay', async () => {
    const offer = offerOf('o1', 'Demir Endüstriyel', { roomId: 'r1', advertId: null, amount: 1150, deliveryDays: 5, revisions: 3, seller: { ...offerOf('o1', 'x').seller, storeName: 'Demir Endüstriyel', rating: { average: 4.5, count: 2 } } });
    const messages = { r1: [...conversation(3), messageOf({ _id: 'm4', kind: 'offer', offerId: 'o1', content: '', senderId: 'u2', senderRole: 'seller', createdAt: '2025-05-02T08:10:00.000Z' })] };
    const { sent } = chatServer({
      messages,
      extra: {
        'GET /api/offer/room/r1': () => json({ offers: [offer] }),
        'PATCH /api/ilan/requests/offers/o1/status': () => json({ message: 'Teklif kabul edildi.', offer: { ...offer, status: 'accepted', statusNote: 'Hemen başlayalım' }, advert: null }),
      },
    });
    renderApp('/chat?room=r1', { user: buyer });
    const card = await screen.findByRole('article', { name: 'Teklif' });
    expect(card).toHaveTextContent('₺1.150,00');
    expect(card).toHaveTextContent('5 gün');
    expect(card).toHaveTextContent('Revizyon3');
    expect(card).toHaveTextContent('Bekliyor');
    expect(within(card).getByLabelText(/Freelance puanı 5 üzerinden 4,5, 2 değerlendirme/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(card).getByLabelText('Demir Endüstriyel için not'), 'Hemen başlayalım');
    await user.click(within(card).getByRole('button', { name: 'Demir Endüstriyel teklifini kabul et' }));
    await waitFor(() => expect(card).toHaveTextContent('Kabul edildi'));
    expect(within(card).getByRole('button', { name: 'Siparişe geç ve öde' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /reddet/ })).not.toBeInTheDocument();
    expect(await sent('PATCH', '/api/ilan/requests/offers/o1/status')[0].json()).toEqual({ status: 'accepted', statusNote: 'Hemen başlayalım' });
  });

  it('shows a new offer and a status change live, without reloading the page', async () => {
    const made = offerOf('o1', 'Demir Endüstriyel', { roomId: 'r1', advertId: null, amount: 2400 });
    let offers: (typeof made)[] = [];
    const { sent } = chatServer({ user: seller, rooms: [roomOf({ myRole: 'seller', otherUser: canKaya })], extra: { 'GET /api/offer/room/r1': () => json({ offers }) } });
    renderApp('/chat?room=r1', { user: seller });
    await screen.findByText('Mesaj 3');
    expect(screen.queryByRole('article', { name: 'Teklif' })).not.toBeInTheDocument();

    // The store's offer arrives as a message of kind offer: the card appears.
    const socket = latestSocket();
    offers = [made];
    socket.serverSends('chat:message', {
      message: messageOf({ _id: 'm9', kind: 'offer', offerId: 'o1', content: '', senderId: 'u2', senderRole: 'seller', createdAt: new Date().toISOString() }),
      room: roomOf({ myRole: 'seller', otherUser: canKaya }),
    });
    const card = await screen.findByRole('article', { name: 'Teklif' });
    expect(card).toHaveTextContent('₺2.400,00');
    expect(card).toHaveTextContent('Bekliyor');
    // The store sees no accept button on its own offer.
    expect(within(card).queryByRole('button', { name: /kabul et/ })).not.toBeInTheDocument();

    // The buyer rejects it in another window: the card follows the chat:offer event.
    offers = [{ ...offers[0], status: 'rejected', statusNote: 'Bütçemi aşıyor' }];
    socket.serverSends('chat:offer', { roomId: 'r1', offer: { _id: 'o1', status: 'rejected' } });
    await waitFor(() => expect(card).toHaveTextContent('Reddedildi'));
    expect(card).toHaveTextContent('Not: Bütçemi aşıyor');
    expect(sent('GET', '/api/offer/room/r1')).toHaveLength(3);
  });

  it("lets a store make an offer from the room, sent with the room and the buyer's request", async () => {
    const room = roomOf({ myRole: 'seller', otherUser: canKaya, context: { type: 'request', id: 'a1', title: 'Braket için 3D model', slug: null, image: null } });
    let body: FormData | null = null;
    chatServer({
      user: seller,
      rooms: [room],
      extra: {
        'GET /api/offer/room/r1': () => json({ offers: [] }),
        'POST /api/offer/create': async (request) => {
          body = await request.formData();
          return json({ offer: offerOf('o7', 'Demir Endüstriyel', { roomId: 'r1' }) }, 201);
        },
      },
    });
    renderApp('/chat?room=r1', { user: seller });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Teklif ver' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Teklifi gönder' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Tutar ve teslim süresi gerekli.');
    await user.type(within(dialog).getByLabelText('Tutar (TL)'), '1800');
    await user.type(within(dialog).getByLabelText('Teslim süresi (gün)'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Teklifi gönder' }));
    expect(await screen.findByText('Teklifiniz gönderildi.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sentForm = body as unknown as FormData;
    expect(Object.fromEntries(['roomId', 'advertId', 'amount', 'deliveryDays'].map((key) => [key, sentForm.get(key)]))).toEqual({ roomId: 'r1', advertId: 'a1', amount: '1800', deliveryDays: '6' });
  });

  it('shows no offer button to a buyer', async () => {
    chatServer({ extra: { 'GET /api/offer/room/r1': () => json({ offers: [] }) } });
    renderApp('/chat?room=r1', { user: buyer });
    await screen.findByText('Mesaj 3');
    expect(screen.queryByRole('button', { name: 'Teklif ver' })).not.toBeInTheDocument();
  });
});

describe('/seller-panel/chat', () => {
  it('lists only the conversations the seller answers as a store, with their unread count in the panel menu', async () => {
    chatServer({ rooms: unreadRooms(), user: seller });
    renderApp('/seller-panel/chat', { user: seller });
    expect(await screen.findByRole('heading', { level: 1, name: 'Müşteri mesajları' })).toBeInTheDocument();
    expect(await screen.findByText('Kargo ne zaman çıkar?')).toBeInTheDocument();
    expect(roomNames()).toEqual(['Can Kaya']);
    const menu = screen.getByRole('navigation', { name: 'Satıcı paneli' });
    expect(await within(menu).findByRole('link', { name: 'Mesajlar (3 okunmamış)' })).toHaveAttribute('href', '/seller-panel/chat');
  });
});
