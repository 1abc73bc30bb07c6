import { randomUUID } from 'node:crypto';
import type { UpdateOrderStatusBody } from '@pazaryeri/contract/orders/index';
import { and, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { testCards } from '../integrations/payments';
import { hashPassword } from '../lib/passwords';
import { addresses } from '../db/schema/addresses';
import { type Actor, changeOrderStatus, type OrdersContext, placeOrder } from '../modules/orders';
import { orderItems, orders, orderStatusEvents, payments, sellerOrders } from '../db/schema/orders';
import { payOrder } from '../modules/payments';
import { products, productVariants } from '../db/schema/products';
import { sellers } from '../db/schema/sellers';
import { users } from '../db/schema/users';
import { ensureDemoBilling } from './billing';

/** The demo buyer and three more, so stores see several customers and reviews come from several people. */
export const demoBuyers = [
  { name: 'Ayşe Yılmaz', email: 'alici@pazaryeri.test', password: 'Alici12345', city: ['34', 'İstanbul', 'Kadıköy'] },
  { name: 'Burak Öztürk', email: 'burak@pazaryeri.test', password: 'Alici12345', city: ['06', 'Ankara', 'Çankaya'] },
  { name: 'Selin Aydın', email: 'selin@pazaryeri.test', password: 'Alici12345', city: ['35', 'İzmir', 'Bornova'] },
  { name: 'Kemal Arıkan', email: 'kemal@pazaryeri.test', password: 'Alici12345', city: ['16', 'Bursa', 'Nilüfer'] },
] as const;

type Step = 'paid' | 'preparing' | 'shipped' | 'delivered' | 'completed' | 'cancelled';

/** Where each demo order ends, how many days ago it was placed, and which buyer placed it. */
const plan: { buyer: number; to: Step; daysAgo: number; lines: number }[] = [
  { buyer: 0, to: 'completed', daysAgo: 58, lines: 2 },
  { buyer: 1, to: 'completed', daysAgo: 51, lines: 1 },
  { buyer: 2, to: 'completed', daysAgo: 44, lines: 2 },
  { buyer: 3, to: 'delivered', daysAgo: 37, lines: 1 },
  { buyer: 0, to: 'delivered', daysAgo: 30, lines: 2 },
  { buyer: 1, to: 'delivered', daysAgo: 24, lines: 2 },
  { buyer: 2, to: 'cancelled', daysAgo: 20, lines: 1 },
  { buyer: 3, to: 'completed', daysAgo: 16, lines: 2 },
  { buyer: 0, to: 'delivered', daysAgo: 12, lines: 1 },
  { buyer: 1, to: 'shipped', daysAgo: 6, lines: 1 },
  { buyer: 2, to: 'delivered', daysAgo: 5, lines: 2 },
  { buyer: 0, to: 'shipped', daysAgo: 4, lines: 2 },
  { buyer: 3, to: 'preparing', daysAgo: 2, lines: 1 },
  { buyer: 0, to: 'preparing', daysAgo: 1, lines: 1 },
  { buyer: 1, to: 'paid', daysAgo: 0, lines: 2 },
  { buyer: 2, to: 'paid', daysAgo: 0, lines: 1 },
];

/** The moves from paid to each end, and who makes them. */
const path: Record<Step, { by: 'seller' | 'buyer'; status: UpdateOrderStatusBody['status'] }[]> = {
  paid: [],
  preparing: [{ by: 'seller', status: 'preparing' }],
  shipped: [{ by: 'seller', status: 'preparing' }, { by: 'seller', status: 'shipped' }],
  delivered: [{ by: 'seller', status: 'preparing' }, { by: 'seller', status: 'shipped' }, { by: 'seller', status: 'delivered' }],
  completed: [
    { by: 'seller', status: 'preparing' },
    { by: 'seller', status: 'shipped' },
    { by: 'seller', status: 'delivered' },
    { by: 'buyer', status: 'completed' },
  ],
  cancelled: [{ by: 'seller', status: 'cancelled' }],
};

const carriers = ['Yurtiçi Kargo', 'Aras Kargo', 'MNG Kargo', 'Sürat Kargo'];

/**
 * The demo buyers, each with an address to check out to and their billing identities (demo/billing.ts). Answers them and the addresses made here:
 * those are removed again after checkout (orders keep a copy), so the demo buyer's address book
 * starts empty as before (the buying journey adds one).
 */
async function ensureBuyers(ctx: OrdersContext): Promise<{ buyers: (Actor & { addressId: string })[]; madeAddresses: string[] }> {
  const result: (Actor & { addressId: string })[] = [];
  const madeAddresses: string[] = [];
  for (const buyer of demoBuyers) {
    let [user] = await ctx.db.select().from(users).where(eq(users.email, buyer.email)).limit(1);
    if (!user) {
      [user] = await ctx.db.insert(users).values({ name: buyer.name, email: buyer.email, role: 'user', passwordHash: await hashPassword(buyer.password) }).returning();
    }
    await ensureDemoBilling(ctx.db, user);
    let [address] = await ctx.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, user.id)).limit(1);
    if (!address) {
      const [cityCode, cityName, districtName] = buyer.city;
      [address] = await ctx.db
        .insert(addresses)
        .values({ userId: user.id, title: 'Ev', fullName: buyer.name, phone: '0532 000 00 00', cityCode, cityName, districtName, addressLine: 'Atatürk Cd. No: 10 D: 4', isDefault: true })
        .returning({ id: addresses.id });
      madeAddresses.push(address.id);
    }
    result.push({ id: user.id, name: user.name, email: user.email, isAdmin: false, addressId: address.id });
  }
  return { buyers: result, madeAddresses };
}

