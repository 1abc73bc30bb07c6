import { BadgeCheck, Clock } from 'lucide-react';
import { companyTypeLabels, sellerMessages, type Seller } from '@pazaryeri/contract/sellers/index';
import { ButtonLink } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

/** Where the user's seller application stands: waiting for an admin, or approved. */
export function ApplicationStatus({ seller }: { seller: Seller }) {
  const approved = seller.status === 'approved';
  const rows = [
    ['Mağaza adı', seller.storeName],
    ['Mağaza adresi', `/magaza/${seller.alias}`],
    ['Şirket türü', companyTypeLabels[seller.companyType]],
    ['Başvuru tarihi', formatDate(seller.createdAt)],
  ];
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="flex flex-col items-start gap-4 sm:flex-row">
        <span
          className={
            approved
              ? 'flex size-12 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-600'
              : 'flex size-12 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-600'
          }
        >
          {approved ? <BadgeCheck aria-hidden className="size-6" /> : <Clock aria-hidden className="size-6" />}
        </span>
        <div>
          <h2 className="text-xl font-bold text-slate-900">{approved ? 'Mağazanız yayında' : sellerMessages.registered}</h2>
          <p className="mt-1 text-slate-600">
            {approved
              ? 'Başvurunuz onaylandı. Satıcı panelinden mağazanızı düzenleyebilir, ürünlerinizi ekleyebilirsiniz.'
              : 'Ekibimiz bilgilerinizi inceliyor. Onaylandığında e-posta ile haber vereceğiz; bu sayfadan da durumu takip edebilirsiniz.'}
          </p>
        </div>
      </div>
      <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {approved && (
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/seller-panel">Satıcı paneline git</ButtonLink>
          <ButtonLink to={`/magaza/${seller.alias}`} variant="outline">
            Mağazamı görüntüle
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
