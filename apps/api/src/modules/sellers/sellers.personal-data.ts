import { and, asc, eq, isNull } from 'drizzle-orm';
import { extensionOf, type PersonalDataSource, type PersonalFile, retainedUntil, retentionReasons } from '../../lib/personal-data';
import { sellerAddresses, sellers } from '../../db/schema/sellers';


/**
 * The person's store as they applied for and edited it (tax number, IBAN and contacts are theirs),
 * its sender addresses, and the logo and cover they uploaded. Nothing when they have no store.
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
      },
      files,
    };
  },
  /**
   * The store leaves public view. An application never approved goes entirely. A store that was
   * approved (it may have sold) keeps its identity as it stood on its sales (name, alias, company
   * type, tax number and office, address), marked retained for the law's ten years; its contacts,
   * bank account, description, location, pictures and sender addresses go, and it goes back to
   * 'pending', unverified, so nothing lists it and no admin queue shows it (their owner is deleted).
   */
  async erase(tx, person) {
    if (!person.storeId) return;
    const [store] = await tx.select().from(sellers).where(eq(sellers.id, person.storeId)).limit(1);
    if (!store) return;
    const pictures = [store.storeLogo, store.coverImage].filter((url): url is string => url !== null);
    await tx.delete(sellerAddresses).where(eq(sellerAddresses.sellerId, store.id));
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