/** Physical products on sale without variants, with stock to spare, of the approved stores: the demo seller's first. */
async function pickProducts(ctx: OrdersContext) {
  const rows = await ctx.db
    .select({ id: products.id, sellerId: products.sellerId, ownerId: sellers.userId, ownerEmail: users.email, ownerName: users.name, min: products.minimumOrderQuantity })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(users, eq(users.id, sellers.userId))
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        eq(products.approvalStatus, 'approved'),
        eq(products.status, 'active'),
        eq(products.productType, 'physical'),
        eq(sellers.status, 'approved'),
        gte(products.stock, 50),
        isNull(productVariants.id),
      ),
    )
    .orderBy(sql`${users.email} <> 'satici@pazaryeri.test'`, products.createdAt, products.id)
    .limit(400);
  const byStore = new Map<string, typeof rows>();
  for (const row of rows) byStore.set(row.sellerId, [...(byStore.get(row.sellerId) ?? []), row]);
  return [...byStore.values()];
}

/** Moves the order's timestamps back by some days, so the sales report and the lists spread over two months. */
async function backdate(ctx: OrdersContext, orderId: string, daysAgo: number) {
  if (daysAgo === 0) return;
  const shift = sql`make_interval(days => ${daysAgo})`;
  const parts = ctx.db.select({ id: sellerOrders.id }).from(sellerOrders).where(eq(sellerOrders.orderId, orderId));
  await ctx.db
    .update(orders)
    .set({ createdAt: sql`${orders.createdAt} - ${shift}`, updatedAt: sql`${orders.updatedAt} - ${shift}`, paidAt: sql`${orders.paidAt} - ${shift}`, cancelledAt: sql`${orders.cancelledAt} - ${shift}` })
    .where(eq(orders.id, orderId));
  await ctx.db
    .update(sellerOrders)
    .set({
      createdAt: sql`${sellerOrders.createdAt} - ${shift}`,
      updatedAt: sql`${sellerOrders.updatedAt} - ${shift} + make_interval(days => ${Math.min(daysAgo, 3)})`,
      shippedAt: sql`${sellerOrders.shippedAt} - ${shift} + interval '1 day'`,
      deliveredAt: sql`${sellerOrders.deliveredAt} - ${shift} + make_interval(days => ${Math.min(daysAgo, 3)})`,
    })
    .where(eq(sellerOrders.orderId, orderId));
  await ctx.db.update(orderItems).set({ createdAt: sql`${orderItems.createdAt} - ${shift}` }).where(eq(orderItems.orderId, orderId));
  await ctx.db.update(payments).set({ createdAt: sql`${payments.createdAt} - ${shift}`, completedAt: sql`${payments.completedAt} - ${shift}` }).where(eq(payments.orderId, orderId));
  await ctx.db.update(orderStatusEvents).set({ createdAt: sql`${orderStatusEvents.createdAt} - ${shift}` }).where(inArray(orderStatusEvents.sellerOrderId, parts));
}

