import { formatKurus as lira } from '@pazaryeri/contract/coupons/messages';
import type { MailMessage } from '../../integrations/mail';

export interface MissingInvoicePart {
  orderNumber: string;
  total: number;
  deliveredAt: Date;
}

/** A store's delivered parts that still have no invoice (3 days on): one mail for them all. */
export function missingInvoicesMail(to: string, storeName: string, parts: MissingInvoicePart[], appUrl: string): MailMessage {
  const day = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit', year: 'numeric' });
  const lines = parts.map((part) => `- ${part.orderNumber}: ${lira(part.total)}, ${day.format(part.deliveredAt)} tarihinde teslim edildi`).join('\n');
  return {
    to,
    subject: parts.length === 1 ? `Faturası eklenmemiş sipariş: ${parts[0].orderNumber}` : `${parts.length} siparişin faturası eklenmedi`,
    text:
      `Merhaba ${storeName},\n\nAşağıdaki siparişler teslim edildi, ancak faturaları henüz eklenmedi. ` +
      `Alıcılarınız faturayı sipariş sayfalarından indirebilmeli; mevzuat gereği fatura teslimden itibaren en geç 7 gün içinde düzenlenir.\n\n${lines}\n\n` +
      `Faturayı satıcı panelinizdeki siparişten yükleyebilir ya da tek tıkla kesebilirsiniz: ${appUrl}/seller-panel/order`,
  };
}

export function commissionInvoiceMail(to: string, storeName: string, periodLabel: string, gross: number, number: string, appUrl: string): MailMessage {
  return {
    to,
    subject: `${periodLabel} komisyon faturanız: ${number}`,
    text:
      `Merhaba ${storeName},\n\n${periodLabel} ayında mağazanızın satışlarından alınan hizmet komisyonunun faturası (${number}, KDV dahil ${lira(gross)}) düzenlendi.\n\n` +
      `Faturayı Bakiyem sayfanızdan indirebilirsiniz: ${appUrl}/seller-panel/balance`,
  };
}
