import { randomUUID } from 'node:crypto';
import { slugify } from '@pazaryeri/contract';
import { buildSearchText } from '../lib/turkish';
import type { CategoryRow } from '../db/schema/categories';
import type { productImages, products, productVariantSizes, productVariants } from '../db/schema/products';
import type { questions } from '../db/schema/questions';
import { drawProductSvg } from './catalogue-images';
import { type DigitalFileKind, demoQuestions, families, type FamilySpec, type ItemSpec, type Shipping } from './catalogue-products';

/** A store that sells the catalogue's products of its main categories. */
export interface StoreRef {
  id: string;
  mains: string[];
  skuPrefix: string;
}

type ProductInsert = typeof products.$inferInsert & { id: string; name: string; createdAt: Date };

/** Every row the catalogue writes; pictures and files are filled in by the caller before inserting. */
export interface CataloguePlan {
  products: ProductInsert[];
  subCategoryLinks: { productId: string; categoryId: string }[];
  variants: (typeof productVariants.$inferInsert)[];
  sizes: (typeof productVariantSizes.$inferInsert)[];
  images: { row: typeof productImages.$inferInsert; svg: string }[];
  digitalFiles: { product: ProductInsert; kind: DigitalFileKind }[];
  questions: (typeof questions.$inferInsert)[];
}

/** One colour per main category, for its pictures. */
const mainColors: Record<string, string> = {
  'Makine ve Ekipman': '#1e40af',
  'Hırdavat ve Bağlantı Elemanları': '#9a3412',
  'Elektrik ve Otomasyon': '#b45309',
  'Hidrolik ve Pnömatik': '#0e7490',
  'İş Güvenliği': '#ca8a04',
  'Metal ve Malzeme': '#475569',
  'El ve Elektrikli Aletler': '#b91c1c',
  'Rulman ve Güç Aktarım': '#3f6212',
  '3D Baskı ve Modelleme': '#6d28d9',
  'Ambalaj ve Lojistik': '#92400e',
};

/** kuruş: the cost of a parcel and the basket from which it ships free (0: never free). */
const shippingTerms: Record<Shipping, { cost: number; freeFrom: number }> = {
  small: { cost: 4_990, freeFrom: 50_000 },
  medium: { cost: 9_990, freeFrom: 250_000 },
  heavy: { cost: 49_900, freeFrom: 0 },
  freight: { cost: 250_000, freeFrom: 0 },
  free: { cost: 0, freeFrom: 0 },
  digital: { cost: 0, freeFrom: 0 },
};

