/** The bearer token is also kept under localStorage `token` (spec §6), beside the persisted user info. */
const TOKEN_KEY = 'token';

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeStoredToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Private mode or a full quota: the persisted user info still carries the token.
  }
}
