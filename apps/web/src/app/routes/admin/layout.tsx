import { BadgeCheck, ClipboardCheck, ImageUp, MessagesSquare, PackageCheck, ShieldAlert, TicketPercent, Users } from 'lucide-react';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/features/users/user-slice';
import { ButtonLink } from '@/components/ui/button';

const sections = [
  { Icon: BadgeCheck, title: 'Satıcı onayları', text: 'Başvuruları inceleyin, onaylayın veya reddedin.' },
  { Icon: PackageCheck, title: 'Ürün onayları', text: 'Onaya gönderilen ürünleri yayına alın.' },
  { Icon: ImageUp, title: 'Görsel onayları', text: 'Mağaza logoları ve kapak görselleri.' },
  { Icon: Users, title: 'Kullanıcılar ve satıcılar', text: 'Listeleyin, filtreleyin ve arayın.' },
  { Icon: ClipboardCheck, title: 'Siparişler', text: 'Tüm siparişler ve durum değişiklikleri.' },
  { Icon: MessagesSquare, title: 'Sohbetler', text: 'Şikâyet incelemeleri için sohbet kayıtları.' },
  { Icon: TicketPercent, title: 'Kuponlar', text: 'Kupon oluşturma ve etkinleştirme.' },
];

export default function AdminPage() {
  const user = useSelector(selectCurrentUser);

  if (!user?.isAdmin) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
        <ShieldAlert aria-hidden className="size-12 text-red-500" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Bu sayfaya erişim yetkiniz yok</h1>
        <p className="mt-3 text-slate-600">Yönetim paneli yalnızca yönetici hesaplarına açıktır.</p>
        <ButtonLink to="/" className="mt-8">
          Ana sayfaya dön
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:px-6 lg:py-0">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Yönetim paneli</h1>
      <p className="mt-2 text-slate-600">Yönetim araçları sırayla kullanıma açılacak.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map(({ Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5">
            <div className="flex items-center justify-between">
              <Icon aria-hidden className="size-6 text-brand-600" />
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600">Bu bölüm yakında</span>
            </div>
            <p className="mt-4 font-semibold text-slate-900">{title}</p>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
