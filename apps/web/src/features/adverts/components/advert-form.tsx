import { advertLimits, advertMessages, createAdvertBody, updateAdvertBody, type Advert } from '@pazaryeri/contract/adverts/index';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { CategoryField } from './category-field';
import { RequestFields } from './request-fields';
import { TechnicalFilesField } from './technical-files-field';

/** The server's refusal of the last try: its message and, for a validation, the message of each field. */
export interface FormFailure {
  message: string;
  fields?: Record<string, string>;
}

interface AdvertFormProps {
  advertType: 'customerRequest' | 'service';
  /** Given when editing: the fields start from it, its pictures and technical files can be removed. */
  advert?: Advert;
  submitting: boolean;
  failure: FormFailure | null;
  submitLabel: string;
  /** The form's data, files and (when editing) `removeImages` / `removeFiles` included, once it passed the checks. */
  onSubmit: (form: FormData) => void;
  onCancel?: () => void;
  /** The files' upload, in percent, while they go up. */
  progress?: number | null;
  /** A card of its own on a page; inside a dialog the dialog is the frame. */
  framed?: boolean;
}

const shownFields = ['title', 'description', 'category', 'budget', 'deadline', 'city', 'quantity', 'unit', 'material', 'process', 'maxOffers', 'images', 'files'];
const fileMessages: string[] = [advertMessages.fileUnrecognised, advertMessages.fileTooLarge, advertMessages.tooManyFiles];

/** The server's refusal by field: its `fields`, or a technical file's refusal (413, 415 carry none) under the files. */
function failureFields(failure: FormFailure | null): Record<string, string> {
  if (!failure) return {};
  if (failure.fields) return failure.fields;
  return fileMessages.includes(failure.message) ? { files: failure.message } : {};
}

/** The form's text checked with the API's own schema; the web asks a request's category too. */
function checkForm(form: FormData, isRequest: boolean, editing: boolean): Record<string, string> {
  const values = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
  const result = (editing ? updateAdvertBody : createAdvertBody).safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  if (isRequest && !values.category) errors.category ??= 'Talebin kategorisini seçin.';
  return errors;
}

/**
 * A customer request's or a store's service advert's fields: title, category, description, budget
 * (a request may wait for quotes instead), deadline, city, pictures; a request also its quantity,
 * material, process, offer cap and technical files.
 */
