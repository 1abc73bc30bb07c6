import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminDataRequest } from '@pazaryeri/contract/privacy/admin';
import { admin, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';

beforeAll(() => preloadPages('/admin/kvkk-basvurulari'));

const requestOf = (overrides: Partial<AdminDataRequest> = {}): AdminDataRequest => ({
  _id: 'r1',
  kind: 'export',
  status: 'pending',
  person: { _id: 'u1', name: 'Ayşe Yılmaz', email: 'ayse@example.com', deleted: false },
  requestedAt: '2025-06-05T09:00:00.000Z',
  completedAt: null,
  deadlineAt: '2025-07-05T09:00:00.000Z',
  daysLeft: 25,
  overdue: false,
  ...overrides,
});

const requests = [
  requestOf(),
  requestOf({
    _id: 'r2',
    kind: 'deletion',
    person: { _id: 'u2', name: 'Mehmet Demir', email: 'mehmet@example.com', deleted: false },
    requestedAt: '2025-04-20T09:00:00.000Z',
    deadlineAt: '2025-05-20T09:00:00.000Z',
    daysLeft: -12,
    overdue: true,
  }),
  requestOf({
    _id: 'r3',
    status: 'ready',
    person: { _id: 'u3', name: 'Silinmiş kullanıcı', email: null, deleted: true },
    completedAt: '2025-06-06T09:00:00.000Z',
    daysLeft: null,
  }),
];

function api(list = (_params: URLSearchParams) => json({ requests, page: 1, limit: 20, total: 3, totalPages: 1 })) {
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(admin)),
    'GET /api/admin/data-requests': (request) => list(new URL(request.url).searchParams),
  });
}

const rowOf = (list: HTMLElement, name: string) => within(list).getByText(name).closest('li')!;

describe('admin KVKK requests (/admin/kvkk-basvurulari)', () => {
  it('lists each request with its deadline: days left, overdue in red, answered in time', async () => {
    api();
    renderApp('/admin/kvkk-basvurulari', { user: admin });
    const list = await screen.findByRole('list', { name: 'KVKK başvuruları' });
    expect(screen.getByRole('link', { name: 'KVKK başvuruları' })).toHaveAttribute('href', '/admin/kvkk-basvurulari');
    expect(screen.getByText('3 başvuru')).toBeInTheDocument();

    const open = rowOf(list, 'Ayşe Yılmaz');
    expect(within(open).getByText('Veri kopyası')).toBeInTheDocument();
    expect(within(open).getByText('Sırada')).toBeInTheDocument();
    expect(within(open).getByText('25 gün kaldı')).toBeInTheDocument();

    const late = rowOf(list, 'Mehmet Demir');
    expect(within(late).getByText('Hesap silme')).toBeInTheDocument();
    expect(within(late).getByText('Süresi geçti')).toHaveClass('bg-red-50');
    expect(within(late).getByText('12 gün gecikti')).toBeInTheDocument();
    expect(within(late).getByText('20.05.2025')).toBeInTheDocument();

    const gone = rowOf(list, 'Silinmiş kullanıcı');
    expect(within(gone).getByText('Hesap silindi')).toBeInTheDocument();
    expect(within(gone).getByText('Süresinde yanıtlandı')).toBeInTheDocument();
    expect(within(gone).queryByText('Süresi geçti')).toBeNull();
  });

  it('sends the chosen filters and the search, and keeps them in the address bar', async () => {
    const { sent } = api();
    const { router } = renderApp('/admin/kvkk-basvurulari', { user: admin });
    const user = userEvent.setup();
    const search = await screen.findByRole('search');
    const filters = search.parentElement!;
    await user.selectOptions(within(filters).getByLabelText('Başvuru türü'), 'Hesap silme');
    await user.selectOptions(within(filters).getByLabelText('Yanıt süresi'), 'Süresi geçenler');
    await user.click(within(search).getByRole('textbox', { name: 'Kişi ara' }));
    await user.paste('mehmet');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.search).toBe('?keyword=mehmet&kind=deletion&overdue=true'));
    await waitFor(() =>
      expect(Object.fromEntries(new URL(sent('GET', '/api/admin/data-requests').at(-1)!.url).searchParams)).toEqual({ keyword: 'mehmet', kind: 'deletion', overdue: 'true' }),
    );
  });

  it('says when no request fits the filters, and clears them', async () => {
    api((params) => json(params.size ? { requests: [], page: 1, limit: 20, total: 0, totalPages: 0 } : { requests, page: 1, limit: 20, total: 3, totalPages: 1 }));
    const { router } = renderApp('/admin/kvkk-basvurulari?status=failed&overdue=true', { user: admin });
    await screen.findByText('Filtreye uyan başvuru yok');
    expect(screen.getByLabelText('Durum')).toHaveValue('failed');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('list', { name: 'KVKK başvuruları' })).toBeInTheDocument();
    expect(screen.getByLabelText('Durum')).toHaveValue('');
  });

  it('says when the list cannot be loaded, and loads it again', async () => {
    let fail = true;
    api(() => (fail ? json({ message: 'Sunucu hatası.', code: 'INTERNAL' }, 500) : json({ requests, page: 1, limit: 20, total: 3, totalPages: 1 })));
    renderApp('/admin/kvkk-basvurulari', { user: admin });
    expect(await screen.findByText('KVKK başvuruları yüklenemedi')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /Tekrar dene/ }));
    expect(await screen.findByRole('list', { name: 'KVKK başvuruları' })).toBeInTheDocument();
  });
});
