import type { Advert } from '@pazaryeri/contract/adverts/index';
import { Inbox, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
import { FilterTabs } from '@/components/ui/filter-tabs';
import { PagedList } from '@/components/ui/paged-list';
import { budgetText, isCapped, offersOfCapText, processText, quantityText } from '@/features/adverts/advert-facts';
import { useCustomerRequestsQuery } from '@/features/adverts/adverts-api';
import { advertPath } from '@/features/adverts/components/advert-card';
import { OfferDialog } from '@/features/adverts/components/offer-form';
import { useListMainCategoriesWithCountsQuery } from '@/features/categories';
import { useGetCapabilitiesQuery } from '@/features/sellers/store-management-api';
import { formatDate, formatDayShort } from '@/lib/format';
import { PanelPage } from './panel-page';

type FeedTab = 'uygun' | 'tum';
const feedTabs = [
  ['uygun', 'Size uygun talepler'],
  ['tum', 'Tüm talepler'],
] as const;

/**
 * /seller-panel/request: the open customer requests, 10 a page. "Size uygun talepler" (the default)
 * holds those the store's capabilities fit, best fit first, each with why; "Tüm talepler" all of them,
 * newest first. The tab, search, category and page live in the address bar.
 */
export default function CustomerRequestsPage() {
  const [params, setParams] = useSearchParams();
  const tab: FeedTab = params.get('tab') === 'tum' ? 'tum' : 'uygun';
  const search = params.get('q') ?? '';
  const category = params.get('kategori') ?? '';
  const page = Number(params.get('page')) || 1;
  const [searchText, setSearchText] = useState(search);
  const feed = useCustomerRequestsQuery({ page, search, category, match: tab === 'uygun' ? 'fit' : 'all' });
  const [offering, setOffering] = useState<Advert | null>(null);

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const filtered = Boolean(search || category);

  return (
    <PanelPage>
      <FilterTabs label="Talepler" tabs={feedTabs} value={tab} onChange={(next) => set('tab', next === 'uygun' ? '' : next)} />
      <FilterBar
        className="grid gap-2 p-3 sm:grid-cols-[1fr_16rem]"
        search={{ label: 'Taleplerde ara', placeholder: 'Başlık ya da açıklamada ara', value: searchText, onValueChange: setSearchText, onSubmit: (value) => set('q', value.trim()) }}
      >
        <CategoryFilter value={category} onChange={(value) => set('kategori', value)} />
      </FilterBar>
      <PagedList
        query={feed}
        items={feed.data?.adverts}
        label={feedTabs.find(([value]) => value === tab)![1]}
        className="space-y-3"
        renderItem={(advert) => <RequestCard key={advert._id} advert={advert} onOffer={() => setOffering(advert)} />}
        loading={{ label: 'Talepler yükleniyor', rows: 3, rowClassName: 'h-28 w-full rounded-2xl' }}
        errorTitle="Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin."
        empty={filtered ? <NoMatchingSearch /> : tab === 'uygun' ? <NoFittingRequests onShowAll={() => set('tab', 'tum')} /> : <NoOpenRequests />}
        pagination={feed.data && { page: feed.data.page, totalPages: feed.data.totalPages, total: feed.data.total, onPageChange: (next) => set('page', String(next)) }}
      />
      {offering && <OfferDialog advertId={offering._id} title={offering.title} onClose={() => setOffering(null)} />}
    </PanelPage>
  );
}

/** The catalogue's categories, a subcategory with its path; a main category takes in its subcategories. */
function CategoryFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { data: tree = [] } = useListMainCategoriesWithCountsQuery();
  const options = tree.flatMap((main) => [[main.slug, main.name] as const, ...main.subCategories.map((sub) => [sub.slug, `${main.name} › ${sub.name}`] as const)]);
  return <FilterSelect label="Kategori" value={value} onChange={onChange} allLabel="Tüm kategoriler" options={options} />;
}

/** "500 adet", "CNC işleme", "Çelik", "İzmir": what the request asks for, as far as it says. */
function requestFacts(advert: Advert): string[] {
  return [
    quantityText(advert),
    processText(advert),
    advert.material,
    advert.city,
    advert.category?.name ?? null,
  ].filter((fact): fact is string => Boolean(fact));
}

function RequestCard({ advert, onOffer }: { advert: Advert; onOffer: () => void }) {
  const reasons = advert.matchReasons ?? [];
  const capped = isCapped(advert);
  const facts = requestFacts(advert);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      {advert.images[0] && <img src={advert.images[0]} alt="" className="h-20 w-28 shrink-0 rounded-lg object-cover" />}
      <div className="min-w-0 flex-1 space-y-1.5">
        <Link to={advertPath(advert.slug)} className="font-semibold text-brand-700 hover:underline">
          {advert.title}
        </Link>
        {reasons.length > 0 && (
          <ul aria-label="Size uygun olma nedenleri" className="flex flex-wrap items-center gap-1.5">
            <Sparkles aria-hidden className="size-4 text-emerald-600" />
            {reasons.map((reason) => (
              <li key={reason}>
                <Badge tone="success">{reason}</Badge>
              </li>
            ))}
          </ul>
        )}
        {facts.length > 0 && <p className="text-sm text-slate-700">{facts.join(' · ')}</p>}
        <p className="line-clamp-2 text-sm text-slate-600">{advert.description}</p>
        <p className="text-xs text-slate-500">
          {advert.owner.name} · {formatDate(advert.createdAt)}
          {advert.deadline && ` · Son gün ${formatDayShort(advert.deadline)}`}
          {` · ${offersOfCapText(advert)}`}
        </p>
      </div>
      <div className="flex items-center gap-3 sm:flex-col sm:items-end">
        <p className={advert.budgetOpen ? 'text-sm font-semibold text-slate-600' : 'text-lg font-bold'}>{budgetText(advert)}</p>
        {capped ? (
          <Badge tone="warning">Teklif sınırı doldu</Badge>
        ) : (
          <Button size="sm" onClick={onOffer} aria-label={`${advert.title} için teklif ver`}>
            Teklif ver
          </Button>
        )}
      </div>
    </li>
  );
}

const NoMatchingSearch = () => (
  <EmptyState Icon={Inbox} title="Aramanıza uyan talep yok">
    Aramayı ya da kategoriyi değiştirin.
  </EmptyState>
);

const NoOpenRequests = () => (
  <EmptyState Icon={Inbox} title="Açık müşteri talebi yok">
    Alıcılar yeni bir talep yayınladığında burada görünür.
  </EmptyState>
);

/** The fit tab's empty list: a store that said nothing of what it makes is sent to say it first. */
function NoFittingRequests({ onShowAll }: { onShowAll: () => void }) {
  const { data } = useGetCapabilitiesQuery(undefined);
  const capabilities = data?.capabilities;
  if (capabilities && capabilities.categories.length === 0 && capabilities.processes.length === 0) {
    return (
      <EmptyState Icon={Sparkles} title="Üretim yetkinliklerinizi girin" action={<ButtonLink to="/seller-panel/seller#yetkinlikler">Yetkinliklerimi gir</ButtonLink>}>
        Hangi kategorilerde ve süreçlerde üretim yaptığınızı mağaza profilinize ekleyin; size uygun talepler burada, nedenleriyle birlikte listelenir.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      Icon={Inbox}
      title="Şu an size uygun açık talep yok"
      action={
        <Button variant="outline" onClick={onShowAll}>
          Tüm talepleri gör
        </Button>
      }
    >
      Yetkinliklerinize uyan yeni bir talep yayınlandığında burada görünür ve size bildirilir.
    </EmptyState>
  );
}
