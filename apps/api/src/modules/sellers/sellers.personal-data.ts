import { asc, eq } from 'drizzle-orm';
import { extensionOf, type PersonalDataSource, type PersonalFile } from '../../lib/personal-data';
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
};
