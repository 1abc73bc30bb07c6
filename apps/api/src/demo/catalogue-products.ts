import type { Shape } from './catalogue-images';

/** A variant with sizes, each size carrying its own stock (spec §3 Cart item). */
export interface VariantSpec {
  name: string;
  /** Added to the product price, in TL. */
  priceDelta?: number;
  sizes: string[];
}

/** The downloadable file of a digital product or 3D model (see catalogue-files.ts). */
export type DigitalFileKind = 'stl' | 'step' | 'dxf' | 'pdf';

export type ItemSpec = string | { name: string; variants?: VariantSpec[]; minimumOrder?: number; file?: DigitalFileKind };

export type Shipping = 'small' | 'medium' | 'heavy' | 'freight' | 'free' | 'digital';

/** Products of one sub category: their names, and what they have in common. */
export interface FamilySpec {
  sub: string;
  shape: Shape;
  brands: string[];
  /** One price per item, in TL. */
  prices: number[];
  stock: [number, number];
  shipping: Shipping;
  minimumOrder?: number;
  productType?: 'physical' | 'digital' | 'model3d';
  /** One or two sentences a buyer reads under the name. */
  blurb: string;
  items: ItemSpec[];
}

const sizes = (...labels: string[]) => labels;
const gloveSizes = sizes('8', '9', '10');
const shoeSizes = sizes('39', '40', '41', '42', '43', '44', '45');

