import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '@pazaryeri/contract/reviews/index';
import { seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { storeOf } from '@/testing/seller-fixtures';

beforeAll(() => preloadSellerPanel());

const reviewOf = (overrides: Partial<Review>): Review => ({
  _id: 'r1',
  rating: 5,
  comment: 'Cıvatalar sağlam, paketleme özenliydi.',
  likes: 2,
  productId: 'p1',
  order: 'o1',
  orderId: 'o1',
  product: { _id: 'p1', name: 'Cıvata M12', slug: 'civata-m12', image: null },
  author: 'A*** Y***',
  photos: [],
  reply: null,
  status: 'published',
  moderationReason: null,
  likedByMe: false,
  isMine: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function api() {
  let review = reviewOf({});
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(seller)),
    'GET /api/seller/user/u2': () => json(storeOf()),
    'GET /api/comment/seller/reviews': () =>
      json({ reviews: [review], page: 1, limit: 10, total: 1, totalPages: 1, store: { average: 5, count: 1 }, counts: { all: 1, replied: review.reply ? 1 : 0, unreplied: review.reply ? 0 : 1 } }),
    'POST /api/comment/r1/replies': async (request) => {
      const { comment } = (await request.json()) as { comment: string };
      const now = '2026-11-21T09:00:00.000Z';
      review = { ...review, reply: { comment, storeName: 'Demir Endüstriyel', createdAt: review.reply?.createdAt ?? now, updatedAt: now } };
      return json({ message: 'Yanıtınız yayınlandı.', review });
    },
  });
}

describe('seller reviews (/seller-panel/review)', () => {
  it('answers a review, then shows the reply once (in the card) with an edit button that opens the form filled in', async () => {
    const { sent } = api();
    renderApp('/seller-panel/review', { user: seller });
    const user = userEvent.setup({ delay: null });
    const card = (await screen.findByText('Cıvatalar sağlam, paketleme özenliydi.')).closest('article')!;
    await user.type(within(card).getByLabelText('Mağaza yanıtı'), 'Teşekkür ederiz.');
    await user.click(within(card).getByRole('button', { name: 'Yanıtla' }));
    expect(await screen.findByText('Yanıtınız yayınlandı.')).toBeInTheDocument();

    expect(await within(card).findByRole('button', { name: 'Yanıtı düzenle' })).toBeInTheDocument();
    expect(within(card).getAllByText('Teşekkür ederiz.')).toHaveLength(1);
    expect(within(card).queryByLabelText('Mağaza yanıtı')).not.toBeInTheDocument();
    expect(sent('POST', '/api/comment/r1/replies')).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: 'Yanıtı düzenle' }));
    expect(within(card).getByLabelText('Mağaza yanıtı')).toHaveValue('Teşekkür ederiz.');
    expect(within(card).getByRole('button', { name: 'Yanıtı güncelle' })).toBeInTheDocument();
  });
});
