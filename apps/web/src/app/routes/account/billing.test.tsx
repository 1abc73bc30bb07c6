import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, type BillingProfile } from '@pazaryeri/contract/addresses/index';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';
import { cities, districtsByCity } from '@/testing/seller-fixtures';

beforeAll(() => preloadPages('/hesabim/fatura-bilgilerim'));

const path = '/hesabim/fatura-bilgilerim';
const myself: BillingProfile = {
  _id: 'b1',
  kind: 'individual',
  title: 'Kendim',
  name: 'Ayşe Yılmaz',
  tckn: null,
  vkn: null,
  taxOffice: null,
  cityCode: '34',
  cityName: 'İstanbul',
  districtName: 'Kadıköy',
  addressLine: 'Moda Cad. No: 10',
  zip: null,
  isDefault: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function api(initial: BillingProfile[], create?: (body: Record<string, unknown>) => Response | undefined) {
  let profiles = initial;
  const bodies: Record<string, unknown>[] = [];
  const mocked = mockFetch({
    'GET /api/auth/session': () => json(sessionOf(buyer)),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/users/billing-profiles': () => json({ billingProfiles: profiles }),
    'GET /api/shipping/cities': () => json(cities),
    'GET /api/shipping/districts': (request) => json(districtsByCity[new URL(request.url).searchParams.get('cityCode') ?? ''] ?? []),
    'POST /api/users/billing-profiles': async (request) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      const refused = create?.(body);
      if (refused) return refused;
      const created = { ...myself, ...body, _id: 'b2', isDefault: false } as BillingProfile;
      profiles = [...profiles, created];
      return json({ message: billingMessages.created, billingProfile: created }, 201);
    },
  });
  return { ...mocked, bodies };
}

describe('billing identities (/hesabim/fatura-bilgilerim)', () => {
  it('adds a corporate identity with its VKN and tax office, asking for them only when corporate', async () => {
    const { bodies } = api([myself], (body) =>
      body.vkn === '1234567891' ? json({ message: billingMessages.vknInvalid, code: 'VALIDATION_FAILED', fields: { vkn: billingMessages.vknInvalid } }, 400) : undefined,
    );
    renderApp(path, { user: buyer });
    const user = userEvent.setup({ delay: null });
    // Typed at once (a paste): what is typed is not what this test is about.
    const fill = async (input: HTMLElement, text: string) => {
      await user.click(input);
      await user.paste(text);
    };
    await user.click(await screen.findByRole('button', { name: 'Fatura bilgisi ekle' }));
    expect(screen.getByText('Kendim').closest('li')).toHaveTextContent('Bireysel');
    const dialog = screen.getByRole('dialog', { name: 'Yeni fatura bilgisi' });
    expect(within(dialog).getByLabelText('T.C. kimlik numarası')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Ad soyad')).toHaveValue('Ayşe Yılmaz');
    expect(within(dialog).queryByLabelText('Vergi dairesi')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Kurumsal' }));
    expect(within(dialog).queryByLabelText('T.C. kimlik numarası')).not.toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Başlık'), 'Şirket');
    // The person's name, given for Bireysel, is not the company's title.
    expect(within(dialog).getByLabelText('Şirket unvanı')).toHaveValue('');
    await fill(within(dialog).getByLabelText('Şirket unvanı'), 'Yılmaz Makine Ltd. Şti.');
    await user.selectOptions(within(dialog).getByLabelText('İl'), 'Ankara');
    await waitFor(() => expect(within(dialog).getByLabelText('İlçe')).toBeEnabled());
    await user.selectOptions(within(dialog).getByLabelText('İlçe'), 'Yenimahalle');
    await fill(within(dialog).getByLabelText('Fatura adresi'), 'Ostim OSB 1. Cad. No: 5');
    // A company without its VKN and tax office is stopped before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Fatura Bilgisini Kaydet' }));
    expect(await within(dialog).findByText(billingMessages.vknRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(billingMessages.taxOfficeRequired)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await fill(within(dialog).getByLabelText('Vergi kimlik numarası (VKN)'), '1234567890');
    await fill(within(dialog).getByLabelText('Vergi dairesi'), 'Ostim');
    await user.click(within(dialog).getByRole('button', { name: 'Fatura Bilgisini Kaydet' }));
    expect(await screen.findByText(billingMessages.created)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ kind: 'corporate', name: 'Yılmaz Makine Ltd. Şti.', vkn: '1234567890', taxOffice: 'Ostim', cityName: 'Ankara', districtName: 'Yenimahalle', tckn: null });
    const card = (await screen.findByText('Yılmaz Makine Ltd. Şti.')).closest('li')!;
    expect(within(card).getByText('VKN 1234567890 · Ostim V.D.')).toBeInTheDocument();
    expect(within(card).getByText('Kurumsal')).toBeInTheDocument();
  });

  it('says what to add when there is none, and is in the account links', async () => {
    api([]);
    renderApp(path, { user: buyer });
    expect(await screen.findByText('Kayıtlı fatura bilginiz yok')).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Fatura bilgilerim' })).toHaveAttribute('href', path);
  });
});
