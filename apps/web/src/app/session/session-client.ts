import type { Session } from '@pazaryeri/contract';

/**
 * The browser side of the `/api/auth` session routes (a NextAuth-compatible surface): the httpOnly
 * session cookie is set and cleared here, and other tabs hear about it through localStorage.
 */
export const SESSION_EVENT_KEY = 'pz.session-event';

export type SessionEvent = 'signin' | 'signout';

const base = '/api/auth';

async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url || 'auth'} ${response.status}`);
  return (await response.json()) as T;
}

function isSession(value: unknown): value is Session {
  return typeof value === 'object' && value !== null && 'user' in value && 'accessToken' in value;
}

/** The current session, or null when signed out (`{}` from the server). */
export async function fetchSession(): Promise<Session | null> {
  const body = await readJson<unknown>(await fetch(`${base}/session`, { credentials: 'include' }));
  return isSession(body) ? body : null;
}

async function fetchCsrfToken(): Promise<string> {
  const { csrfToken } = await readJson<{ csrfToken: string }>(await fetch(`${base}/csrf`, { credentials: 'include' }));
  return csrfToken;
}

function postForm(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${base}/${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

/** Exchanges an access token from login/register/Google for the session cookie. */
export async function establishSession(accessToken: string, callbackUrl = '/'): Promise<void> {
  const csrfToken = await fetchCsrfToken();
  const result = await readJson<{ ok: boolean; error: string | null }>(
    await postForm('callback/credentials', { csrfToken, token: accessToken, callbackUrl, json: 'true' }),
  );
  if (!result.ok) throw new Error(result.error ?? 'CredentialsSignin');
}

export async function endSession(): Promise<void> {
  const csrfToken = await fetchCsrfToken();
  await readJson<{ url: string }>(await postForm('signout', { csrfToken, json: 'true' }));
}

/** Tells the other tabs to re-read the session (they listen for `storage` events). */
export function broadcastSessionEvent(event: SessionEvent): void {
  try {
    localStorage.setItem(SESSION_EVENT_KEY, JSON.stringify({ event, timestamp: Date.now() }));
  } catch {
    // Without storage the other tabs still catch up when they become visible.
  }
}

/** Client-side session errors go to the server log (CLIENT_FETCH_ERROR, CLIENT_SESSION_ERROR). */
export function logSessionError(code: 'CLIENT_FETCH_ERROR' | 'CLIENT_SESSION_ERROR', error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  void fetch(`${base}/_log`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code, message }),
    keepalive: true,
  }).catch(() => undefined);
}
