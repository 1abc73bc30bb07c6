import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { extensionOf, type PersonalDataSource, type PersonalFile, retainedUntil, retentionReasons } from '../../lib/personal-data';
import { sellerAddresses, sellers } from '../../db/schema/sellers';
import { sellerCapabilities, sellerCapabilityCategories } from '../../db/schema/capabilities';
import { categories } from '../../db/schema/categories';

/** What the store said it makes (null if it never saved any), with the names of its categories. */
async function storeCapabilities(db: Db, sellerId: string) {
  const [row] = await db.select().from(sellerCapabilities).where(eq(sellerCapabilities.sellerId, sellerId)).limit(1);
  if (!row) return null;
  const served = await db
    .select({ id: categories.id, name: categories.name })
    .from(sellerCapabilityCategories)
    .innerJoin(categories, eq(categories.id, sellerCapabilityCategories.categoryId))
    .where(eq(sellerCapabilityCategories.sellerId, sellerId))
    .orderBy(asc(categories.name));
  return {
    categories: served,
    processes: row.processes,
    materials: row.materials,
    cityCodes: row.cityCodes,
    allTurkey: row.allTurkey,
    capacityNote: row.capacityNote,
    updatedAt: row.updatedAt,
  };
}

/**
 * The person's store as they applied for and edited it (tax number, IBAN and contacts are theirs),
 * its sender addresses and what it makes, and the logo and cover they uploaded. Nothing when they
 * have no store.
 */
export const sellersPersonalData: PersonalDataSource = {
  folder: 'magaza',
  title: 'Mağaza bilgileri',
  async collect(db, person) {
    const [store] = await db.select().from(sellers).where(eq(sellers.userId, person.id)).limit(1);
    const senderAddresses = store
      ? await db
          .select({
            id: sellerAddresses.id,
            name: sellerAddresses.name,
            phone: sellerAddresses.phone,
            email: sellerAddresses.email,
            address: sellerAddresses.address,
            street: sellerAddresses.street,
            city: sellerAddresses.city,
            district: sellerAddresses.district,
            country: sellerAddresses.country,
            zip: sellerAddresses.zip,
            isDefault: sellerAddresses.isDefault,
            isActive: sellerAddresses.isActive,
            createdAt: sellerAddresses.createdAt,
            updatedAt: sellerAddresses.updatedAt,
          })
          .from(sellerAddresses)
          .where(eq(sellerAddresses.sellerId, store.id))
          .orderBy(asc(sellerAddresses.createdAt), asc(sellerAddresses.id))
      : [];
    const capabilities = store ? await storeCapabilities(db, store.id) : null;
    const files: PersonalFile[] = [];
    if (store?.storeLogo) files.push({ name: `magaza-logosu${extensionOf(store.storeLogo)}`, from: 'public', url: store.storeLogo });
    if (store?.coverImage) files.push({ name: `magaza-kapak-resmi${extensionOf(store.coverImage)}`, from: 'public', url: store.coverImage });
    return {
      data: {
        store: store
          ? {
              id: store.id,
              storeName: store.storeName,
              alias: store.alias,
              about: store.about,
              companyType: store.companyType,
              taxNumber: store.taxNumber,
              taxOffice: store.taxOffice,
              iban: store.iban,
              contactPhone: store.contactPhone,
              contactEmail: store.contactEmail,
              storeLocation: store.storeLocation,
              storeAddress: store.storeAddress,
              storeLogo: store.storeLogo,
              coverImage: store.coverImage,
              status: store.status,
              verifiedSeller: store.verifiedSeller,
              approvedAt: store.approvedAt,
              createdAt: store.createdAt,
              updatedAt: store.updatedAt,
            }
          : null,
        senderAddresses,
        capabilities,
      },
      files,
    };
  },
  /**
   * The store leaves public view. An application never approved goes entirely. A store that was
   * approved (it may have sold) keeps its identity as it stood on its sales (name, alias, company
   * type, tax number and office, address), marked retained for the law's ten years; its contacts,
   * bank account, description, location, pictures, sender addresses and capabilities go, and it goes back to
   * 'pending', unverified, so nothing lists it and no admin queue shows it (their owner is deleted).
   */
  async erase(tx, person) {
    if (!person.storeId) return;
    const [store] = await tx.select().from(sellers).where(eq(sellers.id, person.storeId)).limit(1);
    if (!store) return;
    const pictures = [store.storeLogo, store.coverImage].filter((url): url is string => url !== null);
    await tx.delete(sellerAddresses).where(eq(sellerAddresses.sellerId, store.id));
    await tx.delete(sellerCapabilityCategories).where(eq(sellerCapabilityCategories.sellerId, store.id));
    await tx.delete(sellerCapabilities).where(eq(sellerCapabilities.sellerId, store.id));
    const [gone] = await tx
      .delete(sellers)
      .where(and(eq(sellers.id, store.id), eq(sellers.status, 'pending'), isNull(sellers.approvedAt)))
      .returning({ id: sellers.id });
    if (!gone) {
      await tx
        .update(sellers)
        .set({
          status: 'pending',
          verifiedSeller: false,
          about: null,
          iban: null,
          contactPhone: '',
          contactEmail: '',
          storeLocation: null,
          storeLogo: null,
          coverImage: null,
          retainedUntil: retainedUntil(person.at),
          retentionReason: retentionReasons.billing,
          updatedAt: person.at,
        })
        .where(eq(sellers.id, store.id));
    }
    return { public: pictures };
  },
};
