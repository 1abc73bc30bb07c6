import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoreCapabilities } from '@pazaryeri/contract/sellers/capabilities';
import type { SellerProfileResponse } from '@pazaryeri/contract/sellers/index';
import { seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { cities, districtsByCity, profileOf, storeOf } from '@/testing/seller-fixtures';

beforeAll(() => preloadSellerPanel());

type PutBody = { addresses: Array<{ addressUUID?: string; isDefault: boolean }> };

const catalogue = [
  {
    _id: '7c1d5a52-0000-4000-8000-000000000001',
    name: 'Makine Parçaları',
    slug: 'makine-parcalari',
    description: null,
    icon: 'cog',
    parentCategory: null,
    productCount: 4,
    subCategories: [{ _id: '7c1d5a52-0000-4000-8000-000000000002', name: 'Flanşlar', slug: 'flanslar', description: null, icon: null, parentCategory: '7c1d5a52-0000-4000-8000-000000000001', productCount: 2 }],
  },
  { _id: '7c1d5a52-0000-4000-8000-000000000003', name: 'Plastik Parçalar', slug: 'plastik-parcalar', description: null, icon: 'box', parentCategory: null, productCount: 1, subCategories: [] },
];

const noCapabilities: StoreCapabilities = { categories: [], processes: [], materials: [], cities: [], allTurkey: false, capacityNote: null, updatedAt: null };

function api(overrides: Parameters<typeof mockFetch>[0] = {}) {
  let profile = profileOf();
  let store = storeOf();
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(seller)),
    'GET /api/seller/user/u2': () => json(store),
    'GET /api/seller/profile/me': () => json(profile),
    'PUT /api/seller/profile/me': async (request) => {
      const { addresses } = (await request.json()) as PutBody;
      profile = {
        ...profile,
        addresses: addresses.map((entry) => ({
          ...profile.addresses.find((known) => known.addressUUID === entry.addressUUID)!,
          isDefault: entry.isDefault,
        })),
        message: 'Satıcı bilgileri ve adresler başarıyla güncellendi',
      } as SellerProfileResponse;
      return json(profile);
    },
    'PUT /api/seller/u2': async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      store = { ...store, ...(body.about !== undefined && { about: body.about as string }) };
      return json({ message: 'Mağaza bilgileri başarıyla güncellendi', seller: store });
    },
    'GET /api/shipping/cities': () => json(cities),
    'GET /api/categories/main/with-counts': () => json(catalogue),
    'GET /api/seller/capabilities': () => json({ capabilities: noCapabilities }),
    'PUT /api/seller/capabilities': async (request) => {
      const body = (await request.json()) as { allTurkey: boolean; cities: string[]; capacityNote: string };
      const capabilities = { ...noCapabilities, allTurkey: body.allTurkey, capacityNote: body.capacityNote, updatedAt: '2025-05-01T10:00:00.000Z' };
      return json({ message: 'Üretim yetkinlikleri kaydedildi.', capabilities });
    },
    'GET /api/shipping/districts': (request) => json(districtsByCity[new URL(request.url).searchParams.get('cityCode') ?? ''] ?? []),
    'GET /api/follow/report': () => json({ report: [], startDate: '2025-01-01', endDate: '2025-01-30' }),
    'GET /api/sellerReportRoute/sales-report': () => json({ message: 'x' }, 500),
    ...overrides,
  });
}

