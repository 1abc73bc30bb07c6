import { customFieldTypeLabels, type CustomTemplate } from '@pazaryeri/contract/customization/index';
import { Pencil, Plus, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useListTemplatesQuery } from '../customization-api';
import { TemplateEditor } from './template-editor';

/** The store's templates as cards (fields, products using each), with the editor in a dialog for a new or an existing one. */
export function TemplateList() {
  const templates = useListTemplatesQuery();
  const [editing, setEditing] = useState<CustomTemplate | 'new' | null>(null);
  const startNew = (
    <Button onClick={() => setEditing('new')}>
      <Plus aria-hidden className="size-4" />
      Yeni şablon
    </Button>
  );

  let content;
  if (templates.isLoading) {
    content = (
      <div aria-busy aria-label="Şablonlar yükleniyor" className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  } else if (templates.isError) {
    content = <LoadError title="Şablonlar yüklenemedi" error={templates.error} onRetry={() => void templates.refetch()} retrying={templates.isFetching} />;
  } else if (!templates.data?.templates.length) {
    content = (
      <EmptyState Icon={SlidersHorizontal} title="Henüz özelleştirme şablonunuz yok" action={startNew}>
        Şablon, alıcının sepete eklemeden önce doldurduğu alanlardır: plakete yazılacak metin, renk seçimi, logo gibi.
      </EmptyState>
    );
  } else {
    content = (
      <ul className="grid gap-4 md:grid-cols-2">
        {templates.data.templates.map((template) => (
          <li key={template._id} className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="truncate font-semibold text-slate-900">{template.name}</h2>
                <p className="text-xs text-slate-500">
                  {template.productCount > 0 ? `${template.productCount} üründe kullanılıyor` : 'Henüz bir üründe kullanılmıyor'} · {formatDate(template.updatedAt)}
                </p>
              </div>
              <Button variant="outline" size="sm" onClick={() => setEditing(template)} aria-label={`${template.name} şablonunu düzenle`}>
                <Pencil aria-hidden className="size-4" />
                Düzenle
              </Button>
            </div>
            {template.description && <p className="mt-2 line-clamp-2 text-sm text-slate-600">{template.description}</p>}
            <ul className="mt-3 flex flex-wrap gap-1.5">
              {template.fields.map((field) => (
                <li key={field.key}>
                  <Badge tone={field.required ? 'brand' : 'neutral'}>
                    {field.label} · {customFieldTypeLabels[field.type]}
                    {field.required ? ' *' : ''}
                  </Badge>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      {Boolean(templates.data?.templates.length) && <div className="flex justify-end">{startNew}</div>}
      {content}
      {editing && (
        <Dialog title={editing === 'new' ? 'Yeni özelleştirme şablonu' : 'Şablonu düzenle'} description="Alıcı bu alanları ürün sayfasında, sepete eklemeden önce doldurur." onClose={() => setEditing(null)} size="lg">
          <TemplateEditor template={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
        </Dialog>
      )}
    </div>
  );
}
