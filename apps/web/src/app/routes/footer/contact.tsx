import { Clock, Mail, MessageSquare, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { LegalPage, siteContact } from './legal-page';

const channels = [
  {
    Icon: Mail,
    title: 'E-posta desteği',
    body: (
      <a href={`mailto:${siteContact.supportEmail}`} className="font-medium text-brand-700 underline">
        {siteContact.supportEmail}
      </a>
    ),
    note: 'Sipariş, ödeme, kargo ve hesap sorularınız için.',
  },
  {
    Icon: Clock,
    title: 'Çalışma saatleri',
    body: siteContact.supportHours,
    note: 'Mesajlarınızı en geç bir iş günü içinde yanıtlıyoruz.',
  },
  {
    Icon: MessageSquare,
    title: 'Satıcıya mesaj',
    body: <Link to="/chat">Mesajlar</Link>,
    note: 'Ürün ve siparişle ilgili soruları satıcıya doğrudan iletin.',
  },
  {
    Icon: ShieldCheck,
    title: 'Kişisel veri başvuruları',
    body: (
      <a href={`mailto:${siteContact.kvkkEmail}`} className="font-medium text-brand-700 underline">
        {siteContact.kvkkEmail}
      </a>
    ),
    note: 'KVKK kapsamındaki haklarınız için.',
  },
];

export default function ContactPage() {
  return (
    <LegalPage title="İletişim" lead="Sorunuz, öneriniz ya da şikâyetiniz mi var? Size yardımcı olmaktan memnuniyet duyarız.">
      <h2>Bize ulaşın</h2>
      <ul className="grid list-none! gap-4 pl-0! sm:grid-cols-2">
        {channels.map(({ Icon, title, body, note }) => (
          <li key={title} className="rounded-xl border border-slate-200 p-5">
            <Icon aria-hidden className="size-6 text-brand-600" />
            <p className="mt-3 font-semibold text-slate-900">{title}</p>
            <div className="mt-1">{body}</div>
            <p className="mt-1 text-sm text-slate-500">{note}</p>
          </li>
        ))}
      </ul>

      <h2>Talebinizi hızlandırmak için</h2>
      <ul>
        <li>Siparişle ilgili yazıyorsanız sipariş numaranızı ekleyin.</li>
        <li>Ürün sorunu için ürünün ve varsa ambalajın fotoğraflarını gönderin.</li>
        <li>Hesabınızla ilgili taleplerde, hesabınıza kayıtlı e-posta adresinden yazın.</li>
      </ul>

      <h2>Satıcı başvuruları</h2>
      <p>
        Mağaza açmak istiyorsanız <Link to="/satici-ol">Satıcı Olun</Link> sayfasından süreci inceleyebilirsiniz.
      </p>
    </LegalPage>
  );
}
