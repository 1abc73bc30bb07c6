import { messages } from '@pazaryeri/contract';
import { deletionMessages } from '@pazaryeri/contract/privacy/index';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRequests } from '../../db/schema/privacy';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';
import { retentionReasons } from '../../lib/personal-data';
import { auth, createTestApp, injectJson, type TestApp } from '../../test/helper';
import { issueToken } from '../users';

/**
 * A person deletes their own account (KVKK art. 7), on the demo data: the demo buyer and the demo
 * seller have something in nearly every domain, and orders, escrow and freelance work still open,
 * which must each refuse the deletion until they end.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO_DATA: 'true' });
}, 120_000);
afterAll(() => t?.close());

const login = (email: string, password: string) => injectJson(t.app, { method: 'POST', url: '/api/users/login', body: { email, password } });
const deleteAccount = (token: string, body: Record<string, unknown>) => injectJson(t.app, { method: 'DELETE', url: '/api/users/me', headers: auth(token), body });
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
const number = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(query))[0].n;

const OPEN = sql`('pending_payment', 'paid', 'preparing', 'shipped')`;
/** The buyer's goods not yet delivered, and their freelance work under way. */
const openGoodsOf = (userId: string) =>
  number(sql`select count(distinct o.id)::int as n from seller_orders so join orders o on o.id = so.order_id
    where o.buyer_id = ${userId} and so.status in ${OPEN} and so.customization_status is null`);
const openWorkOf = (userId: string, storeId: string | null) =>
  number(sql`select count(*)::int as n from seller_orders so join orders o on o.id = so.order_id
    where so.customization_status is not null and so.status in ${OPEN} and (o.buyer_id = ${userId} or so.seller_id = ${storeId})`);

/** Ends what the law would let end by itself: the parts are delivered (the test's stand-in for the weeks it takes). */
const deliver = (where: ReturnType<typeof sql>) =>
  t.app.db.execute(sql`update seller_orders so set status = 'delivered', delivered_at = now() from orders o where o.id = so.order_id and so.status in ${OPEN} and ${where}`);

/**
 * Every row of every text and JSON column of the database that still holds one of the needles,
 * except what is retained by law: orders marked retained and what belongs to them (their parts,
 * lines, payments, events and shipments), and the shipments of a store kept for its sales.
 */
async function rowsStillHolding(needles: string[]) {
  const columns = await rows<{ table_name: string; column_name: string; data_type: string }>(sql`
    select c.table_name, c.column_name, c.data_type from information_schema.columns c
    join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema and tb.table_type = 'BASE TABLE'
    where c.table_schema = 'public'`);
  const retainedOrder = sql.raw(`(select id from orders where retained_until is not null)`);
  const retainedPart = sql.raw(
    `(select so.id from seller_orders so join orders o on o.id = so.order_id where o.retained_until is not null
      union select so.id from seller_orders so join sellers s on s.id = so.seller_id where s.retained_until is not null)`,
  );
  const exemptOf = (table: string, columnNames: Set<string>) => {
    if (table === 'orders') return sql`and retained_until is null`;
    if (table === 'seller_orders') return sql`and id not in ${retainedPart}`;
    if (columnNames.has('seller_order_id')) return sql`and seller_order_id not in ${retainedPart}`;
    if (columnNames.has('order_id')) return sql`and order_id not in ${retainedOrder}`;
    return sql``;
  };
  // The sandbox payment and cargo providers' own books: they stand for the provider's systems,
  // which keep their transactions and waybills under their own legal duty, not ours.
  const providers = new Set(['payment_sandbox_state', 'cargo_sandbox_state']);
  const textTypes = new Set(['text', 'character varying', 'jsonb', 'json']);
  const byTable = new Map<string, Set<string>>();
  const everyColumn = new Map<string, Set<string>>();
  for (const column of columns) {
    everyColumn.set(column.table_name, (everyColumn.get(column.table_name) ?? new Set()).add(column.column_name));
    if (textTypes.has(column.data_type)) byTable.set(column.table_name, (byTable.get(column.table_name) ?? new Set()).add(column.column_name));
  }
  const patterns = needles.map((needle) => `%${needle.toLowerCase()}%`);
  const found: string[] = [];
  for (const [table, textColumns] of byTable) {
    if (providers.has(table)) continue;
    for (const column of textColumns) {
      const n = await number(
        sql`select count(*)::int as n from ${sql.identifier(table)} where lower(${sql.identifier(column)}::text) like any (array[${sql.join(patterns.map((pattern) => sql`${pattern}`), sql`, `)}]) ${exemptOf(table, everyColumn.get(table)!)}`,
      );
      if (n) found.push(`${table}.${column}: ${n}`);
    }
  }
  return found;
}

