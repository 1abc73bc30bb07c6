import { formatMessage, isValidTckn, isValidTrIban, isValidVkn, normalizeIban, normalizeTurkishMobile } from '@pazaryeri/contract';
import { paymentMessages, type SubMerchantResponse, type SubMerchantStatusResponse } from '@pazaryeri/contract/orders/index';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { type SubMerchantDetails, subMerchantTypeFor } from '../../integrations/payments';
import { AppError } from '../../lib/errors';
import type { OrdersContext } from '../orders';
import { subMerchants } from '../../db/schema/orders';
import { findStoreByUserId } from '../sellers';
import { type SellerRow, sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';

type SubMerchantRow = typeof subMerchants.$inferSelect;

const view = (row: SubMerchantRow) => ({
  sellerId: row.sellerId,
  subMerchantType: row.subMerchantType,
  provider: row.provider,
  createdAt: row.createdAt.toISOString(),
});

/** Keys are the provider's own: a store registered at the sandbox is registered again at iyzico. */
const atThisProvider = (ctx: OrdersContext, condition: SQL) => and(condition, eq(subMerchants.provider, ctx.payments.kind));

/** "Ahmet Can Yılmaz" → contact name "Ahmet Can", surname "Yılmaz". */
function splitName(fullName: string): { name: string; surname: string } {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return { name: words[0] ?? '', surname: words[0] ?? '' };
  return { name: words.slice(0, -1).join(' '), surname: words.at(-1)! };
}

/**
 * The store as the provider's sub-merchant, or the Turkish reason it cannot be one yet. The
 * company type picks the kind (individual → PERSONAL, person/şahıs → PRIVATE_COMPANY,
 * limited/anonim → LIMITED_OR_JOINT_STOCK_COMPANY); IBAN, TCKN/VKN and the mobile number are
 * checked here first, with a message the seller can act on.
 */
export function subMerchantDetailsOf(seller: SellerRow, ownerName: string): SubMerchantDetails | { problem: string } {
  if (!seller.iban) return { problem: paymentMessages.ibanMissing };
  const iban = normalizeIban(seller.iban);
  if (!isValidTrIban(iban)) return { problem: paymentMessages.ibanInvalid };
  const gsmNumber = normalizeTurkishMobile(seller.contactPhone);
  if (!gsmNumber) return { problem: paymentMessages.phoneInvalid };
  const { street, district, city } = seller.storeAddress;
  const common = {
    externalId: seller.id,
    name: seller.storeName,
    email: seller.contactEmail,
    gsmNumber,
    address: [street, `${district}/${city}`].filter(Boolean).join(', '),
    iban,
    currency: 'TRY' as const,
  };
  const type = subMerchantTypeFor(seller.companyType);
  if (type === 'LIMITED_OR_JOINT_STOCK_COMPANY') {
    if (!isValidVkn(seller.taxNumber)) return { problem: paymentMessages.vknInvalid };
    return { ...common, type, taxOffice: seller.taxOffice, legalCompanyTitle: seller.storeName, taxNumber: seller.taxNumber };
  }
  if (!isValidTckn(seller.taxNumber)) return { problem: paymentMessages.tcknInvalid };
  if (type === 'PRIVATE_COMPANY') {
    return { ...common, type, taxOffice: seller.taxOffice, legalCompanyTitle: seller.storeName, identityNumber: seller.taxNumber };
  }
  const contact = splitName(ownerName);
  return { ...common, type, contactName: contact.name, contactSurname: contact.surname, identityNumber: seller.taxNumber };
}

/** Creates the store's sub-merchant at the provider (idempotent there by store id) and remembers its key. */
async function registerSubMerchant(ctx: OrdersContext, seller: SellerRow, ownerName: string): Promise<SubMerchantRow | { problem: string }> {
  const details = subMerchantDetailsOf(seller, ownerName);
  if ('problem' in details) return details;
  const created = await ctx.payments.createSubMerchant(details);
  if (!created.ok) return { problem: created.errorMessage };
  await ctx.db
    .insert(subMerchants)
    .values({ sellerId: seller.id, subMerchantKey: created.subMerchantKey, subMerchantType: details.type, provider: ctx.payments.kind })
    .onConflictDoNothing();
  const [row] = await ctx.db.select().from(subMerchants).where(atThisProvider(ctx, eq(subMerchants.sellerId, seller.id)));
  return row;
}

/** `POST /submerchant/create-submerchant`: the signed-in seller's approved store becomes a sub-merchant (201), or already is (200). */
export async function createSubMerchantForSeller(ctx: OrdersContext, userId: string): Promise<{ created: boolean; response: SubMerchantResponse }> {
  const seller = await findStoreByUserId(ctx.db, userId);
  if (!seller || seller.status !== 'approved') throw new AppError('UNPROCESSABLE', paymentMessages.storeNotApproved);
  const [existing] = await ctx.db.select().from(subMerchants).where(atThisProvider(ctx, eq(subMerchants.sellerId, seller.id)));
  if (existing) return { created: false, response: { message: paymentMessages.subMerchantExists, subMerchant: view(existing) } };
  const [owner] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const row = await registerSubMerchant(ctx, seller, owner?.name ?? seller.storeName);
  if ('problem' in row) throw new AppError('UNPROCESSABLE', row.problem);
  return { created: true, response: { message: paymentMessages.subMerchantCreated, subMerchant: view(row) } };
}

/** `GET /submerchant/my-submerchant`: whether the signed-in seller's store can be paid, and what to fix if not. */
export async function subMerchantStatusForSeller(ctx: OrdersContext, userId: string): Promise<SubMerchantStatusResponse> {
  const seller = await findStoreByUserId(ctx.db, userId);
  if (!seller || seller.status !== 'approved') return { status: 'blocked', subMerchant: null, problem: paymentMessages.storeNotApproved };
  const [existing] = await ctx.db.select().from(subMerchants).where(atThisProvider(ctx, eq(subMerchants.sellerId, seller.id)));
  if (existing) return { status: 'active', subMerchant: view(existing), problem: null };
  const [owner] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const details = subMerchantDetailsOf(seller, owner?.name ?? seller.storeName);
  return 'problem' in details ? { status: 'blocked', subMerchant: null, problem: details.problem } : { status: 'ready', subMerchant: null, problem: null };
}

/**
 * The sub-merchant keys of these stores, creating missing ones from the store records (a store
 * approved before payments existed, or that never pressed the button). A store that cannot be
 * one answers 422 naming it, before any money moves.
 */
export async function subMerchantKeysFor(ctx: OrdersContext, sellerIds: string[]): Promise<Map<string, string>> {
  const rows = sellerIds.length ? await ctx.db.select().from(subMerchants).where(atThisProvider(ctx, inArray(subMerchants.sellerId, sellerIds))) : [];
  const keys = new Map(rows.map((row) => [row.sellerId, row.subMerchantKey]));
  const missing = sellerIds.filter((id) => !keys.has(id));
  if (missing.length === 0) return keys;
  const stores = await ctx.db
    .select({ seller: sellers, ownerName: users.name })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(inArray(sellers.id, missing));
  for (const { seller, ownerName } of stores) {
    const row = await registerSubMerchant(ctx, seller, ownerName);
    if ('problem' in row) {
      // The buyer is told which store, not the store's own details; the store sees the reason in its panel.
      ctx.log.warn({ sellerId: seller.id, problem: row.problem }, 'a store cannot be paid');
      throw new AppError('UNPROCESSABLE', formatMessage(paymentMessages.storeCannotBePaid, { store: seller.storeName }));
    }
    keys.set(seller.id, row.subMerchantKey);
  }
  return keys;
}
