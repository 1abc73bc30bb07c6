import { slugify } from '@pazaryeri/contract';
import { advertLimits, type AdvertType, type OfferStatus, type RequestUnit } from '@pazaryeri/contract/adverts/index';
import type { CapabilityProcess } from '@pazaryeri/contract/sellers/capabilities';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { drawSvg } from '../lib/drawn-pictures';
import type { Storage } from '../integrations/storage';
import type { PrivateFiles } from '../integrations/storage/private-files';
import { findCityByName } from '../lib/locations';
import { hashPassword } from '../lib/passwords';
import { foldTurkish } from '../lib/turkish';
import { type AdvertImage, advertFiles, adverts } from '../db/schema/adverts';
import { recogniseFileFormat, sampleDxf, samplePdf, sampleStep, sampleStl, technicalFileFormats } from '../modules/adverts';
import { categories } from '../db/schema/categories';
import { insertMessageInRoom, pairKeyOf, upsertRoom } from '../modules/chat';
import { adjustCounts } from '../modules/offers';
import { offers } from '../db/schema/offers';
import { sellers } from '../db/schema/sellers';
import { users } from '../db/schema/users';
import type { Db } from '../db/client';
import { advisoryLocks } from '../db/advisory-locks';

const ADVERTS_LOCK = advisoryLocks.demoAdverts;
const DAY = 86_400_000;

/** Buyers who post customer requests (the demo buyer and two more). */
export const advertBuyers = [
  { name: 'Ayşe Yılmaz', email: 'alici@pazaryeri.test', password: 'Alici12345' },
  { name: 'Burak Koç', email: 'talep@pazaryeri.test', password: 'Talep12345' },
  { name: 'Selin Aksoy', email: 'muhendis@pazaryeri.test', password: 'Muhendis123' },
] as const;

type Drawing = 'bracket' | 'gear' | 'box' | 'printer' | 'plate' | 'helmet';

/** A request's technical file, drawn in code: a PDF drawing, a DXF cut outline, an STL or STEP model. */
interface DemoFile {
  name: string;
  build(title: string): Buffer;
}

/** What a customer request asks for (issue 31). */
interface DemoSpec {
  quantity: number;
  unit: RequestUnit;
  material?: string;
  process?: CapabilityProcess;
  file?: DemoFile;
  /** No budget: "teklif bekliyorum". */
  budgetOpen?: boolean;
}

interface DemoAdvert {
  owner: string;
  advertType: AdvertType;
  title: string;
  description: string;
  category: string;
  budget: number;
  daysAgo: number;
  deadlineDays?: number;
  city: string;
  drawing: Drawing;
  spec?: DemoSpec;
}

const pdf = (name: string): DemoFile => ({ name, build: (title) => samplePdf(title) });
const dxf = (name: string): DemoFile => ({ name, build: () => sampleDxf() });
const stl = (name: string, size: [number, number, number] = [40, 30, 20]): DemoFile => ({ name, build: () => sampleStl(...size) });
const step = (name: string): DemoFile => ({ name, build: () => sampleStep(name.replace(/\.\w+$/, '')) });

const request = (
  owner: string,
  title: string,
  description: string,
  category: string,
  budget: number,
  daysAgo: number,
  drawing: Drawing,
  city: string,
  spec: DemoSpec,
): DemoAdvert => ({
  owner,
  advertType: 'customerRequest',
  title,
  description,
  category,
  budget,
  daysAgo,
  deadlineDays: 10 + ((budget / 100) % 20),
  city,
  drawing,
  spec,
});

const [ayse, burak, selin] = advertBuyers.map((buyer) => buyer.email);

