import type { CampaignStatus, RecipientStatus, SubscriberSource, SubscriberStatus } from '@pazaryeri/contract';

export const subscriberStatusLabels: Record<SubscriberStatus, string> = { pending: 'Onay bekliyor', confirmed: 'Onaylı', unsubscribed: 'Ayrıldı' };
export const subscriberSourceLabels: Record<SubscriberSource, string> = { footer: 'Site alt bilgisi', blog: 'Blog', checkout: 'Ödeme sayfası', import: 'İçe aktarma' };
export const campaignStatusLabels: Record<CampaignStatus, string> = { draft: 'Taslak', sending: 'Gönderiliyor', sent: 'Gönderildi' };
export const recipientStatusLabels: Record<RecipientStatus, string> = { pending: 'Sırada', sending: 'Gönderiliyor', sent: 'Gönderildi', failed: 'Başarısız', skipped: 'Atlandı' };

export const formatDateTime = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('tr-TR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(new Date(iso)) : '—';
