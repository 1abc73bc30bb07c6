import { ImagePlus, X } from 'lucide-react';
import { type Dispatch, type SetStateAction, useEffect, useMemo } from 'react';
import { productLimits, type Product } from '@pazaryeri/contract/products/index';
import { Badge } from '@/components/ui/badge';
import { toast } from '@/lib/toast';

interface ImageFieldsProps {
  /** Editing: the product as it is now. */
  product?: Product;
  images: File[];
  setImages: Dispatch<SetStateAction<File[]>>;
  removeImages: string[];
  setRemoveImages: Dispatch<SetStateAction<string[]>>;
}

/** The product's pictures: those it has (with their approval state) to remove, the new ones chosen, and the picker while there is room. */
export function ImageFields({ product, images, setImages, removeImages, setRemoveImages }: ImageFieldsProps) {
  const previews = useMemo(() => images.map((image) => ({ image, url: URL.createObjectURL(image) })), [images]);
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);

  const keptImages = product?.images.filter((image) => !removeImages.includes(image._id)) ?? [];
  const room = productLimits.maxImages - keptImages.length - images.length;

  function addImages(list: FileList | null) {
    if (!list) return;
    const chosen = [...list].filter((candidate) => candidate.type.startsWith('image/')).slice(0, Math.max(room, 0));
    if (list.length > chosen.length) toast.error(`Bir ürüne en fazla ${productLimits.maxImages} resim eklenebilir.`);
    setImages((current) => [...current, ...chosen]);
  }

  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
      {keptImages.map((image) => (
        <li key={image._id} className="relative">
          <img src={image.listUrl} alt="" className="aspect-square w-full rounded-lg border border-slate-200 object-cover" />
          <span className="absolute bottom-1 left-1">
            <Badge tone={image.status === 'approved' ? 'success' : image.status === 'rejected' ? 'danger' : 'warning'}>
              {image.status === 'approved' ? 'Onaylı' : image.status === 'rejected' ? 'Reddedildi' : 'Onay bekliyor'}
            </Badge>
          </span>
          <button
            type="button"
            aria-label="Resmi kaldır"
            onClick={() => setRemoveImages((current) => [...current, image._id])}
            className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:text-red-600"
          >
            <X aria-hidden className="size-4" />
          </button>
        </li>
      ))}
      {previews.map(({ image, url }, index) => (
        <li key={url} className="relative">
          <img src={url} alt={image.name} className="aspect-square w-full rounded-lg border border-slate-200 object-cover" />
          <button
            type="button"
            aria-label={`${image.name} kaldır`}
            onClick={() => setImages((current) => current.filter((_, position) => position !== index))}
            className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:text-red-600"
          >
            <X aria-hidden className="size-4" />
          </button>
        </li>
      ))}
      {room > 0 && (
        <li>
          <label className="flex aspect-square w-full cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 text-xs font-medium text-slate-500 hover:border-brand-400 hover:text-brand-700">
            <ImagePlus aria-hidden className="size-6" />
            Resim ekle
            <input
              type="file"
              accept="image/*"
              multiple
              className="sr-only"
              aria-label="Ürün resimleri"
              onChange={(event) => {
                addImages(event.target.files);
                event.target.value = '';
              }}
            />
          </label>
        </li>
      )}
    </ul>
  );
}
