import { vi } from 'vitest';

type Handler = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces `fetch` with a table of `'METHOD /path'` handlers (query strings ignored).
 * Unknown routes answer 404 like the API does. Returns the spy; `requests` lists what was sent.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.origin), init);
    requests.push(request.clone());
    const { pathname } = new URL(request.url);
    const handler = routes[`${request.method} ${pathname}`];
    return handler ? handler(request) : json({ message: 'İstenen adres bulunamadı.', code: 'ROUTE_NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', spy);
  return { spy, requests, sent: (method: string, path: string) => requests.filter((r) => r.method === method && new URL(r.url).pathname === path) };
}
