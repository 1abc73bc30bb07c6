import { writeBinaryStl } from '@pazaryeri/contract/stl/reader';
import type { FastifyInstance } from 'fastify';
import { auth, type FilePart, injectJson, multipart } from '../../test/requests';
import { box } from './stl-meshes';

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
