export interface AdminPageEntry {
  /** Below /admin ('' is the overview). */
  path: string;
  title: string;
  description: string;
}

/** The admin console's pages, in sidebar order. */
export const adminPages = [
  { path: '', title: 'Genel bakış', description: 'Yönetim araçlarına hızlı erişim.' },
  { path: 'kullanicilar', title: 'Kullanıcılar', description: 'Hesapları arayın, filtreleyin, düzenleyin veya silin.' },
  { path: 'saticilar', title: 'Satıcılar', description: 'Mağazaları şirket türüne, tarihe ve ada göre filtreleyin.' },
  {
    path: 'satici-onaylari',
    title: 'Satıcı onayları',
    description: 'Başvuruları inceleyin, onaylayın veya reddedin.',
  },
  {
    path: 'urunler',
    title: 'Ürün onayları',
    description: 'Onay bekleyen ürünleri inceleyin; filtreleyin, arayın, onaylayın veya reddedin.',
  },
  {
    path: 'resimler',
    title: 'Resim onayları',
    description: 'Ürün resimlerini onaylayın; yalnızca onaylı resimler alıcılara görünür.',
  },
  {
    path: 'degerlendirmeler',
    title: 'Değerlendirmeler',
    description: 'Bağlantı ya da telefon içeren değerlendirmeleri onaylayın; uygunsuz olanları gerekçesiyle gizleyin.',
  },
  {
    path: 'siparisler',
    title: 'Siparişler',
    description: 'Tüm siparişleri arayın, filtreleyin; mağaza bölümlerinin durumunu değiştirin.',
  },
  {
    path: 'kargolar',
    title: 'Kargolar',
    description: 'Tüm mağazaların gönderilerini tarihe, duruma, kargo firmasına göre filtreleyin ve arayın.',
  },
  {
    path: 'odemeler',
    title: 'Ödemeler',
    description: 'Teslim edilen siparişlerin ödemelerini onaylayın, onayı geri alın ve hakedişleri kaydedin.',
  },
  {
    path: 'faturalar',
    title: 'Faturalar',
    description: 'Satış ve komisyon faturalarını türe, mağazaya ve aya göre listeleyin; teslim edilip faturası eklenmemiş siparişleri görün.',
  },
  {
    path: 'kuponlar',
    title: 'Kuponlar',
    description: 'Tüm kuponları listeleyin; etkinleştirin ya da devre dışı bırakın.',
  },
  {
    path: 'kvkk-basvurulari',
    title: 'KVKK başvuruları',
    description: 'Veri kopyası ve hesap silme başvuruları; 30 günlük yanıt süresi, kalan gün ve süresi geçenler.',
  },
  {
    path: 'sohbetler',
    title: 'Sohbetler',
    description: 'Alıcı ve satıcı yazışmalarını inceleyin; okumanız üyelerin okundu bilgisini değiştirmez.',
  },
  {
    path: 'sohbet-istatistikleri',
    title: 'Sohbet istatistikleri',
    description: 'Sohbet ve mesaj sayıları, aktif üyeler ve son 30 günün mesaj trafiği.',
  },
  {
    path: 'kategoriler',
    title: 'Kategoriler',
    description: 'Ana ve alt kategorileri ekleyin, yeniden adlandırın veya silin.',
  },
  { path: 'stl-kategorileri', title: 'STL kategorileri', description: 'STL model kategorilerini ekleyin, yeniden adlandırın veya silin.' },
] as const satisfies readonly AdminPageEntry[];

export type AdminPagePath = (typeof adminPages)[number]['path'];
