import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { slugify } from '@pazaryeri/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { FileStores } from '../integrations/storage';
import { hashPassword } from '../lib/passwords';
import { categories } from '../db/schema/categories';
import { productImages, products, productSubCategories, productVariants, productVariantSizes } from '../db/schema/products';
import { questions } from '../db/schema/questions';
import { sellerAddresses, sellers } from '../db/schema/sellers';
import { users } from '../db/schema/users';
import type { CategoryRow } from '../db/schema/categories';
import type { Db } from '../db/client';
import { demoCategories } from './categories';
import { buildDigitalFile } from './catalogue-files';
import { productImageEncoding, productImageSizes, renderProductImage } from './catalogue-images';
import { type CataloguePlan, planCatalogue, type StoreRef } from './catalogue-plan';
import { catalogueStores, demoSellerCatalogue } from './catalogue-stores';
import { advisoryLocks } from '../db/advisory-locks';
import { keyOfPictureToDraw, leavePictureToDraw } from '../lib/pictures-to-draw';

const CATALOGUE_LOCK = advisoryLocks.demoCatalogue;
/** Pictures drawn at once: sharp works on the libuv pool (4 threads by default). */
const DRAW_CONCURRENCY = 6;

/**
 * The demo's file stores; with `picturesToDraw` (a first start's loader on the disk store), the
 * catalogue's pictures are left there to be drawn once the server answers (lib/pictures-to-draw.ts)
 * instead of drawn before the rows are written.
 */
export type DemoFiles = FileStores & { picturesToDraw?: string };

export interface CatalogueSeedResult {
  products: number;
  images: number;
  questions: number;
  stores: number;
}

/**
 * The demo catalogue, once: stores with their owners, 200+ products across the industrial
 * categories with drawn pictures, variants with sized stock, digital products and 3D models with
 * their files under DATA_DIR/private, an admin queue of pending/draft/rejected products and
 * pending images, and answered questions from the demo buyer. A database that already has
 * products keeps them; several processes booting at once seed it once (advisory lock).
 */
