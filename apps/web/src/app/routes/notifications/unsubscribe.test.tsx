import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationMessages } from '@pazaryeri/contract/notifications/index';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';

beforeAll(() => preloadPages('/bildirimler/abonelik-iptal'));

function api() {
  return mockFetch({
    'GET /api/auth/session': () => json({}),
    'GET /api/categories/main/with-counts': () => json([]),
    'POST /api/notifications/unsubscribe': async (request) => {
      const { token } = (await request.json()) as { token: string };
      return token === 'good-token'
        ? json({ message: notificationMessages.unsubscribed })
        : json({ message: notificationMessages.unsubscribeInvalid, code: 'VALIDATION_FAILED' }, 400);
    },
  });
}

describe('the digest unsubscribe page (/bildirimler/abonelik-iptal)', () => {
  it('stops the digest with the token from the mail, after one click', async () => {
    const { sent } = api();
    renderApp('/bildirimler/abonelik-iptal?token=good-token');
    const user = userEvent.setup({ delay: null });
    // Opening the page alone (a mail scanner) changes nothing.
    await user.click(await screen.findByRole('button', { name: 'E-posta özetini durdur' }));
    expect(await screen.findByText(notificationMessages.unsubscribed)).toBeInTheDocument();
    expect(await sent('POST', '/api/notifications/unsubscribe')[0]!.json()).toEqual({ token: 'good-token' });
    expect(screen.getByRole('link', { name: 'Bildirim ayarları' })).toHaveAttribute('href', '/hesabim/bildirimler');
  });

  it('says when the link is not valid', async () => {
    api();
    renderApp('/bildirimler/abonelik-iptal?token=tampered');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'E-posta özetini durdur' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(notificationMessages.unsubscribeInvalid);
  });

  it('says so when the link came without its token', async () => {
    api();
    renderApp('/bildirimler/abonelik-iptal');
    expect(await screen.findByText('Bağlantı eksik. Lütfen e-postadaki bağlantıyı olduğu gibi açın.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-posta özetini durdur' })).not.toBeInTheDocument();
  });
});
