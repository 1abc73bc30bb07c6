import { randomUUID } from 'node:crypto';
import type { CompanyType } from '@pazaryeri/contract/sellers/index';
import { slugify } from '@pazaryeri/contract';
import type { FastifyInstance } from 'fastify';
import { sellers } from '../../db/schema/sellers';
import { users } from '../../db/schema/users';

/** A store and its owner written straight to the database, for the admin list tests. */
export async function insertStore(
  app: FastifyInstance,
  store: { storeName: string; companyType?: CompanyType; createdAt?: Date; status?: 'pending' | 'approved'; ownerName?: string },
) {
  const suffix = randomUUID().slice(0, 8);
  const [owner] = await app.db
    .insert(users)
    .values({ name: store.ownerName ?? `Sahip ${store.storeName}`, email: `sahip.${suffix}@ornek.com.tr`, role: 'seller' })
    .returning();
  const [seller] = await app.db
    .insert(sellers)
    .values({
      userId: owner.id,
      storeName: store.storeName,
      alias: `${slugify(store.storeName)}-${suffix}`,
      companyType: store.companyType ?? 'limited',
      taxNumber: '1234567890',
      taxOffice: 'Kadıköy',
      iban: 'TR330006100519786457841326',
      contactPhone: '+905321234567',
      contactEmail: `magaza.${suffix}@ornek.com.tr`,
      storeLocation: 'İstanbul',
      storeAddress: { street: 'Bağdat Cd. 1', city: 'İstanbul', district: 'Kadıköy', country: 'TR', zip: '34710' },
      status: store.status ?? 'approved',
      verifiedSeller: (store.status ?? 'approved') === 'approved',
      ...(store.createdAt && { createdAt: store.createdAt, updatedAt: store.createdAt }),
    })
    .returning();
  return { owner, seller };
}
