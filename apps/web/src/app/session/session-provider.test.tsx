import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUserReceived } from '@/features/users';
import { buyer, sessionOf } from '@/testing/fixtures';
import { json, mockFetch } from '@/testing/mock-fetch';
import { createAppStore } from '../store';
import { SESSION_EVENT_KEY } from './session-client';
import { SessionProvider, useSession } from './session-provider';

function SessionStatus() {
  const { status, data } = useSession();
  return (
    <p>
      {status}
      {data ? ` – ${data.user.name}` : ''}
    </p>
  );
}

function renderSession({ refetchInterval, signedIn = false }: { refetchInterval?: number; signedIn?: boolean } = {}) {
  const { store } = createAppStore();
  if (signedIn) {
    const { user, accessToken } = sessionOf(buyer);
    store.dispatch(sessionUserReceived({ user, accessToken }));
  }
  render(
    <Provider store={store}>
      <SessionProvider refetchInterval={refetchInterval}>
        <SessionStatus />
      </SessionProvider>
    </Provider>,
  );
  return store;
}

/** Answers the session route from a queue; the last answer repeats. */
function sessionAnswers(...answers: unknown[]) {
  return mockFetch({
    'GET /api/auth/session': () => json(answers.length > 1 ? answers.shift() : answers[0]),
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionProvider', () => {
  it('is loading until the session arrives, then authenticated', async () => {
    sessionAnswers(sessionOf(buyer));
    renderSession();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('authenticated – Ayşe Yılmaz')).toBeInTheDocument();
  });

  it('is unauthenticated when the server answers with an empty session', async () => {
    sessionAnswers({});
    renderSession();
    expect(await screen.findByText('unauthenticated')).toBeInTheDocument();
  });

  it('re-reads the session when the tab becomes visible again', async () => {
    const { spy } = sessionAnswers({}, sessionOf(buyer));
    renderSession();
    await screen.findByText('unauthenticated');

    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });

    expect(await screen.findByText('authenticated – Ayşe Yılmaz')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('re-reads the session when another tab signs in or out', async () => {
    sessionAnswers({}, sessionOf(buyer));
    renderSession();
    await screen.findByText('unauthenticated');

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    });
    await Promise.resolve();
    expect(screen.getByText('unauthenticated')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_EVENT_KEY, newValue: '{"event":"signin"}' }));
    });
    expect(await screen.findByText('authenticated – Ayşe Yılmaz')).toBeInTheDocument();
  });

  it('polls every refetchInterval seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { spy } = sessionAnswers(sessionOf(buyer), {});
    renderSession({ refetchInterval: 30 });
    await screen.findByText('authenticated – Ayşe Yılmaz');
    expect(spy).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(30_000));

    expect(await screen.findByText('unauthenticated')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('does not poll without refetchInterval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { spy } = sessionAnswers(sessionOf(buyer));
    renderSession();
    await screen.findByText('authenticated – Ayşe Yılmaz');
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('signs the stored user out when the session is gone', async () => {
    sessionAnswers({});
    const store = renderSession({ signedIn: true });
    expect(store.getState().user.userInfo?.name).toBe('Ayşe Yılmaz');
    expect(localStorage.getItem('token')).toBe(buyer.token);

    await screen.findByText('unauthenticated');

    expect(store.getState().user.userInfo).toBeNull();
    expect(store.getState().user.status).toBe('idle');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('fills the store from a session it did not know (signed in in another tab)', async () => {
    sessionAnswers(sessionOf(buyer));
    const store = renderSession();
    await screen.findByText('authenticated – Ayşe Yılmaz');
    await waitFor(() => expect(store.getState().user.userInfo?.token).toBe(buyer.token));
    expect(store.getState().user.userInfo).toMatchObject({ _id: buyer._id, email: buyer.email, role: 'user' });
    expect(localStorage.getItem('token')).toBe(buyer.token);
  });

  it('keeps the user signed in when the server cannot be reached', async () => {
    mockFetch({ 'GET /api/auth/session': () => Promise.reject(new TypeError('Failed to fetch')) });
    const store = renderSession({ signedIn: true });
    await screen.findByText('unauthenticated');
    expect(store.getState().user.userInfo?.name).toBe('Ayşe Yılmaz');
  });
});