export async function seedDemoCatalogue(db: Db, files: DemoFiles): Promise<CatalogueSeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK})`);
    const [{ value }] = await tx.select({ value: count() }).from(products);
    if (value > 0) return { products: 0, images: 0, questions: 0, stores: 0 };

    const stores = await ensureCatalogueStores(tx);
    const [buyer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'alici@pazaryeri.test')).limit(1);
    const plan = planCatalogue(await tx.select().from(categories), stores.refs, buyer?.id ?? null);
    await storeFiles(plan, files);
    await insertPlan(tx, plan);
    return { products: plan.products.length, images: plan.images.length, questions: plan.questions.length, stores: stores.created };
  });
}

/** The catalogue's stores (and owners), approved, plus the demo seller's store if it exists. */
export async function ensureCatalogueStores(tx: Db): Promise<{ refs: StoreRef[]; created: number }> {
  const refs: StoreRef[] = [];
  let created = 0;
  for (const spec of catalogueStores) {
    const { owner, mains, skuPrefix, senderAddress, ...fields } = spec;
    let [user] = await tx.select().from(users).where(eq(users.email, owner.email)).limit(1);
    user ??= (
      await tx
        .insert(users)
        .values({ name: owner.name, email: owner.email, role: 'seller', passwordHash: await hashPassword(owner.password) })
        .returning()
    )[0];
    let [store] = await tx.select().from(sellers).where(eq(sellers.userId, user.id)).limit(1);
    if (!store) {
      // As an admin's approval would: the owner of an approved store has the seller role.
      if (user.role === 'user') await tx.update(users).set({ role: 'seller', updatedAt: new Date() }).where(eq(users.id, user.id));
      [store] = await tx
        .insert(sellers)
        .values({ ...fields, storeAddress: { ...fields.storeAddress }, userId: user.id, status: 'approved', verifiedSeller: true, approvedAt: new Date() })
        .returning();
      await tx.insert(sellerAddresses).values({ ...senderAddress, sellerId: store.id, isDefault: true });
      created += 1;
    }
    refs.push({ id: store.id, mains: [...mains], skuPrefix });
  }
  const [demoSeller] = await tx
    .select({ id: sellers.id })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(users.email, demoSellerCatalogue.ownerEmail))
    .limit(1);
  if (demoSeller) refs.push({ id: demoSeller.id, mains: [...demoSellerCatalogue.mains], skuPrefix: demoSellerCatalogue.skuPrefix });
  return { refs, created };
}

/**
 * Draws the catalogue's pictures into the drawn-pictures cache without a database (the plan's ids
 * do not change a picture): the test suites call it once before their files run, so the demo
 * seeds inside the tests read the pictures back instead of each drawing all of them; a first
 * start's loader calls it `alongside` its other work (first-start.ts) while the database is being
 * created, one picture per CPU at a time so the libuv pool keeps threads for the seed's password
 * hashes and files (the seed's own draws of a picture still being drawn wait for that drawing).
 */
export async function drawDemoCataloguePictures({ alongside = false } = {}) {
  const tree: CategoryRow[] = [];
  for (const [position, main] of demoCategories.entries()) {
    const row = { id: randomUUID(), name: main.name, slug: slugify(main.name), description: null, icon: null, parentId: null, position, createdAt: new Date(), updatedAt: new Date() };
    tree.push(row, ...main.subs.map((name, at) => ({ ...row, id: randomUUID(), name, slug: slugify(name), parentId: row.id, position: at })));
  }
  const stores = [...catalogueStores, demoSellerCatalogue].map(({ mains, skuPrefix }) => ({ id: randomUUID(), mains: [...mains], skuPrefix }));
  const { images } = planCatalogue(tree, stores, null);
  await mapLimit(images, alongside ? availableParallelism() : DRAW_CONCURRENCY, ({ svg }) => renderProductImage(svg).then(() => undefined));
  return images.length;
}

async function mapLimit<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Draws every picture (both WebP sizes) into storage, or gives each its address and leaves it to
 * draw, and keeps the digital files where the products module keeps uploaded ones:
 * DATA_DIR/private, keys like `digital/<uuid>.stl`.
 */
async function storeFiles(plan: CataloguePlan, { storage, privateFiles, picturesToDraw }: DemoFiles) {
  if (picturesToDraw) {
    for (const image of plan.images) {
      const [list, detail] = await Promise.all(
        productImageSizes.map(async ({ density }) => {
          const picture = { svg: image.svg, encoding: productImageEncoding, density };
          const key = keyOfPictureToDraw('products', picture);
          await leavePictureToDraw(picturesToDraw, { key, ...picture });
          return `${storage.publicPrefix}/${key}`;
        }),
      );
      image.row.listUrl = list;
      image.row.detailUrl = detail;
    }
  } else {
    await mapLimit(plan.images, DRAW_CONCURRENCY, async (image) => {
      const { list, detail } = await renderProductImage(image.svg);
      const [listFile, detailFile] = await Promise.all([storage.put('products', 'webp', list), storage.put('products', 'webp', detail)]);
      image.row.listUrl = listFile.url;
      image.row.detailUrl = detailFile.url;
    });
  }
  await Promise.all(
    plan.digitalFiles.map(async ({ product, kind }) => {
      const data = buildDigitalFile(kind, product.name);
      const key = await privateFiles.put('digital', kind, data);
      Object.assign(product, { digitalFileKey: key, digitalFileName: `${slugify(product.name)}.${kind}`, digitalFileSize: data.length, uploadState: 'uploaded' });
    }),
  );
}

async function insertPlan(tx: Db, plan: CataloguePlan) {
  await tx.insert(products).values(plan.products);
  await tx.insert(productSubCategories).values(plan.subCategoryLinks);
  if (plan.variants.length) await tx.insert(productVariants).values(plan.variants);
  if (plan.sizes.length) await tx.insert(productVariantSizes).values(plan.sizes);
  await tx.insert(productImages).values(plan.images.map((image) => image.row));
  if (plan.questions.length) await tx.insert(questions).values(plan.questions);
}

