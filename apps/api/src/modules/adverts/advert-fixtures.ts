import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { auth, type FilePart, injectJson, multipart } from '../../test/requests';

export const pngOf = (width = 64, height = 48) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } }).png().toBuffer();

/** POST /api/ilan as multipart (the web's form), with pictures. */
export async function postAdvert(app: FastifyInstance, token: string, fields: Record<string, string>, files: FilePart[] = []) {
  const form = multipart(fields, files);
  const response = await app.inject({ method: 'POST', url: '/api/ilan', headers: { ...auth(token), 'content-type': form.contentType }, payload: form.payload });
  return { status: response.statusCode, body: response.json() };
}

/** A customer request; throws unless it is created. */
export async function createRequest(app: FastifyInstance, token: string, overrides: Record<string, string> = {}) {
  const { status, body } = await postAdvert(app, token, { title: 'Braket için 3D model', description: 'Ekteki çizime göre STL', budget: '2000', advertType: 'customerRequest', ...overrides });
  if (status !== 201) throw new Error(`request not created: ${status} ${JSON.stringify(body)}`);
  return body.advert as { _id: string; slug: string };
}

export async function postOffer(app: FastifyInstance, token: string, fields: Record<string, string>, files: FilePart[] = []) {
  const form = multipart({ amount: '1500', deliveryDays: '7', revisions: '2', note: 'Çizime göre modellerim.', ...fields }, files);
  const response = await app.inject({ method: 'POST', url: '/api/offer/create', headers: { ...auth(token), 'content-type': form.contentType }, payload: form.payload });
  return { status: response.statusCode, body: response.json() };
}

export const setOfferStatus = (app: FastifyInstance, token: string, offerId: string, status: string, statusNote?: string) =>
  injectJson(app, { method: 'PATCH', url: `/api/ilan/requests/offers/${offerId}/status`, headers: auth(token), body: { status, ...(statusNote && { statusNote }) } });
