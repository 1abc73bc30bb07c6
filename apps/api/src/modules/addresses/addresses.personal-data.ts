import { asc, eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../lib/personal-data';
import { addresses } from '../../db/schema/addresses';
import { deleteAddressBook } from './addresses.service';

/** The delivery addresses the person entered, as they entered them (the recipient named on each is theirs to give). */
export const addressesPersonalData: PersonalDataSource = {
  folder: 'adresler',
  title: 'Teslimat adresleri',
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
    return { data: { addresses: rows }, files: [] };
  },
  /** The address book goes: an order keeps the address it was sent to as its own copy. */
  async erase(tx, person) {
    await deleteAddressBook(tx, person.id);
  },
};
