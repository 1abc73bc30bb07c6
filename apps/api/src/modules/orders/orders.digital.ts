import { messages } from '@pazaryeri/contract';
import { orderMessages, type SellerOrderResponse } from '@pazaryeri/contract/orders/index';
import { type DownloadLinkResponse, productLimits, productMessages } from '@pazaryeri/contract/products/index';
import { and, eq, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { bodyOf, type SpooledFile, sizeOf } from '../../lib/spooled-upload';
import { checkDigitalFile, createDownloadLink } from '../products';
import { findStoreByUserId } from '../sellers';
import { createDownloadLink as createStlDownloadLink, findModelRow } from '../stl';
import { users } from '../../db/schema/users';
import { resolveOrderAccess } from './orders.access';
import type { Actor, OrdersContext } from './orders.context';
import { openDeliveryFile, saveDeliveryFile } from './orders.deliveries';
import { isFinal } from './orders.machine';
import { orderItems, sellerOrders } from '../../db/schema/orders';
import { loadOrderView } from './orders.view';

const ISSUER = 'pazaryeri';
const AUDIENCE = 'pazaryeri:order-delivery';

/** The store's line of a product in an order, with its part. */
async function findStoreLine(db: Db, sellerId: string, orderId: string, productId: string) {
  if (!isId(orderId) || !isId(productId)) return null;
  const [row] = await db
    .select({ item: orderItems, part: sellerOrders })
    .from(orderItems)
    .innerJoin(sellerOrders, eq(sellerOrders.id, orderItems.sellerOrderId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId), eq(sellerOrders.sellerId, sellerId)))
    .limit(1);
  return row ?? null;
}

async function storeOf(db: Db, userId: string) {
  const store = await findStoreByUserId(db, userId);
  if (!store) throw new AppError('NOT_FOUND', orderMessages.itemNotFound);
  return store;
}

/**
 * `POST /orders/upload` (multipart: orderId, productId, file): the store delivers a file of its
 * own for a digital line of a paid order (a custom drawing, a licence, a fixed file). Checked by
 * content like digital products; replaces an earlier upload; the line counts as delivered.
 */
export async function uploadDeliveryFile(
  ctx: OrdersContext,
  userId: string,
  fields: { orderId: string; productId: string; fileName?: string },
  file: Buffer | SpooledFile | undefined,
): Promise<SellerOrderResponse> {
  const store = await storeOf(ctx.db, userId);
  const line = await findStoreLine(ctx.db, store.id, fields.orderId, fields.productId);
  if (!line) throw new AppError('NOT_FOUND', orderMessages.itemNotFound);
  if (line.item.productType === 'physical') throw new AppError('UNPROCESSABLE', orderMessages.notDigitalItem);
  if (line.part.status === 'pending_payment' || isFinal(line.part.status)) throw new AppError('UNPROCESSABLE', orderMessages.notPaidYet);
  if (!file || sizeOf(file) === 0) throw new AppError('VALIDATION_FAILED', productMessages.digitalFileRequired, { file: productMessages.digitalFileRequired });
  const checked = checkDigitalFile(file, line.item.productName, fields.fileName);
  await saveDeliveryFile(ctx.privateFiles, line.item.id, checked.downloadName, bodyOf(file));
  await ctx.db
    .update(orderItems)
    .set({ deliveredAt: sql`coalesce(${orderItems.deliveredAt}, now())` })
    .where(eq(orderItems.id, line.item.id));
  const view = await loadOrderView(ctx, line.item.orderId, { kind: 'seller', sellerId: store.id });
  return { message: `${orderMessages.digitalUploaded} ${orderMessages.digitalDelivered}`, order: view.orders[0] };
}

/**
 * `GET /orders/{id}/items/{itemId}/download-link`: a 10-minute link to a digital line's file, for
 * its buyer once delivered (and not cancelled or refunded), its store and admins. The store's own
 * upload for the line wins; otherwise the product's file (the catalogue checks the payment).
 */