export const demoRequests: DemoAdvert[] = [
  request(ayse, 'Montaj braketi için 3D model ve STL', 'Ekteki ölçülere göre L tipi montaj braketinin 3D modeli. 4 adet M6 delik, 3 mm et kalınlığı. STEP ve STL istiyorum.', '3D Baskı ve Modelleme', 2000, 1, 'bracket', 'İstanbul', {
    quantity: 1, unit: 'piece', material: 'Alüminyum', process: '3d_modeling', file: stl('braket-taslak.stl', [60, 40, 3]),
  }),
  request(ayse, 'Konveyör için özel dişli çizimi', 'Z=24, modül 2 düz dişli; teknik resim ve CNC ile imalat. Malzeme önerisi de bekliyorum.', 'Rulman ve Güç Aktarım', 3500, 2, 'gear', 'Bursa', {
    quantity: 4, unit: 'piece', material: 'Çelik', process: 'cnc_machining', file: pdf('disli-teknik-resim.pdf'),
  }),
  request(ayse, 'Elektrik panosu için etiket ve kapak tasarımı', 'Pano ön kapağı için kesim dosyası (DXF) ve 12 adet etiket tasarımı.', 'Elektrik ve Otomasyon', 1200, 3, 'box', 'İstanbul', {
    quantity: 12, unit: 'piece', material: 'Paslanmaz çelik', process: 'laser_cutting', file: dxf('pano-kapak.dxf'),
  }),
  request(burak, 'Prototip gövde için 20 adet 3D baskı', 'PETG, 120×80×40 mm gövde. Yüzey temizliği dahil 20 adet.', '3D Baskı ve Modelleme', 4800, 1, 'printer', 'İzmir', {
    quantity: 20, unit: 'piece', material: 'PETG', process: '3d_printing', file: stl('govde.stl', [120, 80, 40]),
  }),
  request(burak, 'CNC kesim için paslanmaz plaka', '2 mm AISI 304, 50 adet, lazer kesim ve büküm. Çizim ektedir.', 'Metal ve Malzeme', 9000, 4, 'plate', 'Kocaeli', {
    quantity: 50, unit: 'piece', material: 'Paslanmaz çelik', process: 'laser_cutting', file: dxf('plaka-304.dxf'),
  }),
  request(burak, 'Hidrolik silindir bağlantı parçası modeli', 'Mevcut parçadan ölçü alınıp 3D modellenmesi; tersine mühendislik.', 'Hidrolik ve Pnömatik', 2600, 6, 'bracket', 'Konya', {
    quantity: 1, unit: 'piece', material: 'Çelik', process: '3d_modeling',
  }),
  request(selin, 'Fabrika yerleşim planının 3D görselleştirilmesi', '1.200 m² atölyenin makine yerleşimiyle 3D modeli ve 4 render.', '3D Baskı ve Modelleme', 7500, 2, 'box', 'Ankara', {
    quantity: 1, unit: 'set', process: '3d_modeling', file: pdf('yerlesim-plani.pdf'),
  }),
  request(selin, 'İş güvenliği ekipmanı toplu alım teklifi', '60 baret, 60 gözlük, 120 çift eldiven. Logo baskısı isteğe bağlı.', 'İş Güvenliği', 15000, 5, 'helmet', 'Ankara', {
    quantity: 60, unit: 'set', material: 'ABS', process: 'surface_treatment',
  }),
  request(selin, 'Servo motor montaj plakası tasarımı', 'NEMA 23 için montaj plakası, alüminyum, CNC işleme; 3D model + teknik resim.', 'Elektrik ve Otomasyon', 1800, 8, 'plate', 'Eskişehir', {
    quantity: 10, unit: 'piece', material: 'Alüminyum', process: 'cnc_machining', file: pdf('servo-plaka.pdf'),
  }),
  request(ayse, 'Ambalaj kutusu iç yerleşim (insert) tasarımı', 'Hassas ölçü aletleri için köpük insert tasarımı, kesim dosyasıyla. Bütçeyi tekliflere göre belirleyeceğiz.', 'Ambalaj ve Lojistik', 1500, 9, 'box', 'İstanbul', {
    quantity: 200, unit: 'piece', material: 'Köpük', process: 'laser_cutting', file: dxf('insert-yerlesim.dxf'), budgetOpen: true,
  }),
  request(burak, 'Yedek dişli kutusu parçalarının modellenmesi', 'Eski bir redüktörün 6 parçasının 3D modeli; ölçüler yerinde alınacak.', 'Makine ve Ekipman', 12000, 10, 'gear', 'Gaziantep', {
    quantity: 6, unit: 'piece', material: 'Çelik', process: '3d_modeling', file: step('reduktor-kapak.step'),
  }),
  request(selin, 'Kalıp için numune parça baskısı', 'SLA reçine ile 5 adet numune, ince detaylı yüzey.', '3D Baskı ve Modelleme', 2200, 11, 'printer', 'İstanbul', {
    quantity: 5, unit: 'piece', material: 'Reçine', process: '3d_printing', file: stl('numune.stl', [30, 30, 15]),
  }),
  request(ayse, 'El aleti tutacağı ergonomik tasarım', 'Matkap için yan tutamak, ergonomik 3D model, 2 revizyon.', 'El ve Elektrikli Aletler', 3000, 12, 'bracket', 'İstanbul', {
    quantity: 1, unit: 'piece', material: 'ABS', process: '3d_modeling',
  }),
  request(burak, 'Cıvata ve somun katalog görselleri', '30 ürün için beyaz fonda 3D render, 1200×1200.', 'Hırdavat ve Bağlantı Elemanları', 4000, 13, 'gear', 'İzmir', {
    quantity: 30, unit: 'piece', process: '3d_modeling',
  }),
  request(selin, 'Pnömatik valf bloğu için kapak modeli', 'Valf bloğu koruyucu kapağı; CNC işleme ile 8 adet, STEP model ekte.', 'Hidrolik ve Pnömatik', 1700, 14, 'plate', 'Kocaeli', {
    quantity: 8, unit: 'piece', material: 'Alüminyum', process: 'cnc_machining', file: step('valf-kapak.step'),
  }),
];

