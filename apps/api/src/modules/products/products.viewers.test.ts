import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages } from '../../db/schema/products';
import { sellers } from '../../db/schema/sellers';
import { createApprovedSeller } from '../sellers';
import { createCategories, createListedProduct } from './product-fixtures';
import { auth, catalogueChangesArrived, createSiblingApp, createTestApp, createUser, injectJson, type TestApp } from '../../test/helper';

/**
 * Signed-in catalogue reads take the account behind the token and the buyer's favourites from
 * copies each API process keeps (`authenticateFromCopy`, products.viewers.ts), kept exact by the
 * database's notices. Two apps on one database stand for two API processes: whatever changed
 * through one shows on the very next request to either, never on a later one.
 */
let a: TestApp;
let b: FastifyInstance;
let admin: Awaited<ReturnType<typeof createUser>>;
let store: Awaited<ReturnType<typeof createApprovedSeller>>;
let product: { _id: string; slug: string };

beforeAll(async () => {
  a = await createTestApp({ CATALOGUE_CACHE: 'true' });
  const tree = await createCategories(a.app, { Hırdavat: [] });
  store = await createApprovedSeller(a.app, { storeName: 'Kopya Hırdavat' });
  admin = await createUser(a.app, { role: 'admin' });
  product = await createListedProduct(a.app, store.token, admin.token, { name: 'Kopya Vida', price: 10, stock: 5, mainCategory: tree['Hırdavat'].id });
  await createListedProduct(a.app, store.token, admin.token, { name: 'Kopya Somun', price: 5, stock: 5, mainCategory: tree['Hırdavat'].id });
  // A picture waiting for approval: only the store's owner and admins see it.
  await a.app.db
    .insert(productImages)
    .values({ productId: product._id, listUrl: '/uploads/products/kopya.webp', detailUrl: '/uploads/products/kopya-b.webp', status: 'pending' });
  b = await createSiblingApp(a);
  for (const app of both()) await catalogueChangesArrived(app);
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

const both = () => [a.app, b];

/** The catalogue as this token's holder sees it on this process: signed in (their favourites marked) or as a visitor. */
async function catalogueSeen(app: FastifyInstance, token: string) {
  const reply = await app.inject({ method: 'GET', url: '/api/products?sort=price-asc', headers: auth(token) });
  expect(reply.statusCode).toBe(200);
  const products = reply.json().products as { name: string; isFavorite: boolean }[];
  return {
    signedIn: reply.headers['cache-control'] === 'private, no-cache',
    favorites: products.filter((item) => item.isFavorite).map((item) => item.name),
  };
}

const detailSeen = async (app: FastifyInstance, token: string) =>
  (await injectJson(app, { method: 'GET', url: `/api/products/${product.slug}`, headers: auth(token) })).body as {
    isFavorite: boolean;
    images: { status: string }[];
  };

/** A route that needs a signed-in person (it reads the account every time). */
const favoritesStatus = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/products/favorites', headers: auth(token) })).statusCode;

const toggle = async (app: FastifyInstance, token: string) => {
  const reply = await injectJson(app, { method: 'PUT', url: `/api/products/${product._id}/toggle-favorite`, headers: auth(token) });
  expect(reply.status).toBe(200);
};

const adminEdit = async (userId: string, body: Record<string, unknown>) => {
  const reply = await injectJson(a.app, { method: 'PUT', url: `/api/admin/users/${userId}`, headers: auth(admin.token), body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
};

/** A buyer with the product among their favourites, whose copies both processes hold. */
async function likingBuyer() {
  const buyer = await createUser(a.app, { name: 'Kopya Alıcı' });
  await toggle(a.app, buyer.token);
  for (const app of both()) expect(await catalogueSeen(app, buyer.token)).toEqual({ signedIn: true, favorites: ['Kopya Vida'] });
  return buyer;
}

const visitorView = { signedIn: false, favorites: [] };

describe('a buyer’s favourites', () => {
  it('added or taken back on one process show on the next answer of both', async () => {
    const buyer = await createUser(a.app);
    for (const app of both()) expect(await catalogueSeen(app, buyer.token)).toEqual({ signedIn: true, favorites: [] });
    await toggle(a.app, buyer.token);
    for (const app of both()) {
      expect(await catalogueSeen(app, buyer.token)).toEqual({ signedIn: true, favorites: ['Kopya Vida'] });
      expect((await detailSeen(app, buyer.token)).isFavorite).toBe(true);
    }
    await toggle(b, buyer.token);
    for (const app of both()) {
      expect(await catalogueSeen(app, buyer.token)).toEqual({ signedIn: true, favorites: [] });
      expect((await detailSeen(app, buyer.token)).isFavorite).toBe(false);
    }
  });
});

describe('a token that no longer stands', () => {
  it('after a password change: the old one is a visitor’s on the next request of both processes', async () => {
    const buyer = await likingBuyer();
    const changed = await injectJson(a.app, {
      method: 'PUT',
      url: '/api/users/updatePassword',
      headers: auth(buyer.token),
      body: { oldPassword: buyer.password, newPassword: 'YeniSifre123' },
    });
    expect(changed.status).toBe(200);
    for (const app of both()) {
      expect(await catalogueSeen(app, buyer.token)).toEqual(visitorView);
      expect((await detailSeen(app, buyer.token)).isFavorite).toBe(false);
      expect(await favoritesStatus(app, buyer.token)).toBe(401);
      expect(await catalogueSeen(app, changed.body.token)).toEqual({ signedIn: true, favorites: ['Kopya Vida'] });
    }
  });

  it('after a ban, and until it is lifted', async () => {
    const buyer = await likingBuyer();
    await adminEdit(buyer.user.id, { banned: true });
    for (const app of both()) {
      expect(await catalogueSeen(app, buyer.token)).toEqual(visitorView);
      expect(await favoritesStatus(app, buyer.token)).toBe(403);
    }
    await adminEdit(buyer.user.id, { banned: false });
    for (const app of both()) expect(await catalogueSeen(app, buyer.token)).toEqual({ signedIn: true, favorites: ['Kopya Vida'] });
  });

  it('after the account is deleted', async () => {
    const buyer = await likingBuyer();
    const deleted = await injectJson(a.app, { method: 'DELETE', url: `/api/admin/users/${buyer.user.id}`, headers: auth(admin.token) });
    expect(deleted.status).toBe(200);
    for (const app of both()) {
      expect(await catalogueSeen(app, buyer.token)).toEqual(visitorView);
      expect(await favoritesStatus(app, buyer.token)).not.toBe(200);
    }
  });
});

const seesPending = async (app: FastifyInstance, token: string) =>
  (await detailSeen(app, token)).images.some((image) => image.status === 'pending');

describe('who may see a product whole', () => {
  it('follows a new role on the next product page of both processes: an admin sees it whole, no longer once demoted', async () => {
    const person = await createUser(a.app);
    for (const app of both()) expect(await seesPending(app, person.token)).toBe(false);
    await adminEdit(person.user.id, { role: 'admin' });
    for (const app of both()) expect(await seesPending(app, person.token)).toBe(true);
    await adminEdit(person.user.id, { role: 'user' });
    for (const app of both()) expect(await seesPending(app, person.token)).toBe(false);
  });

  it('follows the store to its new owner', async () => {
    const heir = await createUser(a.app);
    for (const app of both()) expect([await seesPending(app, heir.token), await seesPending(app, store.token)]).toEqual([false, true]);
    const handOver = async (userId: string) => {
      await a.app.db.update(sellers).set({ userId }).where(eq(sellers.id, store.seller._id));
      for (const app of both()) await catalogueChangesArrived(app);
    };
    await handOver(heir.user.id);
    for (const app of both()) expect([await seesPending(app, heir.token), await seesPending(app, store.token)]).toEqual([true, false]);
    await handOver(store.user.id);
    for (const app of both()) expect([await seesPending(app, heir.token), await seesPending(app, store.token)]).toEqual([false, true]);
  });
});
