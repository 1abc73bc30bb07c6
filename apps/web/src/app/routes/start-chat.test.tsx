import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { myChats, roomOf } from '@/testing/chat-fixtures';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { productOf } from '@/testing/product-fixtures';
import { renderApp } from '@/testing/render-app';
import { storeOf } from '@/testing/seller-fixtures';

const slug = 'paslanmaz-celik-kaynak-teli-1-2-mm';

function api({ signedIn }: { signedIn: boolean }) {
  const started = roomOf({ roomId: 'r9', lastMessage: null, context: { ...roomOf().context, id: 'p1' } });
  return mockFetch({
    'GET /api/auth/session': () => json(signedIn ? sessionOf(buyer) : {}),
    'GET /api/categories/main/with-counts': () => json([]),
    [`GET /api/products/${slug}`]: () => json(productOf()),
    'GET /api/products/p1/recommendations': () => json({ products: [] }),
    'GET /api/products': () => json({ products: [], page: 1, limit: 12, total: 0, totalPages: 1 }),
    'GET /api/seller/alias/demir-endustriyel': () => json(storeOf()),
    'GET /api/chat/my-chats': () => json(myChats([])),
    'POST /api/chat/start': () => json({ room: started, created: true }, 201),
    'GET /api/chat/r9/messages': () => json({ messages: [], page: 1, limit: 30, total: 0, totalPages: 0, hasMore: false }),
  });
}

describe('starting a conversation', () => {
  it('"Satıcıya sor" on a product opens the conversation about it', async () => {
    const { sent } = api({ signedIn: true });
    const { router } = renderApp(`/urun/${slug}`, { user: buyer });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Satıcıya sor' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/chat?room=r9'));
    expect(await sent('POST', '/api/chat/start')[0]!.json()).toEqual({ contextType: 'product', productId: 'p1' });
    // The new room is listed and open at once, without waiting for the list to be fetched again.
    expect(await screen.findByRole('heading', { level: 2, name: 'Demir Endüstriyel' })).toBeInTheDocument();
    expect(await screen.findByText('İlk mesajı yazarak sohbeti başlatın.')).toBeInTheDocument();
  });

  it('"Mesaj gönder" on a store page sends a visitor to sign in first', async () => {
    const { sent } = api({ signedIn: false });
    const { router } = renderApp('/magaza/demir-endustriyel');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mesaj gönder' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('callbackUrl')).toBe('/magaza/demir-endustriyel');
    expect(sent('POST', '/api/chat/start')).toHaveLength(0);
  });
});