describe('store profile: sender addresses', () => {
  it('lists the store entry as such, with exactly one default', async () => {
    api();
    renderApp('/seller-panel/seller', { user: seller });
    const list = await screen.findByRole('list', { name: 'Gönderici adresleri' });
    const switches = within(list).getAllByRole('switch');
    expect(switches.map((control) => control.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    expect(within(list).getByText('Mağaza adresi')).toBeInTheDocument();
    // The store entry is edited through the store form, never deleted.
    expect(within(list).queryByRole('button', { name: 'Demir Endüstriyel adresini sil' })).not.toBeInTheDocument();
  });

  it('reads the profile, moves the default, and puts back a list with exactly one default', async () => {
    const { sent } = api();
    renderApp('/seller-panel/seller', { user: seller });
    const user = userEvent.setup({ delay: null });
    const list = await screen.findByRole('list', { name: 'Gönderici adresleri' });
    await user.click(within(list).getByRole('switch', { name: 'Atölye: varsayılan gönderici adresi' }));

    expect(await screen.findByText('Satıcı bilgileri ve adresler başarıyla güncellendi')).toBeInTheDocument();
    // Spec §7: the change is made on a freshly read list.
    expect(sent('GET', '/api/seller/profile/me')).toHaveLength(2);
    const [put] = sent('PUT', '/api/seller/profile/me');
    const { addresses } = (await put!.json()) as PutBody;
    expect(addresses.map((entry) => [entry.addressUUID, entry.isDefault])).toEqual([
      ['store-default', false],
      ['a1', false],
      ['a2', true],
    ]);
    await waitFor(() =>
      expect(within(list).getAllByRole('switch').map((control) => control.getAttribute('aria-checked'))).toEqual(['false', 'false', 'true']),
    );
  });

  it('saves the about text; a required field left empty is not sent, so it keeps its value', async () => {
    const { sent } = api();
    renderApp('/seller-panel/seller', { user: seller });
    const user = userEvent.setup({ delay: null });
    const about = await screen.findByLabelText('Mağaza hakkında');
    await user.clear(about);
    await user.type(about, 'Hassas CNC işleme.');
    const form = about.closest('form')!;
    await user.clear(within(form).getByLabelText('Mağaza adı'));
    await user.click(within(form).getByRole('button', { name: 'Mağaza Bilgilerini Kaydet' }));
    expect(await screen.findByText('Mağaza bilgileri başarıyla güncellendi')).toBeInTheDocument();
    const [put] = sent('PUT', '/api/seller/u2');
    const body = (await put!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ about: 'Hassas CNC işleme.', contactPhone: '+905321112233', storeAddress: { city: 'Ankara', country: 'TR' } });
    expect(body).not.toHaveProperty('storeName');
  });
});

describe('store profile: what the store makes', () => {
  const capabilitiesForm = async () => (await screen.findByRole('button', { name: 'Yetkinlikleri Kaydet' })).closest('form')!;

  it('sends the categories, processes, materials, cities and note chosen', async () => {
    const { sent } = api();
    renderApp('/seller-panel/seller', { user: seller });
    const user = userEvent.setup({ delay: null });
    const form = await capabilitiesForm();
    expect(within(form).getByText('Henüz üretim yetkinliği girmediniz')).toBeInTheDocument();

    const tree = await within(form).findByRole('list', { name: 'Katalog kategorileri' });
    await user.click(within(tree).getByRole('checkbox', { name: 'Flanşlar' }));
    await user.click(within(tree).getByRole('checkbox', { name: 'Makine Parçaları' }));
    // The main category covers its subcategory: one choice, shown with its path no more.
    expect(within(tree).getByRole('checkbox', { name: /Flanşlar/ })).toBeDisabled();
    expect(within(form).getByRole('list', { name: 'Seçilen kategoriler' })).toHaveTextContent(/^Makine Parçaları$/);
    await user.click(within(form).getByRole('checkbox', { name: 'CNC işleme' }));
    const material = within(form).getByRole('combobox', { name: 'Malzeme' });
    for (const typed of ['çelik', 'ÇELİK']) {
      await user.click(material);
      await user.paste(typed);
      await user.keyboard('{Enter}');
    }
    expect(within(form).getByText('Bu malzeme zaten ekli.')).toBeInTheDocument();
    await user.click(await within(form).findByRole('checkbox', { name: '34 İstanbul' }));
    await user.click(within(form).getByLabelText('Aylık kapasite notu'));
    await user.paste('Ayda 500 parça');
    await user.click(within(form).getByRole('button', { name: 'Yetkinlikleri Kaydet' }));

    expect(await screen.findByText('Üretim yetkinlikleri kaydedildi.')).toBeInTheDocument();
    const [put] = sent('PUT', '/api/seller/capabilities');
    expect(await put!.json()).toEqual({
      categoryIds: [catalogue[0]!._id],
      processes: ['cnc_machining'],
      materials: ['çelik'],
      cities: ['34'],
      allTurkey: false,
      capacityNote: 'Ayda 500 parça',
    });
  });

  it('disables the provinces under "Tüm Türkiye" and sends none', async () => {
    const { sent } = api();
    renderApp('/seller-panel/seller', { user: seller });
    const user = userEvent.setup({ delay: null });
    const form = await capabilitiesForm();
    const ankara = await within(form).findByRole('checkbox', { name: '06 Ankara' });
    await user.click(ankara);
    await user.click(within(form).getByRole('switch', { name: 'Tüm Türkiye' }));
    expect(ankara).toBeDisabled();
    expect(ankara).not.toBeChecked();
    expect(within(form).getByRole('searchbox', { name: 'İl ara' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Yetkinlikleri Kaydet' }));

    expect(await screen.findByText('Üretim yetkinlikleri kaydedildi.')).toBeInTheDocument();
    const [put] = sent('PUT', '/api/seller/capabilities');
    expect(await put!.json()).toMatchObject({ allTurkey: true, cities: [] });
  });

  it('shows the server\'s reason under the field it names', async () => {
    api({
      'PUT /api/seller/capabilities': () =>
        json({ message: 'Seçilen kategorilerden biri bulunamadı.', code: 'UNPROCESSABLE', fields: { categoryIds: 'Seçilen kategorilerden biri bulunamadı.' } }, 422),
    });
    renderApp('/seller-panel/seller', { user: seller });
    const user = userEvent.setup({ delay: null });
    const form = await capabilitiesForm();
    await user.click(await within(form).findByRole('checkbox', { name: 'Plastik Parçalar' }));
    await user.click(within(form).getByRole('button', { name: 'Yetkinlikleri Kaydet' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Seçilen kategorilerden biri bulunamadı.');
  });
});
