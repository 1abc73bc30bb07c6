import { customFieldTypeLabels } from '@pazaryeri/contract/customization/index';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-error';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useListTemplatesQuery, useSetProductOptionsMutation } from '../customization-api';

/** On the product form: which of the store's templates buyers fill in before adding this product to the cart. */
export function ProductTemplatePicker({ productId, currentTemplateId }: { productId: string; currentTemplateId: string | null }) {
  const templates = useListTemplatesQuery();
  const [chosen, setChosen] = useState(currentTemplateId ?? '');
  const [saved, setSaved] = useState(currentTemplateId ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [setOptions, saving] = useSetProductOptionsMutation();

  if (templates.isLoading) return <Skeleton className="h-24 w-full rounded-xl" />;
  if (templates.isError) return <LoadError title="Şablonlar yüklenemedi" error={templates.error} onRetry={() => void templates.refetch()} retrying={templates.isFetching} />;
  const list = templates.data?.templates ?? [];
  if (list.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Henüz şablonunuz yok.{' '}
        <Link to="/seller-panel/customization" className="font-semibold text-brand-700 hover:underline">
          Özelleştirme şablonu oluşturun
        </Link>
        ; sonra burada seçebilirsiniz.
      </p>
    );
  }
  const selected = list.find((template) => template._id === chosen);

  async function save() {
    setFailure(null);
    try {
      const result = await setOptions({ productId, templateId: chosen || null }).unwrap();
      setSaved(chosen);
      toast.success(result.message);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <FormField label="Özelleştirme şablonu" hint="Seçilirse alıcı bu alanları doldurmadan ürünü sepete ekleyemez.">
            <Select value={chosen} onChange={(event) => setChosen(event.target.value)}>
              <option value="">Özelleştirme yok</option>
              {list.map((template) => (
                <option key={template._id} value={template._id}>
                  {template.name}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <Button onClick={() => void save()} loading={saving.isLoading} disabled={chosen === saved}>
          Şablonu kaydet
        </Button>
      </div>
      {selected && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Şablonun alanları">
          {selected.fields.map((field) => (
            <li key={field.key}>
              <Badge tone={field.required ? 'brand' : 'neutral'}>
                {field.label} · {customFieldTypeLabels[field.type]}
                {field.required ? ' *' : ''}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
    </div>
  );
}
