import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SellerProfileResponse } from '@pazaryeri/contract/sellers/index';
import { seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { cities, districtsByCity, profileOf, storeOf } from '@/testing/seller-fixtures';

beforeAll(() => preloadSellerPanel());

type PutBody = { addresses: Array<{ addressUUID?: string; isDefault: boolean }> };

function api() {
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
    'GET /api/shipping/districts': (request) => json(districtsByCity[new URL(request.url).searchParams.get('cityCode') ?? ''] ?? []),
    'GET /api/follow/report': () => json({ report: [], startDate: '2025-01-01', endDate: '2025-01-30' }),
    'GET /api/sellerReportRoute/sales-report': () => json({ message: 'x' }, 500),
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
