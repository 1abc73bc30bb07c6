import type { FastifyInstance } from 'fastify';
import { auth, type FilePart, injectJson, multipart } from '../../test/requests';
import { placePaidOrder, setStatus } from '../orders';

/** A paid order of one product that the store ships and delivers: a line the buyer may review. */
export async function deliveredOrder(app: FastifyInstance, buyer: { token: string; addressId: string }, store: { token: string }, productId: string, quantity = 1) {
  const order = await placePaidOrder(app, buyer, [{ productId, quantity }]);
  const shipped = await setStatus(app, store.token, order._id, { status: 'shipped', carrier: 'Yurtiçi Kargo', trackingNumber: `YK${Date.now()}` });
  if (shipped.status !== 200) throw new Error(`not shipped: ${shipped.status} ${JSON.stringify(shipped.body)}`);
  const delivered = await setStatus(app, store.token, order._id, { status: 'delivered' });
  if (delivered.status !== 200) throw new Error(`not delivered: ${delivered.status} ${JSON.stringify(delivered.body)}`);
  return order;
}

/** POST /api/comment as multipart (the web's way), with photos as files named `photos`. */
export async function postReview(app: FastifyInstance, token: string, fields: Record<string, string | number>, photos: FilePart[] = []) {
  const form = multipart(Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])), photos);
  const response = await app.inject({ method: 'POST', url: '/api/comment', headers: { ...auth(token), 'content-type': form.contentType }, payload: form.payload });
  return { status: response.statusCode, body: response.json() };
}

export const getProductReviews = (app: FastifyInstance, productId: string, query = '', token?: string) =>
  injectJson(app, { method: 'GET', url: `/api/comment/${productId}${query}`, headers: token ? auth(token) : {} });