export function AdvertForm({ advertType, advert, submitting, failure, submitLabel, onSubmit, onCancel, progress = null, framed = true }: AdvertFormProps) {
  const isRequest = advertType === 'customerRequest';
  const [category, setCategory] = useState(advert?.category?._id ?? '');
  const [budgetOpen, setBudgetOpen] = useState(advert?.budgetOpen ?? false);
  const [removedImages, setRemovedImages] = useState<string[]>([]);
  const [removedFiles, setRemovedFiles] = useState<string[]>([]);
  const [picked, setPicked] = useState<File[]>([]);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const keptImages = (advert?.images ?? []).filter((url) => !removedImages.includes(url));
  const keptFiles = (advert?.files ?? []).filter((file) => !removedFiles.includes(file._id));
  const errors = { ...failureFields(failure), ...localErrors };
  const general = failure && !shownFields.some((field) => errors[field]) ? failure.message : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (!advert) form.set('advertType', advertType);
    // The picked pictures from the input itself: an empty picker must send no part at all.
    const picker = event.currentTarget.elements.namedItem('images') as HTMLInputElement;
    form.delete('images');
    for (const file of picker.files ?? []) form.append('images', file, file.name);
    for (const file of picked) form.append('files', file, file.name);
    if (!String(form.get('quantity') ?? '').trim()) form.delete('unit');
    if (removedImages.length) form.set('removeImages', JSON.stringify(removedImages));
    if (removedFiles.length) form.set('removeFiles', JSON.stringify(removedFiles));
    const found = checkForm(form, isRequest, Boolean(advert));
    if (keptImages.length + form.getAll('images').length > advertLimits.maxImages) found.images = `En fazla ${advertLimits.maxImages} resim ekleyebilirsiniz.`;
    setLocalErrors(found);
    if (Object.keys(found).length === 0) onSubmit(form);
  }

  return (
    <form onSubmit={submit} noValidate className={framed ? 'space-y-4 rounded-2xl border border-slate-200 bg-white p-5' : 'space-y-4'}>
      <FormField label="Başlık" error={errors.title}>
        <Input name="title" maxLength={advertLimits.titleMax} defaultValue={advert?.title} placeholder={isRequest ? 'Örn. Konveyör için çelik flanş' : 'Örn. Endüstriyel parça 3D modelleme'} />
      </FormField>
      <CategoryField value={category} onChange={setCategory} required={isRequest} error={errors.category} />
      <FormField label="Açıklama" error={errors.description} hint={isRequest ? 'Ölçüler, toleranslar, yüzey ve teslim beklentileri' : undefined}>
        <Textarea name="description" rows={5} maxLength={advertLimits.descriptionMax} defaultValue={advert?.description} />
      </FormField>
      {isRequest && <RequestFields advert={advert} errors={errors} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <FormField label={isRequest ? 'Bütçe (TL)' : 'Başlangıç fiyatı (TL)'} error={budgetOpen ? undefined : errors.budget}>
            <Input
              name="budget"
              inputMode="decimal"
              placeholder="2.000"
              disabled={budgetOpen}
              defaultValue={advert && !advert.budgetOpen ? String(advert.budget).replace('.', ',') : undefined}
            />
          </FormField>
          {/* A request with a budget cannot go back to waiting for quotes: the API has no field that clears one. */}
          {isRequest && (!advert || advert.budgetOpen) && (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" className="size-4 accent-brand-600" checked={budgetOpen} onChange={(event) => setBudgetOpen(event.target.checked)} />
              Bütçe belirtmiyorum, teklif bekliyorum
            </label>
          )}
        </div>
        {isRequest && (
          <FormField label="Son gün" error={errors.deadline}>
            <Input name="deadline" type="date" defaultValue={advert?.deadline ?? undefined} />
          </FormField>
        )}
        <FormField label="Şehir" error={errors.city}>
          <Input name="city" maxLength={60} defaultValue={advert?.city ?? undefined} />
        </FormField>
      </div>
      {keptImages.length > 0 && (
        <ul aria-label="Mevcut resimler" className="flex flex-wrap gap-2">
          {keptImages.map((url, index) => (
            <li key={url} className="relative">
              <img src={url} alt={`Resim ${index + 1}`} className="size-20 rounded-lg border border-slate-200 object-cover" />
              <button
                type="button"
                aria-label={`Resim ${index + 1} kaldır`}
                onClick={() => setRemovedImages((list) => [...list, url])}
                className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-slate-900 text-white shadow"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormField label={isRequest ? 'Fotoğraflar' : 'Resimler'} error={errors.images} hint={`En fazla ${advertLimits.maxImages} resim.`}>
        <Input name="images" type="file" multiple accept="image/*" />
      </FormField>
      {isRequest && (
        <TechnicalFilesField kept={keptFiles} onRemoveKept={(id) => setRemovedFiles((list) => [...list, id])} picked={picked} onPick={setPicked} error={errors.files} />
      )}
      {progress !== null && (
        <div role="progressbar" aria-label="Dosyalar yükleniyor" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} className="h-2 overflow-hidden rounded-full bg-slate-100">
          <div className="h-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
        </div>
      )}
      {onCancel ? (
        <FormActions submitting={submitting} onCancel={onCancel} failure={general}>
          {submitLabel}
        </FormActions>
      ) : (
        <>
          {general && <Alert tone="error">{general}</Alert>}
          <div className="flex justify-end">
            <Button type="submit" loading={submitting}>
              {submitting && progress !== null ? `Yükleniyor… %${progress}` : submitLabel}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
