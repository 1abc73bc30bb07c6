import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@pazaryeri/contract/messages';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';

beforeAll(() => preloadPages('/login', '/profile', '/'));

function api({ login = () => json({ ...buyer, message: 'Giriş başarılı' }), googleClientId = null as string | null } = {}) {
  let signedIn = false;
  return mockFetch({
    'GET /api/auth/session': () => json(signedIn ? sessionOf(buyer) : {}),
    'GET /api/auth/csrf': () => json({ csrfToken: 'csrf-123' }),
    'POST /api/auth/callback/credentials': () => {
      signedIn = true;
      return json({ url: '/', ok: true, status: 200, error: null });
    },
    'POST /api/users/login': login,
    'GET /api/config': () => json({ appUrl: 'http://localhost', analyticsId: null, googleClientId }),
    'GET /api/categories/main/with-counts': () => json([]),
    'GET /api/users/u1': () => json({ ...buyer, token: undefined }),
  });
}

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-posta adresi'), email);
  await user.type(screen.getByLabelText('Şifre'), password);
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

describe('login page', () => {
  it('shows Turkish validation messages and sends nothing while the form is invalid', async () => {
    const { sent } = api();
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Geçerli bir e-posta adresi girin.')).toBeInTheDocument();
    expect(screen.getByText('Şifre gerekli.')).toBeInTheDocument();
    expect(sent('POST', '/api/users/login')).toHaveLength(0);
  });

  it('validates the e-mail as soon as the field is left, and clears the message once fixed', async () => {
    api();
    renderApp('/login');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('E-posta adresi');
    await user.type(email, 'ayse@');
    await user.tab();
    expect(await screen.findByText('Geçerli bir e-posta adresi girin.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'example.com');
    await waitFor(() => expect(screen.queryByText('Geçerli bir e-posta adresi girin.')).not.toBeInTheDocument());
  });

  it('signs in: stores the user, sets the session cookie, then returns to the callbackUrl', async () => {
    const { sent } = api();
    const { router, store } = renderApp('/login?callbackUrl=%2Fprofile');
    await fillLogin('Ayse@Example.com ', 'gizli12345');

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByText('Giriş başarılı')).toBeInTheDocument();

    const [login] = sent('POST', '/api/users/login');
    expect(await login!.json()).toEqual({ email: 'ayse@example.com', password: 'gizli12345' });
    const [callback] = sent('POST', '/api/auth/callback/credentials');
    expect(callback!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(await callback!.text());
    expect(form.get('csrfToken')).toBe('csrf-123');
    expect(form.get('token')).toBe(buyer.token);
    expect(form.get('json')).toBe('true');

    expect(store.getState().user.userInfo).toMatchObject({ _id: buyer._id, token: buyer.token });
    expect(localStorage.getItem('token')).toBe(buyer.token);
    expect(localStorage.getItem('pz.session-event')).toContain('signin');
  });

  it('never follows a callbackUrl to another site', async () => {
    api();
    const { router } = renderApp('/login?callbackUrl=%2F%2Fevil.example%2Fphish');
    await fillLogin('ayse@example.com', 'gizli12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the server message for a wrong password and stays on the page', async () => {
    api({ login: () => json({ message: messages.invalidCredentials, code: 'INVALID_CREDENTIALS' }, 401) });
    const { router, navigateSpy, store } = renderApp('/login');
    await fillLogin('ayse@example.com', 'yanlis12345');
    expect(await screen.findByText(messages.invalidCredentials)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(navigateSpy).not.toHaveBeenCalled();
    expect(store.getState().user.userInfo).toBeNull();
  });

  it('offers Google sign-in only when the deployment has a Google client id', async () => {
    api({ googleClientId: 'client-1.apps.googleusercontent.com' });
    renderApp('/login');
    expect(await screen.findByText('veya')).toBeInTheDocument();
    expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).not.toBeNull();
  });

  it('loads nothing from Google without a client id', async () => {
    const { sent } = api();
    renderApp('/login');
    await screen.findByRole('button', { name: 'Giriş Yap' });
    await waitFor(() => expect(sent('GET', '/api/config')).toHaveLength(1));
    expect(screen.queryByText('veya')).not.toBeInTheDocument();
    expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).toBeNull();
  });
});
