import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FreelanceOrderView } from '@pazaryeri/contract/freelance/index';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { orderItemOf, orderOf, sellerOrderOf } from '@/testing/order-fixtures';
import { renderApp } from '@/testing/render-app';

const delivery = (round: number, status: 'pending' | 'revision_requested' | 'accepted') => ({
  _id: `d${round}`,
  round,
  note: `Sürüm ${round}`,
  status,
  statusLabel: status === 'pending' ? 'Onayınızı bekliyor' : status === 'accepted' ? 'Kabul edildi' : 'Revizyon istendi',
  responseNote: null,
  deliveredAt: '2026-11-20T09:00:00.000Z',
  respondedAt: null,
  autoAcceptAt: status === 'pending' ? '2026-11-27T09:00:00.000Z' : null,
  files: [{ id: `f${round}`, name: `surum-${round}.pdf`, mimeType: 'application/pdf', size: 2048, url: `/api/orders/freelance/files/d${round}/f${round}?token=t` }],
});

function freelanceOrder(revisionsUsed: number, status: 'delivered' | 'completed' = 'delivered'): FreelanceOrderView {
  const deliveries = [...Array.from({ length: revisionsUsed }, (_, index) => delivery(index + 1, 'revision_requested')), delivery(revisionsUsed + 1, status === 'completed' ? 'accepted' : 'pending')];
  return {
    order: orderOf({ _id: 'o1', status: 'paid', orders: [sellerOrderOf({ status, items: [orderItemOf({ _id: 'i1', name: 'Braket 3D modeli', productId: null })] })] }),
    sellerOrderId: 'so1',
    offer: { _id: 'of1', amount: 1500, deliveryDays: 7, revisions: 3, note: '', advert: null },
    customization: { status: 'completed', statusLabel: 'Teslim edildi', revisionsAllowed: 3, revisionsUsed, revisionsLeft: 3 - revisionsUsed, deliveries },
    can: { pay: false, start: false, deliver: false, accept: status === 'delivered', requestRevision: status === 'delivered' && revisionsUsed < 3, review: status === 'completed' },
    review: null,
  };
}

function api(start: FreelanceOrderView) {
  let current = start;
  const sent: unknown[] = [];
  const fetch = mockFetch({
    'GET /api/auth/session': () => json(sessionOf(buyer)),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/orders/freelance/o1': () => json({ freelanceOrder: current }),
    'POST /api/orders/customDelivery/o1/accept': () => {
      current = freelanceOrder(current.customization.revisionsUsed, 'completed');
      return json({ message: 'Teslimatı kabul ettiniz.', freelanceOrder: current });
    },
    'POST /api/reviews': async (request) => {
      sent.push(await request.json());
      return json({ message: 'Değerlendirmeniz için teşekkürler.', review: { _id: 'r1', seller: { _id: 's1', storeName: 'Kuzey' }, buyer: { name: 'Ayşe' }, orderId: 'o1', rating: 4, comment: '', createdAt: '2026-11-21T00:00:00.000Z' } }, 201);
    },
  });
  return { fetch, sent };
}

describe('the buyer’s freelance order (/hesabim/ozel-siparisler/:id)', () => {
  it('shows the deliveries with their files, the 7-day automatic acceptance, and the revisions left', async () => {
    api(freelanceOrder(1));
    renderApp('/hesabim/ozel-siparisler/o1', { user: buyer });
    expect(await screen.findByText('Braket 3D modeli')).toBeInTheDocument();
    expect(screen.getByText(/tarihine kadar kabul etmez ya da revizyon istemezseniz teslimat otomatik olarak kabul edilir/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /surum-2\.pdf/ })).toHaveAttribute('href', '/api/orders/freelance/files/d2/f2?token=t');
    const revise = screen.getByRole('button', { name: 'Revizyon iste (2 hak kaldı)' });
    expect(revise).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Notunuz'), 'Delik büyüsün.');
    expect(revise).toBeEnabled();
  });

  it('refuses a revision once they are used up, then accepts and sends the review', async () => {
    const { sent } = api(freelanceOrder(3));
    renderApp('/hesabim/ozel-siparisler/o1', { user: buyer });
    expect(await screen.findByRole('button', { name: 'Revizyon iste (0 hak kaldı)' })).toBeDisabled();
    expect(screen.getByText(/revizyon hakları kullanıldı/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Teslimatı kabul et' }));
    expect(await screen.findByRole('form', { name: 'Mağazayı değerlendirin' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Değerlendirmeyi gönder' }));
    expect(screen.getByText('Lütfen 1 ile 5 arasında bir puan seçin.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '4 puan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Değerlendirmeyi gönder' }));
    await waitFor(() => expect(sent).toEqual([{ orderId: 'o1', rating: 4, comment: '' }]));
  });
});
