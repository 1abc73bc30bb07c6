import { skipToken } from '@reduxjs/toolkit/query';
import { BadgeCheck, Building2, ClipboardList, Rocket, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { sellerMessages } from '@pazaryeri/contract/sellers/index';
import { ApplicationStatus } from '@/features/sellers/components/application-status';
import { SellerRegisterForm } from '@/features/sellers/components/seller-register-form';
import { useGetStoreByUserIdQuery } from '@/features/sellers/sellers-api';
import { selectCurrentUser } from '@/features/users';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '../session/session-provider';

const steps = [
  { Icon: ClipboardList, title: 'Başvuru', text: 'Mağaza, vergi ve adres bilgilerinizi girin.' },
  { Icon: BadgeCheck, title: 'Onay', text: 'Ekibimiz bilgilerinizi inceler; sonucu e-posta ile bildiririz.' },
  { Icon: Rocket, title: 'Satışa başlayın', text: 'Ürünlerinizi listeleyin, teklif verin, siparişlerinizi yönetin.' },
];

const companyTypes = [
  { label: 'Bireysel', text: 'Şirketi olmayan kişiler · T.C. kimlik no' },
  { label: 'Şahıs', text: 'Şahıs şirketleri · T.C. kimlik no' },
  { label: 'Limited', text: 'Limited şirketler · VKN' },
  { label: 'Anonim', text: 'Anonim şirketler · VKN' },
];

function Guide() {
  return (
    <aside className="space-y-6">
      <section aria-labelledby="seller-steps" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="seller-steps" className="font-semibold text-slate-900">
          Nasıl satıcı olunur?
        </h2>
        <ol className="mt-4 space-y-4">
          {steps.map(({ Icon, title, text }, index) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="text-sm">
                <span className="block font-semibold text-slate-900">
                  {index + 1}. {title}
                </span>
                <span className="text-slate-600">{text}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="company-types" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="company-types" className="flex items-center gap-2 font-semibold text-slate-900">
          <Building2 aria-hidden className="size-5 text-brand-600" />
          Şirket türleri
        </h2>
        <ul className="mt-3 space-y-2 text-sm">
          {companyTypes.map(({ label, text }) => (
            <li key={label}>
              <span className="font-medium text-slate-900">{label}:</span> <span className="text-slate-600">{text}</span>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}

export default function BecomeSellerPage() {
  const user = useSelector(selectCurrentUser);
  const { update } = useSession();
  const store = useGetStoreByUserIdQuery(user?._id ?? skipToken);
  const approvedButStale = store.data?.status === 'approved' && user?.role !== 'seller';

  // An approval happened since this session was read: pick up the seller role.
  useEffect(() => {
    if (approvedButStale) void update();
  }, [approvedButStale, update]);

  if (!user || store.isLoading) return <PageSpinner label="Başvuru durumunuz yükleniyor" />;

  let main;
  if (store.isError) {
    main = <LoadError title="Başvuru durumunuz yüklenemedi" error={store.error} onRetry={() => void store.refetch()} retrying={store.isFetching} />;
  } else if (store.data) {
    main = <ApplicationStatus seller={store.data} />;
  } else if (user.isAdmin || user.role === 'marketing') {
    main = (
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
        <ShieldAlert aria-hidden className="mx-auto size-10 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">{sellerMessages.staffCannotApply}</p>
        <ButtonLink to="/" variant="outline" className="mt-6">
          Ana sayfaya dön
        </ButtonLink>
      </div>
    );
  } else {
    main = (
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 className="text-xl font-bold text-slate-900">Satıcı başvurusu</h2>
        <p className="mt-1 text-sm text-slate-600">
          Bilgileriniz yalnızca doğrulama ve ödemeler için kullanılır; alıcılar vergi bilgilerinizi görmez.
        </p>
        <div className="mt-6">
          <SellerRegisterForm email={user.email} />
        </div>
      </section>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:px-6 lg:py-0">
      <div className="rounded-3xl bg-slate-900 px-6 py-8 text-white sm:px-10">
        <p className="text-sm font-semibold tracking-wide text-brand-500 uppercase">Satıcı olun</p>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">Mağazanızı Pazaryeri'nde açın</h1>
        <p className="mt-2 max-w-2xl text-slate-300">
          Fiziksel ürünlerinizi, dijital dosyalarınızı ve freelance hizmetlerinizi Türkiye'nin dört bir yanındaki
          endüstriyel alıcılara ulaştırın.
        </p>
      </div>
      {store.data?.status === 'pending' && (
        <Alert tone="info" className="mt-6">
          Başvurunuz incelenirken mağaza bilgilerinizi değiştirmeniz gerekirse destek ekibimize yazın.
        </Alert>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_320px]">
        <div>{main}</div>
        <Guide />
      </div>
    </div>
  );
}
