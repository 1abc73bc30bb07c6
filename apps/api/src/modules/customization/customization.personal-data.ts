import { asc, eq, sql } from 'drizzle-orm';
import type { PersonalDataSource, PersonalFile } from '../../lib/personal-data';
import { findStoreByUserId } from '../sellers';
import { products } from '../../db/schema/products';
import { customTemplates } from '../../db/schema/custom-templates';
import { customInputs, designImages } from '../../db/schema/customization';
import { orderItems } from '../../db/schema/orders';

/**
 * The values the person gave for customizable products and the design pictures they uploaded;
 * and, for a store owner, the store's templates. Other buyers' values for the store's products
 * are theirs (the store sees them on its orders).
 */


const designName = (id: string) => `tasarim-${id}.webp`;

export const customizationPersonalData: PersonalDataSource = {
  folder: 'kisisellestirme',
  title: 'Kişiselleştirme bilgileri ve tasarım görselleri',
  async collect(db, person) {
    const [inputs, designs, store] = await Promise.all([
      db
        .select({
          id: customInputs.id,
          productId: customInputs.productId,
          productName: products.name,
          templateId: customInputs.templateId,
          values: customInputs.values,
          createdAt: customInputs.createdAt,
        })
        .from(customInputs)
        .innerJoin(products, eq(products.id, customInputs.productId))
        .where(eq(customInputs.userId, person.id))
        .orderBy(asc(customInputs.createdAt)),
      db.select().from(designImages).where(eq(designImages.userId, person.id)).orderBy(asc(designImages.createdAt)),
      findStoreByUserId(db, person.id),
    ]);
    const templates = store
      ? await db
          .select({ id: customTemplates.id, name: customTemplates.name, description: customTemplates.description, fields: customTemplates.fields, createdAt: customTemplates.createdAt, updatedAt: customTemplates.updatedAt })
          .from(customTemplates)
          .where(eq(customTemplates.sellerId, store.id))
          .orderBy(asc(customTemplates.createdAt))
      : [];
    const files: PersonalFile[] = designs.map((design) => ({ name: designName(design.id), from: 'public' as const, url: design.url }));
    return {
      data: {
        customInputs: inputs,
        designImages: designs.map((design) => ({ id: design.id, url: design.url, file: designName(design.id), createdAt: design.createdAt })),
        storeTemplates: templates,
      },
      files,
    };
  },
  /**
   * Saved design values go, and so do the design pictures no order was made with. A picture an
   * order names stays as part of that order's record (the store made the product from it); its
   * row goes, so nothing lists it as the person's any more.
   */
  async erase(tx, person) {
    await tx.delete(customInputs).where(eq(customInputs.userId, person.id));
    const gone = await tx
      .delete(designImages)
      .where(eq(designImages.userId, person.id))
      .returning({
        url: designImages.url,
        ordered: sql<boolean>`exists (select 1 from ${orderItems} where ${orderItems.customization}::text like '%' || ${designImages.url} || '%')`,
      });
    return { public: gone.filter((row) => !row.ordered).map((row) => row.url) };
  },
};
