/** The industrial category tree of the demo (and a sensible starting tree for a real install). */
export const demoCategories: { name: string; icon: string; description: string; subs: string[] }[] = [
  {
    name: 'Makine ve Ekipman',
    icon: 'cog',
    description: 'Üretim hatları için tezgahlar, presler, kompresörler ve kaynak makineleri.',
    subs: ['CNC Tezgahları', 'Torna Makineleri', 'Kompresörler', 'Hidrolik Presler', 'Kaynak Makineleri'],
  },
  {
    name: 'Hırdavat ve Bağlantı Elemanları',
    icon: 'wrench',
    description: 'Vida, cıvata, somun, perçin ve dübel çeşitleri.',
    subs: ['Vidalar', 'Cıvata ve Somunlar', 'Perçinler', 'Dübeller', 'Pullar'],
  },
  {
    name: 'Elektrik ve Otomasyon',
    icon: 'zap',
    description: 'PLC, sensör, motor, kablo ve şalt malzemeleri.',
    subs: ['PLC ve Kontrol Sistemleri', 'Sensörler', 'Elektrik Motorları', 'Kablo ve Kablo Kanalları', 'Şalt Malzemeleri'],
  },
  {
    name: 'Hidrolik ve Pnömatik',
    icon: 'gauge',
    description: 'Pompalar, silindirler, valfler, hortum ve rakorlar.',
    subs: ['Hidrolik Pompalar', 'Pnömatik Silindirler', 'Valfler', 'Hortum ve Rakorlar'],
  },
  {
    name: 'İş Güvenliği',
    icon: 'hard-hat',
    description: 'Kişisel koruyucu donanım ve yüksekte çalışma ekipmanları.',
    subs: ['Baretler', 'İş Eldivenleri', 'İş Ayakkabıları', 'Koruyucu Gözlükler', 'Yüksekte Çalışma Ekipmanları'],
  },
  {
    name: 'Metal ve Malzeme',
    icon: 'layers',
    description: 'Çelik profil, alüminyum levha, paslanmaz çelik, bakır ve pirinç.',
    subs: ['Çelik Profiller', 'Alüminyum Levhalar', 'Paslanmaz Çelik', 'Bakır ve Pirinç'],
  },
  {
    name: 'El ve Elektrikli Aletler',
    icon: 'hammer',
    description: 'Matkap, taşlama, anahtar takımları ve ölçüm aletleri.',
    subs: ['Matkaplar', 'Taşlama Makineleri', 'Anahtar Takımları', 'Ölçüm Aletleri'],
  },
  {
    name: 'Rulman ve Güç Aktarım',
    icon: 'circle-dot',
    description: 'Rulman, kayış, zincir, dişli ve redüktörler.',
    subs: ['Rulmanlar', 'Kayışlar', 'Zincirler ve Dişliler', 'Redüktörler'],
  },
  {
    name: '3D Baskı ve Modelleme',
    icon: 'box',
    description: 'İndirilebilir STL modeller, filamentler, 3D yazıcılar ve tasarım hizmetleri.',
    subs: ['STL Modeller', '3D Yazıcı Filamentleri', '3D Yazıcılar', 'Tasarım Hizmetleri'],
  },
  {
    name: 'Ambalaj ve Lojistik',
    icon: 'package',
    description: 'Koli, streç film, palet ve depo ekipmanları.',
    subs: ['Koli ve Kutular', 'Streç Film', 'Palet ve Kasalar', 'Transpalet'],
  },
];

/** Demo accounts of the embedded default; the README lists them. */
export const demoUsers = [
  { name: 'Pazaryeri Yönetici', email: 'admin@pazaryeri.test', password: 'Yonetici123', role: 'admin' },
  { name: 'Ayşe Yılmaz', email: 'alici@pazaryeri.test', password: 'Alici12345', role: 'user' },
  { name: 'Mehmet Demir', email: 'satici@pazaryeri.test', password: 'Satici12345', role: 'seller' },
  { name: 'Zeynep Kaya', email: 'pazarlama@pazaryeri.test', password: 'Pazarlama123', role: 'marketing' },
  { name: 'Can Arslan', email: 'basvuru@pazaryeri.test', password: 'Basvuru123', role: 'user' },
] as const;

/** Demo stores: one approved (the demo seller's), one application waiting in the admin's queue. */
export const demoStores = [
  {
    ownerEmail: 'satici@pazaryeri.test',
    status: 'approved',
    storeName: 'Demir Endüstriyel Makina',
    alias: 'demir-endustriyel',
    companyType: 'limited',
    taxNumber: '1234567890',
    taxOffice: 'Ostim',
    iban: 'TR330006100519786457841326',
    contactPhone: '+905321234567',
    contactEmail: 'satis@demirendustriyel.com.tr',
    storeLocation: 'Ankara',
    about: "1998'den beri Ostim'de CNC işleme, bağlantı elemanları ve hidrolik ekipman tedariki.",
    storeAddress: { street: 'Ostim OSB 1234. Cadde No:5', city: 'Ankara', district: 'Yenimahalle', country: 'TR', zip: '06374' },
    senderAddress: {
      name: 'Demir Endüstriyel Depo',
      phone: '+903124567890',
      email: 'depo@demirendustriyel.com.tr',
      address: 'Ostim OSB 1234. Cadde No:5 Depo Girişi',
      city: 'Ankara',
      district: 'Yenimahalle',
      zip: '06374',
    },
  },
  {
    ownerEmail: 'basvuru@pazaryeri.test',
    status: 'pending',
    storeName: 'Arslan 3D Tasarım',
    alias: 'arslan-3d',
    companyType: 'individual',
    taxNumber: '10000000146',
    taxOffice: 'Kadıköy',
    iban: null,
    contactPhone: '+905551112233',
    contactEmail: 'can@arslan3d.com.tr',
    storeLocation: 'İstanbul',
    about: 'STL model tasarımı ve 3D baskı hizmetleri.',
    storeAddress: { street: 'Moda Cad. No:12', city: 'İstanbul', district: 'Kadıköy', country: 'TR', zip: '34710' },
    senderAddress: null,
  },
] as const;
