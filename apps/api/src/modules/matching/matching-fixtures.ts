/** Test scenes for matching: a small category tree, stores with capabilities saved through the API, published requests. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { auth, injectJson } from '../../test/requests';
import { categories } from '../../db/schema/categories';
import { createRequest } from '../adverts';
import { createApprovedSeller } from '../sellers';

export interface TreeCategory {
  id: string;
  name: string;
  slug: string;
}

/** Two main categories with a subcategory each: Metal › Metal parçalar, Plastik › Plastik parçalar. */
export async function createCategoryTree(app: FastifyInstance) {
  const suffix = randomUUID().slice(0, 8);
  const insert = async (name: string, parentId: string | null) =>
    (await app.db.insert(categories).values({ name, slug: `${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${suffix}`, parentId }).returning({ id: categories.id, name: categories.name, slug: categories.slug }))[0] as TreeCategory;
  const metal = await insert('Metal İşleme', null);
  const metalParts = await insert('Metal parçalar', metal.id);
  const plastic = await insert('Plastik', null);
  const plasticParts = await insert('Plastik parçalar', plastic.id);
  return { metal, metalParts, plastic, plasticParts };
}

export interface Capabilities {
  categoryIds: string[];
  processes: string[];
  materials?: string[];
  cities?: string[];
  allTurkey?: boolean;
}

/** An approved store in `city` (its address) with these capabilities, saved by `PUT /api/seller/capabilities`. */
export async function createCapableStore(app: FastifyInstance, storeName: string, capabilities: Capabilities, city = { name: 'İstanbul', code: '34' }) {
  const store = await createApprovedSeller(app, { storeName, storeAddress: { street: 'Sanayi Cad. No: 1', city: city.name, district: 'Merkez', zip: `${city.code}100` } });
  const saved = await injectJson(app, { method: 'PUT', url: '/api/seller/capabilities', headers: auth(store.token), body: { materials: [], cities: [], allTurkey: false, ...capabilities } });
  if (saved.status !== 200) throw new Error(`capabilities not saved: ${saved.status} ${JSON.stringify(saved.body)}`);
  return store;
}

/** A published customer request (POST /api/ilan); its id and slug. */
export const publishRequest = (app: FastifyInstance, token: string, fields: Record<string, string>) => createRequest(app, token, fields);