export const families: FamilySpec[] = [
  // Makine ve Ekipman
  {
    sub: 'CNC Tezgahları', shape: 'gear', brands: ['Tezsan', 'Özkan Makina', 'Akyol Endüstri'], prices: [2_350_000, 685_000, 420_000, 1_450_000, 185_000], stock: [1, 4], shipping: 'freight',
    blurb: 'Kurulum ve operatör eğitimi dahil; Fanuc uyumlu kontrol ünitesi, merkezi yağlama ve talaş konveyörü ile gelir.',
    items: ['Dik İşlem Merkezi VMC 855 BT40', '3 Eksen CNC Router 1325', 'CNC Plazma Kesim Tezgahı 1530', 'Fiber Lazer Kesim Makinesi 3 kW', 'Masaüstü CNC Freze 6040'],
  },
  {
    sub: 'Torna Makineleri', shape: 'gear', brands: ['Tezsan', 'Özkan Makina'], prices: [465_000, 38_500, 895_000, 6_850, 3_490], stock: [1, 12], shipping: 'heavy',
    blurb: 'Sertleştirilmiş ve taşlanmış kızaklar, dijital okuma cetveli uyumu ve CE belgesi.',
    items: ['Üniversal Torna Tezgahı 1500 mm', 'Masaüstü Mini Torna 350 mm', 'Eğik Kızaklı CNC Torna Ø320', 'Torna Aynası 3 Ayaklı 200 mm', 'Torna Kalemi Takımı 11 Parça Sert Metal Uçlu'],
  },
  {
    sub: 'Kompresörler', shape: 'compressor', brands: ['Akyol Endüstri', 'Havatek'], prices: [338_000, 12_900, 29_750, 41_500, 24_900], stock: [2, 25], shipping: 'heavy',
    blurb: 'Düşük ses seviyesi, termik korumalı motor ve otomatik basınç şalteri; atölye ve üretim hatları için.',
    items: ['Vidalı Kompresör 15 kW 10 bar', 'Sessiz Yağsız Kompresör 50 Litre', 'Pistonlu Hava Kompresörü 300 Litre 3 HP', 'Hava Kurutucu 1500 L/dk', 'Kompresör Hava Tankı 500 Litre'],
  },
  {
    sub: 'Hidrolik Presler', shape: 'press', brands: ['Özkan Makina', 'Hidrosan'], prices: [48_500, 265_000, 189_000, 1_150_000, 9_800], stock: [1, 10], shipping: 'freight',
    blurb: 'Manometreli basınç göstergesi, ayarlanabilir tabla ve iş güvenliği kafesi ile teslim edilir.',
    items: ['Atölye Tipi Hidrolik Pres 30 Ton', 'H Tipi Hidrolik Pres 100 Ton', 'Elektrikli Hidrolik Pres 50 Ton', 'Abkant Pres 3100 mm 135 Ton', 'Masaüstü Hidrolik Pres 10 Ton'],
  },
  {
    sub: 'Kaynak Makineleri', shape: 'welder', brands: ['Arkon', 'Akyol Endüstri'], prices: [18_900, 4_250, 41_500, 22_750, 36_900], stock: [3, 30], shipping: 'medium',
    blurb: 'İnvertör teknolojisi, sıcak başlangıç ve ark kuvveti ayarı; şantiye ve imalat atölyeleri için.',
    items: ['Gazaltı Kaynak Makinesi MIG 250A', 'İnvertör Elektrot Kaynak Makinesi 200A', 'TIG AC/DC Kaynak Makinesi 315A', 'Plazma Kesme Makinesi CUT 60', 'Punta Kaynak Makinesi 16 kVA'],
  },
  // Hırdavat ve Bağlantı Elemanları
  {
    sub: 'Vidalar', shape: 'screw', brands: ['Çelikvida', 'Bağlantı Pro'], prices: [189.9, 245, 329, 479, 399], stock: [80, 900], shipping: 'small', minimumOrder: 2,
    blurb: 'Sertleştirilmiş çelikten, korozyona dayanıklı kaplamalı; kutu içinde adetli satılır.',
    items: [
      'Sunta Vidası Yıldız Başlı 4×40 (500 Adet)',
      { name: 'Matkap Uçlu Akıllı Vida 4,2 mm (250 Adet)', variants: [{ name: 'Galvaniz', sizes: sizes('4,2×13', '4,2×16', '4,2×19') }, { name: 'Siyah Fosfat', priceDelta: 15, sizes: sizes('4,2×13', '4,2×16') }] },
      'Trapez Sac Vidası Pullu 5,5×25 (250 Adet)',
      'Paslanmaz Akıllı Vida A2 4,8×19 (200 Adet)',
      'Alçıpan Vidası 3,5×25 Fosfatlı (1000 Adet)',
    ],
  },
  {
    sub: 'Cıvata ve Somunlar', shape: 'bolt', brands: ['Anadolu Bağlantı', 'Çelikvida'], prices: [4.9, 9.9, 289, 345, 119], stock: [100, 1500], shipping: 'small',
    blurb: 'DIN standardında, 8.8 kalite sınıfı; sertifikalı üretim ve lot takibi ile gönderilir.',
    items: [
      { name: 'DIN 933 Tam Diş Altıgen Cıvata M8', minimumOrder: 25, variants: [{ name: 'Galvaniz', sizes: sizes('M8×20', 'M8×30', 'M8×40') }, { name: 'Paslanmaz A2', priceDelta: 4, sizes: sizes('M8×20', 'M8×30', 'M8×40') }] },
      { name: 'DIN 912 İmbus Cıvata 12.9 M10', minimumOrder: 25, variants: [{ name: 'Siyah', sizes: sizes('M10×30', 'M10×40', 'M10×50') }] },
      'DIN 934 Altıgen Somun M12 Galvaniz (100 Adet)',
      'DIN 985 Fiberli Somun M10 (100 Adet)',
      'Saplama Tij Çubuk M12×1000 mm',
    ],
  },
  {
    sub: 'Perçinler', shape: 'rivet', brands: ['Bağlantı Pro', 'Çelikvida'], prices: [219, 489, 379, 1_450, 2_350], stock: [40, 600], shipping: 'small',
    blurb: 'Sac, profil ve kompozit bağlantılarında titreşime dayanıklı, tek taraftan montaj.',
    items: ['Alüminyum Pop Perçin 4×10 (1000 Adet)', 'Paslanmaz Pop Perçin 4,8×12 (500 Adet)', 'Somun Perçin M6 Çelik (250 Adet)', 'Perçin Tabancası Profesyonel 4 Uçlu', 'Somun Perçin Tabancası M3–M10'],
  },
  {
    sub: 'Dübeller', shape: 'anchor', brands: ['Anadolu Bağlantı', 'Fixsan'], prices: [165, 349, 289, 259, 319], stock: [60, 800], shipping: 'small', minimumOrder: 2,
    blurb: 'Beton, tuğla ve gazbetonda yüksek çekme dayanımı; ETA onaylı ürün grubu.',
    items: ['Naylon Dübel 8 mm (500 Adet)', 'Çelik Dübel M10×100 Gazbeton (50 Adet)', 'Kimyasal Dübel Epoksi 400 ml', 'Tavan Dübeli Çakmalı M8 (100 Adet)', 'Alçıpan Dübeli Metal Kelebek (100 Adet)'],
  },
  {
    sub: 'Pullar', shape: 'washer', brands: ['Çelikvida', 'Anadolu Bağlantı'], prices: [119, 139, 189, 169, 249], stock: [100, 2000], shipping: 'small', minimumOrder: 5,
    blurb: 'Yükü yayar, gevşemeyi önler; DIN ölçülerinde, kutulu ve etiketli.',
    items: ['DIN 125 Düz Pul M10 Galvaniz (500 Adet)', 'DIN 127 Yaylı Pul M8 (500 Adet)', 'Paslanmaz Geniş Pul M6 A2 (200 Adet)', 'Tırtıllı Pul M12 (250 Adet)', 'Bakır Conta Pulu Karışık Set 300 Parça'],
  },
  // Elektrik ve Otomasyon
  {
    sub: 'PLC ve Kontrol Sistemleri', shape: 'chip', brands: ['Egetronik', 'Volta Otomasyon'], prices: [8_950, 6_400, 14_750, 47_900, 21_300], stock: [3, 40], shipping: 'medium',
    blurb: 'Türkçe programlama yazılımı, Modbus TCP ve Profinet desteği; 2 yıl üretici garantisi.',
    items: ['Kompakt PLC 14 Giriş 10 Çıkış 24 VDC', 'PLC Analog Giriş Modülü 4 Kanal', '7 inç Dokunmatik HMI Operatör Paneli', 'Modüler PLC CPU Profinet 100 KB', 'Frekans İnvertörü 7,5 kW Trifaze'],
  },
  {
    sub: 'Sensörler', shape: 'sensor', brands: ['Sinyal Elektrik', 'Egetronik'], prices: [689, 1_850, 2_450, 4_900, 1_290], stock: [10, 150], shipping: 'small',
    blurb: 'IP67 koruma, LED durum göstergesi ve konnektörlü bağlantı; otomasyon hatlarında yaygın kullanım.',
    items: ['Endüktif Yaklaşım Sensörü M18 PNP', 'Fotoelektrik Sensör Karşılıklı 20 m', 'Kapasitif Seviye Sensörü M30', 'Enkoder 1024 Pals Mil Tipi', 'PT100 Sıcaklık Sensörü 0–400 °C'],
  },
  {
    sub: 'Elektrik Motorları', shape: 'motor', brands: ['Volta Otomasyon', 'Gamak Tipi'], prices: [17_850, 6_900, 24_500, 2_890, 12_400], stock: [2, 35], shipping: 'heavy',
    blurb: 'IE3 verim sınıfı, IP55 koruma ve F sınıfı izolasyon; ayaklı ve flanşlı montaja uygun.',
    items: ['Asenkron Elektrik Motoru 5,5 kW 1500 d/d', 'Monofaze Motor 1,5 kW 3000 d/d', 'Servo Motor ve Sürücü Seti 750 W', 'Step Motor NEMA 23 3 Nm', 'Frenli Asenkron Motor 2,2 kW'],
  },
  {
    sub: 'Kablo ve Kablo Kanalları', shape: 'cable', brands: ['Sinyal Elektrik', 'Kablosan'], prices: [48.9, 389, 62.5, 189, 1_350], stock: [200, 3000], shipping: 'small',
    blurb: 'TSE belgeli, halojen içermeyen seçenekleriyle; metre ya da boy olarak kesilip gönderilir.',
    items: [{ name: 'TTR Kablo 3×2,5 mm² (Metre)', minimumOrder: 10 }, { name: 'NYY Yeraltı Kablosu 4×16 mm² (Metre)', minimumOrder: 10 }, { name: 'Blendajlı Sinyal Kablosu LiYCY 4×0,75 (Metre)', minimumOrder: 10 }, 'Delikli Kablo Kanalı 40×60 (2 m)', 'Galvaniz Kablo Tavası 200 mm (3 m)'],
  },
  {
    sub: 'Şalt Malzemeleri', shape: 'breaker', brands: ['Volta Otomasyon', 'Sinyal Elektrik'], prices: [1_150, 1_890, 129, 1_450, 389], stock: [15, 300], shipping: 'small',
    blurb: 'IEC 60947 uyumlu, DIN raya montaj; pano üreticileri için toplu alım fiyatı sorunuz.',
    items: ['Kontaktör 32 A 24 VDC Bobin', 'Termik Manyetik Şalter 25 A 3 Kutup', 'Otomatik Sigorta C16 1 Kutup', 'Kaçak Akım Rölesi 40 A 30 mA', 'Pano Tipi Acil Stop Butonu'],
  },
  // Hidrolik ve Pnömatik
  {
    sub: 'Hidrolik Pompalar', shape: 'pump', brands: ['Hidrosan', 'Akış Teknik'], prices: [3_850, 67_500, 6_900, 48_500, 11_750], stock: [2, 30], shipping: 'medium',
    blurb: 'Yüksek hacimsel verim, sessiz çalışma ve SAE flanş bağlantı; mobil ve endüstriyel hidrolik için.',
    items: ['Dişli Pompa 11 cc/dev', 'Değişken Deplasmanlı Pistonlu Pompa 45 cc', 'Çift Kademeli El Pompası 700 bar', 'Hidrolik Güç Ünitesi 5,5 kW 40 L', 'Paletli Pompa 25 cc/dev'],
  },
  {
    sub: 'Pnömatik Silindirler', shape: 'cylinder', brands: ['Pnömak', 'Akış Teknik'], prices: [2_450, 1_290, 689, 5_750, 3_400], stock: [8, 120], shipping: 'small',
    blurb: 'Manyetik pistonlu, ayarlı yastıklamalı; ISO standart bağlantı aparatlarıyla uyumlu.',
    items: [
      { name: 'ISO 15552 Pnömatik Silindir Ø63', variants: [{ name: 'Standart', sizes: sizes('Ø63×100', 'Ø63×200', 'Ø63×300') }] },
      'Kompakt Silindir Ø32×50',
      'Mini Silindir ISO 6432 Ø20×100',
      'Döner Aktüatör 90° Ø50',
      'Kılavuzlu Silindir Ø25×75',
    ],
  },
  {
    sub: 'Valfler', shape: 'valve', brands: ['Pnömak', 'Hidrosan'], prices: [1_650, 2_890, 7_450, 1_190, 295], stock: [10, 200], shipping: 'small',
    blurb: 'Sızdırmazlık testinden geçmiş, pirinç ve paslanmaz gövde seçenekli; 2 yıl garanti.',
    items: ['5/2 Selenoid Valf 1/4" 24 VDC', 'Paslanmaz Küresel Vana 1"', 'Hidrolik Yön Kontrol Valfi NG6', 'Basınç Düşürücü Regülatör 1/2"', 'Pirinç Çek Valf 3/4"'],
  },
  {
    sub: 'Hortum ve Rakorlar', shape: 'hose', brands: ['Akış Teknik', 'Hortumsan'], prices: [189.9, 1_890, 459, 89.9, 679], stock: [50, 900], shipping: 'small',
    blurb: 'Yüksek basınca dayanıklı, pres rakorlu; istenen boyda kesilip test edilerek gönderilir.',
    items: [{ name: 'Hidrolik Hortum 2SN 1/2" (Metre)', minimumOrder: 2 }, 'Poliüretan Pnömatik Hortum 8×6 (100 m)', 'Hızlı Bağlantı Rakoru 8 mm (10 Adet)', 'Hidrolik Hortum Rakoru 1/2" Düz', 'Spiral Hava Hortumu 10 m Rakorlu'],
  },
  // İş Güvenliği
  {
    sub: 'Baretler', shape: 'helmet', brands: ['Kalkan İSG', 'Koruma Plus'], prices: [289, 1_390, 749, 985, 449], stock: [40, 400], shipping: 'small',
    blurb: 'EN 397 sertifikalı, ter bantlı ve 6 noktalı iç takım; kurumsal logo baskısı yapılabilir.',
    items: [
      { name: 'Vidalı Ayarlı İş Bareti EN 397', variants: ['Beyaz', 'Sarı', 'Kırmızı', 'Mavi'].map((name) => ({ name, sizes: sizes('Standart (53–63 cm)') })) },
      'Elektrikçi Bareti 1000 V EN 50365',
      'Çene Kayışlı Dağcı Tipi Baret',
      'Siperlikli Orman İşçisi Bareti',
      'Havalandırmalı Hafif Baret',
    ],
  },
  {
    sub: 'İş Eldivenleri', shape: 'glove', brands: ['Koruma Plus', 'Kalkan İSG'], prices: [64.9, 239, 189, 319, 145], stock: [100, 1500], shipping: 'small', minimumOrder: 6,
    blurb: 'EN 388 mekanik koruma; nefes alan örgü, ele tam oturan kesim. Çift olarak satılır.',
    items: [
      { name: 'Nitril Kaplı Montaj Eldiveni', variants: [{ name: 'Gri/Siyah', sizes: gloveSizes }] },
      { name: 'Kesilmeye Dayanıklı Eldiven Seviye 5', variants: [{ name: 'Standart', sizes: gloveSizes }] },
      'Deri Kaynakçı Eldiveni 35 cm',
      { name: 'Tek Kullanımlık Nitril Eldiven (100 Adet)', minimumOrder: 1, variants: [{ name: 'Mavi', sizes: sizes('S', 'M', 'L', 'XL') }] },
      'Kimyasala Dayanıklı Uzun Eldiven',
    ],
  },
  {
    sub: 'İş Ayakkabıları', shape: 'boot', brands: ['Kalkan İSG', 'Adımpro'], prices: [1_890, 1_650, 2_790, 1_150, 3_190], stock: [20, 200], shipping: 'medium',
    blurb: 'EN ISO 20345 sertifikalı, kaymaz ve yağa dayanıklı taban; tüm gün konfor için anatomik iç taban.',
    items: [
      { name: 'S3 Çelik Burunlu İş Ayakkabısı', variants: [{ name: 'Siyah', sizes: shoeSizes }] },
      { name: 'S1P Kompozit Burunlu Spor İş Ayakkabısı', variants: [{ name: 'Gri', sizes: shoeSizes.slice(0, 6) }] },
      'Kışlık S3 İş Botu',
      'ESD Antistatik İş Terliği',
      'Kaynakçı Botu Hızlı Çıkarmalı',
    ],
  },
  {
    sub: 'Koruyucu Gözlükler', shape: 'goggles', brands: ['Koruma Plus', 'Netgörüş'], prices: [129, 289, 2_650, 419, 169], stock: [30, 500], shipping: 'small',
    blurb: 'EN 166 sertifikalı, UV korumalı ve çizilmez polikarbon lens.',
    items: ['Şeffaf Koruyucu Gözlük EN 166', 'Buğulanmaz Çerçeveli Gözlük', 'Otomatik Kararan Kaynak Maskesi', 'Polikarbon Yüz Siperi', 'Gözlük Üstü Koruyucu Gözlük'],
  },
  {
    sub: 'Yüksekte Çalışma Ekipmanları', shape: 'carabiner', brands: ['Kalkan İSG', 'Zirve Emniyet'], prices: [3_450, 1_690, 9_750, 1_250, 8_900], stock: [5, 120], shipping: 'medium',
    blurb: 'EN 361 / EN 355 sertifikalı, her ürün seri numaralı ve kullanım kılavuzlu gönderilir.',
    items: ['Tam Vücut Emniyet Kemeri 2 Noktalı', 'Şok Emicili Lanyard 1,8 m', 'Geri Sarmalı Düşüş Durdurucu 10 m', 'Vidalı Çelik Karabina (5 Adet)', 'Yatay Yaşam Hattı Seti 20 m'],
  },
  // Metal ve Malzeme
  {
    sub: 'Çelik Profiller', shape: 'beam', brands: ['Karadeniz Metal', 'Demirsan'], prices: [1_480, 545, 1_290, 2_150, 1_190], stock: [20, 400], shipping: 'heavy',
    blurb: 'S235JR kalite, sertifikalı haddehane ürünü; istenirse ölçüsünde kesilerek gönderilir.',
    items: ['Kutu Profil 40×40×2 mm (6 m)', 'NPU 100 Çelik Profil (Metre)', 'HEA 120 H Profil (Metre)', 'Köşebent 50×50×5 (6 m)', 'Lama Demir 40×5 (6 m)'],
  },
  {
    sub: 'Alüminyum Levhalar', shape: 'sheet', brands: ['Alüform', 'Karadeniz Metal'], prices: [4_850, 6_950, 385, 1_090, 9_450], stock: [10, 200], shipping: 'heavy',
    blurb: '5754 ve 6061 alaşım, koruyucu folyolu; CNC ve abkant işlemeye uygun.',
    items: ['Alüminyum Levha 2 mm 1000×2000', 'Baklava Desenli Alüminyum Sac 3 mm', 'Sigma Profil 40×40 (Metre)', 'Alüminyum Köşebent 30×30×2 (6 m)', 'Kompozit Panel 4 mm 1500×3050'],
  },
  {
    sub: 'Paslanmaz Çelik', shape: 'pipe', brands: ['İnoks Metal', 'Alüform'], prices: [7_950, 5_450, 4_100, 1_650, 8_400], stock: [10, 250], shipping: 'heavy',
    blurb: 'AISI 304 / 316 kalite, 3.1 malzeme sertifikalı; gıda ve kimya tesisleri için.',
    items: ['Paslanmaz Sac 304 1 mm 1000×2000', 'Paslanmaz Boru 304 Ø42,4×2 (6 m)', 'Paslanmaz Kare Profil 30×30×1,5 (6 m)', 'Paslanmaz Mil 316 Ø20 (Metre)', 'Delikli Paslanmaz Sac 1 mm Ø5'],
  },
  {
    sub: 'Bakır ve Pirinç', shape: 'pipe', brands: ['İnoks Metal', 'Bakırsan'], prices: [2_850, 1_290, 1_950, 4_750, 690], stock: [10, 300], shipping: 'medium',
    blurb: 'Yüksek iletkenlik ve işlenebilirlik; elektrik, tesisat ve talaşlı imalat için.',
    items: ['Bakır Boru 15 mm (5 m)', 'Pirinç Çubuk Ø20 (Metre)', 'Bakır Lama 30×5 (Metre)', 'Pirinç Levha 1 mm 600×1500', 'Bakır Topraklama Çubuğu 1,5 m'],
  },
  // El ve Elektrikli Aletler
  {
    sub: 'Matkaplar', shape: 'drill', brands: ['Usta Alet', 'Kuvvet'], prices: [8_450, 6_250, 24_500, 459, 11_900], stock: [5, 120], shipping: 'medium',
    blurb: 'Kömürsüz motor, metal şanzıman ve darbeli mod; taşıma çantası ve 2 yıl garanti ile.',
    items: ['Akülü Darbeli Matkap 18 V 2×4 Ah', 'Kırıcı Delici SDS-Plus 800 W', 'Manyetik Matkap 1100 W', 'HSS Matkap Ucu Seti 19 Parça', 'Sütunlu Matkap Tezgahı 16 mm'],
  },
  {
    sub: 'Taşlama Makineleri', shape: 'disc', brands: ['Kuvvet', 'Usta Alet'], prices: [2_890, 6_450, 5_750, 789, 649], stock: [10, 300], shipping: 'medium',
    blurb: 'Yumuşak kalkış, geri tepme koruması ve yan tutamak; metal ve taş işleri için.',
    items: ['Avuç Taşlama 125 mm 1100 W', 'Büyük Taşlama 230 mm 2200 W', 'Akülü Avuç Taşlama 18 V', 'Metal Kesme Diski 115×1 (50 Adet)', 'Zımpara Flap Disk 125 K60 (10 Adet)'],
  },
  {
    sub: 'Anahtar Takımları', shape: 'wrench', brands: ['Tork Tools', 'Usta Alet'], prices: [4_250, 9_850, 3_650, 389, 1_290], stock: [10, 200], shipping: 'medium',
    blurb: 'Krom vanadyum çelik, ömür boyu garanti; metal kasa ya da köpük yerleşimli çantada.',
    items: ['Kombine Anahtar Takımı 6–32 mm 26 Parça', 'Lokma Takımı 1/2" 94 Parça', 'Tork Anahtarı 1/2" 40–210 Nm', 'Uzun Alyan Anahtar Seti 9 Parça', 'Ayarlı Pense Seti 3 Parça'],
  },
  {
    sub: 'Ölçüm Aletleri', shape: 'caliper', brands: ['Tork Tools', 'Hassas Ölçüm'], prices: [1_190, 2_350, 2_890, 4_650, 3_250], stock: [10, 150], shipping: 'small',
    blurb: 'Kalibrasyon sertifikalı, koruma kutulu; kalite kontrol ve atölye ölçümleri için.',
    items: ['Dijital Kumpas 150 mm 0,01 mm', 'Dış Çap Mikrometresi 0–25 mm', 'Lazer Metre 60 m', 'True RMS Dijital Multimetre', 'Komparatör Saati ve Manyetik Stand'],
  },
  // Rulman ve Güç Aktarım
  {
    sub: 'Rulmanlar', shape: 'bearing', brands: ['Dönmez Rulman', 'Güçaktar'], prices: [89.9, 1_450, 689, 4_750, 149], stock: [20, 800], shipping: 'small',
    blurb: 'C3 boşluklu, yüksek devire uygun; orijinal kutusunda ve seri numaralı.',
    items: ['Sabit Bilyalı Rulman 6204 2RS', 'Konik Makaralı Rulman 32210', 'Yataklı Rulman UCP 206', 'Oynak Makaralı Rulman 22212', 'İğneli Rulman HK 2020'],
  },
  {
    sub: 'Kayışlar', shape: 'belt', brands: ['Güçaktar', 'Kayışsan'], prices: [239, 1_850, 2_250, 489, 345], stock: [20, 400], shipping: 'small',
    blurb: 'Yağa ve ısıya dayanıklı kauçuk, düşük uzama; DIN 7753 ölçülerinde.',
    items: ['V Kayışı SPZ 1250', 'Triger Kayışı HTD 8M 30 mm', 'PVC Konveyör Bandı (Metre)', 'Kanallı Kayış PJ 1200', 'Varyatör Kayışı 22×8'],
  },
  {
    sub: 'Zincirler ve Dişliler', shape: 'chain', brands: ['Zincirsan', 'Güçaktar'], prices: [1_390, 689, 1_150, 1_850, 3_450], stock: [10, 300], shipping: 'medium',
    blurb: 'Isıl işlem görmüş çelik, hassas diş profili; konveyör ve tahrik sistemleri için.',
    items: ['Makara Zinciri 08B-1 (5 m)', 'Zincir Dişlisi 08B 19 Diş', 'Düz Dişli Modül 2 Z40', 'Kremayer Dişli M2 (1 m)', 'Konik Dişli Takımı 1:2'],
  },
  {
    sub: 'Redüktörler', shape: 'gearbox', brands: ['Güçaktar', 'Tahrik Sistem'], prices: [6_850, 28_750, 14_900, 64_500, 18_400], stock: [2, 25], shipping: 'heavy',
    blurb: 'Sessiz çalışan helisel dişliler, uzun ömürlü sentetik yağ; motorlu ya da motorsuz.',
    items: ['Sonsuz Vida Redüktör 1:30', 'Helisel Dişli Motor Redüktör 1,5 kW', 'Planet Redüktör 1:10', 'Paralel Mil Redüktör 4 kW', 'Motorlu Redüktör 0,37 kW 28 d/d'],
  },
  // 3D Baskı ve Modelleme
  {
    sub: 'STL Modeller', shape: 'cube', brands: ['Kuzey 3D'], prices: [79, 149, 99, 249, 59, 49], stock: [9999, 9999], shipping: 'digital', productType: 'model3d',
    blurb: 'Baskıya hazır, onarılmış ağ yapısında STL dosyası; 0,2 mm katman yüksekliğinde desteksiz basılır.',
    items: ['Kablo Kanalı Bağlantı Klipsi', 'Ayarlı Motor Montaj Braketi', 'Modüler Çekmece Organizer', 'Planet Dişli Kutusu 1:5', 'M18 Sensör Tutucu', '2020 Profil Köşe Bağlantı Parçası'],
  },
  {
    sub: '3D Yazıcı Filamentleri', shape: 'spool', brands: ['Filamentix', 'Katman'], prices: [589, 649, 599, 1_150, 1_390], stock: [20, 300], shipping: 'small',
    blurb: '±0,02 mm çap toleransı, vakumlu ve nem alıcılı paket; düğümsüz sarım.',
    items: [
      { name: 'PLA Filament 1,75 mm', variants: ['Siyah', 'Beyaz', 'Gri', 'Kırmızı'].map((name) => ({ name, sizes: sizes('1 kg') })) },
      { name: 'PETG Filament 1,75 mm', variants: [{ name: 'Şeffaf', sizes: sizes('1 kg') }, { name: 'Siyah', sizes: sizes('1 kg') }] },
      'ABS Filament 1,75 mm 1 kg',
      'TPU Esnek Filament 95A 500 g',
      'Karbon Fiber Takviyeli PLA 1 kg',
    ],
  },
  {
    sub: '3D Yazıcılar', shape: 'printer', brands: ['Katman', 'Kuzey 3D'], prices: [24_900, 38_500, 124_900, 29_750, 3_850], stock: [2, 20], shipping: 'free',
    blurb: 'Kurulu ve kalibre edilmiş gönderilir; Türkçe arayüz ve uzaktan teknik destek.',
    items: ['FDM 3D Yazıcı 300×300×400 mm', 'Reçine 3D Yazıcı 8K 10 inç', 'Çift Ekstruderli Endüstriyel 3D Yazıcı', 'Kapalı Kasa Masaüstü 3D Yazıcı', 'Filament Kurutucu Kutu'],
  },
  {
    sub: 'Tasarım Hizmetleri', shape: 'document', brands: ['Kuzey 3D'], prices: [1_250, 2_450, 890, 690, 450], stock: [9999, 9999], shipping: 'digital', productType: 'digital',
    blurb: 'Ödemenin ardından hesabınızdan indirilir; ticari projelerde kullanım lisansı dahildir.',
    items: [
      { name: 'CNC G-Kodu Şablon Kitapçığı (Fanuc)', file: 'pdf' },
      { name: 'Hidrolik Devre Sembolleri DXF Kütüphanesi', file: 'dxf' },
      { name: 'Konveyör Rulo Taşıyıcı STEP Modeli', file: 'step' },
      { name: 'PLC Ladder Örnek Projeler Kitabı', file: 'pdf' },
      { name: 'Sac Metal Açınım Kılavuzu', file: 'pdf' },
    ],
  },
  // Ambalaj ve Lojistik
  {
    sub: 'Koli ve Kutular', shape: 'box', brands: ['Paketsan', 'Kolisan'], prices: [375, 429, 289, 465, 549], stock: [50, 1200], shipping: 'medium', minimumOrder: 2,
    blurb: 'Geri dönüştürülebilir kraft kağıttan, yüksek patlama mukavemetli; baskılı sipariş alınır.',
    items: ['Çift Oluklu Koli 40×30×30 (25 Adet)', 'E-Ticaret Kutusu 25×20×10 (50 Adet)', 'Arşiv Kutusu (20 Adet)', 'Ağır Yük Kolisi 60×40×40 (10 Adet)', 'Kraft Kağıt Rulo 50 cm (100 m)'],
  },
  {
    sub: 'Streç Film', shape: 'roll', brands: ['Streç Plus', 'Paketsan'], prices: [189, 1_250, 949, 689, 899], stock: [40, 800], shipping: 'medium',
    blurb: 'Yüksek esneme oranı ve yırtılma direnci; palet sabitleme ve koli kapatma için.',
    items: ['El Streç Filmi 50 cm 23 Mikron 2,5 kg', 'Makine Streç Filmi 17 Mikron 16 kg', 'Şeffaf Koli Bandı 45 mm (36 Adet)', 'Baloncuklu Naylon 100 cm (50 m)', 'Streç Film Sarma Aparatı'],
  },
  {
    sub: 'Palet ve Kasalar', shape: 'pallet', brands: ['Yükport', 'Paketsan'], prices: [1_450, 689, 525, 4_450, 845], stock: [10, 400], shipping: 'heavy',
    blurb: 'İstiflenebilir, hijyenik ve uzun ömürlü; depo rafları ve forklift ile uyumlu.',
    items: ['Plastik Euro Palet 1200×800', 'Ahşap Palet ISPM-15 1200×1000', 'İstiflenebilir Plastik Kasa 60×40×32', 'Tel Örgü Palet Kafes', 'Katlanabilir Plastik Kasa 60×40'],
  },
  {
    sub: 'Transpalet', shape: 'jack', brands: ['Yükport', 'Taşıyıcı'], prices: [11_900, 62_500, 38_900, 27_500, 21_750], stock: [2, 30], shipping: 'freight',
    blurb: 'Poliüretan tekerlekler, aşırı yük emniyet valfi; depo ve sevkiyat alanları için.',
    items: ['Manuel Transpalet 2,5 Ton', 'Akülü Transpalet 1,5 Ton', 'Makaslı Transpalet 1 Ton', 'Manuel İstif Makinesi 1 Ton 1,6 m', 'Terazili Transpalet 2 Ton'],
  },
];