export interface OrdersSeedResult {
  orders: number;
}

/**
 * Demo orders, once (a database that has orders keeps them): the demo buyers check out through
 * the real checkout and pay with the sandbox's success card (so stock, escrow and balances are
 * what they would be), then stores and buyers move the parts to every status. The demo
 * seller's store is in every order, so its panel shows orders, balances and a sales report.
 */
export async function seedDemoOrders(ctx: OrdersContext): Promise<OrdersSeedResult> {
  const [{ value }] = await ctx.db.select({ value: count() }).from(orders);
  if (value > 0) return { orders: 0 };
  const stores = await pickProducts(ctx);
  if (stores.length === 0) return { orders: 0 };
  const { buyers, madeAddresses } = await ensureBuyers(ctx);
  const card = { holderName: 'Ayşe Yılmaz', number: testCards.success[0], expireMonth: '12', expireYear: '2030', cvc: '123' };
  let made = 0;
  for (const [index, entry] of plan.entries()) {
    const buyer = buyers[entry.buyer];
    // The demo seller's store in every order; a second store's product in two-line orders.
    // A few products each, so their pages show several reviews and a spread of stars.
    const picks = [stores[0][index % Math.min(4, stores[0].length)]];
    if (entry.lines > 1 && stores.length > 1) {
      const other = stores[1 + (index % (stores.length - 1))];
      picks.push(other[index % Math.min(2, other.length)]);
    }
    const lines = picks.map((product, n) => ({ productId: product.id, quantity: Math.max(product.min, 1 + ((index + n) % 3)) }));
    const placed = await placeOrder(ctx, buyer, { lines, addressId: buyer.addressId, idempotencyKey: randomUUID() });
    const orderId = placed.response.order._id;
    await payOrder(ctx, buyer, { orderId, card, threeDS: false }, '127.0.0.1');
    for (const product of picks) {
      const seller: Actor = { id: product.ownerId, name: product.ownerName, email: product.ownerEmail, isAdmin: false };
      for (const move of path[entry.to]) {
        const actor = move.by === 'seller' ? seller : buyer;
        const [part] = await ctx.db.select({ id: sellerOrders.id, status: sellerOrders.status }).from(sellerOrders).where(and(eq(sellerOrders.orderId, orderId), eq(sellerOrders.sellerId, product.sellerId)));
        if (!part || part.status === move.status) continue;
        const body: UpdateOrderStatusBody = {
          status: move.status,
          sellerOrderId: part.id,
          ...(move.status === 'shipped' && { carrier: carriers[index % carriers.length], trackingNumber: `${1000000000 + index * 7919}` }),
          ...(move.status === 'cancelled' && { note: 'Stokta kalmadığı için iptal edildi.' }),
        } as UpdateOrderStatusBody;
        await changeOrderStatus(ctx, actor, move.by === 'seller' ? part.id : orderId, body, '127.0.0.1');
      }
    }
    await backdate(ctx, orderId, entry.daysAgo);
    made += 1;
  }
  if (madeAddresses.length) await ctx.db.delete(addresses).where(inArray(addresses.id, madeAddresses));
  return { orders: made };
}
