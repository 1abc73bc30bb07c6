import type { CapabilityProcess } from '@pazaryeri/contract/sellers/index';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { findCityByName } from '../lib/locations';
import { sellerCapabilities, sellerCapabilityCategories } from '../db/schema/capabilities';
import { categories } from '../db/schema/categories';
import { sellers } from '../db/schema/sellers';

interface DemoCapabilities {
  alias: string;
  /** Names from the demo category tree (categories.ts). */
  categories: string[];
  processes: CapabilityProcess[];
  materials: string[];
  cities: string[];
  allTurkey: boolean;
  capacityNote: string;
}

/** What each demo store makes, from its catalogue and its place (catalogue-stores.ts, categories.ts). */
const demoCapabilities: DemoCapabilities[] = [
  {
    alias: 'demir-endustriyel',
    categories: ['Makine ve Ekipman', 'Hidrolik ve Pnömatik', 'Metal ve Malzeme'],
    processes: ['cnc_machining', 'turning', 'milling', 'welding'],
    materials: ['Çelik', 'Paslanmaz çelik', 'Alüminyum', 'Pirinç', 'Dökme demir'],
    // Ostim, Ankara: İç Anadolu and the industrial cities a day's drive away.
    cities: ['06', '26', '41', '42', '34', '71', '18'],
    allTurkey: false,
    capacityNote: 'Ayda yaklaşık 3.000 parça CNC işleme; 4 eksen dik işlem merkezi, 2 CNC torna, TIG/MIG kaynak.',
  },
  {
    alias: 'anadolu-hirdavat',
    categories: ['Hırdavat ve Bağlantı Elemanları', 'Ambalaj ve Lojistik'],
    processes: ['turning', 'surface_treatment', 'assembly'],
    materials: ['Çelik', 'Paslanmaz çelik', 'Pirinç'],
    cities: [],
    allTurkey: true,
    capacityNote: 'Özel ölçü cıvata ve burç: ayda 20.000 adede kadar, galvaniz ve çinko kaplama dahil.',
  },
  {
    alias: 'ege-otomasyon',
    categories: ['Elektrik ve Otomasyon', 'Rulman ve Güç Aktarım'],
    processes: ['laser_cutting', 'sheet_bending', 'assembly'],
    materials: ['Paslanmaz çelik', 'Alüminyum', 'Bakır'],
    cities: ['35', '45', '09', '20', '10', '16', '48'],
    allTurkey: false,
    capacityNote: 'Ayda 40 adet pano imalatı ve montajı; sac kabin kesim ve büküm atölyemizde.',
  },
  {
    alias: 'marmara-is-guvenligi',
    categories: ['İş Güvenliği'],
    processes: ['surface_treatment', 'assembly'],
    materials: ['ABS', 'Polikarbonat (PC)', 'Kompozit'],
    cities: ['41', '34', '16', '54', '11', '77', '59'],
    allTurkey: false,
    capacityNote: 'Baret ve yeleklere logo baskı: ayda 5.000 adet, 10 iş günü teslim.',
  },
  {
    alias: 'kuzey-3d',
    categories: ['3D Baskı ve Modelleme'],
    processes: ['3d_printing', '3d_modeling'],
    materials: ['PLA', 'ABS', 'PETG', 'Naylon (PA)', 'Reçine'],
    cities: [],
    allTurkey: true,
    capacityNote: '6 FDM ve 2 reçine yazıcı; ayda 300 parça, tersine mühendislik için 3D tarama.',
  },
];

/** The demo stores' capabilities, once: a store that already has capabilities keeps them. */
export async function seedDemoCapabilities(db: Db) {
  for (const demo of demoCapabilities) {
    const [store] = await db.select({ id: sellers.id, address: sellers.storeAddress }).from(sellers).where(eq(sellers.alias, demo.alias)).limit(1);
    if (!store) continue;
    const served = await db.select({ id: categories.id }).from(categories).where(inArray(categories.name, demo.categories));
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(sellerCapabilities)
        .values({
          sellerId: store.id,
          processes: demo.processes,
          materials: demo.materials,
          cityCodes: [...demo.cities].sort(),
          allTurkey: demo.allTurkey,
          capacityNote: demo.capacityNote,
          baseCityCode: findCityByName(store.address.city)?.cityCode ?? null,
        })
        .onConflictDoNothing()
        .returning({ sellerId: sellerCapabilities.sellerId });
      if (!created || served.length === 0) return;
      await tx.insert(sellerCapabilityCategories).values(served.map((category) => ({ sellerId: store.id, categoryId: category.id })));
    });
  }
}
