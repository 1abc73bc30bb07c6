import {
  ChartNoAxesCombined,
  Box,
  Boxes,
  FileDown,
  Handshake,
  Inbox,
  MessageCircleQuestion,
  MessageSquare,
  PackageCheck,
  PencilRuler,
  ReceiptText,
  Store,
  SlidersHorizontal,
  SquarePen,
  Star,
  TicketPercent,
  Truck,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';

export interface SellerPanelPage {
  /** Below /seller-panel/. */
  path: string;
  group: 'Genel' | 'Ürün ve hizmetler' | 'Siparişler' | 'Müşteriler' | 'Mağaza';
  title: string;
  description: string;
  Icon: LucideIcon;
  load: () => Promise<{ default: ComponentType }>;
}

/** The seller panel's subpages (spec §2), in sidebar order; all are prefetched on entering the panel. */
export const sellerPanelPages: SellerPanelPage[] = [
  { path: 'dashboard', group: 'Genel', title: 'Genel bakış', description: 'Satışlarınız, siparişleriniz ve mağaza performansınız tek ekranda.', Icon: ChartNoAxesCombined, load: () => import('./dashboard') },
  { path: 'product/product', group: 'Ürün ve hizmetler', title: 'Fiziksel ürün ekle', description: 'Stok, varyant, kargo ve fiyat bilgileriyle yeni ürün ekleyin.', Icon: Box, load: () => import('./add-product') },
  { path: 'product/digital', group: 'Ürün ve hizmetler', title: 'Dijital ürün ekle', description: 'STL modelleri ve indirilebilir dosyaları satışa sunun.', Icon: FileDown, load: () => import('./add-digital-product') },
  { path: 'stl', group: 'Ürün ve hizmetler', title: 'STL modellerim', description: 'STL modeli yükleyin: önizleme ve ölçüler gönderilmeden görünür; modellerinizi ve indirme sayılarını yönetin.', Icon: Boxes, load: () => import('./stl-models') },
  { path: 'product/freelance', group: 'Ürün ve hizmetler', title: 'Freelance hizmet ekle', description: '3D modelleme ve mühendislik hizmetlerinizi tanımlayın.', Icon: PencilRuler, load: () => import('./service-advert') },
  { path: 'edit-product', group: 'Ürün ve hizmetler', title: 'Ürünlerim', description: 'Ürünlerinizi düzenleyin, onaya gönderin ve stoklarını yönetin.', Icon: SquarePen, load: () => import('./edit-product') },
  { path: 'customization', group: 'Ürün ve hizmetler', title: 'Özelleştirme şablonları', description: 'Alıcının sepete eklemeden önce dolduracağı alanları (metin, sayı, seçenek, görsel) tanımlayın ve ürünlerinize bağlayın.', Icon: SlidersHorizontal, load: () => import('./customization') },
  { path: 'edit-product/freelance', group: 'Ürün ve hizmetler', title: 'Hizmetlerim', description: 'Freelance hizmet ilanlarınızı düzenleyin, yayından kaldırın ya da silin.', Icon: Wrench, load: () => import('./service-adverts') },
  { path: 'order', group: 'Siparişler', title: 'Ürün siparişleri', description: 'Gelen siparişleri onaylayın, hazırlayın ve kargolayın.', Icon: PackageCheck, load: () => import('./orders') },
  { path: 'order/freelance', group: 'Siparişler', title: 'Hizmet siparişleri', description: 'Tekliften doğan siparişleri, özelleştirme ve teslimleri takip edin.', Icon: ReceiptText, load: () => import('./freelance-orders') },
  { path: 'balance', group: 'Siparişler', title: 'Bakiyem', description: 'Komisyon sonrası kazancınız: bekleyen, onaylanan ve hesabınıza aktarılan tutarlar.', Icon: Wallet, load: () => import('./balance') },
  { path: 'shipment', group: 'Siparişler', title: 'Kargo işlemleri', description: 'Gönderi oluşturun, etiket yazdırın ve iadeleri yönetin.', Icon: Truck, load: () => import('./shipment') },
  { path: 'question', group: 'Müşteriler', title: 'Ürün soruları', description: 'Müşterilerinizin ürünlerinizle ilgili sorularını yanıtlayın.', Icon: MessageCircleQuestion, load: () => import('./questions') },
  { path: 'review', group: 'Müşteriler', title: 'Değerlendirmeler', description: 'Ürünlerinize yazılan değerlendirmeleri okuyun ve yanıtlayın.', Icon: Star, load: () => import('./reviews') },
  { path: 'chat', group: 'Müşteriler', title: 'Mesajlar', description: 'Alıcılarla gerçek zamanlı mesajlaşın.', Icon: MessageSquare, load: () => import('./chat') },
  { path: 'request', group: 'Müşteriler', title: 'Müşteri talepleri', description: 'Alıcıların ilan ettiği ihtiyaçları görün ve teklif verin.', Icon: Inbox, load: () => import('./requests') },
  { path: 'offer', group: 'Müşteriler', title: 'Tekliflerim', description: 'Verdiğiniz tekliflerin durumunu izleyin.', Icon: Handshake, load: () => import('./offers') },
  { path: 'coupon', group: 'Mağaza', title: 'Kuponlar', description: 'Mağaza ve takipçi kuponları oluşturun, kullanımlarını izleyin.', Icon: TicketPercent, load: () => import('./coupons') },
  { path: 'seller', group: 'Mağaza', title: 'Mağaza profili', description: 'Mağaza bilgileri, logo, kapak görseli ve gönderici adresleri.', Icon: Store, load: () => import('./store-profile') },
];

/** Starts downloading every subpage so moving around the panel is instant. */
export function prefetchSellerPanelPages(pages: SellerPanelPage[] = sellerPanelPages): void {
  for (const page of pages) {
    page.load().catch(() => {
      // A failed prefetch is retried when the page is actually opened.
    });
  }
}
