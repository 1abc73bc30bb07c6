import type { OrderView, SellerOrderView } from '@pazaryeri/contract/orders/index';
import type { MailMessage } from '../../integrations/mail';

const lira = (amount: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount);

const itemLines = (parts: SellerOrderView[]) =>
  parts
    .flatMap((part) =>
      part.items.map((item) => {
        const variant = [item.variantName, item.sizeLabel].filter(Boolean).join(' / ');
        return `- ${item.name}${variant ? ` (${variant})` : ''} × ${item.quantity}: ${lira(item.lineTotal)} — ${part.seller.storeName}`;
      }),
    )
    .join('\n');

const orderLink = (appUrl: string, orderId: string) => `${appUrl}/hesabim/siparisler/${orderId}`;

export function orderPlacedMail(to: string, name: string, order: OrderView, appUrl: string): MailMessage {
  return {
    to,
    subject: `Siparişiniz alındı: ${order.orderNumber}`,
    text:
      `Merhaba ${name},\n\n${order.orderNumber} numaralı siparişiniz oluşturuldu ve ödemenizi bekliyor.\n\n${itemLines(order.orders)}\n\n` +
      `Kargo: ${lira(order.shippingTotal)}\nİndirim: ${lira(order.discountTotal)}\nToplam: ${lira(order.total)}\n\n` +
      `Siparişinizi buradan takip edebilirsiniz: ${orderLink(appUrl, order._id)}`,
  };
}

export function orderPaidMail(to: string, name: string, order: OrderView, appUrl: string): MailMessage {
  const digital = order.orders.some((part) => part.items.some((item) => item.downloadAvailable));
  return {
    to,
    subject: `Ödemeniz alındı: ${order.orderNumber}`,
    text:
      `Merhaba ${name},\n\n${order.orderNumber} numaralı siparişinizin ödemesi (${lira(order.total)}) alındı; siparişiniz mağazalara iletildi.\n\n` +
      `${itemLines(order.orders)}\n\n` +
      (digital ? 'Dijital ürünleriniz teslim edildi: sipariş sayfanızdan indirebilirsiniz.\n\n' : '') +
      `Sipariş sayfanız: ${orderLink(appUrl, order._id)}`,
  };
}

export function newOrderSellerMail(to: string, part: SellerOrderView, appUrl: string): MailMessage {
  return {
    to,
    subject: `Yeni sipariş: ${part.orderNumber}`,
    text:
      `Merhaba ${part.seller.storeName},\n\n${part.orderNumber} numaralı siparişin ödemesi alındı. Mağazanıza düşen bölüm:\n\n${itemLines([part])}\n\n` +
      `Kargo: ${lira(part.shippingCost)}\nToplam: ${lira(part.total)}\n\n` +
      `Siparişi hazırlamak için satıcı panelinize gidin: ${appUrl}/seller-panel/order`,
  };
}

export function orderShippedMail(to: string, name: string, part: SellerOrderView, appUrl: string): MailMessage {
  return {
    to,
    subject: `Siparişiniz kargoya verildi: ${part.orderNumber}`,
    text:
      `Merhaba ${name},\n\n${part.seller.storeName} mağazası ${part.orderNumber} numaralı siparişinizi kargoya verdi.\n\n` +
      `Kargo firması: ${part.carrier ?? '-'}\nTakip numarası: ${part.trackingNumber ?? '-'}\n\n${itemLines([part])}\n\n` +
      `Sipariş sayfanız: ${orderLink(appUrl, part.orderId)}`,
  };
}

export function orderCancelledMail(to: string, name: string, orderNumber: string, parts: SellerOrderView[], refunded: boolean): MailMessage {
  return {
    to,
    subject: `Sipariş iptal edildi: ${orderNumber}`,
    text:
      `Merhaba ${name},\n\n${orderNumber} numaralı siparişin aşağıdaki bölümü iptal edildi:\n\n${itemLines(parts)}\n\n` +
      (refunded ? 'Ödenen tutar kartınıza iade edilecek; iadenin hesabınıza yansıması bankanıza göre birkaç gün sürebilir.\n' : ''),
  };
}
