import type { MailMessage } from '../../integrations/mail';
import { escapeHtml } from '../../lib/html';

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="tr"><body style="font-family:Arial,sans-serif;background:#f1f5f9;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:32px;color:#0f172a">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="color:#64748b;font-size:12px;margin-top:32px">Pazaryeri — Türkiye'nin endüstriyel pazaryeri</p></div></body></html>`;
}

export function welcomeMail(name: string, to: string, appUrl: string): MailMessage {
  return {
    to,
    subject: "Pazaryeri'ne hoş geldiniz",
    text: `Merhaba ${name},\n\nPazaryeri hesabınız oluşturuldu. Ürünlere göz atmak için: ${appUrl}\n\nİyi alışverişler dileriz.`,
    html: layout(
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
    html: layout(
      'Şifre sıfırlama kodunuz',
      `<p>Merhaba ${escapeHtml(name)},</p><p>Şifre sıfırlama kodunuz:</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>
<p>Kod ${minutes} dakika geçerlidir. Bu isteği siz yapmadıysanız bu e-postayı dikkate almayın.</p>`,
    ),
  };
}
