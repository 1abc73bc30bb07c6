import { BadgeCheck, FileDown, PackageCheck, Store, Truck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '@pazaryeri/contract/products/index';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { RatingLine } from '@/components/ui/rating';
import { formatCount, formatMoney } from '@/lib/format';
import { storePath } from '@/lib/paths';
import { FavoriteButton } from './favorite-button';
import { initialChoice, stockLabel, VariantPicker, type VariantChoice } from './variant-picker';

function ShippingInfo({ product, price }: { product: Product; price: number }) {
  if (product.isDigital) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <FileDown aria-hidden className="size-4 text-brand-600" />
        Dijital teslimat: ödeme sonrası dosya indirilebilir.
      </p>
    );
  }
  const free = product.shippingCost === 0 || (product.freeShippingThreshold > 0 && price >= product.freeShippingThreshold);
  return (
    <div className="flex items-start gap-2 text-sm text-slate-700">
      <Truck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
      <div>
        <p className="font-medium text-slate-900">{free ? 'Ücretsiz kargo' : `Kargo ücreti: ${formatMoney(product.shippingCost)}`}</p>
        {!free && product.freeShippingThreshold > 0 && (
          <p className="text-slate-600">{formatMoney(product.freeShippingThreshold)} ve üzeri siparişlerde kargo ücretsiz.</p>
        )}
      </div>
    </div>
  );
}

interface ProductSummaryProps {
  product: Product;
  signedIn: boolean;
  loginTo: string;
  /** Shown in the seller's box (the page puts "ask the seller" there). */
  sellerAction?: ReactNode;
  /** Under the price and variant: the page puts "add to cart" there, for the chosen variant and size. */
  buyAction?: (choice: VariantChoice) => ReactNode;
}

/** The detail page's buying column: name, store, price in TL, variant/size with stock, minimum order, shipping, favourite. */
export function ProductSummary({ product, signedIn, loginTo, sellerAction, buyAction }: ProductSummaryProps) {
  const [choice, setChoice] = useState<VariantChoice>(() => initialChoice(product.variants));
  const variant = product.variants.find((candidate) => candidate._id === choice.variantId);
  const price = product.price + (variant?.priceDelta ?? 0);
  const hasVariants = product.variants.length > 0;

  return (
    <div className="space-y-5">
      <div>
        <div className="flex flex-wrap gap-2">
          {product.isDigital && <Badge tone="brand">{product.is3DModel ? '3D model (STL)' : 'Dijital ürün'}</Badge>}
          {product.brand && <Badge>{product.brand}</Badge>}
        </div>
        <div className="mt-2 flex items-start justify-between gap-3">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{product.name}</h1>
          <FavoriteButton product={product} signedIn={signedIn} loginTo={loginTo} />
        </div>
        {product.ratingCount > 0 ? (
          <RatingLine average={product.ratingAverage} count={product.ratingCount} className="mt-1.5 text-sm" />
        ) : (
          <p className="mt-1.5 text-xs text-slate-500">Henüz değerlendirilmedi</p>
        )}
        {product.sku && <p className="mt-1 text-xs text-slate-500">Stok kodu: {product.sku}</p>}
      </div>

      <p className="text-3xl font-extrabold text-slate-900">{formatMoney(price)}</p>

      {hasVariants ? (
        <VariantPicker variants={product.variants} value={choice} onChange={setChoice} />
      ) : (
        <p role="status" className={product.stock > 0 ? 'text-sm font-medium text-emerald-700' : 'text-sm font-medium text-red-600'}>
          {stockLabel(product.stock)}
        </p>
      )}

      {buyAction?.(choice)}

      <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <PackageCheck aria-hidden className="size-4 text-brand-600" />
          Minimum sipariş adedi: <strong className="text-slate-900">{formatCount(product.minimumOrderQuantity)}</strong>
        </p>
        <ShippingInfo product={product} price={price} />
      </div>

      <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4">
        <Avatar name={product.seller.storeName} src={product.seller.storeLogo} size="md" shape="square" />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1 font-semibold break-words text-slate-900">
            {product.seller.storeName}
            {product.seller.verifiedSeller && <BadgeCheck aria-label="Onaylı satıcı" className="size-4 shrink-0 text-brand-600" />}
          </p>
          <p className="text-xs text-slate-500">Satıcı</p>
        </div>
        <Link
          to={storePath(product.seller.alias)}
          className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <Store aria-hidden className="size-4" />
          Mağazaya git
        </Link>
        {sellerAction && <div className="w-full">{sellerAction}</div>}
      </div>
    </div>
  );
}
