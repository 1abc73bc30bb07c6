import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataExport } from '@pazaryeri/contract/privacy/index';
import { deletionMessages, privacyMessages } from '@pazaryeri/contract/privacy/index';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';
import { privacyApi } from '@/features/privacy/privacy-api';

beforeAll(() => preloadPages('/hesabim/kisisel-verilerim', '/footer/kvkk', '/login'));
afterEach(() => {
  vi.useRealTimers();
});

const path = '/hesabim/kisisel-verilerim';
const running: DataExport = {
  exportId: 'e1',
  status: 'running',
  progress: 40,
  requestedAt: '2026-03-10T08:58:00.000Z',
  completedAt: null,
  expiresAt: null,
  size: null,
};
const ready: DataExport = {
  ...running,
  status: 'ready',
  progress: 100,
  completedAt: '2026-03-10T09:00:00.000Z',
  expiresAt: '2026-03-17T09:00:00.000Z',
  url: '/api/users/me/data-export/e1/file?token=signed',
  size: 1_572_864,
};

function api(latest: DataExport | null, more: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/auth/session': () => json(sessionOf(buyer)),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/users/me/data-export': () => json({ export: latest }),
    ...more,
  });
}

const section = () => screen.findByRole('region', { name: 'Verilerimin kopyası' });

