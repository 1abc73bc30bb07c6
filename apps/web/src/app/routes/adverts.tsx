import { advertTypeLabels, advertTypes } from '@pazaryeri/contract/adverts/index';
import { Megaphone, Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PagedList } from '@/components/ui/paged-list';
import { Select } from '@/components/ui/select';
import { useListAdvertsQuery } from '@/features/adverts/adverts-api';
import { AdvertCard } from '@/features/adverts/components/advert-card';

/** /ilanlar: customer requests and store adverts; every filter lives in the address bar. */
export default function AdvertsPage() {
  const [params, setParams] = useSearchParams();
  const read = (key: string) => params.get(key) ?? '';
  const page = Number(read('page')) || 1;
  const adverts = useListAdvertsQuery({
    page,
    type: read('type'),
    search: read('q'),
    minBudget: read('min'),
    maxBudget: read('max'),
    status: read('status') || 'active',
    sort: read('sort'),
  });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('page');
    setParams(next);
  };

  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">İlanlar ve müşteri talepleri</h1>
          <p className="text-slate-600">İhtiyacınızı yazın, mağazalar teklif versin; ya da mağazaların hizmetlerini inceleyin.</p>
        </div>
        <ButtonLink to="/talep-olustur">
          <Plus aria-hidden className="size-4" />
          Talep oluştur
        </ButtonLink>
      </div>
      <form
        role="search"
        aria-label="İlan filtreleri"
        className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-6"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const next = new URLSearchParams();
          for (const key of ['q', 'type', 'min', 'max', 'sort']) {
            const value = String(form.get(key) ?? '').trim();
            if (value) next.set(key, value);
          }
          setParams(next);
        }}
      >
        <Input name="q" aria-label="Ara" placeholder="Ne arıyorsunuz?" defaultValue={read('q')} className="lg:col-span-2" key={`q${read('q')}`} />
        <Select name="type" aria-label="İlan türü" value={read('type')} onChange={(event) => set('type', event.target.value)}>
          <option value="">Tüm ilanlar</option>
          {advertTypes.map((type) => (
            <option key={type} value={type}>
              {advertTypeLabels[type]}
            </option>
          ))}
        </Select>
        <Input name="min" aria-label="En düşük bütçe" inputMode="decimal" placeholder="Bütçe en az" defaultValue={read('min')} key={`min${read('min')}`} />
        <Input name="max" aria-label="En yüksek bütçe" inputMode="decimal" placeholder="Bütçe en çok" defaultValue={read('max')} key={`max${read('max')}`} />
        <Select name="sort" aria-label="Sıralama" value={read('sort')} onChange={(event) => set('sort', event.target.value)}>
          <option value="">En yeni</option>
          <option value="createdAt:asc">En eski</option>
          <option value="budget:desc">Bütçe (yüksek)</option>
          <option value="budget:asc">Bütçe (düşük)</option>
        </Select>
        <button type="submit" className="sr-only">
          Ara
        </button>
      </form>
      <PagedList
        query={adverts}
        items={adverts.data?.adverts}
        renderItem={(advert) => <AdvertCard key={advert._id} advert={advert} />}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        loading={{ label: 'İlanlar yükleniyor', rows: 4, rowClassName: 'h-72 w-full rounded-2xl' }}
        errorTitle="İlanlar yüklenemedi."
        empty={
          <EmptyState Icon={Megaphone} title="Aradığınız ilan bulunamadı">
            Filtreleri değiştirin ya da ihtiyacınızı talep olarak yazın.
          </EmptyState>
        }
        pagination={
          adverts.data && {
            page: adverts.data.page,
            totalPages: adverts.data.totalPages,
            total: adverts.data.total,
            onPageChange: (next) => set('page', String(next)),
          }
        }
      />
    </div>
  );
}
