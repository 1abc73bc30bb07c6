import { Box, FileDown } from 'lucide-react';
import { useState } from 'react';
import type { Product } from '@pazaryeri/contract/products/index';
import { cn } from '@/lib/cn';

/** The approved pictures: a large one and thumbnails to switch; a placeholder when there are none. */
export function ProductGallery({ product }: { product: Product }) {
  const images = product.images.filter((image) => image.status === 'approved');
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  const Icon = product.isDigital ? FileDown : Box;

  return (
    <div>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
        {current ? (
          <img src={current.detailUrl} alt={product.name} className="aspect-square w-full object-contain" />
        ) : (
          <div role="img" aria-label="Ürün görseli yok" className="flex aspect-square w-full items-center justify-center bg-slate-100">
            <Icon aria-hidden className="size-20 text-slate-300" />
          </div>
        )}
      </div>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, position) => (
            <li key={image._id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={`Resim ${position + 1}`}
                aria-current={position === index || undefined}
                className={cn('block size-16 overflow-hidden rounded-lg border-2 sm:size-20', position === index ? 'border-brand-600' : 'border-transparent')}
              >
                <img src={image.listUrl} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
