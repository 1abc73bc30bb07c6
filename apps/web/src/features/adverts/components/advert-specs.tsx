/** A request's facts on its page: category, quantity, material, process, city, deadline, budget and its offers against the cap. */
import type { Advert } from '@pazaryeri/contract/adverts/index';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { budgetText, isCapped, processText, quantityText } from '../advert-facts';

function offersLine(advert: Advert) {
  const received = `${advert.offersCount} teklif geldi`;
  return advert.maxOffers !== null ? `En fazla ${advert.maxOffers} teklif · ${received}` : received;
}

export function AdvertSpecs({ advert }: { advert: Advert }) {
  const isRequest = advert.advertType === 'customerRequest';
  const rows: [string, string | null][] = [
    ['Kategori', advert.category?.name ?? null],
    ['Miktar', quantityText(advert)],
    ['Malzeme', advert.material],
    ['Süreç', processText(advert)],
    ['Şehir', advert.city],
    ['Son tarih', advert.deadline && formatDate(`${advert.deadline}T12:00:00Z`)],
    [isRequest ? 'Bütçe' : 'Başlangıç fiyatı', budgetText(advert)],
  ];
  return (
    <dl aria-label={isRequest ? 'Talep bilgileri' : 'İlan bilgileri'} className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl border border-slate-200 p-4 text-sm">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs text-slate-500">{term}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      {isRequest && (
        <div className="col-span-2">
          <dt className="text-xs text-slate-500">Teklifler</dt>
          <dd className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            {offersLine(advert)}
            {isCapped(advert) && <Badge tone="warning">Teklif sınırı doldu</Badge>}
          </dd>
        </div>
      )}
    </dl>
  );
}
