import {
  ArrowRight,
  BadgeCheck,
  Box,
  Cog,
  FileDown,
  Handshake,
  LockKeyhole,
  PencilRuler,
  Store,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useListMainCategoriesWithCountsQuery } from '@/features/categories';
import { CategoryGridSkeleton } from '@/features/categories/components/category-grid-skeleton';
import { ProductRail } from '@/features/products/components/product-rail';
import { categoryPath } from '@/lib/paths';
import { ButtonLink } from '@/components/ui/button';

// The category cards carry an icon set of their own (45 icons): they come below the hero and the
// assurances, so their chunk loads beside the page's data, the grid's own skeleton standing in.
const CategoryGrid = lazy(() =>
  import('@/features/categories/components/category-grid').then(({ CategoryGrid: Grid }) => ({ default: Grid })),
);

const offerings: Array<{ Icon: LucideIcon; title: string; text: string }> = [
  { Icon: Cog, title: 'Endüstriyel ürünler', text: 'Makine parçaları, hırdavat, elektrik ve otomasyon' },
  { Icon: FileDown, title: 'Dijital ürünler', text: 'Teknik çizimler, yazılımlar, dokümanlar' },
  { Icon: Box, title: 'STL 3D modeller', text: 'Baskıya hazır, indirilebilir model dosyaları' },
  { Icon: PencilRuler, title: 'Freelance hizmetler', text: '3D modelleme, tasarım ve mühendislik' },
];

const assurances: Array<{ Icon: LucideIcon; title: string; text: string }> = [
  { Icon: BadgeCheck, title: 'Onaylı satıcılar', text: 'Mağazalar yayına çıkmadan önce incelenir.' },
  { Icon: LockKeyhole, title: 'Güvenli ödeme', text: 'Ödemeniz sipariş tamamlanana kadar güvencede.' },
  { Icon: Truck, title: 'Entegre kargo', text: 'Anlaşmalı firmalarla gönderi ve iade takibi.' },
  { Icon: Handshake, title: 'Teklif ve talep', text: 'İhtiyacınızı yazın, satıcılar size teklif versin.' },
];

const steps = {
  buyers: [
    'Kategorilere göz atın ya da ihtiyacınızı ilan olarak yayınlayın.',
    'Satıcılara soru sorun, teklifleri karşılaştırın, doğrudan mesajlaşın.',
    'Güvenli ödemeyle sipariş verin; kargonuzu tek ekrandan takip edin.',
  ],
  sellers: [
    'Ücretsiz hesap açın, mağaza ve şirket bilgilerinizi girin.',
    'Onay sonrası fiziksel, dijital ürünlerinizi ve hizmetlerinizi listeleyin.',
    'Siparişleri, teklifleri ve kargoları satıcı panelinden yönetin.',
  ],
};

function SectionHeader({ id, title, description, action }: { id?: string; title: string; description?: string; action?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-xl font-bold text-slate-900 sm:text-2xl">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {action}
    </div>
  );
}

