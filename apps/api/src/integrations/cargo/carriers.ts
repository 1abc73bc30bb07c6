import type { CargoCarrier } from './provider';
import type { ServiceTariff } from './pricing';

/**
 * The sandbox's carriers and services. Prices are the sandbox's own (believable 2025 list
 * prices for a store without a contract), not any carrier's; the real adapter reads prices from
 * offers only.
 */
export const sandboxTariffs: ServiceTariff[] = [
  { code: 'YURTICI_STANDART', providerCode: 'YURTICI', name: 'Yurtiçi Standart', base: [8900, 9900, 11400, 12900], perDesi: 1450, days: [1, 2, 2, 3] },
  { code: 'YURTICI_HIZLI', providerCode: 'YURTICI', name: 'Yurtiçi Hızlı Teslimat', base: [12900, 14400, 16400, 18900], perDesi: 1800, days: [1, 1, 1, 2] },
  { code: 'ARAS_STANDART', providerCode: 'ARAS', name: 'Aras Standart', base: [8500, 9500, 10900, 12400], perDesi: 1400, days: [1, 2, 3, 3] },
  { code: 'MNG_STANDART', providerCode: 'MNG', name: 'MNG Standart', base: [8200, 9200, 10600, 12100], perDesi: 1350, days: [1, 2, 3, 4] },
  { code: 'PTT_STANDART', providerCode: 'PTT', name: 'PTT Kargo Standart', base: [6900, 7900, 9200, 10500], perDesi: 1200, days: [2, 3, 4, 5] },
  { code: 'SURAT_STANDART', providerCode: 'SURAT', name: 'Sürat Standart', base: [7900, 8900, 10200, 11600], perDesi: 1300, days: [1, 2, 3, 4] },
  { code: 'HEPSIJET_STANDART', providerCode: 'HEPSIJET', name: 'HepsiJet Standart', base: [7500, 8500, 9800, 11200], perDesi: 1250, days: [1, 1, 2, 3] },
  { code: 'KOLAYGELSIN_STANDART', providerCode: 'KOLAYGELSIN', name: 'Kolay Gelsin Standart', base: [7200, 8200, 9500, 10900], perDesi: 1300, days: [2, 2, 3, 4] },
];

const carrier = (code: string, name: string, website: string, supportPhone: string | null, instruction: string): CargoCarrier => ({
  code,
  name,
  website,
  supportPhone,
  instruction,
  isActive: true,
  services: sandboxTariffs.filter((tariff) => tariff.providerCode === code).map((tariff) => ({ code: tariff.code, providerCode: code, name: tariff.name, isActive: true })),
});

export const sandboxCarriers: CargoCarrier[] = [
  carrier('YURTICI', 'Yurtiçi Kargo', 'https://www.yurticikargo.com', '4449999', 'Paketi etiketiyle en yakın Yurtiçi Kargo şubesine teslim edin veya kurye çağırın.'),
  carrier('ARAS', 'Aras Kargo', 'https://www.araskargo.com.tr', null, 'Gönderinizi etiketiyle şubeye bırakın. Müşteri hizmetleri: 08502220000.'),
  carrier('MNG', 'MNG Kargo', 'https://www.mngkargo.com.tr', '4440606', 'Etiketi paketin üst yüzüne yapıştırın; kurye aynı gün teslim alır.'),
  carrier('PTT', 'PTT Kargo', 'https://gonderitakip.ptt.gov.tr', null, 'Paketi herhangi bir PTT işyerine teslim edin. Bilgi için 04441788 numaralı hattı arayın.'),
  carrier('SURAT', 'Sürat Kargo', 'https://www.suratkargo.com.tr', '08502020202', 'Etiketli paketi Sürat Kargo şubesine teslim edin.'),
  carrier('HEPSIJET', 'HepsiJet', 'https://www.hepsijet.com', null, 'Kurye randevunuz etiket alındığında oluşturulur. Destek: 08502527000.'),
  carrier('KOLAYGELSIN', 'Kolay Gelsin', 'https://www.kolaygelsin.com', null, 'Paketi Kolay Gelsin noktalarından birine bırakın. Çağrı merkezi: 0850 811 0 811.'),
];

/** §9: a provider's support phone is the 11-digit number in its instruction text when absent. */
export function supportPhoneOf(provider: { supportPhone: string | null; instruction: string }): string | null {
  if (provider.supportPhone) return provider.supportPhone;
  const digits = provider.instruction.match(/\d[\d ]{9,}\d/g) ?? [];
  for (const run of digits) {
    const number = run.replace(/ /g, '');
    if (number.length === 11) return number;
  }
  return null;
}
