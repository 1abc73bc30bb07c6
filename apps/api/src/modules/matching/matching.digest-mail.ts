/** The hourly digest mail: the requests that fitted the person's store since the last one, with the unsubscribe link. */
import { mailLayout, type MailMessage } from '../../integrations/mail';
import { escapeHtml } from '../../lib/html';

export interface DigestItem {
  requestTitle: string;
  reasons: string[];
  link: string;
}

export const unsubscribeUrl = (appUrl: string, token: string) => `${appUrl}/bildirimler/abonelik-iptal?token=${encodeURIComponent(token)}`;

export function digestMail(options: { to: string; name: string; items: DigestItem[]; appUrl: string; unsubscribeToken: string; messageId: string }): MailMessage {
  const { to, name, items, appUrl } = options;
  const unsubscribe = unsubscribeUrl(appUrl, options.unsubscribeToken);
  const subject = items.length === 1 ? `Size uygun yeni talep: ${items[0].requestTitle}` : `Size uygun ${items.length} yeni talep`;
  const intro = items.length === 1 ? 'Mağazanızın üretim yetkinliklerine uyan yeni bir talep var:' : `Mağazanızın üretim yetkinliklerine uyan ${items.length} yeni talep var:`;
  const outro = 'Teklif vermek için talebi açın; talep sahibi teklifleri son tarihe kadar topluyor.';
  const footer = 'Bu e-postayı, mağazanıza uygun talepler için saatlik özet almayı seçtiğiniz için aldınız.';
  const lines = items.map((item) => `- ${item.requestTitle}\n  ${item.reasons.join(' · ')}\n  ${appUrl}${item.link}`).join('\n\n');
  const htmlItems = items
    .map(
      (item) =>
        `<li style="margin-bottom:12px"><a href="${escapeHtml(appUrl + item.link)}" style="color:#1d4ed8;font-weight:bold">${escapeHtml(item.requestTitle)}</a>` +
        `<br><span style="color:#475569">${escapeHtml(item.reasons.join(' · '))}</span></li>`,
    )
    .join('');
  return {
    to,
    subject,
    text: `Merhaba ${name},\n\n${intro}\n\n${lines}\n\n${outro}\n\n${footer}\nAbonelikten çıkmak için: ${unsubscribe}`,
    html: mailLayout(
      subject,
      `<p>Merhaba ${escapeHtml(name)},</p><p>${escapeHtml(intro)}</p><ul style="padding-left:18px">${htmlItems}</ul><p>${escapeHtml(outro)}</p>` +
        `<p style="color:#64748b;font-size:12px">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribe)}">Abonelikten çık</a></p>`,
    ),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
    messageId: options.messageId,
  };
}
