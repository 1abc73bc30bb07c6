import { RefreshCw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';

/** Shown when a page fails to load or render (most often a new release replaced its files). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{notFound ? 'Sayfa bulunamadı' : 'Sayfa yüklenemedi'}</h1>
      <p className="mt-3 text-slate-600">
        {notFound
          ? 'Aradığınız sayfa bulunamadı.'
          : 'Beklenmeyen bir sorun oluştu. Uygulama güncellenmiş olabilir; sayfayı yenileyip tekrar deneyin.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden className="size-4" />
          Sayfayı yenile
        </Button>
        <ButtonLink to="/" variant="outline" reloadDocument>
          Ana sayfaya dön
        </ButtonLink>
      </div>
    </div>
  );
}