/** What buyers commonly ask, and how a store answers: the demo's answered questions. */
export const demoQuestions: { question: string; answer: string }[] = [
  { question: 'Faturalı gönderim yapıyor musunuz? Firmamız adına e-fatura gerekiyor.', answer: 'Evet, tüm siparişlerimiz şirketiniz adına e-fatura ya da e-arşiv fatura ile gönderilir.' },
  { question: 'Bugün sipariş verirsem ne zaman kargoya verilir?', answer: 'Saat 15:00’e kadar verilen siparişler aynı gün kargoya teslim edilir.' },
  { question: 'Toptan alımda fiyat farkı oluyor mu?', answer: 'Yüksek adetli alımlar için mesaj üzerinden özel teklif hazırlayabiliriz.' },
  { question: 'Ürünün garanti süresi ne kadar?', answer: 'Ürün 2 yıl üretici garantilidir; garanti belgesi kutudan çıkar.' },
  { question: 'Teknik çizimini ya da veri sayfasını paylaşabilir misiniz?', answer: 'Veri sayfasını mesaj olarak iletiyoruz; ürün açıklamasındaki ölçüler günceldir.' },
  { question: 'Stokta kaç adet var, 50 adet alabilir miyim?', answer: 'Sayfada görünen stok depomuzdaki güncel miktardır; 50 adet hemen gönderilebilir.' },
  { question: 'Ankara’ya kaç günde ulaşır?', answer: 'Anlaşmalı kargo ile genellikle 1–2 iş gününde teslim edilir.' },
  { question: 'İade koşullarınız nelerdir?', answer: 'Kullanılmamış ve ambalajı açılmamış ürünlerde 14 gün içinde iade kabul ediyoruz.' },
];
