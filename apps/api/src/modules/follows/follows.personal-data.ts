import { asc, count, eq } from 'drizzle-orm';
import type { PersonalDataSource } from '../../lib/personal-data';
import { sellers } from '../../db/schema/sellers';
import { findStoreByUserId } from '../sellers';
import { follows } from '../../db/schema/follows';

/**
 * The stores the person follows, and for a store owner how many follow their store: who the
 * followers are is theirs, not the owner's.
 */
export const followsPersonalData: PersonalDataSource = {
  folder: 'takipler',
  title: 'Takip edilen mağazalar ve mağaza takipçileri',
  async collect(db, person) {
    const [following, store] = await Promise.all([
      db
        .select({ storeId: follows.sellerId, storeName: sellers.storeName, alias: sellers.alias, followedAt: follows.createdAt })
        .from(follows)
        .innerJoin(sellers, eq(sellers.id, follows.sellerId))
        .where(eq(follows.userId, person.id))
        .orderBy(asc(follows.createdAt), asc(follows.sellerId)),
      findStoreByUserId(db, person.id),
    ]);
    const [followers] = store ? await db.select({ total: count() }).from(follows).where(eq(follows.sellerId, store.id)) : [];
    return {
      data: { following, storeFollowers: store ? { storeId: store.id, followerCount: followers.total } : null },
      files: [],
    };
  },
  /** The stores the person follows, and (their store leaving public view) its followers. */
  async erase(tx, person) {
    await tx.delete(follows).where(eq(follows.userId, person.id));
    if (person.storeId) await tx.delete(follows).where(eq(follows.sellerId, person.storeId));
  },
};
