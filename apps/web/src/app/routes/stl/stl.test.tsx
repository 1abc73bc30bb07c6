import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StlModel, StlModelDetail } from '@pazaryeri/contract/stl/index';
import { writeAsciiStl, writeBinaryStl } from '@pazaryeri/contract/stl/writer';
import { buyer, seller, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadSellerPanel, renderApp } from '@/testing/render-app';
import { storeOf } from '@/testing/seller-fixtures';

beforeAll(() => preloadSellerPanel('/stl', '/stl/kutu'));

// jsdom has no WebGL: the three.js view is replaced by a placeholder; everything around it is real.
// It shows which mesh it was given, so switching files can be seen.
vi.mock('@/features/stl/components/lazy-viewer', () => ({
  LazyStlViewer: ({ url, positions }: { url?: string; positions?: Float32Array }) => (
    <div role="img" aria-label="3D görünüm" data-mesh={url ?? `${(positions?.length ?? 0) / 9} üçgen`} />
  ),
}));

const category = { _id: 'k1', name: 'Makine parçaları', slug: 'makine-parcalari' };

function modelOf(overrides: Partial<StlModel> = {}): StlModel {
  return {
    _id: 'm1',
    slug: 'disli-cark-m2',
    title: 'Dişli çark M2',
    description: '20 dişli, 8 mm mil.',
    price: 0,
    isFree: true,
    licence: 'personal',
    licenceLabel: 'Kişisel kullanım',
    licenceText: 'Model yalnızca kişisel amaçla basılabilir.',
    category,
    store: { _id: 's1', storeName: 'Demir Endüstriyel', alias: 'demir-endustriyel', logo: null },
    thumbnail: '/uploads/stl/m1.webp',
    thumbnailSmall: '/uploads/stl/m1-small.webp',
    preview: '/uploads/stl/m1-preview.stl',
    facts: { format: 'binary', triangles: 12_480, size: [40, 40, 8], areaMm2: 5_400, volumeCm3: 9.5, watertight: true, grams: 6.2 },
    fileName: 'disli-cark-m2.stl',
    fileSize: 624_084,
    parts: [
      {
        _id: 'p1',
        position: 0,
        fileName: 'disli-cark-m2.stl',
        fileSize: 624_084,
        preview: '/uploads/stl/m1-preview.stl',
        facts: { format: 'binary', triangles: 12_480, size: [40, 40, 8], areaMm2: 5_400, volumeCm3: 9.5, watertight: true, grams: 6.2 },
      },
    ],
    photos: [],
    downloads: 37,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const access = (overrides: Partial<StlModelDetail['access']>) => ({ canDownload: false, mustBuy: false, isOwner: false, signedIn: false, ...overrides });

describe('STL catalogue (/stl)', () => {
  it('lists models with price and downloads, and filters by price through the address bar', async () => {
    const free = modelOf();
    const paid = modelOf({ _id: 'm2', slug: 'pompa-govdesi', title: 'Pompa gövdesi', price: 149.9, isFree: false, downloads: 4 });
    const { sent } = mockFetch({
      'GET /api/stl/categories': () => json([{ ...category, modelCount: 2 }]),
      'GET /api/stl': (request) => {
        const price = new URL(request.url).searchParams.get('price');
        const models = price === 'free' ? [free] : [free, paid];
        return json({ models, total: models.length, page: 1, pages: 1 });
      },
    });
    renderApp('/stl');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Pompa gövdesi')).toBeInTheDocument();
    expect(screen.getByText('Dişli çark M2')).toBeInTheDocument();
    expect(screen.getByText('₺149,90')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Fiyat'), 'free');
    await vi.waitFor(() => expect(screen.queryByText('Pompa gövdesi')).not.toBeInTheDocument());
    expect(sent('GET', '/api/stl').some((request) => new URL(request.url).searchParams.get('price') === 'free')).toBe(true);
  });
});

describe('STL model page (/stl/:slug)', () => {
  it('shows a visitor the geometry and licence, and asks them to sign in before a download', async () => {
    mockFetch({ 'GET /api/stl/disli-cark-m2': () => json({ ...modelOf(), access: access({}) }) });
    renderApp('/stl/disli-cark-m2');
    expect(await screen.findByRole('heading', { name: 'Dişli çark M2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İndirmek için giriş yapın' })).toHaveAttribute('href', '/login?redirect=%2Fstl%2Fdisli-cark-m2');
    expect(screen.getByRole('heading', { name: 'Lisans: Kişisel kullanım' })).toBeInTheDocument();
    expect(screen.getByText('Model yalnızca kişisel amaçla basılabilir.')).toBeInTheDocument();
    expect(screen.getByText('Ücretsiz')).toBeInTheDocument();
  });

  it('lets a signed-in member download a free model through a signed link and counts the download', async () => {
    const { sent } = mockFetch({
      'GET /api/auth/session': () => json(sessionOf(buyer)),
      'GET /api/stl/disli-cark-m2': () => json({ ...modelOf(), access: access({ canDownload: true, signedIn: true }) }),
      'GET /api/stl/m1/download-link': () => json({ url: '/api/stl/m1/download?token=abc', expiresAt: '2026-11-25T10:05:00.000Z', fileName: 'disli-cark-m2.zip' }),
      'PATCH /api/stl/m1/increment-downloads': () => json({ message: 'İndirme sayıldı.', counted: true, downloads: 38 }),
    });
    // jsdom cannot follow a download link: record where the page sends the browser instead.
    const followed: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      followed.push(`${new URL(this.href).pathname}${new URL(this.href).search} as ${this.download}`);
    });
    renderApp('/stl/disli-cark-m2', { user: buyer });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /İndir \(ZIP: STL \+ lisans\)/ }));
    expect(await screen.findByText('İndirme başladı: model ve LİSANS.txt bir ZIP içinde.')).toBeInTheDocument();
    expect(followed).toEqual(['/api/stl/m1/download?token=abc as disli-cark-m2.zip']);
    await vi.waitFor(() => expect(sent('PATCH', '/api/stl/m1/increment-downloads')).toHaveLength(1));
  });

  it('offers a paid model not bought yet through the cart instead of a download', async () => {
    mockFetch({
      'GET /api/auth/session': () => json(sessionOf(buyer)),
      'GET /api/stl/pompa-govdesi': () => json({ ...modelOf({ _id: 'm2', slug: 'pompa-govdesi', title: 'Pompa gövdesi', price: 149.9, isFree: false }), access: access({ mustBuy: true, signedIn: true }) }),
    });
    renderApp('/stl/pompa-govdesi', { user: buyer });
    expect(await screen.findByRole('button', { name: 'Hemen satın al' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /İndir/ })).not.toBeInTheDocument();
  });

  it('lists the files of a model with their facts, switches the 3D view between them and opens the seller’s photos', async () => {
    const box = modelOf().parts[0];
    const lid = { ...box, _id: 'p2', position: 1, fileName: 'kapak.stl', fileSize: 2_084, preview: '/uploads/stl/kapak-preview.stl', facts: { ...box.facts, size: [40, 40, 3] as [number, number, number], volumeCm3: 2.5, watertight: false } };
    const photos = [{ _id: 'f1', listUrl: '/uploads/products/f1-list.webp', detailUrl: '/uploads/products/f1-detail.webp' }];
    mockFetch({ 'GET /api/stl/kutu': () => json({ ...modelOf({ slug: 'kutu', title: 'Proje kutusu', parts: [{ ...box, fileName: 'govde.stl' }, lid], photos }), access: access({}) }) });
    renderApp('/stl/kutu');
    const user = userEvent.setup({ delay: null });
    const files = await screen.findByRole('list', { name: 'Modelin dosyaları' });
    expect(within(files).getByText('govde.stl')).toBeInTheDocument();
    expect(within(files).getByText(/40 × 40 × 3 mm · 2,5 cm³/)).toBeInTheDocument();
    expect(within(files).getByText('Kapalı değil')).toBeInTheDocument();
    expect(screen.getByText('2 STL dosyası · 609,5 KB')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3D görünüm' })).toHaveAttribute('data-mesh', '/uploads/stl/m1-preview.stl');

    await user.click(screen.getByRole('tab', { name: '2. kapak.stl' }));
    expect(screen.getByRole('img', { name: '3D görünüm' })).toHaveAttribute('data-mesh', '/uploads/stl/kapak-preview.stl');
    await user.click(within(files).getByRole('button', { name: 'govde.stl dosyasını 3D görünümde göster' }));
    expect(screen.getByRole('img', { name: '3D görünüm' })).toHaveAttribute('data-mesh', '/uploads/stl/m1-preview.stl');

    expect(screen.getByRole('img', { name: 'Proje kutusu: tüm parçalar' })).toHaveAttribute('src', '/uploads/stl/m1.webp');
    await user.click(screen.getByRole('img', { name: 'Proje kutusu: fotoğraf 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proje kutusu: fotoğraf' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/uploads/products/f1-detail.webp');
  });

  it('says so when the model does not exist', async () => {
    mockFetch({ 'GET /api/stl/yok': () => json({ message: 'STL modeli bulunamadı.', code: 'NOT_FOUND' }, 404) });
    renderApp('/stl/yok');
    expect(await screen.findByText('STL modeli bulunamadı ya da yüklenemedi.')).toBeInTheDocument();
  });
});

describe('seller STL models (/seller-panel/stl)', () => {
  it('edits a model’s price, category and licence with the fields the upload form uses', async () => {
    const second = { _id: 'k2', name: 'Kalıp ve fikstür', slug: 'kalip-ve-fikstur', modelCount: 0 };
    let mine = modelOf({ downloads: 37 });
    const { sent } = mockFetch({
      'GET /api/auth/session': () => json(sessionOf(seller)),
      'GET /api/seller/user/u2': () => json(storeOf()),
      'GET /api/stl/categories': () => json([{ ...category, modelCount: 1 }, second]),
      'GET /api/stl/mine': () => json({ models: [mine], total: 1, page: 1, pages: 1 }),
      'PUT /api/stl/m1': async (request) => {
        const body = (await request.json()) as { price: string; category: string; licence: StlModel['licence'] };
        mine = { ...mine, price: Number(body.price.replace(',', '.')), isFree: false, licence: body.licence, licenceLabel: 'Ticari kullanım', category: { ...second } };
        return json({ message: 'STL modeli güncellendi.', model: mine });
      },
    });
    renderApp('/seller-panel/stl', { user: seller });
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Dişli çark M2')).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Dişli çark M2 modelini düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modeli düzenle' });
    const price = within(dialog).getByLabelText('Fiyat (TL)');
    await user.clear(price);
    await user.type(price, '99,5');
    await user.selectOptions(within(dialog).getByLabelText('STL kategorisi'), 'k2');
    await user.selectOptions(within(dialog).getByLabelText('Lisans'), 'commercial');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('STL modeli güncellendi.')).toBeInTheDocument();
    expect(await sent('PUT', '/api/stl/m1')[0]!.json()).toEqual({ title: 'Dişli çark M2', price: '99,5', category: 'k2', licence: 'commercial' });
  });
});

