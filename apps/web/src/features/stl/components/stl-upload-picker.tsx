import { stlLimits } from '@pazaryeri/contract/stl/messages';
import { combinePartFacts } from '@pazaryeri/contract/stl/parts';
import { readStl, type StlMesh } from '@pazaryeri/contract/stl/reader';
import { Boxes, CircleAlert, CircleCheck, ImagePlus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatBytes, formatCm3, formatMm, formatTriangles } from '../stl-format';
import { LazyStlViewer } from './lazy-viewer';
import { StlFacts } from './stl-facts';

export interface PickedFile {
  id: string;
  file: File;
  mesh: StlMesh | null;
  error: string | null;
}

let nextId = 0;

/** Reads a chosen file in the browser (the same reader as the server) for the preview and the facts. */
export async function readPicked(file: File): Promise<PickedFile> {
  nextId += 1;
  try {
    return { id: `p${nextId}`, file, mesh: readStl(new Uint8Array(await file.arrayBuffer())), error: null };
  } catch (error) {
    return { id: `p${nextId}`, file, mesh: null, error: error instanceof Error ? error.message : 'Dosya okunamadı.' };
  }
}

/** The chosen STL files: each with its facts (or why it cannot be sent), a remove button, and which one the viewer shows. */
export function PickedFileList({
  files,
  selected,
  onSelect,
  onRemove,
}: {
  files: PickedFile[];
  selected: string | null;
  onSelect: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  return (
    <ul aria-label="Seçilen STL dosyaları" className="divide-y divide-slate-100 rounded-2xl border border-slate-200">
      {files.map((picked, index) => (
        <li key={picked.id} className={`flex items-start gap-3 p-3 ${picked.id === selected ? 'bg-brand-50' : ''}`}>
          <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700">{index + 1}</span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-slate-900">{picked.file.name}</p>
            {picked.mesh ? (
              <p className="text-xs text-slate-600">
                {formatBytes(picked.file.size)} · {formatMm(picked.mesh.facts.size)} · {formatCm3(picked.mesh.facts.volumeCm3)} · {formatTriangles(picked.mesh.facts.triangles)} üçgen ·{' '}
                <span className={picked.mesh.facts.watertight ? 'text-emerald-700' : 'text-amber-700'}>
                  {picked.mesh.facts.watertight ? <CircleCheck aria-hidden className="inline size-3.5" /> : <CircleAlert aria-hidden className="inline size-3.5" />}{' '}
                  {picked.mesh.facts.watertight ? 'kapalı' : 'kapalı değil'}
                </span>
              </p>
            ) : (
              <p className="text-xs font-medium text-red-700">{picked.error}</p>
            )}
          </div>
          {picked.mesh && picked.id !== selected && (
            <Button size="sm" variant="ghost" onClick={() => onSelect(picked.id)} aria-label={`${picked.file.name} dosyasını önizle`}>
              Önizle
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => onRemove(picked.id)} aria-label={`${picked.file.name} dosyasını çıkar`}>
            <X aria-hidden className="size-4" />
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The right-hand column of the upload form: the 3D view of the chosen file and the whole model's totals. */
export function PickedPreview({ files, selected, reading }: { files: PickedFile[]; selected: string | null; reading: boolean }) {
  const shown = files.find((picked) => picked.id === selected && picked.mesh);
  const valid = files.filter((picked) => picked.mesh);
  if (files.length === 0 && !reading) {
    return (
      <EmptyState Icon={Boxes} title="Önizleme burada görünecek">
        STL dosyalarını seçtiğinizde her biri döndürülebilir 3D görünümde ve ölçüleriyle gösterilir.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-4">
      {reading && <Skeleton className="aspect-[4/3] rounded-2xl" />}
      {!reading && shown?.mesh && <LazyStlViewer positions={shown.mesh.positions} />}
      {valid.length > 0 && (
        <div className="rounded-2xl border border-slate-200 p-4">
          <p className="mb-3 text-sm font-semibold text-slate-900">
            {valid.length > 1 ? `Model toplamı (${valid.length} dosya)` : valid[0].file.name} · {formatBytes(valid.reduce((sum, picked) => sum + picked.file.size, 0))}
          </p>
          <StlFacts facts={combinePartFacts(valid.map((picked) => picked.mesh!.facts))} />
          {valid.length > 1 && <p className="mt-1 text-xs text-slate-500">Boyut, en büyük parçanın her eksendeki ölçüsüdür; hacim, alan, üçgen ve gram parçaların toplamıdır.</p>}
        </div>
      )}
    </div>
  );
}

/** The seller's own photos (optional): chosen pictures with small previews and a remove button each. */
export function PhotoPicker({ photos, onChange }: { photos: File[]; onChange: (photos: File[]) => void }) {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = photos.map((photo) => URL.createObjectURL(photo));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [photos]);
  const full = photos.length >= stlLimits.maxPhotos;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <figure key={`${photo.name}-${index}`} className="relative size-20 overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
            {urls[index] && <img src={urls[index]} alt={photo.name} className="size-full object-cover" />}
            <button
              type="button"
              onClick={() => onChange(photos.filter((_, at) => at !== index))}
              aria-label={`${photo.name} fotoğrafını çıkar`}
              className="absolute right-1 top-1 grid size-6 place-items-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white"
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </figure>
        ))}
        {!full && (
          <label className="grid size-20 cursor-pointer place-items-center rounded-xl border border-dashed border-slate-300 text-slate-500 hover:border-brand-400 hover:text-brand-700">
            <ImagePlus aria-hidden className="size-6" />
            <input
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/gif"
              className="sr-only"
              aria-label="Fotoğraf ekle"
              onChange={(event) => {
                const chosen = Array.from(event.target.files ?? []);
                event.target.value = '';
                onChange([...photos, ...chosen].slice(0, stlLimits.maxPhotos));
              }}
            />
          </label>
        )}
      </div>
      {full && <Alert tone="info">En fazla {stlLimits.maxPhotos} fotoğraf ekleyebilirsiniz.</Alert>}
    </div>
  );
}
