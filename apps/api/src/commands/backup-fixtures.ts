import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createApprovedSeller } from '../modules/sellers';
import { approveProduct, createCategories, sendProductForm } from '../modules/products';
import { createUser, type FilePart, multipart } from '../test/requests';

const run = promisify(execFile);
const apiRoot = path.join(import.meta.dirname, '../..');

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** `npm run backup` or `npm run restore` as an operator runs it: exit code, and its output. */
export async function runCommand(command: 'backup' | 'restore', directory: string, env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `src/commands/${command}.ts`, directory], {
      cwd: apiRoot,
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', NODE_NO_WARNINGS: '1', JWT_SECRET: 'backup-test-secret-backup-test-secret-0123', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let shade = 0;
/** A picture of its own each time (a new colour), so every upload is a new file. */
export async function picture(name = 'urun.png'): Promise<FilePart> {
  shade += 1;
  const background = `#${((shade * 2_654_435_761) % 0xffffff).toString(16).padStart(6, '0')}`;
  return { field: 'images', name, type: 'image/png', data: await sharp({ create: { width: 48, height: 32, channels: 3, background } }).png().toBuffer() };
}

export const drawing = (label: string) => Buffer.from(`%PDF-1.7\n% ${label}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`);

/**
 * A little shop: a store with `pictured` products of one picture each (approved, so on sale) and
 * a digital product whose PDF is a private file.
 */
export async function seedShop(app: FastifyInstance, pictured = 3) {
  const seller = await createApprovedSeller(app, { storeName: 'Yedek Makina' });
  const admin = await createUser(app, { role: 'admin' });
  const categoryId = (await createCategories(app, { 'Makina Parçaları': [] }))['Makina Parçaları'].id;
  const products: string[] = [];
  for (let index = 0; index < pictured; index += 1) {
    const created = await sendProductForm(app, {
      method: 'POST',
      url: '/api/products',
      token: seller.token,
      fields: { name: `Rulman ${index + 1}`, price: '120.50', stock: '10', mainCategory: categoryId },
      files: [await picture()],
    });
    if (created.status !== 201) throw new Error(`product not created: ${created.status} ${JSON.stringify(created.body)}`);
    await approveProduct(app, admin.token, created.body.product._id);
    products.push(created.body.product._id);
  }
  const digital = await sendProductForm(app, {
    method: 'POST',
    url: '/api/products/digital',
    token: seller.token,
    fields: { name: 'Montaj Çizimi', price: '49.90', mainCategory: categoryId, fileName: 'montaj.pdf' },
    files: [{ field: 'file', name: 'montaj.pdf', type: 'application/pdf', data: drawing('montaj') }],
  });
  if (digital.status !== 201) throw new Error(`digital product not created: ${digital.status} ${JSON.stringify(digital.body)}`);
  return { seller, admin, categoryId, products, digitalId: digital.body.product._id as string };
}

/** POST /api/products with a new picture to a running API process (a real HTTP request). */
export async function postPicturedProduct(url: string, token: string, categoryId: string, name: string) {
  const form = multipart({ name, price: '75', stock: '3', mainCategory: categoryId }, [await picture()]);
  const response = await fetch(`${url}/api/products`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
    body: new Uint8Array(form.payload),
  });
  return { status: response.status, body: (await response.json()) as { product?: { _id: string } } };
}

/** The bytes of a GET, with its status. */
export async function download(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}