const service = (owner: string, title: string, description: string, category: string, budget: number, daysAgo: number, drawing: Drawing, advertType: AdvertType = 'service'): DemoAdvert => ({
  owner,
  advertType,
  title,
  description,
  category,
  budget,
  daysAgo,
  city: 'İstanbul',
  drawing,
});

export const demoStoreAdverts: DemoAdvert[] = [
  service('tasarim@pazaryeri.test', 'Endüstriyel parça 3D modelleme hizmeti', 'Çizimden ya da numuneden SolidWorks ile 3D model, STEP/STL teslim. 2 revizyon dahil.', '3D Baskı ve Modelleme', 1500, 3, 'bracket'),
  service('tasarim@pazaryeri.test', 'Tersine mühendislik ve ölçü alma', 'Kumpas ve 3D tarama ile mevcut parçanın ölçülmesi ve modellenmesi.', '3D Baskı ve Modelleme', 2500, 6, 'gear'),
  service('tasarim@pazaryeri.test', 'Ürün render ve katalog görseli', 'Ürünleriniz için fotogerçekçi render, beyaz fon ve sahne seçenekleri.', '3D Baskı ve Modelleme', 250, 9, 'box'),
  service('tasarim@pazaryeri.test', 'FDM/SLA prototip baskı', 'PLA, PETG, ABS ve reçine ile hızlı prototip, 48 saatte kargo.', '3D Baskı ve Modelleme', 400, 12, 'printer'),
  service('hirdavat@pazaryeri.test', 'Özel ölçü cıvata imalatı', 'Standart dışı boy ve dişte cıvata, 100 adetten başlayan siparişler.', 'Hırdavat ve Bağlantı Elemanları', 3000, 4, 'gear', 'product'),
  service('hirdavat@pazaryeri.test', 'Bağlantı elemanı tedarik danışmanlığı', 'Projeniz için doğru bağlantı elemanlarının seçimi ve toplu tedarik.', 'Hırdavat ve Bağlantı Elemanları', 1000, 15, 'bracket'),
  service('otomasyon@pazaryeri.test', 'PLC programlama ve pano devreye alma', 'Siemens ve Delta PLC programlama, yerinde devreye alma.', 'Elektrik ve Otomasyon', 8000, 5, 'box'),
  service('otomasyon@pazaryeri.test', 'Servo sürücü parametre ayarı', 'Uzaktan ya da yerinde servo sürücü ayarı ve eğitim.', 'Elektrik ve Otomasyon', 2000, 10, 'gear'),
  service('guvenlik@pazaryeri.test', 'Logolu iş güvenliği ekipmanı', 'Baret, yelek ve eldivene firma logosu baskısı, 50 adetten başlar.', 'İş Güvenliği', 5000, 7, 'helmet', 'product'),
  service('satici@pazaryeri.test', 'Lazer kesim ve büküm hizmeti', '6 mm’ye kadar sac lazer kesim, abkant büküm, kaynak.', 'Metal ve Malzeme', 6000, 8, 'plate'),
];

