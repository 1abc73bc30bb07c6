import { slugify } from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { auth, type FilePart, injectJson, multipart } from '../../test/requests';
import { categories } from '../../db/schema/categories';

let counter = 0;

/** Main categories with their subs, written straight to the database (category writes are another module's). */
export async function createCategories(app: FastifyInstance, tree: Record<string, string[]>) {
  const result: Record<string, { id: string; slug: string; subs: Record<string, { id: string; slug: string }> }> = {};
  for (const [mainName, subNames] of Object.entries(tree)) {
    counter += 1;
    const [main] = await app.db
      .insert(categories)
      .values({ name: mainName, slug: `${slugify(mainName)}-${counter}` })
      .returning();
    const subs: Record<string, { id: string; slug: string }> = {};
    for (const subName of subNames) {
      const [sub] = await app.db
        .insert(categories)
        .values({ name: subName, slug: `${slugify(subName)}-${counter}`, parentId: main.id })
        .returning();
      subs[subName] = { id: sub.id, slug: sub.slug };
    }
    result[mainName] = { id: main.id, slug: main.slug, subs };
  }
  return result;
}

export const png = (width = 64, height = 48, background = '#0ea5e9') =>
  sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

export const imageFile = async (name = 'urun.png'): Promise<FilePart> => ({ field: 'images', name, type: 'image/png', data: await png() });

export interface ProductInput {
  name: string;
  price: number | string;
  mainCategory: string;
  [field: string]: unknown;
}

/** POST /api/products as JSON; throws unless created. */
export async function createProduct(app: FastifyInstance, token: string, body: ProductInput) {
  const { status, body: reply } = await injectJson(app, { method: 'POST', url: '/api/products', headers: auth(token), body });
  if (status !== 201) throw new Error(`product not created: ${status} ${JSON.stringify(reply)}`);
  return reply.product as { _id: string; slug: string; name: string; images: { _id: string }[] };
}

/** POST or PUT a product as multipart (fields as text, files as parts). */
export async function sendProductForm(
  app: FastifyInstance,
  options: { method: 'POST' | 'PUT'; url: string; token: string; fields: Record<string, unknown>; files?: FilePart[] },
) {
  const fields = Object.fromEntries(
    Object.entries(options.fields).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
  const form = multipart(fields, options.files ?? []);
  const response = await app.inject({
    method: options.method,
    url: options.url,
    headers: { ...auth(options.token), 'content-type': form.contentType },
    payload: form.payload,
  });
  return { status: response.statusCode, body: response.json(), response };
}

export async function approveProduct(app: FastifyInstance, adminToken: string, productId: string) {
  const { status, body } = await injectJson(app, { method: 'PUT', url: `/api/admin/products/${productId}/approve`, headers: auth(adminToken) });
  if (status !== 200) throw new Error(`approval failed: ${status} ${JSON.stringify(body)}`);
  return body.product;
}

/** Created through the API and approved by an admin: on sale. */
export async function createListedProduct(app: FastifyInstance, sellerToken: string, adminToken: string, body: ProductInput) {
  const product = await createProduct(app, sellerToken, body);
  await approveProduct(app, adminToken, product._id);
  return product;
}
