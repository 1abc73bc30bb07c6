import type { ComponentType } from 'react';

export interface SellerPanelPage {
  /** Below /seller-panel/. */
  path: string;
  group: 'Genel' | 'Ürün ve hizmetler' | 'Siparişler' | 'Müşteriler' | 'Mağaza';
  title: string;
  description: string;
  load: () => Promise<{ default: ComponentType }>;
}

/** The seller panel's subpages (spec §2), in sidebar order; all are prefetched on entering the panel. */
export const sellerPanelPages = [
  { path: 'dashboard', group: 'Genel', title: 'Genel bakış', description: 'Satışlarınız, siparişleriniz ve mağaza performansınız tek ekranda.', load: () => import('./dashboard') },
  { path: 'product/product', group: 'Ürün ve hizmetler', title: 'Fiziksel ürün ekle', description: 'Stok, varyant, kargo ve fiyat bilgileriyle yeni ürün ekleyin.', load: () => import('./add-product') },
  { path: 'product/digital', group: 'Ürün ve hizmetler', title: 'Dijital ürün ekle', description: 'STL modelleri ve indirilebilir dosyaları satışa sunun.', load: () => import('./add-digital-product') },
  { path: 'stl', group: 'Ürün ve hizmetler', title: 'STL modellerim', description: 'STL modeli yükleyin: önizleme ve ölçüler gönderilmeden görünür; modellerinizi ve indirme sayılarını yönetin.', load: () => import('./stl-models') },
  { path: 'product/freelance', group: 'Ürün ve hizmetler', title: 'Freelance hizmet ekle', description: '3D modelleme ve mühendislik hizmetlerinizi tanımlayın.', load: () => import('./service-advert') },
  { path: 'edit-product', group: 'Ürün ve hizmetler', title: 'Ürünlerim', description: 'Ürünlerinizi düzenleyin, onaya gönderin ve stoklarını yönetin.', load: () => import('./edit-product') },
  { path: 'customization', group: 'Ürün ve hizmetler', title: 'Özelleştirme şablonları', description: 'Alıcının sepete eklemeden önce dolduracağı alanları (metin, sayı, seçenek, görsel) tanımlayın ve ürünlerinize bağlayın.', load: () => import('./customization') },
  { path: 'edit-product/freelance', group: 'Ürün ve hizmetler', title: 'Hizmetlerim', description: 'Freelance hizmet ilanlarınızı düzenleyin, yayından kaldırın ya da silin.', load: () => import('./service-adverts') },
  { path: 'order', group: 'Siparişler', title: 'Ürün siparişleri', description: 'Gelen siparişleri onaylayın, hazırlayın ve kargolayın.', load: () => import('./orders') },
  { path: 'order/freelance', group: 'Siparişler', title: 'Hizmet siparişleri', description: 'Tekliften doğan siparişleri, özelleştirme ve teslimleri takip edin.', load: () => import('./freelance-orders') },
  { path: 'balance', group: 'Siparişler', title: 'Bakiyem', description: 'Komisyon sonrası kazancınız: bekleyen, onaylanan ve hesabınıza aktarılan tutarlar.', load: () => import('./balance') },
  { path: 'shipment', group: 'Siparişler', title: 'Kargo işlemleri', description: 'Gönderi oluşturun, etiket yazdırın ve iadeleri yönetin.', load: () => import('./shipment') },
  { path: 'question', group: 'Müşteriler', title: 'Ürün soruları', description: 'Müşterilerinizin ürünlerinizle ilgili sorularını yanıtlayın.', load: () => import('./questions') },
  { path: 'review', group: 'Müşteriler', title: 'Değerlendirmeler', description: 'Ürünlerinize yazılan değerlendirmeleri okuyun ve yanıtlayın.', load: () => import('./reviews') },
  { path: 'chat', group: 'Müşteriler', title: 'Mesajlar', description: 'Alıcılarla gerçek zamanlı mesajlaşın.', load: () => import('./chat') },
  { path: 'request', group: 'Müşteriler', title: 'Müşteri talepleri', description: 'Alıcıların ilan ettiği ihtiyaçları görün ve teklif verin.', load: () => import('./requests') },
  { path: 'offer', group: 'Müşteriler', title: 'Tekliflerim', description: 'Verdiğiniz tekliflerin durumunu izleyin.', load: () => import('./offers') },
  { path: 'coupon', group: 'Mağaza', title: 'Kuponlar', description: 'Mağaza ve takipçi kuponları oluşturun, kullanımlarını izleyin.', load: () => import('./coupons') },
  { path: 'seller', group: 'Mağaza', title: 'Mağaza profili', description: 'Mağaza bilgileri, logo, kapak görseli ve gönderici adresleri.', load: () => import('./store-profile') },
] as const satisfies readonly SellerPanelPage[];

export type SellerPanelPagePath = (typeof sellerPanelPages)[number]['path'];

/** Starts downloading every subpage so moving around the panel is instant. */
export function prefetchSellerPanelPages(pages: readonly SellerPanelPage[] = sellerPanelPages): void {
  for (const page of pages) {
    page.load().catch(() => {
      // A failed prefetch is retried when the page is actually opened.
    });
  }
}
