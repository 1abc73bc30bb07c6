import type { StlModel } from '@pazaryeri/contract/stl/index';
import { type StlLicence, stlLicenceLabels, stlLicences, stlLimits } from '@pazaryeri/contract/stl/messages';
import { Boxes, Download, Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { EditDeleteButtons } from '@/components/ui/edit-delete-buttons';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { formatMm, stlApi, stlPath, uploadStlModel, useDeleteStlMutation, useMyStlQuery, useStlCategoriesQuery, useUpdateStlMutation } from '@/features/stl';
import { type PickedFile, PickedFileList, PickedPreview, PhotoPicker, readPicked } from '@/features/stl/components/stl-upload-picker';
import { useDispatch } from 'react-redux';
import { formatCount, formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { PanelPage, PanelSection } from './panel-page';

interface SaleValues {
  price: string;
  category: string;
  licence: StlLicence;
}

/** Price, STL category and licence: the same three fields when uploading and when editing. */
function SaleFields({ form, onChange, placeholder = false }: { form: SaleValues; onChange: (change: Partial<SaleValues>) => void; placeholder?: boolean }) {
  const { data: categories = [] } = useStlCategoriesQuery();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Fiyat (TL)" hint="0 girerseniz model ücretsiz olur.">
          <Input inputMode="decimal" value={form.price} onChange={(event) => onChange({ price: event.target.value })} />
        </FormField>
        <FormField label="STL kategorisi">
          <Select value={form.category} onChange={(event) => onChange({ category: event.target.value })} required>
            {placeholder && <option value="">Kategori seçin</option>}
            {categories.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField label="Lisans">
        <Select value={form.licence} onChange={(event) => onChange({ licence: event.target.value as StlLicence })}>
          {stlLicences.map((licence) => (
            <option key={licence} value={licence}>
              {stlLicenceLabels[licence]}
            </option>
          ))}
        </Select>
      </FormField>
    </>
  );
}

function UploadForm() {
  const dispatch = useDispatch();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [reading, setReading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [form, setForm] = useState({ title: '', description: '', price: '0', category: '', licence: 'personal' as StlLicence });
  const refused = files.some((picked) => !picked.mesh);

  async function pick(chosen: File[]) {
    setFailure(null);
    if (chosen.length === 0) return;
    const room = stlLimits.maxParts - files.length;
    if (chosen.length > room) setFailure(`Bir modele en fazla ${stlLimits.maxParts} STL dosyası eklenebilir.`);
    setReading(true);
    const read = await Promise.all(chosen.slice(0, Math.max(0, room)).map(readPicked));
    setReading(false);
    setFiles((current) => [...current, ...read]);
    const firstGood = read.find((picked) => picked.mesh);
    if (firstGood) setSelected((current) => current ?? firstGood.id);
    if (!form.title && firstGood) setForm((current) => ({ ...current, title: firstGood.file.name.replace(/\.stl$/i, '').replace(/[-_]+/g, ' ') }));
  }

  function remove(id: string) {
    const rest = files.filter((picked) => picked.id !== id);
    setFiles(rest);
    if (selected === id) setSelected(rest.find((picked) => picked.mesh)?.id ?? null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0 || refused) return setFailure('Önce geçerli STL dosyaları seçin; okunamayan dosyaları listeden çıkarın.');
    const data = new FormData();
    for (const [key, value] of Object.entries(form)) data.append(key, value);
    for (const picked of files) data.append('file', picked.file, picked.file.name);
    for (const photo of photos) data.append('photos', photo, photo.name);
    setFailure(null);
    setProgress(0);
    try {
      const model = await uploadStlModel(data, setProgress);
      toast.success('STL modeli yüklendi ve yayına alındı.', { action: { label: 'Modeli gör', onClick: () => window.open(stlPath(model.slug), '_self') } });
      dispatch(stlApi.util.invalidateTags(['StlModel', 'StlCategory']));
      setFiles([]);
      setSelected(null);
      setPhotos([]);
      setForm({ title: '', description: '', price: '0', category: form.category, licence: form.licence });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'STL modeli yüklenemedi.');
    } finally {
      setProgress(null);
    }
  }

  return (
    // On a phone the preview comes right after the chosen files; beside the whole form on a wide screen.
    <form onSubmit={(event) => void submit(event)} className="grid gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-4 lg:col-start-1">
        <FormField
          label="STL dosyaları"
          hint={`Bir ya da daha çok dosya (en fazla ${stlLimits.maxParts}; ör. kutu ve kapağı). İkili ya da ASCII STL; içerik tarayıcıda okunur, önizleme ve ölçüler gönderilmeden önce görünür.`}
        >
          <Input
            type="file"
            multiple
            accept=".stl,model/stl,application/sla"
            disabled={files.length >= stlLimits.maxParts}
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              event.target.value = '';
              void pick(chosen);
            }}
          />
        </FormField>
        {files.length > 0 && <PickedFileList files={files} selected={selected} onSelect={setSelected} onRemove={remove} />}
        {refused && <Alert tone="error" title="Okunamayan dosya var">Kırmızıyla gösterilen dosyalar STL olarak okunamadı; onları çıkarıp tekrar seçin.</Alert>}
      </div>
      <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
        <PickedPreview files={files} selected={selected} reading={reading} />
      </div>
      <div className="min-w-0 space-y-4 lg:col-start-1">
        <FormField label="Model adı">
          <Input value={form.title} onChange={(event) => setForm({ ...form, title: event.target.value })} required minLength={3} maxLength={150} />
        </FormField>
        <FormField label="Açıklama">
          <Textarea rows={3} value={form.description} onChange={(event) => setForm({ ...form, description: event.target.value })} maxLength={5000} />
        </FormField>
        <SaleFields form={form} onChange={(change) => setForm({ ...form, ...change })} placeholder />
        <FormField label="Fotoğraflar (isteğe bağlı)" hint={`Basılmış modelin fotoğrafları, en fazla ${stlLimits.maxPhotos} tane; sunucunun çizdiği görünümün yanında gösterilir.`}>
          <PhotoPicker photos={photos} onChange={setPhotos} />
        </FormField>
        {failure && <Alert tone="error">{failure}</Alert>}
        {progress !== null && (
          <div>
            <div className="mb-1 flex justify-between text-sm text-slate-600">
              <span>{progress < 1 ? 'Yükleniyor…' : 'Sunucu modeli inceliyor…'}</span>
              <span>%{Math.round(progress * 100)}</span>
            </div>
            <div role="progressbar" aria-label="Yükleme" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} className="h-2 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress * 100}%` }} />
            </div>
          </div>
        )}
        <Button type="submit" size="lg" loading={progress !== null} disabled={files.length === 0 || refused || reading}>
          <Upload aria-hidden className="size-5" />
          Modeli yükle
        </Button>
      </div>
    </form>
  );
}

