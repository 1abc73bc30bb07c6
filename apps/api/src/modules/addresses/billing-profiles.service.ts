import {
  type BillingProfile,
  billingIdentityIssues,
  billingLimits,
  billingMessages,
  type CreateBillingProfileBody,
  type UpdateBillingProfileBody,
} from '@pazaryeri/contract/addresses/index';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingProfiles, type BillingProfileRow } from '../../db/schema/addresses';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { lockAddressBook } from './addresses.queries';
import { resolveLocation } from './addresses.service';

export function toBillingProfile(row: BillingProfileRow): BillingProfile {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    name: row.name,
    tckn: row.tckn,
    vkn: row.vkn,
    taxOffice: row.taxOffice,
    cityCode: row.cityCode,
    cityName: row.cityName,
    districtName: row.districtName,
    addressLine: row.addressLine,
    zip: row.zip,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', billingMessages.notFound);

/** The identity rules on the fields as they will be stored: 400 with every field's reason. */
function checkIdentity(fields: Parameters<typeof billingIdentityIssues>[0]) {
  const issues = billingIdentityIssues(fields);
  if (issues.length) throw new AppError('VALIDATION_FAILED', issues[0].message, Object.fromEntries(issues.map((issue) => [issue.path, issue.message])));
}

const ownRow = (db: Db, userId: string, id: string) =>
  db
    .select()
    .from(billingProfiles)
    .where(and(eq(billingProfiles.id, id), eq(billingProfiles.userId, userId)))
    .limit(1)
    .then((rows) => rows[0] ?? null);

const newestOther = (db: Db, userId: string, id: string) =>
  db
    .select()
    .from(billingProfiles)
    .where(and(eq(billingProfiles.userId, userId), ne(billingProfiles.id, id)))
    .orderBy(desc(billingProfiles.createdAt))
    .limit(1)
    .then((rows) => rows[0] ?? null);

const clearDefault = (db: Db, userId: string) =>
  db.update(billingProfiles).set({ isDefault: false }).where(and(eq(billingProfiles.userId, userId), eq(billingProfiles.isDefault, true)));

/** The default first, then newest first. */
export async function listBillingProfiles(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(billingProfiles)
    .where(eq(billingProfiles.userId, userId))
    .orderBy(desc(billingProfiles.isDefault), desc(billingProfiles.createdAt));
  return { billingProfiles: rows.map(toBillingProfile) };
}

/** One of the person's own; another person's is a 404, as missing. */
export async function getBillingProfile(db: Db, userId: string, id: string): Promise<BillingProfile> {
  const row = isId(id) ? await ownRow(db, userId, id) : null;
  if (!row) throw notFound();
  return toBillingProfile(row);
}

/** Adds one. The first, or one sent with isDefault, becomes the only default. */
export async function createBillingProfile(db: Db, userId: string, body: CreateBillingProfileBody) {
  const location = resolveLocation({ ...body, zip: body.zip });
  const row = await db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [{ existing }] = await tx.select({ existing: count() }).from(billingProfiles).where(eq(billingProfiles.userId, userId));
    if (existing >= billingLimits.maxPerUser) throw new AppError('UNPROCESSABLE', billingMessages.tooMany);
    const isDefault = body.isDefault === true || existing === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [inserted] = await tx
      .insert(billingProfiles)
      .values({
        userId,
        kind: body.kind,
        title: body.title,
        name: body.name,
        tckn: body.kind === 'individual' ? body.tckn : null,
        vkn: body.kind === 'corporate' ? body.vkn : null,
        taxOffice: body.kind === 'corporate' ? body.taxOffice : null,
        cityCode: location.cityCode,
        cityName: location.cityName,
        districtName: location.districtName,
        addressLine: body.addressLine,
        zip: location.zip,
        isDefault,
      })
      .returning();
    return inserted;
  });
  return { message: billingMessages.created, billingProfile: toBillingProfile(row) };
}

/**
 * Changes one; the identity rules are checked on the result (a switch to corporate needs a VKN and
 * a tax office). isDefault false on the default hands the flag to the newest other one.
 */
export async function updateBillingProfile(db: Db, userId: string, id: string, body: UpdateBillingProfileBody) {
  if (!isId(id)) throw notFound();
  const row = await db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await ownRow(tx, userId, id);
    if (!current) throw notFound();
    const kind = body.kind ?? current.kind;
    const corporate = kind === 'corporate';
    const merged = (key: 'tckn' | 'vkn' | 'taxOffice') => (body[key] !== undefined ? body[key] : current[key]);
    // A TCKN sent with a company is refused; one kept from when it was Bireysel is simply dropped.
    checkIdentity({ kind, tckn: corporate ? (body.tckn ?? null) : merged('tckn'), vkn: merged('vkn'), taxOffice: merged('taxOffice') });
    const cityChanged = body.cityCode !== undefined || body.cityName !== undefined;
    const location = resolveLocation({
      cityCode: cityChanged ? body.cityCode : current.cityCode,
      cityName: cityChanged ? body.cityName : undefined,
      districtName: body.districtName ?? current.districtName,
      zip: body.zip !== undefined ? body.zip : current.zip,
    });
    let isDefault = current.isDefault;
    if (body.isDefault === true && !current.isDefault) {
      await clearDefault(tx, userId);
      isDefault = true;
    } else if (body.isDefault === false && current.isDefault) {
      const heir = await newestOther(tx, userId, current.id);
      if (heir) {
        await tx.update(billingProfiles).set({ isDefault: false }).where(eq(billingProfiles.id, current.id));
        await tx.update(billingProfiles).set({ isDefault: true }).where(eq(billingProfiles.id, heir.id));
        isDefault = false;
      }
    }
    const [updated] = await tx
      .update(billingProfiles)
      .set({
        kind,
        tckn: corporate ? null : merged('tckn'),
        vkn: corporate ? merged('vkn') : null,
        taxOffice: corporate ? merged('taxOffice') : null,
        ...(body.title !== undefined && { title: body.title }),
        ...(body.name !== undefined && { name: body.name }),
        ...(body.addressLine !== undefined && { addressLine: body.addressLine }),
        ...location,
        isDefault,
        updatedAt: new Date(),
      })
      .where(eq(billingProfiles.id, current.id))
      .returning();
    return updated;
  });
  return { message: billingMessages.updated, billingProfile: toBillingProfile(row) };
}

/** Deletes one; if it was the default, the newest remaining one takes over. Orders keep their own copy. */
export async function deleteBillingProfile(db: Db, userId: string, id: string) {
  if (!isId(id)) throw notFound();
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const current = await ownRow(tx, userId, id);
    if (!current) throw notFound();
    await tx.delete(billingProfiles).where(eq(billingProfiles.id, current.id));
    if (current.isDefault) {
      const heir = await newestOther(tx, userId, current.id);
      if (heir) await tx.update(billingProfiles).set({ isDefault: true }).where(eq(billingProfiles.id, heir.id));
    }
  });
  return { message: billingMessages.deleted };
}

/** The person's default billing identity, or null (checkout's choice when none is named). */
export async function defaultBillingProfile(db: Db, userId: string): Promise<BillingProfile | null> {
  const [row] = await db
    .select()
    .from(billingProfiles)
    .where(and(eq(billingProfiles.userId, userId), eq(billingProfiles.isDefault, true)))
    .limit(1);
  return row ? toBillingProfile(row) : null;
}