/** A closed tetrahedron (4 triangles) with legs of `a` mm along the axes. */
function tetrahedron(a: number) {
  const o = [0, 0, 0], x = [a, 0, 0], y = [0, a, 0], z = [0, 0, a];
  return new Float32Array([o, y, x, o, x, z, o, z, y, x, y, z].flat());
}

describe('seller STL upload (/seller-panel/stl)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads several files and photos before sending, shows each file’s facts and the totals, and sends them all', async () => {
    mockFetch({
      'GET /api/auth/session': () => json(sessionOf(seller)),
      'GET /api/seller/user/u2': () => json(storeOf()),
      'GET /api/stl/categories': () => json([{ ...category, modelCount: 1 }]),
      'GET /api/stl/mine': () => json({ models: [], total: 0, page: 1, pages: 0 }),
    });
    // Upload progress needs XMLHttpRequest (fetch cannot report it): a stand-in server for that one call.
    const sentForms: FormData[] = [];
    class UploadRequest {
      status = 0;
      responseText = '';
      upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      onload?: () => void;
      onerror?: () => void;
      open() {}
      setRequestHeader() {}
      send(form: FormData) {
        sentForms.push(form);
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = 201;
        this.responseText = JSON.stringify({ message: 'STL modeli yüklendi ve yayına alındı.', model: modelOf({ slug: 'kutu' }) });
        setTimeout(() => this.onload?.(), 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', UploadRequest);
    renderApp('/seller-panel/stl', { user: seller });
    const user = userEvent.setup({ delay: null });

    const body = new File([new Uint8Array(writeBinaryStl(tetrahedron(30)))], 'govde.stl');
    const lid = new File([writeAsciiStl(tetrahedron(10), 'kapak')], 'kapak.stl');
    await user.upload(await screen.findByLabelText('STL dosyaları'), [body, lid]);
    const list = await screen.findByRole('list', { name: 'Seçilen STL dosyaları' });
    expect(within(list).getByText('govde.stl')).toBeInTheDocument();
    expect(within(list).getByText(/30 × 30 × 30 mm · 4,5 cm³ · 4 üçgen/)).toBeInTheDocument();
    expect(within(list).getByText(/10 × 10 × 10 mm · 0,17 cm³ · 4 üçgen/)).toBeInTheDocument();
    expect(screen.getByText(/Model toplamı \(2 dosya\)/)).toBeInTheDocument();
    expect(screen.getByText('4,67 cm³')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3D görünüm' })).toHaveAttribute('data-mesh', '4 üçgen');
    expect(screen.getByLabelText('Model adı')).toHaveValue('govde');

    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'baski.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Fotoğraf ekle'), photo);
    expect(screen.getByRole('img', { name: 'baski.png' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('STL kategorisi'), 'k1');
    await user.click(screen.getByRole('button', { name: 'Modeli yükle' }));

    expect(await screen.findByText('STL modeli yüklendi ve yayına alındı.')).toBeInTheDocument();
    expect(sentForms).toHaveLength(1);
    expect(sentForms[0].getAll('file').map((file) => (file as File).name)).toEqual(['govde.stl', 'kapak.stl']);
    expect(sentForms[0].getAll('photos').map((file) => (file as File).name)).toEqual(['baski.png']);
    expect(sentForms[0].get('title')).toBe('govde');
  });

  it('marks a file that is not an STL and will not send the model until it is removed', async () => {
    mockFetch({
      'GET /api/auth/session': () => json(sessionOf(seller)),
      'GET /api/seller/user/u2': () => json(storeOf()),
      'GET /api/stl/categories': () => json([{ ...category, modelCount: 1 }]),
      'GET /api/stl/mine': () => json({ models: [], total: 0, page: 1, pages: 0 }),
    });
    renderApp('/seller-panel/stl', { user: seller });
    const user = userEvent.setup({ delay: null });
    const good = new File([new Uint8Array(writeBinaryStl(tetrahedron(20)))], 'govde.stl');
    const bad = new File(['%PDF-1.7\n%%EOF\n'], 'fatura.stl');
    await user.upload(await screen.findByLabelText('STL dosyaları'), [good, bad]);
    const list = await screen.findByRole('list', { name: 'Seçilen STL dosyaları' });
    expect(within(list).getByText(/STL modeli değil/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modeli yükle' })).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: 'fatura.stl dosyasını çıkar' }));
    expect(within(list).queryByText('fatura.stl')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modeli yükle' })).toBeEnabled();
  });
});
