import { BadgeCheck, LockKeyhole, Truck } from 'lucide-react';
import type { ReactNode } from 'react';

const benefits = [
  { Icon: BadgeCheck, title: 'Onaylı satıcılar', text: 'Her mağaza yayına çıkmadan önce ekibimizce incelenir.' },
  { Icon: LockKeyhole, title: 'Güvenli ödeme', text: 'Ödemeniz, siparişiniz tamamlanana kadar güvence altında tutulur.' },
  { Icon: Truck, title: 'Entegre kargo', text: 'Anlaşmalı kargo firmalarıyla gönderiler tek panelden takip edilir.' },
];

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Sign-in, registration and password pages: the form beside a short reason to trust us. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 lg:grid-cols-[1fr_1.1fr] lg:gap-12 lg:px-6 lg:py-4">
      <aside className="relative hidden overflow-hidden rounded-2xl bg-slate-900 p-10 text-white lg:block">
        <div
          aria-hidden
          className="absolute inset-0 opacity-[0.07] [background-image:linear-gradient(#fff_1px,transparent_1px),linear-gradient(90deg,#fff_1px,transparent_1px)] [background-size:32px_32px]"
        />
        <div className="relative">
          <p className="text-sm font-semibold tracking-wide text-brand-500 uppercase">Pazaryeri</p>
          <h2 className="mt-3 text-3xl leading-tight font-bold">Endüstriyel tedarikte güvenilir adresiniz</h2>
          <p className="mt-4 text-slate-300">
            Yedek parçadan CNC işçiliğine, STL modellerden mühendislik hizmetlerine kadar ihtiyacınızı onaylı
            satıcılardan karşılayın.
          </p>
          <ul className="mt-10 space-y-6">
            {benefits.map(({ Icon, title: benefit, text }) => (
              <li key={benefit} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10">
                  <Icon aria-hidden className="size-5 text-brand-500" />
                </span>
                <span>
                  <span className="block font-semibold">{benefit}</span>
                  <span className="text-sm text-slate-400">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <section className="mx-auto w-full max-w-md self-center lg:max-w-lg">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {description && <div className="mt-2 text-sm text-slate-600">{description}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
      </section>
    </div>
  );
}
