import path from 'node:path';
import { crc32 } from 'node:zlib';
import { slugify } from '@pazaryeri/contract';
import { tlToKurus } from '@pazaryeri/contract/products/index';
import { readStl } from '@pazaryeri/contract/stl/reader';
import { writeBinaryStl } from '@pazaryeri/contract/stl/writer';
import { type StlLicence, stlLimits } from '@pazaryeri/contract/stl/index';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { FileStores } from '../integrations/storage';
import { foldTurkish } from '../lib/turkish';
import { insertModelProduct, modelMainCategoryId } from '../modules/products';
import { sellers } from '../db/schema/sellers';
import {
  arrangeSideBySide,
  demoMeshes,
  type DemoMeshName,
  modelGeometry,
  previewMesh,
  renderThumbnail,
  type StoredPart,
  toPart,
} from '../modules/stl';
import { stlCategories, stlModelParts, stlModels } from '../db/schema/stl';
import { users } from '../db/schema/users';
import type { Db } from '../db/client';
import { advisoryLocks } from '../db/advisory-locks';

const STL_LOCK = advisoryLocks.demoStl;

export const demoStlCategories = ['Mekanik Parçalar', 'Elektronik Kutuları', 'Ev ve Düzen', 'Tesisat ve Montaj', 'Kalibrasyon ve Test'] as const;

interface DemoModel {
  mesh: DemoMeshName;
  /** More files of the same model (a box's lid, a hinge's pin), after `mesh`; `label` names the file. */
  moreParts?: { mesh: DemoMeshName; label: string }[];
  title: string;
  description: string;
  category: (typeof demoStlCategories)[number];
  /** TL; 0 = free. */
  price: number;
  licence: StlLicence;
  store: 'tasarim@pazaryeri.test' | 'satici@pazaryeri.test';
  /** Downloads before this install (the counter starts from them). */
  downloads: number;
  color: [number, number, number];
}

export const demoStlModels: DemoModel[] = [
  { mesh: 'bracket', title: 'L Köşe Braketi 40 mm', description: 'Raf ve profil bağlantıları için 4 mm et kalınlıklı L braket. Destek gerektirmeden basılır.', category: 'Mekanik Parçalar', price: 0, licence: 'commercial', store: 'tasarim@pazaryeri.test', downloads: 148, color: [37, 99, 235] },
  { mesh: 'gear', title: 'Düz Dişli 20 Diş (M2)', description: 'Modül 2, 20 dişli düz dişli; 8 mm mil deliği. Oyuncak ve hafif mekanizmalar için.', category: 'Mekanik Parçalar', price: 39.9, licence: 'commercial-no-derivatives', store: 'tasarim@pazaryeri.test', downloads: 62, color: [234, 88, 12] },
  { mesh: 'enclosure', moreParts: [{ mesh: 'enclosureLid', label: 'kapak' }], title: 'Elektronik Proje Kutusu 70×45', description: '2 mm duvarlı proje kutusu ve geçmeli kapağı (iki dosya). Arduino Nano ve küçük devre kartları için.', category: 'Elektronik Kutuları', price: 59.5, licence: 'personal', store: 'tasarim@pazaryeri.test', downloads: 41, color: [71, 85, 105] },
  { mesh: 'hook', title: 'Duvar Askı Kancası', description: 'Vidayla sabitlenen sağlam askı kancası; havlu ve anahtar için.', category: 'Ev ve Düzen', price: 0, licence: 'personal', store: 'tasarim@pazaryeri.test', downloads: 230, color: [22, 163, 74] },
  { mesh: 'cableClip', title: 'Kablo Klipsi 12 mm', description: 'Masa kenarına ve profile takılan, 12 mm kablo demetleri için klips.', category: 'Elektronik Kutuları', price: 0, licence: 'commercial', store: 'tasarim@pazaryeri.test', downloads: 315, color: [14, 116, 144] },
  { mesh: 'washer', title: 'M8 Pul (DIN 125 ölçüsünde)', description: 'M8 cıvatalar için 16 mm dış çaplı, 1,6 mm kalınlığında pul.', category: 'Mekanik Parçalar', price: 0, licence: 'commercial', store: 'satici@pazaryeri.test', downloads: 97, color: [100, 116, 139] },
  { mesh: 'pipeClamp', title: 'Boru Kelepçesi Ø26', description: '26 mm borular için iki kulaklı kelepçe; M4 vidayla sabitlenir.', category: 'Tesisat ve Montaj', price: 24.9, licence: 'commercial', store: 'satici@pazaryeri.test', downloads: 28, color: [220, 38, 38] },
  { mesh: 'knob', title: 'Tırtıllı Kontrol Düğmesi', description: '6 mm potansiyometre mili için tırtıllı düğme, 30 mm çap.', category: 'Elektronik Kutuları', price: 14.9, licence: 'commercial-no-derivatives', store: 'tasarim@pazaryeri.test', downloads: 54, color: [17, 24, 39] },
  { mesh: 'hinge', moreParts: [{ mesh: 'hingePin', label: 'pim' }], title: 'Menteşe Takımı 40 mm', description: 'Kutu kapakları için menteşe yaprağı ve pimi (iki dosya); yaprak iki adet basılıp pimle birleştirilir.', category: 'Mekanik Parçalar', price: 9.9, licence: 'personal', store: 'tasarim@pazaryeri.test', downloads: 19, color: [202, 138, 4] },
  { mesh: 'spacer', title: 'Ara Parça (Burç) 10 mm', description: 'M5 vidalar için 10 mm boyunda ara parça; devre kartı montajında kullanılır.', category: 'Tesisat ve Montaj', price: 0, licence: 'commercial', store: 'satici@pazaryeri.test', downloads: 176, color: [79, 70, 229] },
  { mesh: 'phoneStand', title: 'Telefon Standı', description: 'Masa üstü telefon standı; şarj kablosu için alt boşluklu.', category: 'Ev ve Düzen', price: 29.9, licence: 'personal', store: 'tasarim@pazaryeri.test', downloads: 88, color: [219, 39, 119] },
  { mesh: 'calibrationCube', title: 'Kalibrasyon Küpü 20 mm', description: 'Yazıcının X/Y/Z adımlarını ve boyut doğruluğunu ölçmek için 20 mm küp.', category: 'Kalibrasyon ve Test', price: 0, licence: 'commercial', store: 'tasarim@pazaryeri.test', downloads: 402, color: [13, 148, 136] },
  { mesh: 'drawerHandle', title: 'Çekmece Kulpu 96 mm', description: '96 mm vida aralıklı sade çekmece kulpu.', category: 'Ev ve Düzen', price: 19.9, licence: 'commercial', store: 'satici@pazaryeri.test', downloads: 33, color: [120, 53, 15] },
  { mesh: 'cableOrganizer', title: 'Masa Kablo Düzenleyici (4 yuvalı)', description: 'Dört kabloyu ayrı tutan, yapışkan bantla masaya tutturulan düzenleyici.', category: 'Kalibrasyon ve Test', price: 0, licence: 'personal', store: 'tasarim@pazaryeri.test', downloads: 12, color: [8, 145, 178] },
];

