import { BadgeCheck, Box, FileDown, Truck } from 'lucide-react';
import { Link } from 'react-router';
import type { Product } from '@pazaryeri/contract/products/index';
import { RatingLine } from '@/components/ui/rating';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { productPath } from '@/lib/paths';

/** Free shipping applies when the product ships for nothing or its own price already reaches the threshold. */
export function shipsFree(product: Pick<Product, 'isDigital' | 'shippingCost' | 'freeShippingThreshold' | 'price'>): boolean {
  if (product.isDigital) return false;
  return product.shippingCost === 0 || (product.freeShippingThreshold > 0 && product.price >= product.freeShippingThreshold);
}

/** The approved picture (or a placeholder) for cards and lists. */
export function ProductThumb({ product, className }: { product: Pick<Product, 'thumbnail' | 'isDigital'>; className?: string }) {
  const Icon = product.isDigital ? FileDown : Box;
  return product.thumbnail ? (
    <img src={product.thumbnail} alt="" loading="lazy" className={cn('aspect-square rounded-xl bg-slate-100 object-cover', className ?? 'w-full')} />
  ) : (
    <div aria-hidden className={cn('flex aspect-square items-center justify-center rounded-xl bg-slate-100', className ?? 'w-full')}>
      <Icon className="size-10 text-slate-300" />
    </div>
  );
}

/** A product in a grid or a rail: picture, name, price in TL, store and the free-shipping badge. */
export function ProductCard({ product, className }: { product: Product; className?: string }) {
  return (
    <li className={cn('group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-xs transition hover:border-brand-200 hover:shadow-md', className)}>
      <ProductThumb product={product} />
      <div className="mt-3 flex min-w-0 flex-1 flex-col">
        <h3 className="line-clamp-2 text-sm font-semibold text-slate-900">
          <Link to={productPath(product.slug)} className="after:absolute after:inset-0 after:rounded-2xl">
            {product.name}
          </Link>
        </h3>
        <p className="mt-1 flex items-center gap-1 truncate text-xs text-slate-500">
          {product.seller.storeName}
          {product.seller.verifiedSeller && <BadgeCheck aria-label="Onaylı satıcı" className="size-3.5 shrink-0 text-brand-600" />}
        </p>
        <RatingLine average={product.ratingAverage} count={product.ratingCount} className="mt-1" />
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-3">
          <p className="text-base font-bold text-slate-900">{formatMoney(product.price)}</p>
          {shipsFree(product) && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-[11px] font-semibold text-emerald-700">
              <Truck aria-hidden className="size-3" />
              Ücretsiz kargo
            </span>
          )}
          {product.isDigital && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-[11px] font-semibold text-brand-700">
              {product.is3DModel ? '3D model' : 'Dijital'}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}

export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <li aria-hidden className={cn('rounded-2xl border border-slate-200 bg-white p-3', className)}>
      <Skeleton className="aspect-square w-full rounded-xl" />
      <Skeleton className="mt-3 h-4 w-4/5" />
      <Skeleton className="mt-2 h-3 w-1/2" />
      <Skeleton className="mt-4 h-5 w-1/3" />
    </li>
  );
}
