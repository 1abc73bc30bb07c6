import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Advert } from '@pazaryeri/contract/adverts/index';
import { advertOf, offerOf } from '@/testing/advert-fixtures';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';

/** The request fields of issue 31 on the shared fixture's request. */
const category = (id: string, name: string, parentCategory: string | null = null) => ({ _id: id, name, slug: id, description: null, icon: null, parentCategory, productCount: 0 });
const tree = [{ ...category('c1', 'Metal işleme'), subCategories: [category('c2', 'CNC parçaları', 'c1')] }];

const page = (adverts: Advert[]) => ({ adverts, page: 1, limit: 12, total: adverts.length, totalPages: 1 });

function server(adverts: Advert[]) {
  const state = { adverts };
  const offers = [
    offerOf('o1', 'Kuzey 3D Tasarım', { amount: 1800, deliveryDays: 10, revisions: 3, seller: { ...offerOf('o1', 'x').seller, storeName: 'Kuzey 3D Tasarım', rating: { average: 4.8, count: 12 } } }),
    offerOf('o2', 'Güney Tasarım', { amount: 1450, deliveryDays: 6, revisions: 1 }),
  ];
  const mock = mockFetch({
    'GET /api/auth/session': () => json(sessionOf(buyer)),
    'GET /api/categories/main/with-counts': () => json(tree),
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
    'PUT /api/ilan/a1': () => json({ message: 'İlan güncellendi.', advert: state.adverts[0] }),
    'DELETE /api/ilan/a1': () => {
      state.adverts = [];
      return json({ message: 'İlan silindi.' });
    },
  });
  return { ...mock, state };
}

beforeAll(() => preloadPages('/hesabim/taleplerim'));

describe('/hesabim/taleplerim', () => {
  it('lists my requests with what they ask and their offers against the cap; the offers open side by side with the store ratings, and accepting one leads to payment', async () => {
    const full = advertOf({ _id: 'a2', slug: 'sac-kutu-a2', title: 'Sac kutu', budgetOpen: true, budget: 0, maxOffers: 3, offersCount: 3 });
    server([advertOf({ process: 'laser_cutting', quantity: 40, unit: 'piece' }), full]);
    renderApp('/hesabim/taleplerim', { user: buyer });
    const item = await screen.findByRole('listitem', { name: 'Montaj braketi için 3D model' });
    expect(item).toHaveTextContent('Yayında');
    expect(item).toHaveTextContent('Lazer kesim · 40 adet');
    expect(item).toHaveTextContent('2/10 teklif');
    const capped = screen.getByRole('listitem', { name: 'Sac kutu' });
    expect(capped).toHaveTextContent('Teklif bekleniyor');
    expect(capped).toHaveTextContent('3/3 teklif');
    expect(capped).toHaveTextContent('Teklif sınırı doldu');
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

  it('edits a request from what it has: a technical file removed goes as removeFiles, the other facts as they were', async () => {
    const drawing = { _id: 'f1', name: 'flans.pdf', format: 'pdf' as const, size: 250_000, createdAt: '2026-11-20T10:00:00.000Z' };
    const { sent } = server([
      advertOf({ category: { _id: 'c2', name: 'CNC parçaları', slug: 'c2' }, process: 'laser_cutting', quantity: 40, unit: 'set', material: 'Çelik', files: [drawing], filesCount: 1 }),
    ]);
    renderApp('/hesabim/taleplerim', { user: buyer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Montaj braketi için 3D model ilanını düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'İlanı düzenle' });
    await waitFor(() => expect(within(dialog).getByLabelText('Kategori')).toHaveValue('c2'));
    await user.click(within(dialog).getByRole('button', { name: 'flans.pdf kaldır' }));
    expect(within(dialog).queryByText('flans.pdf')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const form = await sent('PUT', '/api/ilan/a1')[0].formData();
    expect(Object.fromEntries(['category', 'process', 'quantity', 'unit', 'material', 'removeFiles'].map((key) => [key, form.get(key)]))).toEqual({
      category: 'c2',
      process: 'laser_cutting',
      quantity: '40',
      unit: 'set',
      material: 'Çelik',
      removeFiles: '["f1"]',
    });
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
