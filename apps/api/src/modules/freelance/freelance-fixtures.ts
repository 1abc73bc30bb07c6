import type { FastifyInstance } from 'fastify';
import { auth, createUser, type FilePart, injectJson, multipart } from '../../test/requests';
import { createRequest, pngOf, postOffer, setOfferStatus } from '../adverts';
import { createPostOfferAccount } from '../offers';
import { successCard } from '../orders';

export const pdfFile = (name = 'teknik-resim.pdf'): FilePart => ({
  field: 'attachments',
  name,
  type: 'application/pdf',
  data: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
});
export const pngFile = async (name = 'onizleme.png'): Promise<FilePart> => ({ field: 'attachments', name, type: 'image/png', data: await pngOf() });

type Store = Awaited<ReturnType<typeof createPostOfferAccount>>;

/** A buyer's request, a store's offer on it (`revisions` included) accepted by the buyer; a new store unless one is given. */
export async function acceptedOffer(app: FastifyInstance, options: { revisions: string; amount?: string; storeName: string; store?: Store }) {
  const buyer = await createUser(app, { name: 'Elif Alıcı' });
  const store = options.store ?? (await createPostOfferAccount(app, options.storeName));
  const request = await createRequest(app, buyer.token, { title: 'Bağlantı braketi için 3D model' });
  const offer = await postOffer(app, store.token, { advertId: request._id, amount: options.amount ?? '1500', revisions: options.revisions });
  if (offer.status !== 201) throw new Error(`offer not created: ${offer.status} ${JSON.stringify(offer.body)}`);
  const accepted = await setOfferStatus(app, buyer.token, offer.body.offer._id, 'accepted');
  if (accepted.status !== 200) throw new Error(`offer not accepted: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return { buyer, store, request, offerId: offer.body.offer._id as string };
}

export const fromOffer = (app: FastifyInstance, token: string, offerId: string) =>
  injectJson(app, { method: 'POST', url: '/api/orders/from-offer', headers: auth(token), body: { offerId } });

export const payFreelance = (app: FastifyInstance, token: string, orderId: string) =>
  injectJson(app, { method: 'POST', url: '/api/payment/freelancer-marketplace-payment', headers: auth(token), body: { orderId, card: successCard } });

export const startWork = (app: FastifyInstance, token: string, orderId: string) =>
  injectJson(app, { method: 'POST', url: `/api/orders/start-customization/${orderId}`, headers: auth(token), body: {} });

export async function deliver(app: FastifyInstance, token: string, orderId: string, files: FilePart[], note = 'İlk sürüm ekte.') {
  const form = multipart({ note }, files);
  const response = await app.inject({ method: 'POST', url: `/api/orders/customDelivery/${orderId}`, headers: { ...auth(token), 'content-type': form.contentType }, payload: form.payload });
  return { status: response.statusCode, body: response.json() };
}

export const answer = (app: FastifyInstance, token: string, orderId: string, kind: 'accept' | 'revision', note?: string) =>
  injectJson(app, { method: 'POST', url: `/api/orders/customDelivery/${orderId}/${kind}`, headers: auth(token), body: note ? { note } : {} });

/** An accepted offer made into an order, paid, started: ready for deliveries. */
export async function startedOrder(app: FastifyInstance, options: { revisions: string; storeName: string; store?: Store }) {
  const parties = await acceptedOffer(app, options);
  const created = await fromOffer(app, parties.buyer.token, parties.offerId);
  const orderId = created.body.freelanceOrder.order._id as string;
  const paid = await payFreelance(app, parties.buyer.token, orderId);
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  const started = await startWork(app, parties.store.token, orderId);
  if (started.status !== 200) throw new Error(`not started: ${started.status} ${JSON.stringify(started.body)}`);
  return { ...parties, orderId };
}
