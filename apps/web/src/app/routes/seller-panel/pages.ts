export interface SellerPanelPage {
  /** Below /seller-panel/. */
  path: string;
  group: 'Genel' | 'Ürün ve hizmetler' | 'Siparişler' | 'Müşteriler' | 'Mağaza';
  title: string;
  description: string;
}

/** The seller panel's subpages (spec §2), in sidebar order; all are prefetched on entering the panel. */
export const sellerPanelPages = [
  { path: 'dashboard', group: 'Genel', title: 'Genel bakış', description: 'Satışlarınız, siparişleriniz ve mağaza performansınız tek ekranda.' },
  { path: 'product/product', group: 'Ürün ve hizmetler', title: 'Fiziksel ürün ekle', description: 'Stok, varyant, kargo ve fiyat bilgileriyle yeni ürün ekleyin.' },
  { path: 'product/digital', group: 'Ürün ve hizmetler', title: 'Dijital ürün ekle', description: 'STL modelleri ve indirilebilir dosyaları satışa sunun.' },
  { path: 'stl', group: 'Ürün ve hizmetler', title: 'STL modellerim', description: 'STL modeli yükleyin: önizleme ve ölçüler gönderilmeden görünür; modellerinizi ve indirme sayılarını yönetin.' },
  { path: 'product/freelance', group: 'Ürün ve hizmetler', title: 'Freelance hizmet ekle', description: '3D modelleme ve mühendislik hizmetlerinizi tanımlayın.' },
  { path: 'edit-product', group: 'Ürün ve hizmetler', title: 'Ürünlerim', description: 'Ürünlerinizi düzenleyin, onaya gönderin ve stoklarını yönetin.' },
  { path: 'customization', group: 'Ürün ve hizmetler', title: 'Özelleştirme şablonları', description: 'Alıcının sepete eklemeden önce dolduracağı alanları (metin, sayı, seçenek, görsel) tanımlayın ve ürünlerinize bağlayın.' },
  { path: 'edit-product/freelance', group: 'Ürün ve hizmetler', title: 'Hizmetlerim', description: 'Freelance hizmet ilanlarınızı düzenleyin, yayından kaldırın ya da silin.' },
  { path: 'order', group: 'Siparişler', title: 'Ürün siparişleri', description: 'Gelen siparişleri onaylayın, hazırlayın ve kargolayın.' },
  { path: 'order/freelance', group: 'Siparişler', title: 'Hizmet siparişleri', description: 'Tekliften doğan siparişleri, özelleştirme ve teslimleri takip edin.' },
  { path: 'balance', group: 'Siparişler', title: 'Bakiyem', description: 'Komisyon sonrası kazancınız: bekleyen, onaylanan ve hesabınıza aktarılan tutarlar.' },
  { path: 'shipment', group: 'Siparişler', title: 'Kargo işlemleri', description: 'Gönderi oluşturun, etiket yazdırın ve iadeleri yönetin.' },
  { path: 'question', group: 'Müşteriler', title: 'Ürün soruları', description: 'Müşterilerinizin ürünlerinizle ilgili sorularını yanıtlayın.' },
  { path: 'review', group: 'Müşteriler', title: 'Değerlendirmeler', description: 'Ürünlerinize yazılan değerlendirmeleri okuyun ve yanıtlayın.' },
  { path: 'chat', group: 'Müşteriler', title: 'Mesajlar', description: 'Alıcılarla gerçek zamanlı mesajlaşın.' },
  { path: 'request', group: 'Müşteriler', title: 'Müşteri talepleri', description: 'Alıcıların ilan ettiği ihtiyaçları görün ve teklif verin.' },
  { path: 'offer', group: 'Müşteriler', title: 'Tekliflerim', description: 'Verdiğiniz tekliflerin durumunu izleyin.' },
  { path: 'coupon', group: 'Mağaza', title: 'Kuponlar', description: 'Mağaza ve takipçi kuponları oluşturun, kullanımlarını izleyin.' },
  { path: 'seller', group: 'Mağaza', title: 'Mağaza profili', description: 'Mağaza bilgileri, logo, kapak görseli ve gönderici adresleri.' },
] as const satisfies readonly SellerPanelPage[];

export type SellerPanelPagePath = (typeof sellerPanelPages)[number]['path'];
