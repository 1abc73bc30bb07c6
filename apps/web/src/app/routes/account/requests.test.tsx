import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Advert } from '@pazaryeri/contract/adverts/index';
import { advertOf, offerOf } from '@/testing/advert-fixtures';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';

const page = (adverts: Advert[]) => ({ adverts, page: 1, limit: 12, total: adverts.length, totalPages: 1 });

function server(adverts: Advert[]) {
  const state = { adverts };
  const offers = [
    offerOf('o1', 'Kuzey 3D Tasarım', { amount: 1800, deliveryDays: 10, revisions: 3, seller: { ...offerOf('o1', 'x').seller, storeName: 'Kuzey 3D Tasarım', rating: { average: 4.8, count: 12 } } }),
    offerOf('o2', 'Güney Tasarım', { amount: 1450, deliveryDays: 6, revisions: 1 }),
  ];
  const mock = mockFetch({
    'GET /api/auth/session': () => json(sessionOf(buyer)),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/ilan/user/my-adverts/list': () => json(page(state.adverts)),
    'GET /api/ilan/a1/teklif': () => json({ offers, page: 1, limit: 50, total: 2, totalPages: 1 }),
    'PUT /api/ilan/status/a1': async (request) => {
      const { status } = (await request.json()) as { status: Advert['status'] };
      state.adverts = state.adverts.map((advert) => (advert._id === 'a1' ? { ...advert, status } : advert));
      return json({ message: 'İlan durumu güncellendi.', advert: state.adverts[0] });
    },
    'PATCH /api/ilan/requests/offers/o2/status': () => {
      state.adverts = [advertOf({ status: 'inProgress', saleStatus: 'inNegotiation' })];
      return json({ message: 'Teklif kabul edildi.', offer: { ...offers[1], status: 'accepted' }, advert: state.adverts[0] });
    },
    'DELETE /api/ilan/a1': () => {
      state.adverts = [];
      return json({ message: 'İlan silindi.' });
    },
  });
  return { ...mock, state };
}

beforeAll(() => preloadPages('/hesabim/taleplerim'));

describe('/hesabim/taleplerim', () => {
  it('lists my requests; the offers open side by side with the store ratings, and accepting one leads to payment', async () => {
    server([advertOf()]);
    renderApp('/hesabim/taleplerim', { user: buyer });
    const item = await screen.findByRole('listitem', { name: 'Montaj braketi için 3D model' });
    expect(item).toHaveTextContent('Yayında');
    expect(item).toHaveTextContent('2 teklif');
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: /Teklifleri karşılaştır \(2\)/ }));
    const kuzey = await within(item).findByRole('listitem', { name: 'Kuzey 3D Tasarım teklifi' });
    expect(kuzey).toHaveTextContent('₺1.800,00');
    expect(kuzey).toHaveTextContent('10 gün');
    expect(within(kuzey).getByLabelText('Freelance puanı 5 üzerinden 4,8, 12 değerlendirme')).toBeInTheDocument();
    const guney = within(item).getByRole('listitem', { name: 'Güney Tasarım teklifi' });
    expect(guney).toHaveTextContent('Henüz değerlendirme yok');
    await user.click(within(guney).getByRole('button', { name: 'Güney Tasarım teklifini kabul et' }));
    expect(await within(guney).findByRole('button', { name: 'Siparişe geç ve öde' })).toBeInTheDocument();
    expect(within(kuzey).getByText('Reddedildi')).toBeInTheDocument();
    await waitFor(() => expect(item).toHaveTextContent('Çalışılıyor'));
    // An advert being worked on can be completed but not deleted.
    expect(within(item).getByRole('button', { name: 'Tamamlandı olarak işaretle' })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /ilanını sil/ })).not.toBeInTheDocument();
  });

  it('takes a request off the air and back, and deletes it after asking', async () => {
    const { sent } = server([advertOf()]);
    renderApp('/hesabim/taleplerim', { user: buyer });
    const item = await screen.findByRole('listitem', { name: 'Montaj braketi için 3D model' });
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Yayından kaldır' }));
    await waitFor(() => expect(item).toHaveTextContent('Yayında değil'));
    expect(await sent('PUT', '/api/ilan/status/a1')[0].json()).toEqual({ status: 'passive' });
    expect(within(item).getByRole('button', { name: 'Yeniden yayınla' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Montaj braketi için 3D model ilanını sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'İlanı sil' });
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Henüz bir talebiniz yok')).toBeInTheDocument();
  });

  it('says what went wrong when the list cannot be loaded', async () => {
    mockFetch({
      'GET /api/auth/session': () => json(sessionOf(buyer)),
      'GET /api/categories/main/with-counts': () => json([]),
      'GET /api/ilan/user/my-adverts/list': () => json({ message: 'İlanlar yüklenemedi.' }, 500),
    });
    renderApp('/hesabim/taleplerim', { user: buyer });
    expect(await screen.findByRole('alert', undefined)).toHaveTextContent('İlanlar yüklenemedi.');
  });
});
