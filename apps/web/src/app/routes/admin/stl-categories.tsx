import type { StlCategory } from '@pazaryeri/contract/stl/index';
import { Boxes, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { EditDeleteButtons } from '@/components/ui/edit-delete-buttons';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateStlCategoryMutation, useDeleteStlCategoryMutation, useStlCategoriesQuery, useUpdateStlCategoryMutation } from '@/features/stl';
import { formatCount } from '@/lib/format';
import { toast } from '@/lib/toast';
import { AdminPage } from './admin-page';

function NameDialog({ category, onClose }: { category: StlCategory | null; onClose: () => void }) {
  const [name, setName] = useState(category?.name ?? '');
  const [create, creating] = useCreateStlCategoryMutation();
  const [update, updating] = useUpdateStlCategoryMutation();
  const failure = (creating.error ?? updating.error) as { message?: string } | undefined;
  async function save(event: FormEvent) {
    event.preventDefault();
    const result = category ? await update({ id: category._id, name }) : await create({ name });
    if (result.data) {
      toast.success(result.data.message);
      onClose();
    }
  }
  return (
    <Dialog title={category ? 'STL kategorisini düzenle' : 'Yeni STL kategorisi'} onClose={onClose} size="sm">
      <form onSubmit={(event) => void save(event)} className="space-y-4">
        <FormField label="Kategori adı" error={failure?.message}>
          <Input value={name} onChange={(event) => setName(event.target.value)} required minLength={2} maxLength={60} autoFocus />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" loading={creating.isLoading || updating.isLoading}>
            Kaydet
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Admin › STL kategorileri: add, rename, delete (a category with models is kept: 409). */
export default function AdminStlCategoriesPage() {
  const { data, isLoading, error, refetch, isFetching } = useStlCategoriesQuery();
  const [editing, setEditing] = useState<StlCategory | null | 'new'>(null);
  const [deleting, setDeleting] = useState<StlCategory | null>(null);
  const [remove, removing] = useDeleteStlCategoryMutation();
  return (
    <AdminPage>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden className="size-4" />
          Kategori ekle
        </Button>
      </div>
      {error ? (
        <LoadError title="STL kategorileri yüklenemedi." error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : isLoading || !data ? (
        <Skeleton className="h-48 rounded-2xl" />
      ) : data.length === 0 ? (
        <EmptyState Icon={Boxes} title="Henüz STL kategorisi yok." />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {data.map((category) => (
            <li key={category._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{category.name}</p>
                <p className="text-xs text-slate-500">{formatCount(category.modelCount)} model · /{category.slug}</p>
              </div>
              <div className="flex gap-2">
                <EditDeleteButtons subject={`${category.name} kategorisini`} onEdit={() => setEditing(category)} onDelete={() => setDeleting(category)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <NameDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title="Kategori silinsin mi?"
          confirmLabel="Sil"
          loading={removing.isLoading}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            const result = await remove(deleting._id);
            if (result.data) toast.success(result.data.message);
            setDeleting(null);
          }}
        >
          “{deleting.name}” silinecek. İçinde model olan bir kategori silinemez.
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
