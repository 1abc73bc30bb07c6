import { randomBytes } from 'node:crypto';
import { shippingMessages } from '@pazaryeri/contract/shipping/index';
import { desc, eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import type { ShippingContext } from './shipping.context';
import { cargoRefusal } from './shipping.service';
import { shippingWebhooks } from '../../db/schema/shipping';
import { hashSecret } from './shipping.tracking';

export const receiverPath = '/api/shipping/webhook/receive';

/** The secret travels in the URL we register (the aggregator signs nothing); the URL shown to people hides it. */
const shownUrl = (url: string) => url.replace(/([?&]secret=)[^&]+/, '$1***');

/**
 * `POST /shipping/webhooks` (admin): registers our receiver (or the URL given) at the aggregator
 * with a new secret in its query; we keep the secret's hash only.
 */
export async function registerWebhook(ctx: ShippingContext, userId: string | null, url?: string) {
  const secret = randomBytes(24).toString('base64url');
  const target = new URL(url ?? `${ctx.config.appUrl}${receiverPath}`);
  target.searchParams.set('secret', secret);
  let registered;
  try {
    registered = await ctx.cargo.registerWebhook(target.toString());
  } catch (error) {
    cargoRefusal(error, shippingMessages.loadFailed);
  }
  const [row] = await ctx.db
    .insert(shippingWebhooks)
    .values({ providerWebhookId: registered.id, url: shownUrl(target.toString()), secretHash: hashSecret(secret).toString('hex'), createdBy: userId })
    .returning();
  return { _id: row.id, url: shownUrl(row.url), createdAt: row.createdAt.toISOString() };
}

export async function listWebhooks(ctx: ShippingContext) {
  const rows = await ctx.db.select().from(shippingWebhooks).orderBy(desc(shippingWebhooks.createdAt));
  return rows.map((row) => ({ _id: row.id, url: shownUrl(row.url), createdAt: row.createdAt.toISOString() }));
}

export async function deleteWebhook(ctx: ShippingContext, id: string) {
  if (!isId(id)) throw new AppError('NOT_FOUND', shippingMessages.webhookNotFound);
  const [row] = await ctx.db.select().from(shippingWebhooks).where(eq(shippingWebhooks.id, id));
  if (!row) throw new AppError('NOT_FOUND', shippingMessages.webhookNotFound);
  await ctx.cargo.deleteWebhook(row.providerWebhookId).catch((error) => ctx.log.warn({ err: error }, 'webhook not deleted at the aggregator'));
  await ctx.db.delete(shippingWebhooks).where(eq(shippingWebhooks.id, row.id));
  return { message: shippingMessages.webhookDeleted };
}

/** At boot: our receiver is registered once (the sandbox, or an aggregator we have not told yet). */
export async function ensureReceiverRegistered(ctx: ShippingContext) {
  const rows = await ctx.db.select({ url: shippingWebhooks.url }).from(shippingWebhooks);
  const ours = `${ctx.config.appUrl}${receiverPath}`;
  if (rows.some((row) => row.url.startsWith(ours))) return;
  await registerWebhook(ctx, null);
}