async function storeOf(db: Db, email: string) {
  const [row] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .innerJoin(users, eq(users.id, sellers.userId))
    .where(eq(users.email, email))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The STL catalogue, once: five categories and a dozen real models built by code (closed meshes),
 * read by the same reader as uploads and drawn by the same rasteriser, from the demo stores.
 */
export async function seedDemoStl(db: Db, { storage, privateFiles }: FileStores) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STL_LOCK})`);
    const [{ value }] = await tx.select({ value: count() }).from(stlCategories);
    if (value > 0) return { categories: 0, models: 0 };
    const categoryIds = new Map<string, string>();
    for (const name of demoStlCategories) {
      const [row] = await tx.insert(stlCategories).values({ name, slug: slugify(name) }).returning();
      categoryIds.set(name, row.id);
    }
    const mainCategoryId = await modelMainCategoryId(tx);
    let models = 0;
    const now = Date.now();
    for (const [index, demo] of demoStlModels.entries()) {
      const sellerId = await storeOf(tx, demo.store);
      if (!sellerId) continue;
      const meshes = [{ mesh: demo.mesh, label: '' }, ...(demo.moreParts ?? [])].map(({ mesh: name, label }) => {
        const bytes = Buffer.from(writeBinaryStl(demoMeshes[name](), `pazaryeri ${name}`));
        return { fileName: `${slugify(`${demo.title} ${label}`).slice(0, 60)}.stl`, bytes, mesh: readStl(bytes) };
      });
      const size = stlLimits.thumbnail.large;
      const pixels = renderThumbnail(arrangeSideBySide(meshes.map(({ mesh }) => mesh.positions)), { size, color: demo.color });
      const raw = { raw: { width: size, height: size, channels: 4 as const } };
      const large = await sharp(Buffer.from(pixels), raw).webp({ quality: 86 }).toBuffer();
      const small = await sharp(Buffer.from(pixels), raw).resize(stlLimits.thumbnail.small, stlLimits.thumbnail.small).webp({ quality: 84 }).toBuffer();
      const thumbnail = await storage.put('stl', 'webp', large);
      const thumbnailSmall = await storage.put('stl', 'webp', small);
      const parts: StoredPart[] = [];
      for (const [position, { fileName, bytes, mesh }] of meshes.entries()) {
        const preview = await storage.put('stl', 'stl', Buffer.from(writeBinaryStl(previewMesh(mesh.positions), 'pazaryeri preview')));
        parts.push(toPart({ facts: mesh.facts, bytes, crc: crc32(bytes) }, position, fileName, await privateFiles.put('stl', 'stl', bytes), preview.key));
      }
      const product = await insertModelProduct(tx, sellerId, mainCategoryId, {
        name: demo.title,
        description: demo.description,
        priceKurus: tlToKurus(demo.price),
        file: { key: parts[0].fileKey, name: parts[0].fileName, size: parts[0].fileSize },
      });
      // Spread over the last weeks, so "newest" has an order.
      const createdAt = new Date(now - (demoStlModels.length - index) * 26 * 3600 * 1000);
      await tx.insert(stlModels).values({
        productId: product.id,
        sellerId,
        categoryId: categoryIds.get(demo.category)!,
        licence: demo.licence,
        price: tlToKurus(demo.price),
        searchText: foldTurkish(`${demo.title} ${demo.category} ${demo.description}`),
        ...modelGeometry(parts),
        thumbnailKey: thumbnail.key,
        thumbnailSmallKey: thumbnailSmall.key,
        downloads: demo.downloads,
        createdAt,
        updatedAt: createdAt,
      });
      await tx.insert(stlModelParts).values(parts.map((part) => ({ productId: product.id, ...part, createdAt })));
      await tx.update(stlCategories).set({ modelCount: sql`${stlCategories.modelCount} + 1` }).where(eq(stlCategories.id, categoryIds.get(demo.category)!));
      models += 1;
    }
    return { categories: demoStlCategories.length, models };
  });
}
