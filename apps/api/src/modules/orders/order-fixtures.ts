import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { testCards } from '../../integrations/payments';
import { auth, createUser, injectJson } from '../../test/requests';
import { approveProduct, createCategories, createListedProduct, sendProductForm } from '../products';
import { createApprovedSeller } from '../sellers';

export const successCard = { holderName: 'Ayşe Yılmaz', number: testCards.success[0], expireMonth: '12', expireYear: '2030', cvc: '123' };
export const cardNumbered = (number: string) => ({ ...successCard, number });

export const homeAddress = {
  title: 'Ev',
  fullName: 'Ayşe Yılmaz',
  phone: '0532 123 45 67',
  cityName: 'İstanbul',
  districtName: 'Kadıköy',
  addressLine: 'Moda Cd. No: 12 D: 3',
  zip: '34710',
};

/** A buyer with one address in the book. */
export async function createBuyer(app: FastifyInstance, name = 'Ayşe Yılmaz') {
  const account = await createUser(app, { name });
  const { status, body } = await injectJson(app, { method: 'POST', url: '/api/addresses', headers: auth(account.token), body: { ...homeAddress, fullName: name } });
  if (status !== 201) throw new Error(`address not created: ${status} ${JSON.stringify(body)}`);
  return { ...account, addressId: body.address._id as string };
}

export async function createCategory(app: FastifyInstance) {
  return (await createCategories(app, { 'Bağlantı Elemanları': [] }))['Bağlantı Elemanları'].id;
}

/** An approved store (limited şirket, valid VKN and IBAN) and a helper to list products in it. */
export async function createStore(app: FastifyInstance, adminToken: string, categoryId: string, storeName: string, overrides: Record<string, unknown> = {}) {
  const seller = await createApprovedSeller(app, { storeName, ...overrides });
  const list = (body: { name: string; price: number | string; [field: string]: unknown }) => createListedProduct(app, seller.token, adminToken, { mainCategory: categoryId, ...body });
  return { ...seller, list };
}

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/** A digital product with its PDF, approved and on sale. */
export async function listDigitalProduct(app: FastifyInstance, sellerToken: string, adminToken: string, categoryId: string, name: string, price: string) {
  const { status, body } = await sendProductForm(app, {
    method: 'POST',
    url: '/api/products/digital',
    token: sellerToken,
    fields: { name, price, mainCategory: categoryId, productType: 'digital', fileName: 'kilavuz.pdf' },
    files: [{ field: 'file', name: 'kilavuz.pdf', type: 'application/pdf', data: pdf }],
  });
  if (status !== 201) throw new Error(`digital product not created: ${status} ${JSON.stringify(body)}`);
  await approveProduct(app, adminToken, body.product._id);
  return body.product as { _id: string; name: string };
}

export interface Line {
  productId: string;
  quantity: number;
  variantId?: string;
  sizeId?: string;
  [extra: string]: unknown;
}

export const checkout = (app: FastifyInstance, token: string, body: { lines: Line[]; addressId: string; [field: string]: unknown }, headers: Record<string, string> = {}) =>
  injectJson(app, { method: 'POST', url: '/api/orders', headers: { ...auth(token), ...headers }, body: { idempotencyKey: randomUUID(), ...body } });

export const pay = (app: FastifyInstance, token: string, orderId: string, extra: Record<string, unknown> = {}) =>
  injectJson(app, { method: 'POST', url: '/api/payment/marketplace-payment', headers: auth(token), body: { orderId, card: successCard, ...extra } });

/** Places an order and pays it with a success card; throws unless both work. */
export async function placePaidOrder(app: FastifyInstance, buyer: { token: string; addressId: string }, lines: Line[]) {
  const placed = await checkout(app, buyer.token, { lines, addressId: buyer.addressId });
  if (placed.status !== 201) throw new Error(`checkout failed: ${placed.status} ${JSON.stringify(placed.body)}`);
  const paid = await pay(app, buyer.token, placed.body.order._id);
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  return paid.body.order as { _id: string; orderNumber: string; orders: { _id: string; seller: { _id: string }; items: { _id: string }[] }[] };
}

export const setStatus = (app: FastifyInstance, token: string, id: string, body: Record<string, unknown>) =>
  injectJson(app, { method: 'PUT', url: `/api/orders/${id}/status`, headers: auth(token), body });

/** The 3DS page's two forms (Onayla, Reddet) as the fields they post. */
export function bankForms(html: string) {
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].map((match) => {
    const fields = Object.fromEntries([...match[2].matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((field) => [field[1], field[2]]));
    return { action: match[1].replaceAll('&amp;', '&'), fields };
  });
  return { approve: forms[0], reject: forms[1] };
}

/** Posts a bank form to our callback the way a browser would (form-urlencoded, no token). */
export function postBankForm(app: FastifyInstance, form: { action: string; fields: Record<string, string> }) {
  const url = new URL(form.action);
  return app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form.fields).toString(),
  });
}
