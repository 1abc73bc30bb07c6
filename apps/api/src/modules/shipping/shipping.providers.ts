import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { shippingMessages, type ShippingProvider } from '@pazaryeri/contract/shipping/index';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { providerAccountBody, providerAccountPatch } from '@pazaryeri/contract/shipping/index';
import { type CargoCarrier, supportPhoneOf } from '../../integrations/cargo';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import type { ShippingContext } from './shipping.context';
import { cargoRefusal } from './shipping.service';
import { storeOf } from './shipping.store';
import { providerAccounts } from '../../db/schema/shipping';

let cached: { at: number; carriers: CargoCarrier[] } | null = null;
const cacheMs = 10 * 60_000;

/** The aggregator's carriers, kept ten minutes; the support phone per §9. */
export async function listProviders(ctx: ShippingContext): Promise<ShippingProvider[]> {
  if (!cached || Date.now() - cached.at > cacheMs) {
    try {
      cached = { at: Date.now(), carriers: await ctx.cargo.listCarriers() };
    } catch (error) {
      cargoRefusal(error, shippingMessages.loadFailed);
    }
  }
  return cached.carriers.map((carrier) => ({ ...carrier, supportPhone: supportPhoneOf(carrier) }));
}

export async function getProvider(ctx: ShippingContext, code: string) {
  const provider = (await listProviders(ctx)).find((item) => item.code === code.toUpperCase());
  if (!provider) throw new AppError('NOT_FOUND', shippingMessages.providerNotFound);
  return provider;
}

export async function listProviderServices(ctx: ShippingContext, providerCode?: string) {
  const providers = await listProviders(ctx);
  return providers.filter((provider) => !providerCode || provider.code === providerCode.toUpperCase()).flatMap((provider) => provider.services);
}

export async function getProviderService(ctx: ShippingContext, code: string) {
  const service = (await listProviderServices(ctx)).find((item) => item.code === code.toUpperCase());
  if (!service) throw new AppError('NOT_FOUND', shippingMessages.serviceNotFound);
  return service;
}

// ---- Provider accounts: a store's own carrier contracts ----

/** AES-256-GCM with a key derived (HKDF-SHA256) from the server's secret: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
function keyOf(ctx: ShippingContext) {
  return Buffer.from(hkdfSync('sha256', ctx.config.jwtSecret, 'pazaryeri', 'cargo-provider-accounts', 32));
}

export function encryptCredentials(ctx: ShippingContext, value: Record<string, string>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(ctx), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function decryptCredentials(ctx: ShippingContext, sealed: string): Record<string, string> {
  const [, iv, tag, data] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(ctx), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return JSON.parse(Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8'));
}

type AccountRow = typeof providerAccounts.$inferSelect;
const accountView = (row: AccountRow) => ({
  _id: row.id,
  providerCode: row.providerCode,
  name: row.name,
  isActive: row.isActive,
  hasCredentials: row.credentials.length > 0,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function ownAccount(ctx: ShippingContext, sellerId: string, id: string) {
  if (!isId(id)) throw new AppError('NOT_FOUND', shippingMessages.accountNotFound);
  const [row] = await ctx.db.select().from(providerAccounts).where(and(eq(providerAccounts.id, id), eq(providerAccounts.sellerId, sellerId)));
  if (!row) throw new AppError('NOT_FOUND', shippingMessages.accountNotFound);
  return row;
}

export async function listProviderAccounts(ctx: ShippingContext, userId: string) {
  const store = await storeOf(ctx.db, userId);
  const rows = await ctx.db.select().from(providerAccounts).where(eq(providerAccounts.sellerId, store.id)).orderBy(desc(providerAccounts.createdAt));
  return rows.map(accountView);
}

export async function getProviderAccount(ctx: ShippingContext, userId: string, id: string) {
  const store = await storeOf(ctx.db, userId);
  return accountView(await ownAccount(ctx, store.id, id));
}

export async function createProviderAccount(ctx: ShippingContext, userId: string, body: z.output<typeof providerAccountBody>) {
  const store = await storeOf(ctx.db, userId);
  await getProvider(ctx, body.providerCode);
  const [row] = await ctx.db
    .insert(providerAccounts)
    .values({
      sellerId: store.id,
      providerCode: body.providerCode,
      name: body.name,
      isActive: body.isActive,
      credentials: encryptCredentials(ctx, { username: body.username, password: body.password, ...(body.customerCode ? { customerCode: body.customerCode } : {}) }),
    })
    .returning();
  return { message: shippingMessages.accountSaved, account: accountView(row) };
}

export async function updateProviderAccount(ctx: ShippingContext, userId: string, id: string, body: z.output<typeof providerAccountPatch>) {
  const store = await storeOf(ctx.db, userId);
  const row = await ownAccount(ctx, store.id, id);
  const credentials = body.username || body.password || body.customerCode !== undefined ? { ...decryptCredentials(ctx, row.credentials) } : null;
  if (credentials) {
    if (body.username) credentials.username = body.username;
    if (body.password) credentials.password = body.password;
    if (body.customerCode !== undefined) credentials.customerCode = body.customerCode;
  }
  const [updated] = await ctx.db
    .update(providerAccounts)
    .set({
      ...(body.name && { name: body.name }),
      ...(body.isActive !== undefined && { isActive: body.isActive }),
      ...(credentials && { credentials: encryptCredentials(ctx, credentials) }),
      updatedAt: new Date(),
    })
    .where(eq(providerAccounts.id, row.id))
    .returning();
  return { message: shippingMessages.accountSaved, account: accountView(updated) };
}

export async function deleteProviderAccount(ctx: ShippingContext, userId: string, id: string) {
  const store = await storeOf(ctx.db, userId);
  const row = await ownAccount(ctx, store.id, id);
  await ctx.db.delete(providerAccounts).where(eq(providerAccounts.id, row.id));
  return { message: shippingMessages.accountDeleted };
}
