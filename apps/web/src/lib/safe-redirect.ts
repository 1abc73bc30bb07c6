/**
 * Where to go after signing in: only a path on this site ("/profile?tab=2"), never another
 * origin ("//evil.example", "https://…", "/\\evil"); anything else falls back.
 */
export function safeCallbackPath(callbackUrl: string | null | undefined, fallback = '/'): string {
  if (!callbackUrl || !callbackUrl.startsWith('/') || callbackUrl.startsWith('//') || callbackUrl.includes('\\')) {
    return fallback;
  }
  try {
    const base = new URL(window.location.origin);
    const target = new URL(callbackUrl, base);
    if (target.origin !== base.origin) return fallback;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return fallback;
  }
}
