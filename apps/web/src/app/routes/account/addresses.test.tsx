import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuyerAddress } from '@pazaryeri/contract/addresses/index';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';
import { cities, districtsByCity } from '@/testing/seller-fixtures';

beforeAll(() => preloadPages('/hesabim/adresler'));

const home: BuyerAddress = {
  _id: 'ad1',
  title: 'Ev',
  fullName: 'Ayşe Yılmaz',
  phone: '+905321234567',
  cityCode: '34',
  cityName: 'İstanbul',
  districtName: 'Kadıköy',
  neighbourhood: null,
  addressLine: 'Moda Cad. No: 10',
  zip: null,
  countryCode: 'TR',
  isDefault: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function api(initial: BuyerAddress[] = [home]) {
  let addresses = initial;
  const page = () => json({ addresses, page: 1, limit: 10, total: addresses.length, totalPages: 1 });
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(buyer)),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/addresses': page,
    'GET /api/shipping/cities': () => json(cities),
    'GET /api/shipping/districts': (request) => json(districtsByCity[new URL(request.url).searchParams.get('cityCode') ?? ''] ?? []),
    'POST /api/addresses': async (request) => {
      const body = (await request.json()) as BuyerAddress;
      const created = { ...home, ...body, _id: 'ad2', isDefault: false };
      addresses = [...addresses, created];
      return json({ message: 'Adres başarıyla eklendi', address: created }, 201);
    },
    'PUT /api/addresses/ad2': () => {
      addresses = addresses.map((address) => ({ ...address, isDefault: address._id === 'ad2' }));
      return json({ message: 'Adres başarıyla güncellendi', address: addresses[1] });
    },
    'DELETE /api/addresses/ad1': () => {
      addresses = addresses.filter((address) => address._id !== 'ad1');
      return json({ message: 'Adres başarıyla silindi' });
    },
  });
}

describe('address book (/hesabim/adresler)', () => {
  it('adds an address with the city and district pickers, and lists it', async () => {
    const { sent } = api();
    renderApp('/hesabim/adresler', { user: buyer });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Yeni adres ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni adres' });
    await user.type(within(dialog).getByLabelText('Adres başlığı'), 'İş');
    await user.type(within(dialog).getByLabelText('Cep telefonu'), '0532 123 45 67');
    await user.selectOptions(within(dialog).getByLabelText('İl'), 'Ankara');
    await waitFor(() => expect(within(dialog).getByLabelText('İlçe')).toBeEnabled());
    await user.selectOptions(within(dialog).getByLabelText('İlçe'), 'Yenimahalle');
    await user.type(within(dialog).getByLabelText('Açık adres'), 'Ostim OSB 1. Cad. No: 5');
    await user.click(within(dialog).getByRole('button', { name: 'Adresi Kaydet' }));

    expect(await screen.findByText('Adres başarıyla eklendi')).toBeInTheDocument();
    const [post] = sent('POST', '/api/addresses');
    expect(await post!.json()).toMatchObject({
      title: 'İş',
      fullName: 'Ayşe Yılmaz',
      phone: '+905321234567',
      cityCode: '06',
      cityName: 'Ankara',
      districtName: 'Yenimahalle',
      addressLine: 'Ostim OSB 1. Cad. No: 5',
      countryCode: 'TR',
      isDefault: false,
    });

    // The list is asked again and shows the new address beside the default one.
    expect(await screen.findByRole('button', { name: 'İş adresini varsayılan yap' })).toBeInTheDocument();
  });

  it('makes another address the default', async () => {
    const office: BuyerAddress = { ...home, _id: 'ad2', title: 'İş', isDefault: false };
    const { sent } = api([home, office]);
    renderApp('/hesabim/adresler', { user: buyer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'İş adresini varsayılan yap' }));
    expect(await screen.findByText('Adres başarıyla güncellendi')).toBeInTheDocument();
    const [put] = sent('PUT', '/api/addresses/ad2');
    expect(await put!.json()).toEqual({ isDefault: true });
    expect(await screen.findByRole('button', { name: 'Ev adresini varsayılan yap' })).toBeInTheDocument();
  });

  it('deletes after confirming and then shows the empty state', async () => {
    api();
    renderApp('/hesabim/adresler', { user: buyer });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ev adresini sil' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Adres başarıyla silindi')).toBeInTheDocument();
    expect(await screen.findByText('Kayıtlı adresiniz yok')).toBeInTheDocument();
  });

  it("falls back to 'Adresler yüklenirken bir hata oluştu'", async () => {
    mockFetch({
      'GET /api/auth/session': () => json(sessionOf(buyer)),
      'GET /api/categories/main/with-counts': () => json([]),
      'GET /api/addresses': () => new Response('', { status: 502 }),
    });
    renderApp('/hesabim/adresler', { user: buyer });
    expect(await screen.findAllByText('Adresler yüklenirken bir hata oluştu')).not.toHaveLength(0);
  });
});
