import { BadgeCheck, Building2, ClipboardList, Rocket, UserPlus } from 'lucide-react';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/features/users/user-slice';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';

const steps = [
  { Icon: UserPlus, title: 'Hesabınızı oluşturun', text: 'Ücretsiz bir Pazaryeri hesabı açın.' },
  { Icon: ClipboardList, title: 'Mağaza başvurusu', text: 'Mağaza adı, şirket türü, vergi ve adres bilgilerinizi girin.' },
  { Icon: BadgeCheck, title: 'Onay', text: 'Ekibimiz bilgilerinizi inceler; onaylandığında size haber veririz.' },
  { Icon: Rocket, title: 'Satışa başlayın', text: 'Ürünlerinizi listeleyin, teklif verin, siparişlerinizi yönetin.' },
];

const companyTypes = [
  { label: 'Bireysel', text: 'Şirketi olmayan, bireysel satış yapan kişiler' },
  { label: 'Şahıs', text: 'Şahıs şirketi sahipleri' },
  { label: 'Limited', text: 'Limited şirketler' },
  { label: 'Anonim', text: 'Anonim şirketler' },
];

export default function BecomeSellerPage() {
  const user = useSelector(selectCurrentUser);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 lg:px-6 lg:py-0">
      <div className="rounded-3xl bg-slate-900 px-6 py-10 text-white sm:px-10">
        <p className="text-sm font-semibold tracking-wide text-brand-500 uppercase">Satıcı olun</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Mağazanızı Pazaryeri'nde açın</h1>
        <p className="mt-3 max-w-2xl text-slate-300">
          Fiziksel ürünlerinizi, dijital dosyalarınızı ve freelance hizmetlerinizi Türkiye'nin dört bir yanındaki
          endüstriyel alıcılara ulaştırın.
        </p>
      </div>

      <Alert tone="info" title="Satıcı başvuruları çok yakında açılıyor" className="mt-6">
        Başvuru formu hazırlanıyor. {user ? 'Hesabınız hazır; başvurular açıldığında buradan mağazanızı oluşturabileceksiniz.' : 'Şimdiden ücretsiz hesabınızı oluşturabilirsiniz.'}
      </Alert>

      <section aria-labelledby="seller-steps" className="mt-10">
        <h2 id="seller-steps" className="text-xl font-bold text-slate-900">
          Nasıl satıcı olunur?
        </h2>
        <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ Icon, title, text }, index) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5">
              <div className="flex items-center justify-between">
                <Icon aria-hidden className="size-6 text-brand-600" />
                <span className="text-sm font-bold text-slate-300">{index + 1}</span>
              </div>
              <p className="mt-4 font-semibold text-slate-900">{title}</p>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="company-types" className="mt-10">
        <h2 id="company-types" className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <Building2 aria-hidden className="size-5 text-brand-600" />
          Hangi şirket türleri satıcı olabilir?
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {companyTypes.map(({ label, text }) => (
            <li key={label} className="rounded-xl border border-slate-200 bg-white px-5 py-4">
              <p className="font-semibold text-slate-900">{label}</p>
              <p className="text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      {!user && (
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink to="/register" size="lg">
            Ücretsiz hesap oluştur
          </ButtonLink>
          <ButtonLink to="/login" size="lg" variant="outline">
            Giriş yap
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
