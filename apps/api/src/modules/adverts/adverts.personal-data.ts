import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type PersonalDataSource, safeFileName } from '../../lib/personal-data';
import { categories } from '../../db/schema/categories';
import { advertFavorites, advertFiles, adverts } from '../../db/schema/adverts';

/**
 * The person's adverts and customer requests (a store's adverts are its owner's rows too) with
 * their pictures (the large copy of each; the card is the same picture smaller) and technical
 * files, and the adverts they keep as favourites, named by their public title.
 */
export const advertsPersonalData: PersonalDataSource = {
  folder: 'ilanlar',
  title: 'İlanlar, talepler ve favori ilanlar',
  async collect(db, person) {
    const [own, favourites, technical] = await Promise.all([
      db
        .select({
          id: adverts.id,
          advertType: adverts.advertType,
          title: adverts.title,
          slug: adverts.slug,
          description: adverts.description,
          categoryName: categories.name,
          budgetKurus: adverts.budgetKurus,
          budgetOpen: adverts.budgetOpen,
          deadline: adverts.deadline,
          city: adverts.city,
          quantity: adverts.quantity,
          unit: adverts.unit,
          material: adverts.material,
          process: adverts.process,
          maxOffers: adverts.maxOffers,
          inStock: adverts.inStock,
          status: adverts.status,
          saleStatus: adverts.saleStatus,
          images: adverts.images,
          offersCount: adverts.offersCount,
          favoritesCount: adverts.favoritesCount,
          createdAt: adverts.createdAt,
          updatedAt: adverts.updatedAt,
        })
        .from(adverts)
        .leftJoin(categories, eq(categories.id, adverts.categoryId))
        .where(eq(adverts.userId, person.id))
        .orderBy(asc(adverts.createdAt)),
      db
        .select({ advertId: advertFavorites.advertId, title: adverts.title, slug: adverts.slug, createdAt: advertFavorites.createdAt })
        .from(advertFavorites)
        .innerJoin(adverts, eq(adverts.id, advertFavorites.advertId))
        .where(eq(advertFavorites.userId, person.id))
        .orderBy(asc(advertFavorites.createdAt)),
      db
        .select({ id: advertFiles.id, advertId: advertFiles.advertId, name: advertFiles.name, format: advertFiles.format, size: advertFiles.size, storageKey: advertFiles.storageKey, createdAt: advertFiles.createdAt })
        .from(advertFiles)
        .innerJoin(adverts, eq(adverts.id, advertFiles.advertId))
        .where(eq(adverts.userId, person.id))
        .orderBy(asc(advertFiles.createdAt), asc(advertFiles.id)),
    ]);
    const pictureName = (advertId: string, index: number) => `ilan-${advertId}-${index + 1}.webp`;
    const fileName = (file: (typeof technical)[number]) => safeFileName(`ilan-${file.advertId}-${file.id.slice(0, 8)}-${file.name}`);
    const filesOf = (advertId: string) => technical.filter((file) => file.advertId === advertId);
    return {
      data: {
        adverts: own.map(({ images, ...advert }) => ({
          ...advert,
          pictures: images.map((_, index) => pictureName(advert.id, index)),
          technicalFiles: filesOf(advert.id).map((file) => ({ name: file.name, format: file.format, size: file.size, createdAt: file.createdAt, file: fileName(file) })),
        })),
        favouriteAdverts: favourites,
      },
      files: [
        ...own.flatMap((advert) => advert.images.map((image, index) => ({ name: pictureName(advert.id, index), from: 'public' as const, key: image.detailKey }))),
        ...technical.map((file) => ({ name: fileName(file), from: 'private' as const, key: file.storageKey })),
      ],
    };
  },
  /**
   * The person's open requests close (status `cancelled`: no store sees them in its feed any more);
   * those under way or done stay as the record the offers and orders answered. Their bookmarks of
   * other adverts go, and those adverts' counts with them.
   */
  async erase(tx, person) {
    await tx
      .update(adverts)
      .set({ status: 'cancelled', updatedAt: person.at })
      .where(and(eq(adverts.userId, person.id), inArray(adverts.status, ['active', 'passive'])));
    const unmarked = await tx.delete(advertFavorites).where(eq(advertFavorites.userId, person.id)).returning({ advertId: advertFavorites.advertId });
    if (unmarked.length) {
      await tx
        .update(adverts)
        .set({ favoritesCount: sql`greatest(${adverts.favoritesCount} - 1, 0)` })
        .where(inArray(adverts.id, unmarked.map((row) => row.advertId)));
    }
  },
};