export async function createItemDownloadLink(ctx: OrdersContext, actor: Actor, orderId: string, itemId: string): Promise<DownloadLinkResponse> {
  const access = await resolveOrderAccess(ctx.db, actor, orderId);
  const view = await loadOrderView(ctx, access.orderId, access.audience);
  const item = isId(itemId) ? view.orders.flatMap((part) => part.items).find((line) => line._id === itemId) : undefined;
  if (!item) throw new AppError('NOT_FOUND', orderMessages.itemNotFound);
  if (!item.isDigital) throw new AppError('UNPROCESSABLE', orderMessages.notDigitalItem);
  if (access.role === 'buyer' && !item.downloadAvailable) throw new AppError('FORBIDDEN', productMessages.downloadForbidden);
  if (!item.hasDeliveryFile) {
    if (!item.productId) throw new AppError('NOT_FOUND', productMessages.digitalFileMissing);
    // An STL model downloads as on its page: one ZIP with every part and the licence.
    if (await findModelRow(ctx.db, item.productId)) {
      const { url, expiresAt } = await createStlDownloadLink(ctx.db, ctx.config.jwtSecret, actor, item.productId);
      return { url, expiresAt };
    }
    return createDownloadLink(ctx.db, ctx.config.jwtSecret, actor.id, item.productId);
  }
  const expiresAt = new Date(Date.now() + productLimits.downloadLinkSeconds * 1000);
  const token = await new SignJWT({ iid: item._id, oid: access.orderId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(actor.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(ctx.config.jwtSecret);
  return { url: `/api/orders/deliveries/${item._id}?token=${token}`, expiresAt: expiresAt.toISOString() };
}

/** The file behind a delivery link, if the link is genuine and its holder may still download it. */
export async function openDeliveryDownload(ctx: OrdersContext, itemId: string, token: string | undefined) {
  if (!token) throw new AppError('TOKEN_MISSING', productMessages.downloadLinkMissing);
  let claims: { sub?: string; iid?: unknown; oid?: unknown };
  try {
    ({ payload: claims } = await jwtVerify(token, ctx.config.jwtSecret, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED', productMessages.downloadLinkExpired);
    throw new AppError('TOKEN_INVALID', productMessages.downloadLinkInvalid);
  }
  if (claims.iid !== itemId || typeof claims.sub !== 'string' || typeof claims.oid !== 'string') {
    throw new AppError('FORBIDDEN', productMessages.downloadLinkInvalid);
  }
  const [holder] = await ctx.db.select({ id: users.id, name: users.name, email: users.email, role: users.role }).from(users).where(eq(users.id, claims.sub));
  if (!holder) throw new AppError('FORBIDDEN', messages.forbidden);
  const access = await resolveOrderAccess(ctx.db, { ...holder, isAdmin: holder.role === 'admin' }, claims.oid);
  const view = await loadOrderView(ctx, access.orderId, access.audience);
  const item = view.orders.flatMap((part) => part.items).find((line) => line._id === itemId);
  if (!item || (access.role === 'buyer' && !item.downloadAvailable)) throw new AppError('FORBIDDEN', messages.forbidden);
  const file = await openDeliveryFile(ctx.privateFiles, itemId);
  if (!file) throw new AppError('NOT_FOUND', orderMessages.deliveryFileMissing);
  return file;
}

/** `PUT /orders/update/{orderId}/{productId}`: the store corrects the carrier or tracking number of the part holding the product, or leaves a note. */
export async function updateStoreLine(
  ctx: OrdersContext,
  userId: string,
  params: { orderId: string; productId: string },
  body: { carrier?: string; trackingNumber?: string; note?: string },
): Promise<SellerOrderResponse> {
  const store = await storeOf(ctx.db, userId);
  const line = await findStoreLine(ctx.db, store.id, params.orderId, params.productId);
  if (!line || line.part.status === 'pending_payment') throw new AppError('NOT_FOUND', orderMessages.itemNotFound);
  if (isFinal(line.part.status) && (body.carrier !== undefined || body.trackingNumber !== undefined)) {
    throw new AppError('UNPROCESSABLE', orderMessages.closedShippingLocked);
  }
  await ctx.db
    .update(sellerOrders)
    .set({
      ...(body.carrier !== undefined && { carrier: body.carrier }),
      ...(body.trackingNumber !== undefined && { trackingNumber: body.trackingNumber }),
      ...(body.note !== undefined && { sellerNote: body.note }),
      updatedAt: new Date(),
    })
    .where(eq(sellerOrders.id, line.part.id));
  const view = await loadOrderView(ctx, line.item.orderId, { kind: 'seller', sellerId: store.id });
  return { message: orderMessages.itemUpdated, order: view.orders[0] };
}
