import { Home, Search } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <p className="text-7xl font-black text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">Sayfa bulunamadı</h1>
      <p className="mt-3 text-slate-600">
        Aradığınız sayfa taşınmış, kaldırılmış ya da hiç var olmamış olabilir. Adresi kontrol edin veya aramayı
        deneyin.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">
          <Home aria-hidden className="size-4" />
          Ana sayfaya dön
        </ButtonLink>
        <ButtonLink to="/arama" variant="outline">
          <Search aria-hidden className="size-4" />
          Ürün ara
        </ButtonLink>
      </div>
    </div>
  );
}
