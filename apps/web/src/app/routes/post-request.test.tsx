import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Advert } from '@pazaryeri/contract/adverts/index';
import { advertMessages } from '@pazaryeri/contract/adverts/index';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { advertOf } from '@/testing/advert-fixtures';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';

/**
 * The browser's XMLHttpRequest as far as an upload with progress uses it: the form goes to the
 * test's `answer`, which reports progress through `progress(percent)` before it answers.
 */
function fakeUploads(answer: (form: FormData, progress: (percent: number) => Promise<void>) => Promise<{ status: number; body: unknown }>) {
  const sent: { url: string; form: FormData; authorization: string | null }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    private url = '';
    private authorization: string | null = null;
    private listeners: Record<string, ((event?: unknown) => void)[]> = {};
    upload = { addEventListener: (type: string, listener: (event: unknown) => void) => (this.listeners[`upload:${type}`] ??= []).push(listener) };
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      if (name === 'Authorization') this.authorization = value;
    }
    addEventListener(type: string, listener: () => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    send(form: FormData) {
      sent.push({ url: this.url, form, authorization: this.authorization });
      const progress = async (percent: number) => {
        for (const listener of this.listeners['upload:progress'] ?? []) listener({ lengthComputable: true, loaded: percent, total: 100 });
        await new Promise((resolve) => setTimeout(resolve, 0));
      };
      void answer(form, progress).then(({ status, body }) => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        for (const listener of this.listeners.load ?? []) listener();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/** The request fields of issue 31 on the shared fixture's request. */
const requestOf = (overrides: Partial<Advert> = {}) =>
  advertOf({ budgetOpen: false, quantity: null, unit: null, material: null, process: null, maxOffers: 10, files: [], filesCount: 0, ...overrides });

const category = (id: string, name: string, parentCategory: string | null = null) => ({ _id: id, name, slug: id, description: null, icon: null, parentCategory, productCount: 0 });
const tree = [{ ...category('c1', 'Metal işleme'), subCategories: [category('c2', 'CNC parçaları', 'c1')] }];

function server() {
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(buyer)),
    'GET /api/categories/main/with-counts': () => json(tree),
    'GET /api/ilan/detail/montaj-braketi-a1': () => json({ advert: requestOf() }),
    'GET /api/ilan/a1/teklif': () => json({ offers: [], page: 1, limit: 50, total: 0, totalPages: 0 }),
  });
}

/** Opens the form and fills what every request needs: a title and a category. Queries stay inside the form: the page around it is large. */
async function startRequest() {
  renderApp('/talep-olustur', { user: buyer });
  const user = userEvent.setup({ delay: null });
  const title = await screen.findByLabelText('Başlık');
  await user.type(title, 'Çelik flanş');
  const categories = screen.getByLabelText('Kategori');
  await waitFor(() => expect(categories).toBeEnabled());
  await user.selectOptions(categories, 'c2');
  return { user, form: within(title.closest('form')!) };
}

const created = { status: 201, body: { message: 'İlan başarıyla eklendi', advert: requestOf() } };

beforeAll(() => preloadPages('/talep-olustur', '/ilan/montaj-braketi-a1'));

