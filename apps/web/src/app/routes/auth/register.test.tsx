import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@pazaryeri/contract/messages';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { preloadPages, renderApp } from '@/testing/render-app';

beforeAll(() => preloadPages('/register', '/'));

function api(register = () => json({ ...buyer, message: 'Kayıt başarılı' }, 201)) {
  let signedIn = false;
  return mockFetch({
    'GET /api/auth/session': () => json(signedIn ? sessionOf(buyer) : {}),
    'GET /api/auth/csrf': () => json({ csrfToken: 'csrf-123' }),
    'POST /api/auth/callback/credentials': () => {
      signedIn = true;
      return json({ url: '/', ok: true, status: 200, error: null });
    },
    'POST /api/users/register': register,
    'GET /api/categories/main/with-counts': () => json([]),
  });
}

async function fillRegister({
  password = 'gizli12345',
  confirm = password,
  consent = true,
}: { password?: string; confirm?: string; consent?: boolean } = {}) {
  const user = userEvent.setup();
  const name = await screen.findByLabelText('Ad soyad');
  // The form's own fields and buttons: role queries over the whole page (header, footer) are slow in jsdom.
  const form = within(name.closest('form')!);
  await user.type(name, 'Ayşe Yılmaz');
  await user.type(form.getByLabelText('E-posta adresi'), 'ayse@example.com');
  await user.type(form.getByLabelText('Şifre'), password);
  await user.type(form.getByLabelText('Şifre (tekrar)'), confirm);
  if (consent) await user.click(form.getByRole('checkbox'));
  await user.click(form.getByRole('button', { name: 'Hesap Oluştur' }));
}

describe('register page', () => {
  it('explains every problem in Turkish before sending anything', async () => {
    const { sent } = api();
    renderApp('/register');
    await fillRegister({ password: 'sadeceharf', confirm: 'baskabirsey', consent: false });
    expect(await screen.findByText('Şifre en az bir harf ve bir rakam içermeli.')).toBeInTheDocument();
    expect(screen.getByText('Şifreler eşleşmiyor.')).toBeInTheDocument();
    expect(screen.getByText(/KVKK Aydınlatma Metni’ni ve Kullanım Koşulları’nı onaylamalısınız/)).toBeInTheDocument();
    expect(sent('POST', '/api/users/register')).toHaveLength(0);
  });

  it('asks for at least 8 characters as the password is typed', async () => {
    api();
    renderApp('/register');
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Şifre');
    await user.type(password, 'a1');
    await user.tab();
    expect(await screen.findByText('Şifre en az 8 karakter olmalı.')).toBeInTheDocument();
    await user.type(password, 'bcdefg');
    await waitFor(() => expect(screen.queryByText('Şifre en az 8 karakter olmalı.')).not.toBeInTheDocument());
  });

  it("turns the server's 'zaten kayıtlı' answer into the catalogue's explanation", async () => {
    api(() => json({ message: messages.emailAlreadyRegistered, code: 'EMAIL_TAKEN' }, 409));
    const { router } = renderApp('/register');
    await fillRegister();
    const explanations = await screen.findAllByText(messages.emailTaken);
    expect(explanations.length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText('E-posta adresi')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(messages.emailAlreadyRegistered)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('signs the new user in and sends only the API fields', async () => {
    const { sent } = api();
    const { router, store } = renderApp('/register');
    await fillRegister();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [register] = sent('POST', '/api/users/register');
    expect(await register!.json()).toEqual({ name: 'Ayşe Yılmaz', email: 'ayse@example.com', password: 'gizli12345' });
    expect(sent('POST', '/api/auth/callback/credentials')).toHaveLength(1);
    expect(store.getState().user.userInfo?.token).toBe(buyer.token);
  });
});
