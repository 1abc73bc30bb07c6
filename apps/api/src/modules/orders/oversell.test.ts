import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../test/helper';
import { startApiProcesses } from '../../test/processes';
import { checkPostgres } from '../../test/services';
import { products } from '../../db/schema/products';
import { checkout, createBuyer, createCategory, createStore } from './order-fixtures';
import { orderItems } from '../../db/schema/orders';

const attempts = 200;
const units = 10;

let t: TestApp;
let buyers: Awaited<ReturnType<typeof createBuyer>>[];
let store: Awaited<ReturnType<typeof createStore>>;
let categoryId: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createUser(t.app, { role: 'admin' })).token;
  categoryId = await createCategory(t.app);
  store = await createStore(t.app, adminToken, categoryId, 'Son Stok Hırdavat');
  buyers = await Promise.all(Array.from({ length: 20 }, (_, index) => createBuyer(t.app, `Alıcı Numara ${index + 1}`)));
}, 120_000);
afterAll(() => t.close());

const stockOf = async (productId: string) => (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0].stock;
const soldUnits = async (productId: string) =>
  (await t.app.db.select({ quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.productId, productId))).reduce((sum, row) => sum + row.quantity, 0);

function expectExactlyTenSold(statuses: number[], messages: string[]) {
  expect(statuses.filter((status) => status === 201)).toHaveLength(units);
  expect(statuses.filter((status) => status === 409)).toHaveLength(attempts - units);
  expect(new Set(messages.filter((message) => message.includes('stokta yetersiz')))).toEqual(new Set(['"Son 10 Adet Vana" için istenen miktar stokta yetersiz.']));
}

const postgres = await checkPostgres();

describe('the last 10 units under 200 concurrent checkouts', () => {
  it('sells exactly 10 in one process (PGlite or PostgreSQL): stock ends at 0, never below', async () => {
    const valve = await store.list({ name: 'Son 10 Adet Vana', price: '250', stock: units });
    const replies = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        checkout(t.app, buyers[index % buyers.length].token, { lines: [{ productId: valve._id, quantity: 1 }], addressId: buyers[index % buyers.length].addressId }),
      ),
    );
    expectExactlyTenSold(
      replies.map((reply) => reply.status),
      replies.map((reply) => reply.body.message),
    );
    expect(await stockOf(valve._id)).toBe(0);
    expect(await soldUnits(valve._id)).toBe(units);
  }, 120_000);

  /**
   * Two real `server.ts` processes on one PostgreSQL database, requests spread over both. Only
   * with DATABASE_URL (CI's `npm run test:api:pg`): the embedded PGlite lives inside one process
   * and cannot be shared with another, so there is nothing to run this against without a server.
   */
  it.skipIf(!postgres.available)(`sells exactly 10 across two API processes on one PostgreSQL ${postgres.reason}`, async () => {
    const valve = await store.list({ name: 'Son 10 Adet Vana', price: '250', stock: units });
    const cluster = await startApiProcesses(t, 2);
    try {
      const replies = await Promise.all(
        Array.from({ length: attempts }, async (_, index) => {
          const buyer = buyers[index % buyers.length];
          const response = await fetch(`${cluster.servers[index % 2].url}/api/orders`, {
            method: 'POST',
            headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ lines: [{ productId: valve._id, quantity: 1 }], addressId: buyer.addressId, idempotencyKey: randomUUID() }),
          });
          return { status: response.status, message: ((await response.json()) as { message: string }).message };
        }),
      );
      expectExactlyTenSold(
        replies.map((reply) => reply.status),
        replies.map((reply) => reply.message),
      );
      expect(await stockOf(valve._id)).toBe(0);
      expect(await soldUnits(valve._id)).toBe(units);
    } finally {
      await cluster.stop();
    }
  }, 180_000);
});
