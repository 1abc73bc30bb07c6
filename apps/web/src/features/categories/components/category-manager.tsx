import { FolderPlus, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Category, CategoryWithCount } from '@pazaryeri/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors } from '@/lib/forms';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  useCreateMainCategoryMutation,
  useCreateSubCategoryMutation,
  useDeleteCategoryMutation,
  useListMainCategoriesWithCountsQuery,
  useUpdateCategoryMutation,
} from '../categories-api';
import { CategoryIcon, categoryIconNames } from './category-icon';

type Editing =
  | { mode: 'create'; parent: CategoryWithCount | null }
  | { mode: 'edit'; category: Category; level: 'main' | 'sub' };

function IconPicker({ value, onChange }: { value: string; onChange: (icon: string) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Simge</legend>
      <div role="radiogroup" aria-label="Simge" className="mt-2 grid grid-cols-8 gap-1.5 sm:grid-cols-11">
        {categoryIconNames.map((name) => (
          <button
            key={name}
            type="button"
            role="radio"
            aria-checked={value === name}
            aria-label={name}
            title={name}
            onClick={() => onChange(value === name ? '' : name)}
            className={cn(
              'flex aspect-square items-center justify-center rounded-lg border',
              value === name ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-200 text-slate-600 hover:bg-slate-50',
            )}
          >
            <CategoryIcon name={name} className="size-5" />
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function CategoryDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const current = editing.mode === 'edit' ? editing.category : null;
  const [name, setName] = useState(current?.name ?? '');
  const [description, setDescription] = useState(current?.description ?? '');
  const [icon, setIcon] = useState(current?.icon ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [createMain, createMainState] = useCreateMainCategoryMutation();
  const [createSub, createSubState] = useCreateSubCategoryMutation();
  const [update, updateState] = useUpdateCategoryMutation();
  const busy = createMainState.isLoading || createSubState.isLoading || updateState.isLoading;
  const parent = editing.mode === 'create' ? editing.parent : null;
  const title =
    editing.mode === 'edit' ? 'Kategoriyi düzenle' : parent ? `${parent.name} altına alt kategori` : 'Yeni ana kategori';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim().length < 2) {
      setErrors({ name: name.trim() ? 'Kategori adı en az 2 karakter olmalı.' : 'Kategori adı gerekli.' });
      return;
    }
    const body = { name: name.trim(), description: description.trim(), icon: icon || '' } as never;
    const result =
      editing.mode === 'edit'
        ? await update({ id: editing.category._id, level: editing.level, body })
        : parent
          ? await createSub({ ...(body as object), parentCategory: parent._id } as never)
          : await createMain(body);
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      onClose();
    } else {
      const fields: Record<string, string> = {};
      applyServerFieldErrors<{ name: string; description: string; icon: string }>(result.error, (field, error) => {
        fields[field] = error.message ?? '';
      }, ['name', 'description', 'icon']);
      setErrors(fields);
    }
  }

  return (
    <Dialog title={title} onClose={onClose} size="lg">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="Kategori adı" error={errors.name}>
          <Input value={name} onChange={(event) => setName(event.target.value)} autoFocus />
        </FormField>
        <FormField label="Açıklama" error={errors.description} hint="İsteğe bağlı">
          <Textarea rows={2} value={description} onChange={(event) => setDescription(event.target.value)} />
        </FormField>
        <IconPicker value={icon} onChange={setIcon} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Vazgeç
          </Button>
          <Button type="submit" loading={busy}>
            Kaydet
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Admin: main and sub categories: add, rename (with description and icon) and delete. */
export function CategoryManager() {
  const { data, isLoading, isError, error, refetch, isFetching } = useListMainCategoriesWithCountsQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ category: Category; level: 'main' | 'sub' } | null>(null);
  const [remove, { isLoading: removing }] = useDeleteCategoryMutation();

  async function onDelete() {
    if (!deleting) return;
    const result = await remove({ id: deleting.category._id, level: deleting.level });
    setDeleting(null);
    if ('data' in result && result.data) toast.success(result.data.message);
  }

  if (isLoading) {
    return (
      <div aria-busy aria-label="Kategoriler yükleniyor" className="space-y-3">
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-24 w-full rounded-2xl" />
      </div>
    );
  }
  if (isError) return <LoadError title="Kategoriler yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing({ mode: 'create', parent: null })}>
          <FolderPlus aria-hidden className="size-4" />
          Ana kategori ekle
        </Button>
      </div>
      {!data?.length ? (
        <EmptyState Icon={FolderPlus} title="Henüz kategori yok">
          İlk ana kategoriyi ekleyin.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {data.map((main) => (
            <li key={main._id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
              <div className="flex flex-wrap items-center gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-900 text-brand-500">
                  <CategoryIcon name={main.icon} className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{main.name}</p>
                  <p className="text-xs text-slate-500">
                    /{main.slug} · {formatCount(main.productCount)} ürün · {main.subCategories.length} alt kategori
                  </p>
                </div>
                <div className="flex gap-1">
                  <Button size="sm" variant="outline" onClick={() => setEditing({ mode: 'create', parent: main })} aria-label={`${main.name} altına alt kategori ekle`}>
                    <Plus aria-hidden className="size-4" />
                    <span className="hidden sm:inline">Alt kategori</span>
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setEditing({ mode: 'edit', category: main, level: 'main' })} aria-label={`${main.name} düzenle`}>
                    <Pencil aria-hidden className="size-4" />
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setDeleting({ category: main, level: 'main' })} aria-label={`${main.name} sil`}>
                    <Trash2 aria-hidden className="size-4 text-red-600" />
                  </Button>
                </div>
              </div>
              {main.subCategories.length > 0 && (
                <ul className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
                  {main.subCategories.map((sub) => (
                    <li key={sub._id} className="inline-flex items-center gap-1 rounded-full border border-slate-200 bg-slate-50 py-0.5 pr-1 pl-3 text-sm text-slate-700">
                      {sub.name}
                      <span className="text-xs text-slate-400">({formatCount(sub.productCount)})</span>
                      <button type="button" onClick={() => setEditing({ mode: 'edit', category: sub, level: 'sub' })} aria-label={`${sub.name} düzenle`} className="rounded-full p-1 text-slate-500 hover:bg-slate-200">
                        <Pencil aria-hidden className="size-3.5" />
                      </button>
                      <button type="button" onClick={() => setDeleting({ category: sub, level: 'sub' })} aria-label={`${sub.name} sil`} className="rounded-full p-1 text-red-600 hover:bg-red-50">
                        <Trash2 aria-hidden className="size-3.5" />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing && <CategoryDialog editing={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog title="Kategori silinsin mi?" confirmLabel="Kategoriyi sil" onConfirm={() => void onDelete()} onCancel={() => setDeleting(null)} loading={removing}>
          <strong>{deleting.category.name}</strong> silinecek. Ürünü olan kategoriler silinemez.
        </ConfirmDialog>
      )}
    </div>
  );
}
