import type { StlModelDetail, StlPhotoView } from '@pazaryeri/contract/stl/index';
import { CircleAlert, CircleCheck, Eye } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { formatBytes, formatCm3, formatGrams, formatMm, formatTriangles } from '../stl-format';

/** The model's files with the facts of each; the one in the 3D view is marked and any other can be shown. */
export function StlPartList({ parts, shown, onShow }: { parts: StlModelDetail['parts']; shown: number; onShow: (index: number) => void }) {
  return (
    <ol aria-label="Modelin dosyaları" className="divide-y divide-slate-100">
      {parts.map((part, index) => (
        <li key={part._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
          <span className="grid size-6 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700">{index + 1}</span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-slate-900">{part.fileName}</p>
            <p className="text-xs text-slate-600">
              {formatMm(part.facts.size)} · {formatCm3(part.facts.volumeCm3)} · {formatGrams(part.facts.grams)} · {formatTriangles(part.facts.triangles)} üçgen ·{' '}
              {formatBytes(part.fileSize)}
            </p>
          </div>
          <span className={`flex items-center gap-1 text-xs font-medium ${part.facts.watertight ? 'text-emerald-700' : 'text-amber-700'}`}>
            {part.facts.watertight ? <CircleCheck aria-hidden className="size-3.5" /> : <CircleAlert aria-hidden className="size-3.5" />}
            {part.facts.watertight ? 'Kapalı' : 'Kapalı değil'}
          </span>
          {parts.length > 1 &&
            (index === shown ? (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">3D görünümde</span>
            ) : (
              <button
                type="button"
                onClick={() => onShow(index)}
                aria-label={`${part.fileName} dosyasını 3D görünümde göster`}
                className="flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
              >
                <Eye aria-hidden className="size-3.5" />
                Göster
              </button>
            ))}
        </li>
      ))}
    </ol>
  );
}

/** Tabs above the 3D view that switch between the model's files. */
export function StlPartTabs({ parts, shown, onShow }: { parts: StlModelDetail['parts']; shown: number; onShow: (index: number) => void }) {
  if (parts.length < 2) return null;
  return (
    <div role="tablist" aria-label="3D görünümdeki dosya" className="mb-2 flex gap-1 overflow-x-auto">
      {parts.map((part, index) => (
        <button
          key={part._id}
          type="button"
          role="tab"
          aria-selected={index === shown}
          onClick={() => onShow(index)}
          className={`shrink-0 rounded-full border px-3 py-1 text-sm ${index === shown ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-200 bg-white text-slate-700 hover:border-brand-300'}`}
        >
          {index + 1}. {part.fileName}
        </button>
      ))}
    </div>
  );
}

/** The server's rendering of all parts and the seller's photos; a photo opens large. */
export function StlGallery({ title, thumbnail, photos }: { title: string; thumbnail: string; photos: StlPhotoView[] }) {
  const [open, setOpen] = useState<StlPhotoView | null>(null);
  return (
    <>
      <ul aria-label="Görseller" className="flex gap-2 overflow-x-auto pb-1">
        <li className="shrink-0">
          <figure className="w-24">
            <img src={thumbnail} alt={`${title}: tüm parçalar`} width={96} height={96} className="size-24 rounded-xl border border-slate-200 bg-slate-50 object-contain" />
            <figcaption className="mt-0.5 text-center text-[11px] text-slate-500">Çizim</figcaption>
          </figure>
        </li>
        {photos.map((photo, index) => (
          <li key={photo._id} className="shrink-0">
            <button type="button" onClick={() => setOpen(photo)} className="block rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600">
              <img src={photo.listUrl} alt={`${title}: fotoğraf ${index + 1}`} width={96} height={96} loading="lazy" className="size-24 rounded-xl border border-slate-200 object-cover" />
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <Dialog title={`${title}: fotoğraf`} onClose={() => setOpen(null)} size="lg">
          <img src={open.detailUrl} alt={`${title}: fotoğraf`} className="max-h-[70vh] w-full rounded-xl object-contain" />
        </Dialog>
      )}
    </>
  );
}
