import { asc, eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../lib/personal-data';
import { addresses, billingProfiles } from '../../db/schema/addresses';
import { deleteAddressBook } from './addresses.service';

/** The delivery addresses the person entered, as they entered them (the recipient named on each is theirs to give). */
export const addressesPersonalData: PersonalDataSource = {
  folder: 'adresler',
  title: 'Teslimat adresleri ve fatura bilgileri',
  async collect(db, person) {
    const rows = await db
      .select({
        id: addresses.id,
        title: addresses.title,
        fullName: addresses.fullName,
        phone: addresses.phone,
        cityName: addresses.cityName,
        districtName: addresses.districtName,
        neighbourhood: addresses.neighbourhood,
        addressLine: addresses.addressLine,
        zip: addresses.zip,
        countryCode: addresses.countryCode,
        isDefault: addresses.isDefault,
        createdAt: addresses.createdAt,
        updatedAt: addresses.updatedAt,
      })
      .from(addresses)
      .where(eq(addresses.userId, person.id))
      .orderBy(asc(addresses.createdAt), asc(addresses.id));
    const billing = await db
      .select({
        id: billingProfiles.id,
        kind: billingProfiles.kind,
        title: billingProfiles.title,
        name: billingProfiles.name,
        tckn: billingProfiles.tckn,
        vkn: billingProfiles.vkn,
        taxOffice: billingProfiles.taxOffice,
        cityName: billingProfiles.cityName,
        districtName: billingProfiles.districtName,
        addressLine: billingProfiles.addressLine,
        zip: billingProfiles.zip,
        isDefault: billingProfiles.isDefault,
        createdAt: billingProfiles.createdAt,
        updatedAt: billingProfiles.updatedAt,
      })
      .from(billingProfiles)
      .where(eq(billingProfiles.userId, person.id))
      .orderBy(asc(billingProfiles.createdAt), asc(billingProfiles.id));
    return { data: { addresses: rows, billingProfiles: billing }, files: [] };
  },
  /** The address book and the billing identities go: an order keeps its own copy of what it was sent and billed to. */
  async erase(tx, person) {
    await deleteAddressBook(tx, person.id);
    await tx.delete(billingProfiles).where(eq(billingProfiles.userId, person.id));
  },
};