const palette = ['#2563eb', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#15803d'];
const drawings: Record<Drawing, string> = {
  bracket: '<path d="M20 20 h20 v50 h45 v18 h-65 z" fill="#f8fafc" stroke="#0f172a" stroke-width="2.5"/><circle cx="30" cy="32" r="4" fill="#0f172a"/><circle cx="30" cy="52" r="4" fill="#0f172a"/><circle cx="60" cy="79" r="4" fill="#0f172a"/><circle cx="75" cy="79" r="4" fill="#0f172a"/>',
  gear: '<circle cx="50" cy="50" r="30" fill="#f8fafc" stroke="#0f172a" stroke-width="8" stroke-dasharray="7 5"/><circle cx="50" cy="50" r="24" fill="#f8fafc" stroke="#0f172a" stroke-width="2.5"/><circle cx="50" cy="50" r="8" fill="#0f172a"/>',
  box: '<path d="M20 35 L50 20 L80 35 L80 70 L50 85 L20 70 Z" fill="#f8fafc" stroke="#0f172a" stroke-width="2.5"/><path d="M20 35 L50 50 L80 35 M50 50 L50 85" fill="none" stroke="#0f172a" stroke-width="2.5"/>',
  printer: '<rect x="18" y="15" width="64" height="70" rx="4" fill="#f8fafc" stroke="#0f172a" stroke-width="2.5"/><rect x="28" y="25" width="44" height="6" fill="#0f172a"/><path d="M46 31 L54 31 L50 40 Z" fill="#0f172a"/><path d="M35 72 h30 v-20 l-8 -6 h-14 l-8 6 z" fill="#fde68a" stroke="#0f172a" stroke-width="2"/>',
  plate: '<path d="M15 30 L70 20 L85 70 L30 80 Z" fill="#e2e8f0" stroke="#0f172a" stroke-width="2.5"/><circle cx="30" cy="38" r="4" fill="#0f172a"/><circle cx="68" cy="31" r="4" fill="#0f172a"/><circle cx="74" cy="64" r="4" fill="#0f172a"/><circle cx="36" cy="71" r="4" fill="#0f172a"/>',
  helmet: '<path d="M18 65 Q18 25 50 22 Q82 25 82 65 Z" fill="#facc15" stroke="#0f172a" stroke-width="2.5"/><rect x="12" y="63" width="76" height="9" rx="3" fill="#facc15" stroke="#0f172a" stroke-width="2.5"/><path d="M50 22 V60" stroke="#0f172a" stroke-width="2"/>',
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A drawn picture for an advert: its category colour, a line drawing and its title. */
export function drawAdvert(title: string, drawing: Drawing, accent: string) {
  const words = title.split(' ');
  const lines: string[] = [''];
  for (const word of words) {
    if ((lines[lines.length - 1] + ' ' + word).trim().length > 26) lines.push(word);
    else lines[lines.length - 1] = `${lines[lines.length - 1]} ${word}`.trim();
  }
  const text = lines
    .slice(0, 2)
    .map((line, index) => `<text x="320" y="${400 + index * 34}" font-family="DejaVu Sans, sans-serif" font-size="28" font-weight="700" fill="#f8fafc" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
    <rect width="640" height="480" fill="${accent}"/><rect x="24" y="24" width="592" height="432" rx="24" fill="none" stroke="#ffffff55" stroke-width="2"/>
    <g transform="translate(200 40) scale(2.4)">${drawings[drawing]}</g>${text}</svg>`;
  return drawSvg(svg, { format: 'webp', quality: 82 });
}

/** A request's technical file in private storage, with its row. */
async function insertDemoFile(tx: Db, privateFiles: PrivateFiles, advertId: string, file: DemoFile, title: string, createdAt: Date) {
  const data = file.build(title);
  const format = recogniseFileFormat(data, data.length);
  if (!format) throw new Error(`demo file not recognised: ${file.name}`);
  const storageKey = await privateFiles.put('advert-files', technicalFileFormats[format].extensions[0], data);
  await tx.insert(advertFiles).values({ advertId, name: file.name, format, mimeType: technicalFileFormats[format].mimeType, size: data.length, storageKey, createdAt });
}

async function ensureBuyers(db: Db) {
  const ids = new Map<string, string>();
  for (const buyer of advertBuyers) {
    let [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, buyer.email)).limit(1);
    row ??= (await db.insert(users).values({ name: buyer.name, email: buyer.email, role: 'user', passwordHash: await hashPassword(buyer.password) }).onConflictDoNothing().returning({ id: users.id }))[0];
    if (row) ids.set(buyer.email, row.id);
  }
  return ids;
}

interface DemoOfferPlan {
  request: number;
  store: string;
  amount: number;
  days: number;
  revisions: number;
  status: OfferStatus;
  viaChat?: boolean;
  note: string;
}

/** Offers on the requests: the first request has three (one through chat); its accepted one makes it inProgress. */
export const demoOffers: DemoOfferPlan[] = [
  { request: 0, store: 'tasarim@pazaryeri.test', amount: 1850, days: 5, revisions: 3, status: 'pending', viaChat: true, note: 'STEP ve STL teslim ederim; 3 revizyon dahil.' },
  { request: 0, store: 'hirdavat@pazaryeri.test', amount: 1600, days: 8, revisions: 1, status: 'pending', note: 'Basit bir braket, 8 günde teslim.' },
  { request: 0, store: 'otomasyon@pazaryeri.test', amount: 2100, days: 4, revisions: 2, status: 'withdrawn', note: 'Yoğunluk nedeniyle geri çektik.' },
  { request: 3, store: 'tasarim@pazaryeri.test', amount: 4500, days: 6, revisions: 1, status: 'accepted', viaChat: true, note: 'PETG, 20 adet, yüzey temizliği dahil.' },
  { request: 3, store: 'satici@pazaryeri.test', amount: 4200, days: 10, revisions: 0, status: 'rejected', note: 'Atölyemizde FDM ile basarız.' },
  { request: 4, store: 'satici@pazaryeri.test', amount: 8700, days: 7, revisions: 0, status: 'pending', note: 'Lazer kesim + büküm, 7 iş günü.' },
  { request: 6, store: 'tasarim@pazaryeri.test', amount: 7000, days: 12, revisions: 2, status: 'pending', note: 'Yerleşim modeli ve 4 render; sahada ölçü alırız.' },
  { request: 7, store: 'guvenlik@pazaryeri.test', amount: 14200, days: 3, revisions: 0, status: 'pending', viaChat: true, note: 'Logolu baskı dahil, 3 günde sevk.' },
  { request: 8, store: 'otomasyon@pazaryeri.test', amount: 1750, days: 4, revisions: 2, status: 'rejected', note: 'Alüminyum 6061, teknik resimle.' },
  { request: 10, store: 'tasarim@pazaryeri.test', amount: 11500, days: 15, revisions: 2, status: 'pending', note: '6 parça, yerinde ölçü ile.' },
  { request: 11, store: 'tasarim@pazaryeri.test', amount: 2100, days: 3, revisions: 1, status: 'pending', note: 'SLA reçine, 0,05 mm katman.' },
];

/**
 * ~15 customer requests from three buyers (what each asks for, most with a technical file when
 * private files can be written), ~10 store adverts (Kuzey 3D Tasarım's 3D-modelling services
 * among them), with drawn pictures when files can be written, and offers in several statuses (one
 * accepted, some through chat rooms whose cards show them). Once per database.
 */
export async function seedDemoAdverts(db: Db, storage?: Storage, privateFiles?: PrivateFiles, now = Date.now()) {
  // Offer cards are posted after the commit (the send statement is prepared on the app's handle only).
  const cards: { roomId: string; storeUserId: string; buyerId: string; offerId: string }[] = [];
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVERTS_LOCK})`);
    const [{ value }] = await tx.select({ value: count() }).from(adverts);
    if (value > 0) return { adverts: 0, offers: 0 };
    const buyerIds = await ensureBuyers(tx);
    const storeRows = await tx
      .select({ id: sellers.id, userId: sellers.userId, email: users.email, status: sellers.status })
      .from(sellers)
      .innerJoin(users, eq(users.id, sellers.userId))
      .where(inArray(users.email, [...new Set([...demoStoreAdverts, ...demoOffers].map((item) => ('owner' in item ? item.owner : item.store)))]));
    const stores = new Map(storeRows.filter((row) => row.status === 'approved').map((row) => [row.email, row]));
    const categoryIds = new Map((await tx.select({ id: categories.id, name: categories.name }).from(categories)).map((row) => [row.name, row.id]));

    const insertAdvert = async (item: DemoAdvert, index: number) => {
      const userId = item.advertType === 'customerRequest' ? buyerIds.get(item.owner) : stores.get(item.owner)?.userId;
      if (!userId) return null;
      let images: AdvertImage[] = [];
      if (storage) {
        const picture = await drawAdvert(item.title, item.drawing, palette[index % palette.length]);
        const stored = await storage.put('adverts', 'webp', picture);
        images = [{ url: stored.url, key: stored.key, detailUrl: stored.url, detailKey: stored.key }];
      }
      const createdAt = new Date(now - item.daysAgo * DAY - index * 3_600_000);
      const { spec } = item;
      const [row] = await tx
        .insert(adverts)
        .values({
          userId,
          sellerId: item.advertType === 'customerRequest' ? null : (stores.get(item.owner)?.id ?? null),
          advertType: item.advertType,
          title: item.title,
          slug: `${slugify(item.title)}-${(index + 1).toString(16).padStart(4, '0')}`,
          description: item.description,
          categoryId: categoryIds.get(item.category) ?? null,
          budgetKurus: spec?.budgetOpen ? 0 : item.budget * 100,
          budgetOpen: spec?.budgetOpen ?? false,
          deadline: item.deadlineDays ? new Date(now + item.deadlineDays * DAY).toISOString().slice(0, 10) : null,
          city: item.city,
          cityCode: findCityByName(item.city)?.cityCode ?? null,
          quantity: spec?.quantity ?? null,
          unit: spec?.unit ?? null,
          material: spec?.material ?? null,
          process: spec?.process ?? null,
          maxOffers: item.advertType === 'customerRequest' ? advertLimits.defaultMaxOffers : null,
          images,
          searchText: foldTurkish(`${item.title} ${item.description}`),
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      if (spec?.file && privateFiles) await insertDemoFile(tx, privateFiles, row.id, spec.file, item.title, createdAt);
      return row;
    };

    const requests = [];
    for (const [index, item] of demoRequests.entries()) requests.push(await insertAdvert(item, index));
    let created = requests.filter(Boolean).length;
    for (const [index, item] of demoStoreAdverts.entries()) if (await insertAdvert(item, demoRequests.length + index)) created += 1;

    let offerCount = 0;
    for (const [index, plan] of demoOffers.entries()) {
      const advert = requests[plan.request];
      const store = stores.get(plan.store);
      if (!advert || !store) continue;
      const createdAt = new Date(advert.createdAt.getTime() + (index + 1) * 3_600_000);
      let roomId: string | null = null;
      if (plan.viaChat) {
        ({ roomId } = await upsertRoom(tx, {
          pairKey: pairKeyOf(store.userId, advert.userId),
          startedById: store.userId,
          contextType: 'request',
          contextId: advert.id,
          productId: null,
          sellerId: null,
          members: [
            { userId: store.userId, role: 'freelancer' },
            { userId: advert.userId, role: 'buyer' },
          ],
        }));
      }
      const decided = plan.status !== 'pending';
      const [offer] = await tx
        .insert(offers)
        .values({
          advertId: advert.id,
          roomId,
          sellerId: store.id,
          buyerId: advert.userId,
          amountKurus: plan.amount * 100,
          deliveryDays: plan.days,
          revisions: plan.revisions,
          note: plan.note,
          validUntil: new Date(now + 14 * DAY),
          status: plan.status,
          statusNote: plan.status === 'rejected' ? (plan.request === 3 ? 'Bu talep için başka bir teklif kabul edildi.' : 'Bütçemiz bu tutarın altında.') : null,
          decidedAt: decided ? new Date(createdAt.getTime() + DAY / 2) : null,
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      await adjustCounts(tx, store.id, null, plan.status);
      if (plan.status !== 'withdrawn') await tx.update(adverts).set({ offersCount: sql`${adverts.offersCount} + 1` }).where(eq(adverts.id, advert.id));
      if (plan.status === 'accepted') await tx.update(adverts).set({ status: 'inProgress', saleStatus: 'inNegotiation' }).where(eq(adverts.id, advert.id));
      if (roomId) cards.push({ roomId, storeUserId: store.userId, buyerId: advert.userId, offerId: offer.id });
      offerCount += 1;
    }
    return { adverts: created, offers: offerCount };
  });
  for (const card of cards) {
    const base = { roomId: card.roomId, senderId: card.storeUserId, senderRole: 'freelancer' as const, attachments: [] };
    await insertMessageInRoom(db, { ...base, content: 'Merhaba, talebiniz için teklifimi ilettim.' }, card.buyerId);
    await insertMessageInRoom(db, { ...base, content: '', offerId: card.offerId }, card.buyerId);
  }
  return result;
}
