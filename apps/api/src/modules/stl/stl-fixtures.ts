import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { writeBinaryStl } from '@pazaryeri/contract/stl/writer';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auth, type FilePart, injectJson, multipart } from '../../test/requests';
import type { TestApp } from '../../test/helper';
import { products } from '../../db/schema/products';
import { box } from './stl-meshes';
import { stlModelParts, stlModelPhotos, stlModels } from '../../db/schema/stl';

export const cubeStl = () => Buffer.from(writeBinaryStl(box(10, 10, 10)));
export const stlPart = (data: Buffer, name = 'kup.stl'): FilePart => ({ field: 'file', name, type: 'model/stl', data });
export const photoPart = (data: Buffer, name = 'foto.png'): FilePart => ({ field: 'photos', name, type: 'image/png', data });

export async function createStlCategory(app: FastifyInstance, adminToken: string, name: string) {
  const { status, body } = await injectJson(app, { method: 'POST', url: '/api/stl/categories', headers: auth(adminToken), body: { name } });
  if (status !== 201) throw new Error(`category not created: ${status} ${JSON.stringify(body)}`);
  return body.category as { _id: string; slug: string; name: string };
}

/** `POST /stl` with one file part, several (STL files and photos), or none. */
export async function uploadStl(app: FastifyInstance, token: string, fields: Record<string, string>, files: FilePart | FilePart[] | null = stlPart(cubeStl())) {
  const form = multipart(fields, files ? [files].flat() : []);
  const response = await app.inject({ method: 'POST', url: '/api/stl', headers: { ...auth(token), 'content-type': form.contentType }, payload: form.payload });
  return { status: response.statusCode, body: response.json() };
}

/** `PUT /stl/{id}` as a multipart form (new files replace all parts, new photos all photos). */
export async function updateStlForm(app: FastifyInstance, token: string, productId: string, fields: Record<string, string>, files: FilePart[]) {
  const form = multipart(fields, files);
  const response = await app.inject({ method: 'PUT', url: `/api/stl/${productId}`, headers: { ...auth(token), 'content-type': form.contentType }, payload: form.payload });
  return { status: response.statusCode, body: response.json() };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)])));
  return nested.flat();
}

/** What a model leaves behind: its rows and the stored files (the outbox aside), to compare before and after. */
export async function state(t: TestApp) {
  const [[models], [productRows], [parts], [photos], files] = await Promise.all([
    t.app.db.select({ n: count() }).from(stlModels),
    t.app.db.select({ n: count() }).from(products),
    t.app.db.select({ n: count() }).from(stlModelParts),
    t.app.db.select({ n: count() }).from(stlModelPhotos),
    listFiles(t.dataDir),
  ]);
  return { models: models.n, products: productRows.n, parts: parts.n, photos: photos.n, files: files.filter((file) => !file.includes('outbox')).sort() };
}

/** The entries of a stored zip: name → bytes (our downloads use no compression). */
export function unzip(data: Buffer) {
  const entries: Record<string, Buffer> = {};
  let at = 0;
  while (data.readUInt32LE(at) === 0x04034b50) {
    const method = data.readUInt16LE(at + 8);
    const size = data.readUInt32LE(at + 18);
    const nameLength = data.readUInt16LE(at + 26);
    const extra = data.readUInt16LE(at + 28);
    const name = data.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const body = data.subarray(at + 30 + nameLength + extra, at + 30 + nameLength + extra + size);
    entries[name] = method === 8 ? inflateRawSync(body) : Buffer.from(body);
    at += 30 + nameLength + extra + size;
  }
  return entries;
}

/** `GET /stl/{id}/download-link`, then the link: the ZIP unpacked when it is served. */
export async function download(app: FastifyInstance, token: string, productId: string) {
  const link = await injectJson(app, { method: 'GET', url: `/api/stl/${productId}/download-link`, headers: auth(token) });
  if (link.status !== 200) return { status: link.status, body: link.body };
  const file = await app.inject({ method: 'GET', url: link.body.url });
  return { status: file.statusCode, link: link.body, headers: file.headers, zip: file.statusCode === 200 ? unzip(file.rawPayload) : null };
}
