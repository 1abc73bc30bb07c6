import { mailLayout, type MailMessage } from '../../integrations/mail';
import { escapeHtml } from '../../lib/html';

const dateTime = (date: Date) => new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(date);

/** The person's copy is ready: where to download it (the account page; links there are short-lived) and until when. */
export function exportReadyMail(name: string, to: string, appUrl: string, expiresAt: Date): MailMessage {
  const page = `${appUrl}/hesabim/kisisel-verilerim`;
  return {
    to,
    subject: 'Verilerinizin kopyası hazır',
    text:
      `Merhaba ${name},\n\nİstediğiniz kişisel veri kopyası hazır. Hesabım → Kişisel verilerim sayfasından indirebilirsiniz:\n${page}\n\n` +
      `Dosya ${dateTime(expiresAt)} tarihine kadar saklanır, sonra silinir.\n\nBu isteği siz yapmadıysanız hemen şifrenizi değiştirin.`,
    html: mailLayout(
      'Verilerinizin kopyası hazır',
      `<p>Merhaba ${escapeHtml(name)},</p><p>İstediğiniz kişisel veri kopyası hazır.</p>
<p><a href="${escapeHtml(page)}" style="display:inline-block;background:#1e40af;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Kişisel verilerim sayfasına git</a></p>
<p>Dosya ${escapeHtml(dateTime(expiresAt))} tarihine kadar saklanır, sonra silinir.</p>
<p style="color:#64748b">Bu isteği siz yapmadıysanız hemen şifrenizi değiştirin.</p>`,
    ),
  };
}