describe('/talep-olustur', () => {
  it('posts the request with its photo, shows the upload progress, then opens the new request', async () => {
    server();
    let release!: () => void;
    const halfway = new Promise<void>((resolve) => (release = resolve));
    const sent = fakeUploads(async (_form, progress) => {
      await progress(40);
      await halfway;
      await progress(100);
      return created;
    });
    const { user, form } = await startRequest();
    await user.type(form.getByLabelText('Bütçe (TL)'), '2000');
    await user.upload(form.getByLabelText('Fotoğraflar'), new File(['png'], 'braket.png', { type: 'image/png' }));
    await user.click(form.getByRole('button', { name: 'Talebi yayınla' }));
    const bar = await form.findByRole('progressbar', { name: 'Dosyalar yükleniyor' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(form.getByRole('button', { name: /Yükleniyor… %40/ })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Montaj braketi için 3D model' })).toBeInTheDocument();
    expect(await screen.findByText('İlan başarıyla eklendi')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toMatch(/\/api\/ilan$/);
    expect(sent[0].authorization).toBe(`Bearer ${buyer.token}`);
    expect(Object.fromEntries(['title', 'budget', 'advertType', 'category'].map((key) => [key, sent[0].form.get(key)]))).toEqual({
      title: 'Çelik flanş',
      budget: '2000',
      advertType: 'customerRequest',
      category: 'c2',
    });
    expect((sent[0].form.get('images') as File).name).toBe('braket.png');
  });

  it('sends quantity, unit, material, process, the offer cap and the drawings as multipart; a 30 MB drawing is refused before sending', async () => {
    server();
    const sent = fakeUploads(async () => created);
    const { user, form } = await startRequest();
    await user.type(form.getByLabelText('Miktar'), '120');
    await user.type(form.getByLabelText('Malzeme'), 'Çelik');
    await user.selectOptions(form.getByLabelText('Üretim süreci'), 'cnc_machining');
    await user.type(form.getByLabelText('En fazla teklif'), '5', { initialSelectionStart: 0, initialSelectionEnd: 2 });
    const big = new File(['%PDF-'], 'govde.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 30 * 1024 * 1024 });
    const drawings = form.getByLabelText('Teknik çizimler');
    await user.upload(drawings, big);
    expect(form.getByRole('alert')).toHaveTextContent(`"govde.pdf" eklenemedi: ${advertMessages.fileTooLarge}`);
    expect(form.queryByRole('list', { name: 'Teknik dosyalar' })).not.toBeInTheDocument();
    await user.upload(drawings, new File(['%PDF-1.7'], 'flans.pdf', { type: 'application/pdf' }));
    const files = form.getByRole('list', { name: 'Teknik dosyalar' });
    expect(files).toHaveTextContent('flans.pdf');
    expect(files).toHaveTextContent('8 B');
    expect(within(files).getByRole('button', { name: 'flans.pdf kaldır' })).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Talebi yayınla' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0].form;
    expect(Object.fromEntries(['quantity', 'unit', 'material', 'process', 'maxOffers'].map((key) => [key, body.get(key)]))).toEqual({
      quantity: '120',
      unit: 'piece',
      material: 'Çelik',
      process: 'cnc_machining',
      maxOffers: '5',
    });
    expect(body.getAll('files').map((file) => (file as File).name)).toEqual(['flans.pdf']);
  });

  it('"teklif bekliyorum" sends no budget', async () => {
    server();
    const sent = fakeUploads(async () => created);
    const { user, form } = await startRequest();
    await user.click(form.getByLabelText('Bütçe belirtmiyorum, teklif bekliyorum'));
    expect(form.getByLabelText('Bütçe (TL)')).toBeDisabled();
    await user.click(form.getByRole('button', { name: 'Talebi yayınla' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].form.has('budget')).toBe(false);
    expect(sent[0].form.get('maxOffers')).toBe('10');
  });

  it('asks for the category before sending, and shows the server’s refusal under its field', async () => {
    server();
    const sent = fakeUploads(async () => ({ status: 400, body: { message: 'En fazla teklif en fazla 50 olabilir.', code: 'VALIDATION_FAILED', fields: { maxOffers: 'En fazla teklif en fazla 50 olabilir.' } } }));
    renderApp('/talep-olustur', { user: buyer });
    const user = userEvent.setup({ delay: null });
    const title = await screen.findByLabelText('Başlık');
    const form = within(title.closest('form')!);
    await user.type(title, 'Çelik flanş');
    await user.click(form.getByRole('button', { name: 'Talebi yayınla' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Talebin kategorisini seçin.');
    expect(sent).toHaveLength(0);
    const categories = form.getByLabelText('Kategori');
    await waitFor(() => expect(categories).toBeEnabled());
    await user.selectOptions(categories, 'c2');
    await user.click(form.getByRole('button', { name: 'Talebi yayınla' }));
    expect(await form.findByRole('alert')).toHaveTextContent('En fazla teklif en fazla 50 olabilir.');
    expect(form.getByLabelText('En fazla teklif')).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveValue('Çelik flanş');
  });
});
