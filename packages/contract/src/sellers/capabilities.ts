import { z } from 'zod';

// What a store makes: the categories and processes it serves, its materials, where it delivers
// and a capacity note. Requests are matched against these later (issue 31).

export const capabilityProcessKeys = [
  'cnc_machining',
  'laser_cutting',
  '3d_printing',
  'casting',
  'welding',
  'sheet_bending',
  '3d_modeling',
  'injection_molding',
  'turning',
  'milling',
  'surface_treatment',
  'assembly',
] as const;
export const capabilityProcess = z.enum(capabilityProcessKeys, { error: 'Listede olmayan bir üretim süreci seçildi.' });
export type CapabilityProcess = z.infer<typeof capabilityProcess>;

export const capabilityProcessLabels: Record<CapabilityProcess, string> = {
  cnc_machining: 'CNC işleme',
  laser_cutting: 'Lazer kesim',
  '3d_printing': '3D baskı',
  casting: 'Döküm',
  welding: 'Kaynak',
  sheet_bending: 'Sac büküm',
  '3d_modeling': '3D modelleme',
  injection_molding: 'Plastik enjeksiyon',
  turning: 'Torna',
  milling: 'Freze',
  surface_treatment: 'Yüzey işlem / boya',
  assembly: 'Montaj',
};

/** The processes in the order a form lists them. */
export const capabilityProcesses = capabilityProcessKeys.map((key) => ({ key, label: capabilityProcessLabels[key] }));

/** Offered while typing; any other material is accepted as written. */
export const materialSuggestions = [
  'Çelik',
  'Paslanmaz çelik',
  'Alüminyum',
  'Pirinç',
  'Bakır',
  'Dökme demir',
  'Titanyum',
  'PLA',
  'ABS',
  'PETG',
  'Naylon (PA)',
  'POM (Delrin)',
  'Polikarbonat (PC)',
  'Reçine',
  'Ahşap',
  'Kompozit',
] as const;

export const capabilityLimits = {
  categories: 30,
  processes: capabilityProcessKeys.length,
  materials: 20,
  material: { min: 2, max: 40 },
  cities: 81,
  capacityNote: 300,
} as const;

/** A plate code, '01' (Adana) to '81' (Düzce). */
export const plateCodePattern = /^(0[1-9]|[1-7]\d|8[01])$/;

export const capabilityMessages = {
  saved: 'Üretim yetkinlikleri kaydedildi.',
  storeRequired: 'Üretim yetkinliklerini düzenlemek için onaylı bir mağazanız olmalı.',
  unknownCategory: 'Seçilen kategorilerden biri bulunamadı.',
  unknownCity: 'Seçilen illerden biri bulunamadı.',
  allTurkeyWithCities: '"Tüm Türkiye" seçildiğinde ayrıca il seçilmez.',
} as const;

/** Turkish-case folding, so 'ÇELİK', 'Çelik' and 'çelik' are one material while 'I' stays 'ı'. */
const foldMaterial = (material: string) => material.toLocaleLowerCase('tr-TR');

/** Keeps the first of each group of items that fold to the same key, in the order given. */
function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const folded = key(item);
    if (seen.has(folded)) return false;
    seen.add(folded);
    return true;
  });
}

const material = z
  .string({ error: 'Malzeme adı metin olmalı.' })
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(capabilityLimits.material.min, { error: `Malzeme adı en az ${capabilityLimits.material.min} karakter olmalı.` })
      .max(capabilityLimits.material.max, { error: `Malzeme adı en fazla ${capabilityLimits.material.max} karakter olabilir.` }),
  );

const plateCode = z
  .string({ error: 'İl plaka kodu metin olmalı.' })
  .trim()
  .regex(plateCodePattern, { error: "İl plaka kodu '01' ile '81' arasında olmalı." });

/** PUT /api/seller/capabilities: the whole set; what is left out is cleared. */
export const updateCapabilitiesBody = z
  .object({
    categoryIds: z
      .array(z.uuid({ error: 'Geçersiz kategori.' }), { error: 'Kategoriler bir liste olmalı.' })
      .max(capabilityLimits.categories, { error: `En fazla ${capabilityLimits.categories} kategori seçilebilir.` })
      .default([])
      .transform((ids) => [...new Set(ids)]),
    processes: z
      .array(capabilityProcess, { error: 'Üretim süreçleri bir liste olmalı.' })
      .max(capabilityLimits.processes, { error: `En fazla ${capabilityLimits.processes} üretim süreci seçilebilir.` })
      .default([])
      .transform((keys) => [...new Set(keys)]),
    materials: z
      .array(material, { error: 'Malzemeler bir liste olmalı.' })
      .max(capabilityLimits.materials, { error: `En fazla ${capabilityLimits.materials} malzeme girilebilir.` })
      .default([])
      .transform((materials) => uniqueBy(materials, foldMaterial)),
    cities: z
      .array(plateCode, { error: 'İller bir liste olmalı.' })
      .max(capabilityLimits.cities, { error: `En fazla ${capabilityLimits.cities} il seçilebilir.` })
      .default([])
      .transform((codes) => [...new Set(codes)].sort()),
    allTurkey: z.boolean({ error: '"Tüm Türkiye" evet ya da hayır olmalı.' }).default(false),
    capacityNote: z
      .string({ error: 'Kapasite notu metin olmalı.' })
      .trim()
      .max(capabilityLimits.capacityNote, { error: `Kapasite notu en fazla ${capabilityLimits.capacityNote} karakter olabilir.` })
      .nullable()
      .optional()
      .transform((note) => (note ? note : null)),
  })
  .refine((body) => !(body.allTurkey && body.cities.length > 0), {
    path: ['cities'],
    error: capabilityMessages.allTurkeyWithCities,
  });
export type UpdateCapabilitiesBody = z.infer<typeof updateCapabilitiesBody>;

export const storeCapabilities = z.object({
  categories: z.array(z.object({ _id: z.string(), name: z.string(), slug: z.string() })),
  processes: z.array(z.object({ key: capabilityProcess, label: z.string() })),
  materials: z.array(z.string()),
  cities: z.array(z.object({ code: z.string(), name: z.string() })),
  allTurkey: z.boolean(),
  capacityNote: z.string().nullable(),
  /** null until the store first saves its capabilities. */
  updatedAt: z.string().nullable(),
});
export type StoreCapabilities = z.infer<typeof storeCapabilities>;

export const capabilitiesResponse = z.object({ message: z.string().optional(), capabilities: storeCapabilities });
export type CapabilitiesResponse = z.infer<typeof capabilitiesResponse>;