describe('deleting my account (KVKK art. 7)', () => {
  it('asks for the password, refuses while goods or freelance work are open, and changes nothing until then', async () => {
    const { body: signedIn } = await login('alici@pazaryeri.test', 'Alici12345');
    const buyerId = signedIn._id as string;
    const keptOf = () => number(sql`select ((select count(*) from favorites where user_id = ${buyerId}) + (select count(*) from follows where user_id = ${buyerId})
      + (select count(*) from user_coupons where user_id = ${buyerId}))::int as n`);
    const keptBefore = await keptOf();

    expect((await deleteAccount(signedIn.token, {})).body).toMatchObject({ message: deletionMessages.passwordRequired });
    const wrong = await deleteAccount(signedIn.token, { password: 'Yanlis12345' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(deletionMessages.passwordWrong);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/me', payload: { password: 'Alici12345' } })).statusCode).toBe(401);

    // The demo buyer's freelance work: one part is still being made.
    await t.app.db.execute(sql`update seller_orders set status = 'preparing' where id = (select so.id from seller_orders so
      join orders o on o.id = so.order_id where o.buyer_id = ${buyerId} and so.customization_status is not null order by so.created_at limit 1)`);
    const goods = await openGoodsOf(buyerId);
    const work = await openWorkOf(buyerId, null);
    expect(goods).toBeGreaterThan(0);
    expect(work).toBeGreaterThan(0);
    const refused = await deleteAccount(signedIn.token, { password: 'Alici12345' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(deletionMessages.cannotDeleteYet);
    expect(refused.body.message).toContain(deletionMessages.openOrders(goods));
    expect(refused.body.message).toContain(deletionMessages.freelanceRunning(work));

    // Once the goods have arrived, only the work under way is left to refuse it.
    await deliver(sql`o.buyer_id = ${buyerId} and so.customization_status is null`);
    const stillWorking = await deleteAccount(signedIn.token, { password: 'Alici12345' });
    expect(stillWorking.status).toBe(409);
    expect(stillWorking.body.message).toBe(`${deletionMessages.cannotDeleteYet} ${deletionMessages.freelanceRunning(work)}`);
    // Nothing was touched by any refusal.
    expect((await login('alici@pazaryeri.test', 'Alici12345')).status).toBe(200);
    expect(await keptOf()).toBe(keptBefore);
    expect(keptBefore).toBeGreaterThan(0);
  });

  it('refuses a store owner while the store has open orders or money in escrow', async () => {
    const { body: signedIn } = await login('satici@pazaryeri.test', 'Satici12345');
    const [store] = await t.app.db.select().from(sellers).where(eq(sellers.userId, signedIn._id));
    const storeOpen = await number(sql`select count(*)::int as n from seller_orders where seller_id = ${store.id} and status in ${OPEN} and customization_status is null`);
    const heldOf = () =>
      number(sql`select count(*)::int as n from order_items oi join seller_orders so on so.id = oi.seller_order_id
        where so.seller_id = ${store.id} and oi.payment_transaction_id is not null and oi.escrow_status in ('pending', 'disapproved', 'approved')
        and so.status not in ('cancelled', 'refunded')`);
    expect(storeOpen).toBeGreaterThan(0);
    const refused = await deleteAccount(signedIn.token, { password: 'Satici12345' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(deletionMessages.storeOpenOrders(storeOpen));

    await deliver(sql`so.seller_id = ${store.id}`);
    const held = await heldOf();
    expect(held).toBeGreaterThan(0);
    const inEscrow = await deleteAccount(signedIn.token, { password: 'Satici12345' });
    expect(inEscrow.status).toBe(409);
    expect(inEscrow.body.message).toBe(`${deletionMessages.cannotDeleteYet} ${deletionMessages.escrowHeld(held)}`);
    const [still] = await t.app.db.select().from(sellers).where(eq(sellers.id, store.id));
    expect(still).toMatchObject({ status: 'approved', contactEmail: store.contactEmail, retainedUntil: null });
  });

  it('erases the buyer everywhere but the orders the law keeps, which their stores still see as issued', async () => {
    const { body: signedIn } = await login('alici@pazaryeri.test', 'Alici12345');
    const buyerId = signedIn._id as string;
    await deliver(sql`o.buyer_id = ${buyerId}`);
    const [before] = await t.app.db.select().from(users).where(eq(users.id, buyerId));
    const addressBook = await rows<{ full_name: string; phone: string }>(sql`select full_name, phone from addresses where user_id = ${buyerId}`);
    const needles = [before.email, before.name, ...(before.phone ? [before.phone] : []), ...addressBook.map((row) => row.phone)];
    expect(await rowsStillHolding(needles)).not.toEqual([]);

    // A copy of the data made before: it goes with the account.
    const started = await injectJson(t.app, { method: 'POST', url: '/api/users/me/data-export', headers: auth(signedIn.token) });
    await t.app.jobs.runDue();
    const [copy] = await t.app.db.select().from(dataRequests).where(eq(dataRequests.id, started.body.exportId));
    expect(copy.status).toBe('ready');
    expect(await t.app.privateFiles.open(copy.fileKey!)).not.toBeNull();

    // What the buyer left in public, and an order a store sold them, before.
    const [review] = await rows<{ product_id: string; id: string }>(sql`select product_id, id from reviews where user_id = ${buyerId} and status = 'published' limit 1`);
    const [sale] = await rows<{ order_id: string; seller_user: string; shipping_address: { fullName: string; phone: string } }>(sql`
      select o.id as order_id, s.user_id as seller_user, o.shipping_address from orders o join seller_orders so on so.order_id = o.id
      join sellers s on s.id = so.seller_id where o.buyer_id = ${buyerId} and o.shipping_address is not null and s.user_id <> ${buyerId} limit 1`);
    expect(review).toBeDefined();
    expect(sale).toBeDefined();

    const deleted = await deleteAccount(signedIn.token, { password: 'Alici12345' });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(deletionMessages.accountDeleted);

    // No way back in: the password, the old token.
    const refusedLogin = await login('alici@pazaryeri.test', 'Alici12345');
    expect(refusedLogin.status).toBe(401);
    expect(refusedLogin.body.message).toBe(messages.invalidCredentials);
    expect((await injectJson(t.app, { method: 'GET', url: '/api/orders/myorders', headers: auth(signedIn.token) })).status).toBe(401);

    // Nothing of the person is left outside the retained records.
    expect(await rowsStillHolding(needles)).toEqual([]);
    const orders = await rows<{ retained_until: Date; retention_reason: string }>(sql`select retained_until, retention_reason from orders where buyer_id = ${buyerId}`);
    expect(orders.length).toBeGreaterThan(0);
    for (const order of orders) {
      expect(order.retention_reason).toBe(retentionReasons.billing);
      expect(new Date(order.retained_until).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 10);
    }
    expect(await number(sql`select count(*)::int as n from addresses where user_id = ${buyerId}`)).toBe(0);
    expect(await number(sql`select count(*)::int as n from favorites where user_id = ${buyerId}`)).toBe(0);
    expect(await number(sql`select count(*)::int as n from follows where user_id = ${buyerId}`)).toBe(0);

    // The store that sold still sees the order with the address it was sent to.
    const [seller] = await t.app.db.select().from(users).where(eq(users.id, sale.seller_user));
    const view = await injectJson(t.app, { method: 'GET', url: `/api/orders/${sale.order_id}`, headers: auth(await issueToken({ config: t.config }, seller)) });
    expect(view.status).toBe(200);
    expect(view.body.shippingAddress).toMatchObject({ fullName: sale.shipping_address.fullName, phone: sale.shipping_address.phone });
    // An admin sees whose it was: nobody any more.
    const [admin] = await t.app.db.select().from(users).where(eq(users.role, 'admin')).limit(1);
    const adminView = await injectJson(t.app, { method: 'GET', url: `/api/orders/${sale.order_id}`, headers: auth(await issueToken({ config: t.config }, admin)) });
    expect(adminView.body.buyer).toMatchObject({ _id: buyerId, name: 'Silinmiş kullanıcı' });
    expect(adminView.body.shippingAddress).toMatchObject({ fullName: sale.shipping_address.fullName });

    // Public traces name nobody.
    const reviews = await injectJson(t.app, { method: 'GET', url: `/api/comment/${review.product_id}?limit=50` });
    expect(JSON.stringify(reviews.body)).not.toContain(before.name);
    expect(JSON.stringify(reviews.body)).toContain('Silinmiş kullanıcı');

    // The copy of the data is gone; the request is on the admins' record, answered.
    const [expired] = await t.app.db.select().from(dataRequests).where(eq(dataRequests.id, copy.id));
    expect(expired.status).toBe('expired');
    expect(await t.app.privateFiles.open(copy.fileKey!)).toBeNull();
    const [request] = await t.app.db.select().from(dataRequests).where(sql`${dataRequests.userId} = ${buyerId} and ${dataRequests.kind} = 'deletion'`);
    expect(request).toMatchObject({ status: 'done', progress: 100 });
    expect(request.completedAt).not.toBeNull();

    // The address can open a new account, a new person.
    const again = await injectJson(t.app, { method: 'POST', url: '/api/users/register', body: { name: 'Ayşe Yılmaz', email: 'alici@pazaryeri.test', password: 'YeniSifre123' } });
    expect(again.status).toBe(201);
    expect(again.body._id).not.toBe(buyerId);
    expect((await injectJson(t.app, { method: 'GET', url: '/api/orders/myorders', headers: auth(again.body.token) })).body).toMatchObject({ orders: [] });
  });

  it('withdraws a store whose sales are done: its identity kept for the law, everything else of its owner gone', async () => {
    const { body: signedIn } = await login('satici@pazaryeri.test', 'Satici12345');
    const ownerId = signedIn._id as string;
    const [store] = await t.app.db.select().from(sellers).where(eq(sellers.userId, ownerId));
    // The weeks it takes: everything delivered, the escrow paid out.
    await deliver(sql`(so.seller_id = ${store.id} or o.buyer_id = ${ownerId})`);
    await t.app.db.execute(sql`update order_items oi set escrow_status = 'paid_out' from seller_orders so
      where so.id = oi.seller_order_id and so.seller_id = ${store.id} and oi.escrow_status in ('pending', 'disapproved', 'approved')`);
    const pendingOffers = await number(sql`select count(*)::int as n from offers where seller_id = ${store.id} and status = 'pending'`);
    const [owner] = await t.app.db.select().from(users).where(eq(users.id, ownerId));
    const senders = await rows<{ phone: string; email: string }>(sql`select phone, email from seller_addresses where seller_id = ${store.id}`);
    const needles = [owner.email, owner.name, ...(owner.phone ? [owner.phone] : []), store.contactPhone, store.contactEmail, ...senders.flatMap((row) => [row.phone, row.email])];
    expect(await rowsStillHolding(needles)).not.toEqual([]);
    expect((await injectJson(t.app, { method: 'GET', url: `/api/seller/alias/${store.alias}` })).status).toBe(200);
    const listed = () => injectJson(t.app, { method: 'GET', url: `/api/products/seller/${store.id}/products` });
    expect((await listed()).body.products.length).toBeGreaterThan(0);

    const deleted = await deleteAccount(signedIn.token, { password: 'Satici12345' });
    expect(deleted.status).toBe(200);

    expect(await rowsStillHolding(needles)).toEqual([]);
    const [kept] = await t.app.db.select().from(sellers).where(eq(sellers.id, store.id));
    expect(kept).toMatchObject({
      storeName: store.storeName,
      taxNumber: store.taxNumber,
      status: 'pending',
      contactPhone: '',
      contactEmail: '',
      iban: null,
      storeLogo: null,
      retentionReason: retentionReasons.billing,
    });
    expect(await number(sql`select count(*)::int as n from seller_addresses where seller_id = ${store.id}`)).toBe(0);
    // Out of public view: its page, its products.
    expect((await injectJson(t.app, { method: 'GET', url: `/api/seller/alias/${store.alias}` })).status).toBe(404);
    const after = await listed();
    expect(after.status === 404 || after.body.products.length === 0).toBe(true);
    // Offers still waiting were withdrawn, and the store's counts say so.
    expect(await number(sql`select count(*)::int as n from offers where seller_id = ${store.id} and status = 'pending'`)).toBe(0);
    const [counts] = await rows<{ pending: number; withdrawn: number }>(sql`select pending, withdrawn from seller_offer_counts where seller_id = ${store.id}`);
    expect(counts.pending).toBe(0);
    expect(counts.withdrawn).toBe(await number(sql`select count(*)::int as n from offers where seller_id = ${store.id} and status = 'withdrawn'`));
    expect(counts.withdrawn).toBeGreaterThanOrEqual(pendingOffers);
  });
});