function ComingSoonRail({ title, description, kind }: { title: string; description: string; kind: 'product' | 'store' }) {
  const count = kind === 'product' ? 5 : 4;
  return (
    <section aria-labelledby={`rail-${kind}`} className="mx-auto max-w-7xl px-4 lg:px-6">
      <SectionHeader
        id={`rail-${kind}`}
        title={title}
        description={description}
        action={
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">Çok yakında</span>
        }
      />
      <ul
        className={
          kind === 'product'
            ? '-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-5'
            : '-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-4'
        }
      >
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            aria-hidden
            className="w-56 shrink-0 snap-start rounded-2xl border border-slate-200 bg-white p-3 sm:w-auto"
          >
            {kind === 'product' ? (
              <>
                <div className="flex aspect-square items-center justify-center rounded-xl bg-slate-100">
                  <Box className="size-10 text-slate-300" />
                </div>
                <div className="mt-3 h-3 w-4/5 rounded bg-slate-200" />
                <div className="mt-2 h-3 w-1/2 rounded bg-slate-100" />
                <div className="mt-4 h-4 w-1/3 rounded bg-slate-200" />
              </>
            ) : (
              <div className="flex items-center gap-3 p-1">
                <span className="flex size-12 items-center justify-center rounded-full bg-slate-100">
                  <Store className="size-6 text-slate-300" />
                </span>
                <div className="flex-1">
                  <div className="h-3 w-3/4 rounded bg-slate-200" />
                  <div className="mt-2 h-3 w-1/2 rounded bg-slate-100" />
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The main categories that have products get a rail each, at most three (the biggest first). */
const categoryRailCount = 3;

export default function HomePage() {
  const { data: categories = [] } = useListMainCategoriesWithCountsQuery();
  const categoryRails = [...categories]
    .filter((category) => category.productCount > 0)
    .sort((a, b) => b.productCount - a.productCount)
    .slice(0, categoryRailCount);
  return (
    <div className="space-y-14 pb-4 lg:space-y-20">
      <section className="mx-auto max-w-7xl px-0 sm:px-4 lg:px-6">
        <div className="relative overflow-hidden bg-slate-900 px-5 py-10 text-white sm:rounded-3xl sm:px-10 sm:py-14 lg:px-14">
          <div
            aria-hidden
            className="absolute inset-0 opacity-[0.07] [background-image:linear-gradient(#fff_1px,transparent_1px),linear-gradient(90deg,#fff_1px,transparent_1px)] [background-size:36px_36px]"
          />
          <div aria-hidden className="absolute -top-24 -right-24 size-80 rounded-full bg-brand-600/30 blur-3xl" />
          <div className="relative grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-semibold text-brand-200">
                <span className="size-1.5 rounded-full bg-brand-500" />
                Türkiye'nin endüstriyel pazaryeri
              </p>
              <h1 className="mt-5 text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl lg:text-5xl">
                Endüstriyel tedarikte ihtiyacınız olan her şey, <span className="text-brand-500">onaylı satıcılarla</span>{' '}
                tek yerde.
              </h1>
              <p className="mt-5 max-w-xl text-base text-slate-300 sm:text-lg">
                Makine parçalarından dijital ürünlere, STL 3D modellerden freelance mühendislik hizmetlerine kadar
                işletmeniz için doğru tedarikçiyi bulun, teklif alın ve güvenle satın alın.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <ButtonLink to="/#kategoriler" size="lg">
                  Kategorileri keşfet
                  <ArrowRight aria-hidden className="size-5" />
                </ButtonLink>
                <ButtonLink to="/satici-ol" size="lg" variant="inverse">
                  Satıcı olun
                </ButtonLink>
              </div>
            </div>
            <ul className="grid grid-cols-2 gap-3">
              {offerings.map(({ Icon, title, text }) => (
                <li key={title} className="rounded-2xl border border-white/10 bg-white/5 p-4 backdrop-blur-sm sm:p-5">
                  <Icon aria-hidden className="size-7 text-brand-500" />
                  <p className="mt-3 text-sm font-semibold sm:text-base">{title}</p>
                  <p className="mt-1 text-xs text-slate-400 sm:text-sm">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-label="Neden Pazaryeri" className="mx-auto max-w-7xl px-4 lg:px-6">
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {assurances.map(({ Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:gap-4 sm:p-5">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <p className="font-semibold text-slate-900">{title}</p>
                <p className="mt-0.5 text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="kategoriler-baslik" id="kategoriler" className="mx-auto max-w-7xl scroll-mt-32 px-4 lg:scroll-mt-36 lg:px-6">
        <SectionHeader
          id="kategoriler-baslik"
          title="Kategoriler"
          description="Ana kategorilerden başlayın, alt kategorilerle aradığınıza hızla ulaşın."
        />
        <Suspense fallback={<CategoryGridSkeleton />}>
          <CategoryGrid />
        </Suspense>
      </section>

      <ProductRail title="Yeni eklenen ürünler" description="Onaylı satıcıların en son yayına aldığı ürünler." moreTo="/urunler?sort=newest" />
      {categoryRails.map((category) => (
        <ProductRail
          key={category._id}
          title={category.name}
          mainCategory={category.slug}
          moreTo={categoryPath(category.slug)}
          hideWhenEmpty
        />
      ))}
      <ComingSoonRail
        kind="store"
        title="Yeni mağazalar"
        description="Onaylanan yeni mağazalar burada tanıtılacak."
      />

      <section aria-labelledby="nasil-calisir" className="mx-auto max-w-7xl px-4 lg:px-6">
        <SectionHeader id="nasil-calisir" title="Nasıl çalışır?" />
        <div className="grid gap-6 lg:grid-cols-2">
          {(
            [
              ['Alıcılar için', steps.buyers],
              ['Satıcılar için', steps.sellers],
            ] as const
          ).map(([title, list]) => (
            <div key={title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <ol className="mt-4 space-y-4">
                {list.map((step, index) => (
                  <li key={step} className="flex gap-4">
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-white">
                      {index + 1}
                    </span>
                    <span className="pt-1 text-sm text-slate-700">{step}</span>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 lg:px-6">
        <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-brand-600 px-6 py-8 text-white sm:flex-row sm:items-center sm:px-10">
          <div>
            <h2 className="text-xl font-bold sm:text-2xl">Ürünlerinizi endüstriyel alıcılara ulaştırın</h2>
            <p className="mt-2 max-w-2xl text-brand-100">
              Mağazanızı açın; fiziksel ürün, dijital dosya ve hizmet satışlarınızı, tekliflerinizi ve kargolarınızı tek
              panelden yönetin.
            </p>
          </div>
          <ButtonLink to="/satici-ol" variant="secondary" size="lg" className="shrink-0">
            Satıcı olun
            <ArrowRight aria-hidden className="size-5" />
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
