import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@pazaryeri/contract/messages';
import { createAppStore } from '@/app/store';
import { usersApi } from '@/features/users/users-api';
import { sessionUserReceived, tokenRefreshed } from '@/features/users/user-slice';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { setNavigator } from './navigation';
import { toast } from './toast';

const navigate = vi.fn();

async function signedInStore() {
  const { store, persistor } = createAppStore();
  await new Promise<void>((resolve) => {
    const done = () => persistor.getState().bootstrapped && resolve();
    persistor.subscribe(done);
    done();
  });
  const { user, accessToken } = sessionOf(buyer);
  store.dispatch(sessionUserReceived({ user, accessToken }));
  return { store, persistor };
}

function persistedUser(): unknown {
  const root = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as { user?: string };
  return root.user ? (JSON.parse(root.user) as { userInfo: unknown }).userInfo : undefined;
}

beforeEach(() => {
  vi.spyOn(toast, 'error');
  navigate.mockReset();
  setNavigator(navigate);
});

describe('API client', () => {
  it('sends the stored token as a bearer token', async () => {
    const { sent } = mockFetch({ 'GET /api/users/u1': () => json({ ...buyer, token: undefined }) });
    const { store } = await signedInStore();
    await store.dispatch(usersApi.endpoints.getUser.initiate('u1'));
    expect(sent('GET', '/api/users/u1')[0]?.headers.get('Authorization')).toBe(`Bearer ${buyer.token}`);
  });

  it('on a 401 to a call that carried a token: clears the persisted user and goes to /login', async () => {
    const { sent } = mockFetch({
      'GET /api/users/u1': () => json({ message: messages.sessionExpired, code: 'TOKEN_EXPIRED' }, 401),
      'GET /api/auth/csrf': () => json({ csrfToken: 'csrf-1' }),
      'POST /api/auth/signout': () => json({ url: '/' }),
    });
    const { store, persistor } = await signedInStore();
    await persistor.flush();
    expect(persistedUser()).toMatchObject({ _id: buyer._id });

    await store.dispatch(usersApi.endpoints.getUser.initiate('u1'));

    expect(toast.error).toHaveBeenCalledWith(messages.sessionExpired);
    expect(store.getState().user.userInfo).toBeNull();
    expect(store.getState().user.status).toBe('idle');
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    await persistor.flush();
    expect(persistedUser()).toBeNull();
    // The cookie session ends too, so the session provider cannot sign the user straight back in.
    await waitFor(() => expect(sent('POST', '/api/auth/signout')).toHaveLength(1));
  });

  it('a 401 to a token the session has since replaced does not end the new session', async () => {
    let answer!: (response: Response) => void;
    mockFetch({ 'GET /api/users/u1': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { store } = await signedInStore();
    const call = store.dispatch(usersApi.endpoints.getUser.initiate('u1'));
    await waitFor(() => expect(answer).toBeDefined());

    store.dispatch(tokenRefreshed('a-newer-token'));
    answer(json({ message: messages.sessionExpired, code: 'TOKEN_EXPIRED' }, 401));
    await call;

    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().user.userInfo?.token).toBe('a-newer-token');
  });

  it('on a 401 to a call without a token (wrong password): only reports the message', async () => {
    const { sent } = mockFetch({
      'POST /api/users/login': () => json({ message: messages.invalidCredentials, code: 'INVALID_CREDENTIALS' }, 401),
    });
    const { store } = createAppStore();

    const result = await store.dispatch(
      usersApi.endpoints.login.initiate({ email: 'ayse@example.com', password: 'yanlis-sifre1' }),
    );

    expect(result.error).toMatchObject({ status: 401, message: messages.invalidCredentials });
    expect(toast.error).toHaveBeenCalledWith(messages.invalidCredentials);
    expect(store.getState().user).toMatchObject({ status: 'failed', error: messages.invalidCredentials });
    expect(navigate).not.toHaveBeenCalled();
    expect(sent('POST', '/api/users/login')[0]?.headers.get('Authorization')).toBeNull();
  });

  it('a public call never carries the token, so its 401 does not sign the user out', async () => {
    mockFetch({
      'POST /api/users/login': () => json({ message: messages.invalidCredentials, code: 'INVALID_CREDENTIALS' }, 401),
    });
    const { store } = await signedInStore();
    await store.dispatch(usersApi.endpoints.login.initiate({ email: 'ayse@example.com', password: 'yanlis-sifre1' }));
    expect(store.getState().user.userInfo?._id).toBe(buyer._id);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("uses the call's catalogue message when the server sent none, else a Turkish network-error message", async () => {
    mockFetch({
      'POST /api/users/login': () => new Response('<html>Bad Gateway</html>', { status: 502 }),
      'GET /api/categories/main/with-counts': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { store } = createAppStore();
    const login = await store.dispatch(usersApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x' }));
    expect(login.error).toMatchObject({ status: 502, message: messages.loginFailed });

    const { categoriesApi } = await import('@/features/categories/categories-api');
    const categories = await store.dispatch(categoriesApi.endpoints.listMainCategoriesWithCounts.initiate());
    expect(categories.error).toMatchObject({ status: 'FETCH_ERROR', message: messages.networkError });
  });

  it('explains a duplicate e-mail at registration with the catalogue message (spec §5)', async () => {
    mockFetch({
      'POST /api/users/register': () => json({ message: messages.emailAlreadyRegistered, code: 'EMAIL_TAKEN' }, 409),
    });
    const { store } = createAppStore();
    const result = await store.dispatch(
      usersApi.endpoints.register.initiate({ name: 'Ayşe', email: 'ayse@example.com', password: 'gizli12345' }),
    );
    expect(result.error).toMatchObject({ status: 409, message: messages.emailTaken });
  });
});
