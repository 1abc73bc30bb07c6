import { customTemplateBody } from '@pazaryeri/contract/customization/index';
import { and, asc, eq } from 'drizzle-orm';
import { categories } from '../db/schema/categories';
import { customTemplates } from '../db/schema/custom-templates';
import { createTemplate, setProductOptions } from '../modules/customization';
import { products } from '../db/schema/products';
import { sellers } from '../db/schema/sellers';
import { users } from '../db/schema/users';
import type { Db } from '../db/client';

const OWNER = 'satici@pazaryeri.test';

/** The demo seller's cut-to-order template: what a buyer fills in before "Sepete ekle". */
export const demoTemplate = customTemplateBody.parse({
  name: 'Ölçüye kesim',
  description: 'Sacı ölçünüze göre keser, isterseniz delik açar ve yüzeyini işleriz. Teknik çiziminiz varsa ekleyin.',
  fields: [
    { label: 'Kesim ölçüsü (mm)', type: 'text', required: true, maxLength: 40, helpText: 'En × boy, örneğin 400 × 250' },
    { label: 'Delik sayısı', type: 'number', required: false, min: 0, max: 20 },
    { label: 'Yüzey', type: 'choice', required: true, choices: ['Ham', 'Fırçalanmış', 'Elektrostatik boyalı'] },
    { label: 'Teknik çizim', type: 'image', required: false, helpText: 'Çizimin fotoğrafı ya da ekran görüntüsü' },
  ],
});

/**
 * Once: the demo seller's template, put on its first approved product in "Metal ve Malzeme", so
 * the product page asks for the values, and the panel's template list is not empty.
 */
export async function seedDemoCustomization(db: Db): Promise<{ templates: number; products: number }> {
  const [store] = await db
    .select({ id: sellers.id, userId: sellers.userId })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(users.email, OWNER));
  if (!store) return { templates: 0, products: 0 };
  const [existing] = await db.select({ id: customTemplates.id }).from(customTemplates).where(eq(customTemplates.sellerId, store.id)).limit(1);
  if (existing) return { templates: 0, products: 0 };
  const template = await createTemplate(db, store.userId, demoTemplate);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.mainCategoryId))
    .where(and(eq(products.sellerId, store.id), eq(products.productType, 'physical'), eq(products.approvalStatus, 'approved'), eq(categories.name, 'Metal ve Malzeme')))
    .orderBy(asc(products.name))
    .limit(1);
  if (!product) return { templates: 1, products: 0 };
  await setProductOptions(db, store.userId, { productId: product.id, templateId: template._id });
  return { templates: 1, products: 1 };
}