function EditDialog({ model, onClose }: { model: StlModel; onClose: () => void }) {
  const [update, state] = useUpdateStlMutation();
  const [form, setForm] = useState({ title: model.title, price: String(model.price).replace('.', ','), category: model.category._id, licence: model.licence });
  async function save(event: FormEvent) {
    event.preventDefault();
    const result = await update({ id: model._id, body: form });
    if (result.data) {
      toast.success(result.data.message);
      onClose();
    }
  }
  return (
    <Dialog title="Modeli düzenle" onClose={onClose}>
      <form onSubmit={(event) => void save(event)} className="space-y-4">
        <FormField label="Model adı">
          <Input value={form.title} onChange={(event) => setForm({ ...form, title: event.target.value })} required minLength={3} />
        </FormField>
        <SaleFields form={form} onChange={(change) => setForm({ ...form, ...change })} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" loading={state.isLoading}>
            Kaydet
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function MyModels() {
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch, isFetching } = useMyStlQuery({ page });
  const [remove, removing] = useDeleteStlMutation();
  const [editing, setEditing] = useState<StlModel | null>(null);
  const [deleting, setDeleting] = useState<StlModel | null>(null);
  if (error) return <LoadError title="Modelleriniz yüklenemedi." error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (isLoading || !data) return <Skeleton className="h-40 rounded-2xl" />;
  if (data.models.length === 0) return <EmptyState Icon={Boxes} title="Henüz STL modeliniz yok.">Yukarıdaki formla ilk modelinizi yükleyin.</EmptyState>;
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {data.models.map((model) => (
          <li key={model._id} className="flex flex-wrap items-center gap-3 py-3">
            <img src={model.thumbnailSmall} alt="" width={64} height={64} className="size-16 rounded-xl bg-slate-100 object-contain" />
            <div className="min-w-0 flex-1 basis-48">
              <Link to={stlPath(model.slug)} className="font-semibold text-slate-900 hover:text-brand-700">
                {model.title}
              </Link>
              <p className="text-xs text-slate-500">
                {model.category.name} · {formatMm(model.facts.size)} · {model.licenceLabel}
              </p>
            </div>
            <span className="w-24 text-sm font-semibold">{model.isFree ? 'Ücretsiz' : formatMoney(model.price)}</span>
            <span className="flex w-24 items-center gap-1 text-sm text-slate-600" title="İndirme">
              <Download aria-hidden className="size-4" />
              {formatCount(model.downloads)}
            </span>
            <div className="flex gap-2">
              <EditDeleteButtons subject={`${model.title} modelini`} onEdit={() => setEditing(model)} onDelete={() => setDeleting(model)} />
            </div>
          </li>
        ))}
      </ul>
      <Pagination page={data.page} totalPages={data.pages} total={data.total} onPageChange={setPage} />
      {editing && <EditDialog model={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title="Model silinsin mi?"
          confirmLabel="Sil"
          loading={removing.isLoading}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            const result = await remove(deleting._id);
            if (result.data) toast.success(result.data.message);
            setDeleting(null);
          }}
        >
          “{deleting.title}”, tüm dosyaları ve fotoğraflarıyla kalıcı olarak silinir. Satın almış olanların sipariş kayıtları kalır.
        </ConfirmDialog>
      )}
    </>
  );
}

/** Seller panel › STL modellerim: upload with a live preview and progress, then the store's models. */
export default function SellerStlPage() {
  return (
    <PanelPage>
      <PanelSection title="Yeni STL modeli" description="Dosyalar tarayıcıda okunur; sunucu yeniden doğrular, ölçüleri hesaplar ve tüm parçaları gösteren küçük resmi çizer.">
        <UploadForm />
      </PanelSection>
      <PanelSection title="Modellerim" description="İndirme sayıları: her kullanıcı bir modeli günde bir kez sayılır.">
        <MyModels />
      </PanelSection>
    </PanelPage>
  );
}
