import { messages } from '@pazaryeri/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';
import { createApprovedSeller } from '../sellers';
import { createCategories, createListedProduct } from './product-fixtures';

/**
 * A visitor's URL answered once from the catalogue cache is answered the next time before its
 * query is parsed and validated (products.routes.ts, AnswerKeys): these check that such an early
 * answer is the answer the whole way gives, and that it passes everything a request must pass.
 */
let t: TestApp;
let seller: Awaited<ReturnType<typeof createApprovedSeller>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
let product: { _id: string; slug: string };
const site = { origin: 'http://localhost:3000' };

/** What may differ between two answers a second apart: the date and the rate limit's count. */
const lasting = (response: LightMyRequestResponse) => {
  const { date: _date, 'x-ratelimit-remaining': _remaining, 'x-ratelimit-reset': _reset, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
};
const sample = (text: string, series: string) => Number(text.split('\n').find((line) => line.startsWith(`${series} `))?.slice(series.length + 1) ?? 0);

beforeAll(async () => {
  // Without the index in memory a list is a miss the first time and kept from then on.
  t = await createTestApp({ CATALOGUE_CACHE: 'true', CATALOGUE_INDEX: 'false' });
  const tree = await createCategories(t.app, { Hırdavat: [] });
  seller = await createApprovedSeller(t.app, { storeName: 'Erken Cevap Hırdavat' });
  const admin = await createUser(t.app, { role: 'admin' });
  buyer = await createUser(t.app, { name: 'Erken Alıcı' });
  product = await createListedProduct(t.app, seller.token, admin.token, { name: 'Erken Somun', price: 12, stock: 4, mainCategory: tree['Hırdavat'].id });
  await createListedProduct(t.app, seller.token, admin.token, { name: 'Erken Pul', price: 3, stock: 9, mainCategory: tree['Hırdavat'].id });
});
afterAll(() => t?.close());

describe('a visitor’s kept answer sent again to the same URL', () => {
  it('is the answer the whole way gives: status, body and every header (security, CORS, cache)', async () => {
    // The second URL of each pair names the same answer but was never sent: it goes the whole way to the hit.
    // The product page is made in memory the first time, from the card the list kept.
    for (const [url, sameAnswer, firstTime] of [
      ['/api/products?limit=5', '/api/products?page=1&limit=5', 'miss'],
      [`/api/products/${product.slug}`, `/api/products/${product.slug}/`, 'hit'],
    ]) {
      const first = await t.app.inject({ method: 'GET', url, headers: site });
      expect([first.statusCode, first.headers['x-cache']]).toEqual([200, firstTime]);
      const wholeWay = await t.app.inject({ method: 'GET', url: sameAnswer, headers: site });
      const early = await t.app.inject({ method: 'GET', url, headers: site });
      expect(lasting(early)).toEqual(lasting(wholeWay));
      expect(early.headers).toMatchObject({
        'x-cache': 'hit',
        'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=1',
        vary: 'Origin, Authorization',
        'access-control-allow-origin': 'http://localhost:3000',
        'x-content-type-options': 'nosniff',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'content-type': 'application/json; charset=utf-8',
      });
      expect(early.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(early.headers['x-ratelimit-limit']).toBeDefined();
      // A browser holding it is told so without the body.
      const unchanged = await t.app.inject({ method: 'GET', url, headers: { ...site, 'if-none-match': String(early.headers.etag) } });
      expect([unchanged.statusCode, unchanged.body, unchanged.headers.etag, unchanged.headers['x-cache']]).toEqual([304, '', early.headers.etag, 'hit']);
    }
  });

  it('shows a write at once: the seller’s new price on the very next answer', async () => {
    const url = `/api/products/${product.slug}`;
    for (let index = 0; index < 2; index += 1) await t.app.inject({ method: 'GET', url });
    const edited = await injectJson(t.app, { method: 'PUT', url: `/api/products/${product._id}`, headers: auth(seller.token), body: { price: 15 } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const next = await t.app.inject({ method: 'GET', url });
    expect([next.headers['x-cache'], next.json().price]).toEqual(['miss', 15]);
    expect((await t.app.inject({ method: 'GET', url })).headers['x-cache']).toBe('hit');
  });

  it('is never a signed-in buyer’s: they get their own answer, a token that does not work the visitor’s', async () => {
    const url = '/api/products?limit=5';
    await t.app.inject({ method: 'GET', url });
    const toggled = await injectJson(t.app, { method: 'PUT', url: `/api/products/${product._id}/toggle-favorite`, headers: auth(buyer.token) });
    expect(toggled.status).toBe(200);
    const signedIn = await t.app.inject({ method: 'GET', url, headers: auth(buyer.token) });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    const marked = signedIn.json().products.find((card: { _id: string }) => card._id === product._id);
    expect(marked.isFavorite).toBe(true);
    const badToken = await t.app.inject({ method: 'GET', url, headers: auth('bozuk-bir-anahtar') });
    expect(badToken.headers['cache-control']).toContain('public');
    expect(badToken.json().products.every((card: { isFavorite: boolean }) => !card.isFavorite)).toBe(true);
  });

  it('is counted as a hit and timed under the route’s pattern', async () => {
    const url = '/api/products?limit=5&sort=newest';
    await t.app.inject({ method: 'GET', url });
    const before = await t.app.metrics.text();
    for (let index = 0; index < 3; index += 1) expect((await t.app.inject({ method: 'GET', url })).headers['x-cache']).toBe('hit');
    const after = await t.app.metrics.text();
    const hits = 'pazaryeri_catalogue_cache_requests_total{result="hit"}';
    const timed = 'pazaryeri_http_request_duration_seconds_count{method="GET",route="/api/products",status="200"}';
    expect(sample(after, hits) - sample(before, hits)).toBe(3);
    expect(sample(after, timed) - sample(before, timed)).toBe(3);
  });

  it('still refuses a URL with a control character, however often it comes', async () => {
    for (let index = 0; index < 2; index += 1) {
      const refused = await injectJson(t.app, { method: 'GET', url: '/api/products?search=vida%00' });
      expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});

describe('a signed-in buyer’s kept answer sent again to the same URL', () => {
  it('is their own answer the whole way gives, favourites marked, and follows their next toggle', async () => {
    const url = '/api/products?limit=5&sort=price-asc';
    const toggle = () => injectJson(t.app, { method: 'PUT', url: `/api/products/${product._id}/toggle-favorite`, headers: auth(buyer.token) });
    const favourite = (response: LightMyRequestResponse) => response.json().products.find((card: { _id: string }) => card._id === product._id).isFavorite;
    if (!favourite(await t.app.inject({ method: 'GET', url, headers: auth(buyer.token) }))) await toggle();
    const wholeWay = await t.app.inject({ method: 'GET', url: `${url}&page=1`, headers: { ...site, ...auth(buyer.token) } });
    const early = await t.app.inject({ method: 'GET', url, headers: { ...site, ...auth(buyer.token) } });
    expect(lasting(early)).toEqual(lasting(wholeWay));
    expect([favourite(early), early.headers['cache-control'], early.headers['x-cache']]).toEqual([true, 'private, no-cache', 'hit']);
    // Another buyer, and a visitor, at the same URL: not this buyer's favourites.
    const other = await createUser(t.app, { name: 'Başka Alıcı' });
    expect(favourite(await t.app.inject({ method: 'GET', url, headers: auth(other.token) }))).toBe(false);
    expect(favourite(await t.app.inject({ method: 'GET', url }))).toBe(false);
    expect((await toggle()).status).toBe(200);
    expect(favourite(await t.app.inject({ method: 'GET', url, headers: auth(buyer.token) }))).toBe(false);
  });

  it('leaves a product page to the whole way for its store’s owner and for admins, and gives a buyer theirs', async () => {
    const url = `/api/products/${product.slug}`;
    await t.app.inject({ method: 'GET', url });
    const admin = await createUser(t.app, { role: 'admin' });
    for (let index = 0; index < 2; index += 1) {
      const [buyerView, ownerView, adminView] = await Promise.all(
        [buyer.token, seller.token, admin.token].map((token) => t.app.inject({ method: 'GET', url, headers: auth(token) })),
      );
      expect([buyerView.statusCode, buyerView.headers['x-cache'], buyerView.headers['cache-control']]).toEqual([200, 'hit', 'private, no-cache']);
      // Read whole from PostgreSQL (unapproved pictures too), never from the kept answer.
      for (const whole of [ownerView, adminView]) expect([whole.statusCode, whole.headers['x-cache'], whole.json()._id]).toEqual([200, undefined, product._id]);
    }
  });
});

describe('a kept answer and the rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ CATALOGUE_CACHE: 'true', CATALOGUE_INDEX: 'false', RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => limited?.close());

  it('counts it like any API call: past the limit a kept URL is refused too', async () => {
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await limited.app.inject({ method: 'GET', url: '/api/products?limit=5' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await injectJson(limited.app, { method: 'GET', url: '/api/products?limit=5' });
    expect([refused.status, refused.body.message]).toEqual([429, messages.rateLimited]);
  });
});
