import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

beforeAll(() => preloadPages('/talep-olustur', '/ilan/montaj-braketi-a1'));

describe('/talep-olustur', () => {
  it('posts the request with its photo, shows the upload progress, then opens the new request', async () => {
    mockFetch({
      'GET /api/auth/session': () => json(sessionOf(buyer)),
      'GET /api/categories/main/with-counts': () => json([]),
      'GET /api/ilan/detail/montaj-braketi-a1': () => json({ advert: advertOf() }),
      'GET /api/ilan/a1/teklif': () => json({ offers: [], page: 1, limit: 50, total: 0, totalPages: 0 }),
    });
    let release!: () => void;
    const halfway = new Promise<void>((resolve) => (release = resolve));
    const sent = fakeUploads(async (_form, progress) => {
      await progress(40);
      await halfway;
      await progress(100);
      return { status: 201, body: { message: 'İlan başarıyla eklendi', advert: advertOf() } };
    });
    renderApp('/talep-olustur', { user: buyer });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Başlık'), 'Montaj braketi için 3D model');
    await user.type(screen.getByLabelText('Bütçe (TL)'), '2000');
    await user.upload(screen.getByLabelText('Çizim ya da fotoğraflar'), new File(['png'], 'braket.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Talebi yayınla' }));
    const bar = await screen.findByRole('progressbar', { name: 'Resimler yükleniyor' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByRole('button', { name: /Yükleniyor… %40/ })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Montaj braketi için 3D model' })).toBeInTheDocument();
    expect(await screen.findByText('İlan başarıyla eklendi')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toMatch(/\/api\/ilan$/);
    expect(sent[0].authorization).toBe(`Bearer ${buyer.token}`);
    expect(Object.fromEntries(['title', 'budget', 'advertType'].map((key) => [key, sent[0].form.get(key)]))).toEqual({ title: 'Montaj braketi için 3D model', budget: '2000', advertType: 'customerRequest' });
    expect((sent[0].form.get('images') as File).name).toBe('braket.png');
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    mockFetch({
      'GET /api/auth/session': () => json(sessionOf(buyer)),
      'GET /api/categories/main/with-counts': () => json([]),
    });
    fakeUploads(async () => ({ status: 400, body: { message: 'Bütçe 0’dan büyük olmalı.', code: 'VALIDATION_FAILED' } }));
    renderApp('/talep-olustur', { user: buyer });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Başlık'), 'Montaj braketi için 3D model');
    await user.click(screen.getByRole('button', { name: 'Talebi yayınla' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bütçe 0’dan büyük olmalı.');
    expect(screen.getByLabelText('Başlık')).toHaveValue('Montaj braketi için 3D model');
  });
});