describe('personal data (/hesabim/kisisel-verilerim)', () => {
  it('asks for a copy, follows its progress every 2 s and offers the ZIP once it is ready', async () => {
    let polls = 0;
    const { sent } = api(null, {
      'POST /api/users/me/data-export': () => json({ exportId: 'e1', status: 'pending', message: privacyMessages.exportStarted }, 202),
      'GET /api/users/me/data-export/e1': () => json((polls += 1) === 1 ? running : ready),
    });
    renderApp(path, { user: buyer });
    const copy = await section();
    expect(await within(copy).findByText('Henüz bir kopya istemediniz.')).toBeInTheDocument();

    // The clock still runs on its own (nothing can hang); the test moves it on to the next poll.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await userEvent.setup({ delay: null }).click(within(copy).getByRole('button', { name: 'Verilerimin kopyasını iste' }));
    expect(await screen.findByText(privacyMessages.exportStarted)).toBeInTheDocument();
    expect(sent('POST', '/api/users/me/data-export')).toHaveLength(1);
    const bar = await within(copy).findByRole('progressbar', { name: 'Veri kopyasının hazırlanması' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(within(copy).getByText('Hazırlanıyor…')).toBeInTheDocument();
    expect(within(copy).getByText('%40')).toBeInTheDocument();
    expect(within(copy).queryByRole('button', { name: 'Verilerimin kopyasını iste' })).not.toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(2000);
    const link = await within(copy).findByRole('link', { name: 'İndir (ZIP)' });
    expect(link).toHaveAttribute('href', ready.url);
    expect(link).toHaveAttribute('download');
    expect(within(copy).getByText('Hazır')).toBeInTheDocument();
    expect(within(copy).getByText('1,5 MB')).toBeInTheDocument();
    expect(within(copy).getByText('Silineceği tarih').nextElementSibling).toHaveTextContent('17 Mart 2026');
    expect(within(copy).queryByRole('progressbar')).not.toBeInTheDocument();

    // Ready ends the polling.
    await vi.advanceTimersByTimeAsync(4000);
    expect(polls).toBe(2);
  });

  it('shows the server’s 429 message and keeps the button', async () => {
    const tooSoon = privacyMessages.exportTooSoon(42);
    api(null, { 'POST /api/users/me/data-export': () => json({ message: tooSoon, code: 'RATE_LIMITED' }, 429) });
    renderApp(path, { user: buyer });
    const copy = await section();
    await userEvent.setup().click(await within(copy).findByRole('button', { name: 'Verilerimin kopyasını iste' }));
    expect(await within(copy).findByText(tooSoon)).toBeInTheDocument();
    expect(within(copy).getByRole('button', { name: 'Verilerimin kopyasını iste' })).toBeEnabled();
  });

  it('offers a new copy once the last one expired, and is linked from the account links', async () => {
    api({ ...ready, status: 'expired', url: undefined, size: null });
    renderApp(path, { user: buyer });
    const copy = await section();
    expect(await within(copy).findByText('Süresi doldu, silindi')).toBeInTheDocument();
    expect(within(copy).getByRole('button', { name: 'Verilerimin kopyasını iste' })).toBeInTheDocument();
    expect(within(copy).queryByRole('link', { name: 'İndir (ZIP)' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Kişisel verilerim' })).toHaveAttribute('href', path);
  });

  it('says a failed copy failed and offers it again', async () => {
    api({ ...running, status: 'failed', progress: 10 });
    renderApp(path, { user: buyer });
    const copy = await section();
    expect(await within(copy).findByRole('alert')).toHaveTextContent('Kopyanız hazırlanamadı');
    expect(within(copy).getByRole('button', { name: 'Verilerimin kopyasını iste' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the state cannot be loaded', async () => {
    api(null, { 'GET /api/users/me/data-export': () => new Response('', { status: 502 }) });
    renderApp(path, { user: buyer });
    const copy = await section();
    expect(await within(copy).findByText('Veri kopyanızın durumu yüklenemedi')).toBeInTheDocument();
    expect(within(copy).getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });

  it('is linked from the KVKK page; a visitor following it is asked to sign in', async () => {
    mockFetch({ 'GET /api/auth/session': () => json({}), 'GET /api/categories/main/with-counts': () => json([]) });
    const { router } = renderApp('/footer/kvkk');
    const article = (await screen.findByRole('heading', { name: '9. Başvuru' })).closest('article')!;
    await userEvent.setup().click(within(article).getByRole('link', { name: 'Hesabım → Kişisel verilerim' }));
    expect(await screen.findByText('Bu sayfayı görmek için giriş yapmalısınız.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('callbackUrl')).toBe(path);
  });

  describe('deleting the account', () => {
    const deleting = () => screen.findByRole('region', { name: 'Hesabımı sil' });
    const { token: _token, ...buyerRecord } = buyer;

    const bodies: unknown[] = [];
    function deletionApi(answer: (body: unknown) => Response) {
      let signedIn = true;
      bodies.length = 0;
      const mocked = api(null, {
        'GET /api/auth/session': () => json(signedIn ? sessionOf(buyer) : {}),
        [`GET /api/users/${buyer._id}`]: () => json(buyerRecord),
        'DELETE /api/users/me': async (request) => {
          const body: unknown = await request.json();
          bodies.push(body);
          const response = answer(body);
          if (response.ok) signedIn = false;
          return response;
        },
        'GET /api/auth/csrf': () => json({ csrfToken: 'csrf' }),
        'POST /api/auth/signout': () => json({ url: '/' }),
      });
      return mocked;
    }

    it('asks to confirm and for the password, then deletes and signs out', async () => {
      const { sent } = deletionApi(() => json({ message: deletionMessages.accountDeleted }));
      renderApp(path, { user: buyer });
      const region = await deleting();
      const user = userEvent.setup();
      await user.click(within(region).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
      expect(await within(region).findByText('Devam etmek için hesabınızın silineceğini anladığınızı onaylayın.')).toBeInTheDocument();
      await user.click(within(region).getByRole('checkbox', { name: /kalıcı olarak silineceğini anlıyorum/ }));
      await user.click(within(region).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
      expect(await within(region).findByText(deletionMessages.passwordRequired)).toBeInTheDocument();
      expect(sent('DELETE', '/api/users/me')).toHaveLength(0);

      await user.type(within(region).getByLabelText('Şifreniz'), 'Alici12345');
      await user.click(within(region).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
      expect(await screen.findByText(deletionMessages.accountDeleted)).toBeInTheDocument();
      await waitFor(() => expect(sent('POST', '/api/auth/signout')).toHaveLength(1));
      expect(bodies).toEqual([{ password: 'Alici12345' }]);
    });

    it('goes home, not to the login page, when another call answers 401 before the deletion’s own answer', async () => {
      let deleted = false;
      let answerDeletion: () => void = () => undefined;
      const { sent } = api(null, {
        'GET /api/auth/session': () => json(deleted ? {} : sessionOf(buyer)),
        [`GET /api/users/${buyer._id}`]: () => json(buyerRecord),
        // The account is gone on the server from here; its answer waits until the test lets it go.
        'DELETE /api/users/me': async () => {
          deleted = true;
          await new Promise<void>((resolve) => (answerDeletion = resolve));
          return json({ message: deletionMessages.accountDeleted });
        },
        'GET /api/users/me/data-export': () => (deleted ? json({ message: 'Oturum gerekli', code: 'UNAUTHORIZED' }, 401) : json({ export: null })),
        'GET /api/auth/csrf': () => json({ csrfToken: 'csrf' }),
        'POST /api/auth/signout': () => json({ url: '/' }),
      });
      const { router, store } = renderApp(path, { user: buyer });
      const region = await deleting();
      const user = userEvent.setup({ delay: null });
      await user.click(within(region).getByRole('checkbox', { name: /kalıcı olarak silineceğini anlıyorum/ }));
      await user.type(within(region).getByLabelText('Şifreniz'), 'Alici12345');
      await user.click(within(region).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
      await waitFor(() => expect(deleted).toBe(true));
      // A poll of the page fires meanwhile and is refused: the account no longer exists.
      await store.dispatch(privacyApi.endpoints.latestDataExport.initiate(undefined, { forceRefetch: true }));
      expect(sent('GET', '/api/users/me/data-export').length).toBeGreaterThan(1);
      answerDeletion();
      expect(await screen.findByText(deletionMessages.accountDeleted)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    });

    it('shows why it cannot delete yet (409) and a wrong password at the field, staying signed in', async () => {
      const refusal = `${deletionMessages.cannotDeleteYet} ${deletionMessages.openOrders(2)}`;
      deletionApi((body) =>
        (body as { password: string }).password === 'Yanlis'
          ? json({ message: deletionMessages.passwordWrong, code: 'UNPROCESSABLE' }, 422)
          : json({ message: refusal, code: 'CONFLICT' }, 409),
      );
      const { router } = renderApp(path, { user: buyer });
      const region = await deleting();
      const user = userEvent.setup();
      await user.click(within(region).getByRole('checkbox', { name: /kalıcı olarak silineceğini anlıyorum/ }));
      await user.type(within(region).getByLabelText('Şifreniz'), 'Yanlis');
      await user.click(within(region).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
      expect(await within(region).findByText(deletionMessages.passwordWrong)).toBeInTheDocument();
      expect(within(region).getByLabelText('Şifreniz')).toHaveAttribute('aria-invalid', 'true');

      await user.type(within(region).getByLabelText('Şifreniz'), '12345');
      await user.click(within(region).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
      const alert = await within(region).findByText(refusal);
      // A warning (what to wait for), not an error.
      expect(alert.closest('[role="status"]')).not.toBeNull();
      expect(router.state.location.pathname).toBe(path);
    });
  });
});
