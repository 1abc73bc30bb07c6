import { advertLimits, type Advert } from '@pazaryeri/contract/adverts/index';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

interface AdvertFormProps {
  advertType: 'customerRequest' | 'service';
  /** Given when editing: the fields start from it, its pictures can be removed. */
  advert?: Advert;
  submitting: boolean;
  problem: string | null;
  submitLabel: string;
  /** The form's data, files and (when editing) `removeImages` included; a string refuses it before sending. */
  onSubmit: (form: FormData) => void;
  onCancel?: () => void;
  /** The pictures' upload, in percent, while they go up. */
  progress?: number | null;
  /** A card of its own on a page; inside a dialog the dialog is the frame. */
  framed?: boolean;
}

/** A customer request's or a store's service advert's fields: title, description, budget, deadline, city, pictures. */
export function AdvertForm({ advertType, advert, submitting, problem, submitLabel, onSubmit, onCancel, progress = null, framed = true }: AdvertFormProps) {
  const isRequest = advertType === 'customerRequest';
  const [removed, setRemoved] = useState<string[]>([]);
  const [localProblem, setLocalProblem] = useState<string | null>(null);
  const kept = (advert?.images ?? []).filter((url) => !removed.includes(url));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (!advert) form.set('advertType', advertType);
    // The picked pictures from the input itself: an empty picker must send no part at all.
    const picker = event.currentTarget.elements.namedItem('images') as HTMLInputElement;
    form.delete('images');
    for (const file of picker.files ?? []) form.append('images', file, file.name);
    if (String(form.get('title') ?? '').trim().length < advertLimits.titleMin) {
      setLocalProblem(`Başlık en az ${advertLimits.titleMin} karakter olmalı.`);
      return;
    }
    if (kept.length + form.getAll('images').length > advertLimits.maxImages) {
      setLocalProblem(`En fazla ${advertLimits.maxImages} resim ekleyebilirsiniz.`);
      return;
    }
    if (removed.length) form.set('removeImages', JSON.stringify(removed));
    setLocalProblem(null);
    onSubmit(form);
  }

  const shown = localProblem ?? problem;
  return (
    <form onSubmit={submit} noValidate className={framed ? 'space-y-4 rounded-2xl border border-slate-200 bg-white p-5' : 'space-y-4'}>
      <FormField label="Başlık">
        <Input name="title" maxLength={advertLimits.titleMax} defaultValue={advert?.title} placeholder={isRequest ? 'Örn. Montaj braketi için 3D model' : 'Örn. Endüstriyel parça 3D modelleme'} />
      </FormField>
      <FormField label="Açıklama">
        <Textarea name="description" rows={5} maxLength={advertLimits.descriptionMax} defaultValue={advert?.description} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={isRequest ? 'Bütçe (TL)' : 'Başlangıç fiyatı (TL)'}>
          <Input name="budget" inputMode="decimal" placeholder="2.000" defaultValue={advert ? String(advert.budget).replace('.', ',') : undefined} />
        </FormField>
        {isRequest && (
          <FormField label="Son gün">
            <Input name="deadline" type="date" defaultValue={advert?.deadline ?? undefined} />
          </FormField>
        )}
        <FormField label="Şehir">
          <Input name="city" maxLength={60} defaultValue={advert?.city ?? undefined} />
        </FormField>
      </div>
      {kept.length > 0 && (
        <ul aria-label="Mevcut resimler" className="flex flex-wrap gap-2">
          {kept.map((url, index) => (
            <li key={url} className="relative">
              <img src={url} alt={`Resim ${index + 1}`} className="size-20 rounded-lg border border-slate-200 object-cover" />
              <button
                type="button"
                aria-label={`Resim ${index + 1} kaldır`}
                onClick={() => setRemoved((list) => [...list, url])}
                className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-slate-900 text-white shadow"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormField label={isRequest ? 'Çizim ya da fotoğraflar' : 'Resimler'} hint={`En fazla ${advertLimits.maxImages} resim.`}>
        <Input name="images" type="file" multiple accept="image/*" />
      </FormField>
      {progress !== null && (
        <div role="progressbar" aria-label="Resimler yükleniyor" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} className="h-2 overflow-hidden rounded-full bg-slate-100">
          <div className="h-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
        </div>
      )}
      {shown && (
        <p role="alert" className="text-sm text-red-600">
          {shown}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={submitting}>
            Vazgeç
          </Button>
        )}
        <Button type="submit" loading={submitting}>
          {submitting && progress !== null ? `Yükleniyor… %${progress}` : submitLabel}
        </Button>
      </div>
    </form>
  );
}
