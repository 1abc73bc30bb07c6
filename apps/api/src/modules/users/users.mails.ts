import { mailLayout, type MailMessage } from '../../integrations/mail';
import { escapeHtml } from '../../lib/html';

export function welcomeMail(name: string, to: string, appUrl: string): MailMessage {
  return {
    to,
    subject: "Pazaryeri'ne hoş geldiniz",
    text: `Merhaba ${name},\n\nPazaryeri hesabınız oluşturuldu. Ürünlere göz atmak için: ${appUrl}\n\nİyi alışverişler dileriz.`,
    html: mailLayout(
      "Pazaryeri'ne hoş geldiniz",
      `<p>Merhaba ${escapeHtml(name)},</p><p>Hesabınız oluşturuldu. <a href="${escapeHtml(appUrl)}">Ürünlere göz atın</a>.</p>`,
    ),
  };
}

export function resetCodeMail(name: string, to: string, code: string, minutes: number): MailMessage {
  return {
    to,
    subject: 'Şifre sıfırlama kodunuz',
    text: `Merhaba ${name},\n\nŞifre sıfırlama kodunuz: ${code}\nKod ${minutes} dakika geçerlidir.\n\nBu isteği siz yapmadıysanız bu e-postayı dikkate almayın; şifreniz değişmez.`,
    html: mailLayout(
      'Şifre sıfırlama kodunuz',
      `<p>Merhaba ${escapeHtml(name)},</p><p>Şifre sıfırlama kodunuz:</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>
<p>Kod ${minutes} dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.</p>`,
    ),
  };
}