const lira = (kurus: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', maximumFractionDigits: 0 }).format(kurus / 100);

function shippingNote(shipping: Shipping): string {
  const { freeFrom } = shippingTerms[shipping];
  switch (shipping) {
    case 'small':
    case 'medium':
      return `Saat 15:00’e kadar verilen siparişler aynı gün kargoya verilir. ${lira(freeFrom)} ve üzeri alışverişlerde kargo ücretsizdir.`;
    case 'heavy':
      return 'Ağır ürün: anlaşmalı ambar ile gönderilir, teslim süresi 2–4 iş günüdür.';
    case 'freight':
      return 'Nakliye ve yerinde kurulum sipariş sonrası planlanır; tarih için mağazaya mesaj gönderebilirsiniz.';
    case 'free':
      return 'Ücretsiz kargo ile gönderilir.';
    case 'digital':
      return 'Dijital üründür: ödemeden sonra dosya hesabınızdan indirilir, kargo gönderimi yoktur.';
  }
}

/** A small deterministic generator (mulberry32): the demo is the same catalogue on every install. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, between: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)) };
}

type Approval = Pick<ProductInsert, 'approvalStatus' | 'status' | 'rejectionReason'>;

/** Most products are on sale; some wait in the admin's queue, are drafts, rejected or paused. */
function approvalOf(index: number): Approval {
  if (index % 23 === 4) return { approvalStatus: 'pending', status: 'inactive' };
  if (index % 43 === 17) return { approvalStatus: 'draft', status: 'inactive' };
  if (index % 53 === 29) {
    return { approvalStatus: 'rejected', status: 'inactive', rejectionReason: 'Açıklamada ölçü ve malzeme bilgisi eksik; lütfen teknik özellikleri ekleyin.' };
  }
  if (index % 71 === 50) return { approvalStatus: 'approved', status: 'inactive' };
  return { approvalStatus: 'approved', status: 'active' };
}

const itemOf = (item: ItemSpec) => (typeof item === 'string' ? { name: item } : item);

/**
 * Plans the demo catalogue over the categories that exist (an install with its own tree gets
 * only the families whose sub category it has) and the stores given.
 */
export function planCatalogue(tree: CategoryRow[], stores: StoreRef[], buyerId: string | null, now = new Date()): CataloguePlan {
  const bySlug = new Map(tree.map((row) => [row.slug, row]));
  const byId = new Map(tree.map((row) => [row.id, row]));
  const rng = random(20_240_601);
  const plan: CataloguePlan = { products: [], subCategoryLinks: [], variants: [], sizes: [], images: [], digitalFiles: [], questions: [] };
  const slugs = new Set<string>();

  for (const family of families) {
    const sub = bySlug.get(slugify(family.sub));
    const main = sub?.parentId ? byId.get(sub.parentId) : undefined;
    const store = main && stores.find((candidate) => candidate.mains.includes(main.name));
    if (!sub || !main || !store) continue;
    if (family.prices.length !== family.items.length) throw new Error(`catalogue: ${family.sub} needs one price per item`);
    family.items.forEach((spec, position) => {
      const index = plan.products.length;
      const product = planProduct({ family, spec: itemOf(spec), price: family.prices[position], index, main, sub, store, rng, now, slugs });
      plan.products.push(product);
      plan.subCategoryLinks.push({ productId: product.id, categoryId: sub.id });
      planVariants(plan, product, itemOf(spec), rng);
      planImages(plan, product, family, main, index);
      const kind = itemOf(spec).file ?? (family.productType === 'model3d' ? 'stl' : undefined);
      // A draft digital product has no file yet: the seller has not uploaded it ('not_uploaded').
      if (kind && product.approvalStatus !== 'draft') plan.digitalFiles.push({ product, kind });
    });
  }
  if (buyerId) planQuestions(plan, buyerId, rng, now);
  return plan;
}

interface ProductInput {
  family: FamilySpec;
  spec: Exclude<ItemSpec, string>;
  price: number;
  index: number;
  main: CategoryRow;
  sub: CategoryRow;
  store: StoreRef;
  rng: ReturnType<typeof random>;
  now: Date;
  slugs: Set<string>;
}

function planProduct({ family, spec, price, index, main, sub, store, rng, now, slugs }: ProductInput): ProductInsert {
  const brand = family.brands[index % family.brands.length];
  const sku = `${store.skuPrefix}-${slugify(sub.name).slice(0, 3).toUpperCase()}-${String(1000 + index)}`;
  let slug = slugify(spec.name);
  while (slugs.has(slug)) slug = `${slugify(spec.name)}-${slugs.size}`;
  slugs.add(slug);
  const terms = shippingTerms[family.shipping];
  const description = `${spec.name}. ${family.blurb}\n\nMarka: ${brand}\nStok kodu: ${sku}\n\n${shippingNote(family.shipping)}`;
  // Now and then a physical product has sold out, so the "in stock" filter has something to drop.
  const soldOut = family.shipping !== 'digital' && !spec.variants && index % 19 === 7;
  const createdAt = new Date(now.getTime() - rng.between(1, 120 * 24) * 3_600_000);
  return {
    id: randomUUID(),
    sellerId: store.id,
    name: spec.name,
    slug,
    description,
    brand,
    sku,
    productType: family.productType ?? 'physical',
    price: Math.round(price * 100),
    stock: soldOut ? 0 : rng.between(...family.stock),
    minimumOrderQuantity: spec.minimumOrder ?? family.minimumOrder ?? 1,
    shippingCost: terms.cost,
    freeShippingThreshold: terms.freeFrom,
    mainCategoryId: main.id,
    ...approvalOf(index),
    searchText: buildSearchText({ name: spec.name, brand, categoryNames: [main.name, sub.name], description }),
    createdAt,
    updatedAt: createdAt,
  };
}

/** Variants with sized stock; the product's stock is then the sum of its sizes'. */
function planVariants(plan: CataloguePlan, product: ProductInsert, spec: Exclude<ItemSpec, string>, rng: ReturnType<typeof random>) {
  if (!spec.variants) return;
  let total = 0;
  spec.variants.forEach((variant, position) => {
    const id = randomUUID();
    plan.variants.push({
      id,
      productId: product.id,
      name: variant.name,
      sku: `${product.sku}-${slugify(variant.name).toUpperCase()}`,
      priceDelta: Math.round((variant.priceDelta ?? 0) * 100),
      position,
    });
    variant.sizes.forEach((label, sizePosition) => {
      // One size of the first variant runs out, as real shelves do.
      const stock = position === 0 && sizePosition === variant.sizes.length - 1 && variant.sizes.length > 2 ? 0 : rng.between(5, 400);
      total += stock;
      plan.sizes.push({ variantId: id, label, stock, position: sizePosition });
    });
  });
  product.stock = total;
}

/** One approved picture per product on sale (pending while the product waits); now and then a second, pending one. */
function planImages(plan: CataloguePlan, product: ProductInsert, family: FamilySpec, main: CategoryRow, index: number) {
  const color = mainColors[main.name] ?? '#334155';
  const approved = product.approvalStatus === 'approved';
  const drawing = { name: product.name, brand: product.brand ?? '', shape: family.shape, color };
  const row = (position: number, status: 'approved' | 'pending') => ({
    productId: product.id,
    listUrl: '',
    detailUrl: '',
    status,
    position,
    createdAt: product.createdAt,
    reviewedAt: status === 'approved' ? product.createdAt : null,
  });
  plan.images.push({ row: row(0, approved ? 'approved' : 'pending'), svg: drawProductSvg(drawing) });
  if (approved && index % 12 === 6) plan.images.push({ row: row(1, 'pending'), svg: drawProductSvg({ ...drawing, alternate: true }) });
}

/** The demo buyer's questions: answered ones across the catalogue, a few still waiting at the demo stores. */
function planQuestions(plan: CataloguePlan, buyerId: string, rng: ReturnType<typeof random>, now: Date) {
  const onSale = plan.products.filter((product) => product.approvalStatus === 'approved' && product.status === 'active');
  const hour = 3_600_000;
  onSale.forEach((product, index) => {
    const answered = index % 6 === 1;
    const waiting = index % 12 === 4;
    if (!answered && !waiting) return;
    const { question, answer } = demoQuestions[index % demoQuestions.length];
    const askedAt = Math.min(product.createdAt.getTime() + rng.between(2, 72) * hour, now.getTime() - 2 * hour);
    plan.questions.push({
      productId: product.id,
      sellerId: product.sellerId,
      userId: buyerId,
      question,
      answer: answered ? answer : null,
      createdAt: new Date(askedAt),
      answeredAt: answered ? new Date(Math.min(askedAt + rng.between(1, 20) * hour, now.getTime() - hour)) : null,
    });
  });
}
