import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { storeOf } from '@/testing/seller-fixtures';

function api() {
  let pending = [
    storeOf({ _id: 's1', status: 'pending', verifiedSeller: false }),
    storeOf({ _id: 's2', storeName: 'Ege Hidrolik', alias: 'ege-hidrolik', status: 'pending', verifiedSeller: false }),
  ];
  const page = () => json({ sellers: pending, page: 1, limit: 20, totalPages: 1, totalSellers: pending.length });
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(admin)),
    'GET /api/admin/sellers/requests': page,
    'POST /api/admin/seller-approvals/s1': () => {
      const approved = { ...pending[0]!, status: 'approved' as const };
      pending = pending.filter((store) => store._id !== 's1');
      return json({ message: 'Satıcı başvurusu onaylandı.', seller: approved });
    },
    'DELETE /api/admin/seller-approvals/s2': () => {
      pending = pending.filter((store) => store._id !== 's2');
      return json({ message: 'Satıcı başvurusu reddedildi.', _id: 's2' });
    },
  });
}

describe('seller approvals queue', () => {
  it('approves with an empty POST, then reloads the waiting list', async () => {
    const { sent } = api();
    renderApp('/admin/satici-onaylari', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Demir Endüstriyel başvurusunu onayla' }));

    expect(await screen.findByText('Satıcı başvurusu onaylandı.')).toBeInTheDocument();
    const [approve] = sent('POST', '/api/admin/seller-approvals/s1');
    expect(await approve!.text()).toBe('');
    await waitFor(() => expect(sent('GET', '/api/admin/sellers/requests')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('Demir Endüstriyel')).not.toBeInTheDocument());
    expect(screen.getByText('Ege Hidrolik')).toBeInTheDocument();
  });

  it('rejects only after confirming', async () => {
    const { sent } = api();
    renderApp('/admin/satici-onaylari', { user: admin });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ege Hidrolik başvurusunu reddet' }));
    expect(screen.getByRole('dialog', { name: 'Başvuru reddedilsin mi?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(sent('DELETE', '/api/admin/seller-approvals/s2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Ege Hidrolik başvurusunu reddet' }));
    await user.click(screen.getByRole('button', { name: 'Başvuruyu reddet' }));
    expect(await screen.findByText('Satıcı başvurusu reddedildi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ege Hidrolik')).not.toBeInTheDocument());
    expect(sent('DELETE', '/api/admin/seller-approvals/s2')).toHaveLength(1);
  });

  it("falls back to 'Failed to fetch seller requests'", async () => {
    mockFetch({
      'GET /api/auth/session': () => json(sessionOf(admin)),
      'GET /api/admin/sellers/requests': () => new Response('', { status: 503 }),
    });
    renderApp('/admin/satici-onaylari', { user: admin });
    expect(await screen.findAllByText('Failed to fetch seller requests')).not.toHaveLength(0);
  });
});
