import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { baseURL } from './journey';

/** A JSON call to the shared server's API, with a bearer token when given; fails the journey on an unexpected status. */
export async function callApi<T>(method: string, path: string, { token, body, status = 200 }: { token?: string; body?: unknown; status?: number } = {}): Promise<T> {
  const response = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(`${method} ${path} → ${response.status}`, text).toBe(`${method} ${path} → ${status}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Signs in through the API and answers the bearer token (for setting up what a journey is not about). */
export async function apiToken(email: string, password: string): Promise<string> {
  return (await callApi<{ token: string }>('POST', '/users/login', { body: { email, password } })).token;
}

/** A new buyer account with one address in its book. */
export async function registerBuyer(name: string, email: string, password: string) {
  const { token } = await callApi<{ token: string }>('POST', '/users/register', { body: { name, email, password }, status: 201 });
  const { address } = await callApi<{ address: { _id: string } }>('POST', '/addresses', {
    token,
    status: 201,
    body: { title: 'Atölye', fullName: name, phone: '0532 123 45 67', cityName: 'İstanbul', districtName: 'Tuzla', addressLine: 'Organize Sanayi 4. Cad. No: 12', zip: '34956' },
  });
  return { token, addressId: address._id };
}

/**
 * Checks one product out, pays with the sandbox's success card, and has its store ship and
 * deliver it: an order line the buyer may review.
 */
export async function deliveredOrder(buyer: { token: string; addressId: string }, storeToken: string, productId: string) {
  const placed = await callApi<{ order: { _id: string } }>('POST', '/orders', {
    token: buyer.token,
    status: 201,
    body: { lines: [{ productId, quantity: 1 }], addressId: buyer.addressId, idempotencyKey: randomUUID() },
  });
  const card = { holderName: 'Ayşe Yılmaz', number: '5528790000000008', expireMonth: '12', expireYear: String(new Date().getFullYear() + 3), cvc: '123' };
  const { order } = await callApi<{ order: { _id: string; orderNumber: string } }>('POST', '/payment/marketplace-payment', { token: buyer.token, body: { orderId: placed.order._id, card } });
  await callApi('PUT', `/orders/${order._id}/status`, { token: storeToken, body: { status: 'shipped', carrier: 'Yurtiçi Kargo', trackingNumber: `YK${Date.now()}` } });
  await callApi('PUT', `/orders/${order._id}/status`, { token: storeToken, body: { status: 'delivered' } });
  return order;
}
