import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';
import { cities, districtsByCity, storeOf, validIds } from '@/testing/seller-fixtures';

beforeAll(() => preloadPages('/satici-ol'));

function api({ store = null as ReturnType<typeof storeOf> | null, aliasAvailable = true } = {}) {
  let current = store;
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(buyer)),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/seller/user/u1': () => (current ? json(current) : json({ message: 'Mağaza bulunamadı.', code: 'NOT_FOUND' }, 404)),
    'GET /api/shipping/cities': () => json(cities),
    'GET /api/shipping/districts': (request) => json(districtsByCity[new URL(request.url).searchParams.get('cityCode') ?? ''] ?? []),
    'GET /api/seller/check-alias/ornek-makina': () => json({ alias: 'ornek-makina', available: aliasAvailable }),
    'POST /api/seller/register': async (request) => {
      const body = (await request.json()) as { storeName: string; alias: string };
      current = storeOf({ storeName: body.storeName, alias: body.alias, status: 'pending', verifiedSeller: false, userId: { _id: 'u1' } });
      return json({ message: 'Satıcı kaydı oluşturuldu, onay bekleniyor.', seller: current }, 201);
    },
  });
}

const taxField = () => screen.getByLabelText(/Vergi numarası|Vergi kimlik numarası/);

describe('become a seller (/satici-ol)', () => {
  it('checks the tax number live: a VKN for limited and anonim', async () => {
    api();
    renderApp('/satici-ol', { user: buyer });
    const user = userEvent.setup();
    const companyType = await screen.findByLabelText('Şirket türü');
    expect(within(companyType).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Şirket türünü seçin',
      'Bireysel',
      'Şahıs',
      'Limited',
      'Anonim',
    ]);

    await user.selectOptions(companyType, 'limited');
    const tax = taxField();
    await user.type(tax, '1234567891');
    expect(await screen.findByText('Geçersiz vergi kimlik numarası (VKN).')).toBeInTheDocument();
    expect(tax).toHaveAttribute('aria-invalid', 'true');
    await user.clear(tax);
    await user.type(tax, validIds.vkn);
    expect(await screen.findByText('Geçerli vergi kimlik numarası (VKN).')).toBeInTheDocument();
    expect(tax).not.toHaveAttribute('aria-invalid');
  });

  it('checks the tax number live: a T.C. kimlik no for bireysel and şahıs, where a VKN is not enough', async () => {
    api();
    renderApp('/satici-ol', { user: buyer });
    const user = userEvent.setup();
    const companyType = await screen.findByLabelText('Şirket türü');
    await user.selectOptions(companyType, 'limited');
    // One input throughout: its label follows the company type (checked below), the element stays.
    const tax = taxField();
    await user.type(tax, validIds.vkn);
    expect(await screen.findByText('Geçerli vergi kimlik numarası (VKN).')).toBeInTheDocument();

    // The same VKN is not enough for a sole proprietor: 11 digits of a T.C. kimlik no.
    await user.selectOptions(companyType, 'person');
    expect(await screen.findByText(/11 haneli T\.C\. kimlik numarası \(10\/11\)/)).toBeInTheDocument();
    expect(taxField()).toBe(tax);
    await user.clear(tax);
    await user.type(tax, '12345678901');
    expect(await screen.findByText('Geçersiz T.C. kimlik numarası.')).toBeInTheDocument();
    await user.clear(tax);
    await user.type(tax, validIds.tckn);
    expect(await screen.findByText('Geçerli T.C. kimlik numarası.')).toBeInTheDocument();
  });

  it('formats the IBAN in groups of four and checks it live', async () => {
    api();
    renderApp('/satici-ol', { user: buyer });
    const user = userEvent.setup();
    const iban = await screen.findByLabelText('IBAN');
    await user.type(iban, 'tr340006100519786457841326');
    await user.tab();
    expect(iban).toHaveValue('TR34 0006 1005 1978 6457 8413 26');
    expect(await screen.findByText('Geçerli bir TR IBAN girin (TR ile başlayan 26 karakter).')).toBeInTheDocument();
    await user.clear(iban);
    await user.type(iban, validIds.iban);
    expect(iban).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
    expect(await screen.findByText('Geçerli IBAN.')).toBeInTheDocument();
  });

  it('submits the application and shows that it awaits approval', async () => {
    const { sent } = api();
    renderApp('/satici-ol', { user: buyer });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mağaza adı'), 'Örnek Makina');
    expect(screen.getByLabelText('Mağaza adresi')).toHaveValue('ornek-makina');
    // The alias is checked once typing pauses (400 ms); the rest of the form is filled meanwhile.
    await user.selectOptions(screen.getByLabelText('Şirket türü'), 'individual');
    await user.type(taxField(), validIds.tckn);
    await user.type(screen.getByLabelText('Vergi dairesi'), 'Tuzla');
    await user.type(screen.getByLabelText('İletişim telefonu'), '0532 111 22 33');
    await user.selectOptions(screen.getByLabelText('İl'), '34');
    await waitFor(() => expect(screen.getByLabelText('İlçe')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('İlçe'), 'Tuzla');
    await user.type(screen.getByLabelText('Açık adres'), 'Aydınlı Mah. Sanayi Cad. No: 4');
    expect(await screen.findByText('/magaza/ornek-makina kullanılabilir.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Başvuruyu Gönder' }));

    expect(await screen.findByRole('heading', { name: 'Satıcı kaydı oluşturuldu, onay bekleniyor.' })).toBeInTheDocument();
    const [register] = sent('POST', '/api/seller/register');
    expect(await register!.json()).toEqual({
      storeName: 'Örnek Makina',
      alias: 'ornek-makina',
      companyType: 'individual',
      taxNumber: validIds.tckn,
      taxOffice: 'Tuzla',
      contactPhone: '+905321112233',
      contactEmail: buyer.email,
      storeLocation: null,
      storeAddress: { street: 'Aydınlı Mah. Sanayi Cad. No: 4', city: 'İstanbul', district: 'Tuzla', country: 'TR', zip: null },
    });
  });

  it('refuses an alias another store already uses', async () => {
    api({ aliasAvailable: false });
    renderApp('/satici-ol', { user: buyer });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mağaza adı'), 'Örnek Makina');
    expect(
      await screen.findByText('Bu mağaza adresi başka bir mağaza tarafından kullanılıyor.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Mağaza adresi')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the waiting state to a user whose application is pending', async () => {
    api({ store: storeOf({ status: 'pending', verifiedSeller: false, userId: { _id: 'u1' } }) });
    renderApp('/satici-ol', { user: buyer });
    expect(await screen.findByRole('heading', { name: 'Satıcı kaydı oluşturuldu, onay bekleniyor.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Başvuruyu Gönder' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in first', async () => {
    mockFetch({ 'GET /api/auth/session': () => json({}), 'GET /api/categories/main/with-counts': () => json([]) });
    const { router } = renderApp('/satici-ol');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('callbackUrl')).toBe('/satici-ol');
  });
});
