import type { CampaignRow } from '../../db/schema/marketing';
import type { MailMessage } from '../../integrations/mail';
import { escapeHtml } from '../../lib/html';

/** Links in marketing mail point at the web app's pages, which then call the API. */
export const confirmLink = (appUrl: string, token: string) => `${appUrl}/abonelik/onay?token=${encodeURIComponent(token)}`;
export const unsubscribePage = (appUrl: string, token: string) => `${appUrl}/abonelik/iptal?token=${encodeURIComponent(token)}`;
/** RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` here, without a page. */
export const oneClickUrl = (appUrl: string, token: string) => `${appUrl}/api/subscriber/unsubscribe?token=${encodeURIComponent(token)}`;

export function confirmationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Pazaryeri e-posta aboneliğinizi onaylayın',
    text: `Merhaba,\n\nPazaryeri kampanya ve duyurularına abone olmak için bu bağlantıyı açın:\n${link}\n\nBu isteği siz yapmadıysanız bu e-postayı yok sayın; onaylamadığınız sürece size kampanya e-postası göndermeyiz.\n`,
    html: `<p>Merhaba,</p><p>Pazaryeri kampanya ve duyurularına abone olmak için <a href="${escapeHtml(link)}">aboneliğinizi onaylayın</a>.</p><p>Bu isteği siz yapmadıysanız bu e-postayı yok sayın; onaylamadığınız sürece size kampanya e-postası göndermeyiz.</p>`,
  };
}

/** Paragraphs are separated by blank lines; a bare URL becomes a link. */
export function campaignHtml(content: string): string {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>').replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

export interface CampaignMailInput {
  campaign: Pick<CampaignRow, 'title' | 'content'>;
  to: string;
  unsubscribeToken: string | null;
  appUrl: string;
  messageId?: string;
  attachments?: MailMessage['attachments'];
}

/** A campaign mail: the body, an unsubscribe footer and the List-Unsubscribe headers (RFC 2369, 8058). */
export function campaignMail({ campaign, to, unsubscribeToken, appUrl, messageId, attachments }: CampaignMailInput): MailMessage {
  const page = unsubscribeToken ? unsubscribePage(appUrl, unsubscribeToken) : `${appUrl}/abonelik/iptal`;
  const footerText = `\n\n--\nBu e-postayı Pazaryeri bültenine abone olduğunuz için aldınız. Abonelikten çıkmak için: ${page}`;
  const footerHtml = `<hr><p style="font-size:12px;color:#666">Bu e-postayı Pazaryeri bültenine abone olduğunuz için aldınız. <a href="${escapeHtml(page)}">Abonelikten çıkın</a>.</p>`;
  return {
    to,
    subject: campaign.title,
    text: `${campaign.content}${footerText}`,
    html: `${campaignHtml(campaign.content)}${footerHtml}`,
    headers: unsubscribeToken
      ? { 'List-Unsubscribe': `<${oneClickUrl(appUrl, unsubscribeToken)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {},
    messageId,
    attachments,
  };
}
