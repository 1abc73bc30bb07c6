import type { CustomField, CustomTemplate } from '@pazaryeri/contract/customization/index';
import { ImagePlus, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

interface CustomizationFieldsProps {
  template: CustomTemplate;
  values: Record<string, string>;
  errors: Record<string, string>;
  uploading: string | null;
  onChange: (key: string, value: string) => void;
  onPickImage: (field: CustomField, file: File) => void;
}

const label = (field: CustomField) => (field.required ? `${field.label} *` : `${field.label} (isteğe bağlı)`);

/** The template's fields on the product page: text, number, a choice list, or a design image uploaded at once. */
export function CustomizationFields({ template, values, errors, uploading, onChange, onPickImage }: CustomizationFieldsProps) {
  const fileInputs = useRef<Record<string, HTMLInputElement | null>>({});
  return (
    <fieldset className="space-y-4 rounded-2xl border border-brand-100 bg-brand-50/40 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Ürünü kişiselleştirin</legend>
      {template.description && <p className="-mt-1 text-sm text-slate-600">{template.description}</p>}
      {template.fields.map((field) => {
        const value = values[field.key] ?? '';
        const error = errors[field.key];
        if (field.type === 'choice') {
          return (
            <FormField key={field.key} label={label(field)} hint={field.helpText} error={error}>
              <Select value={value} onChange={(event) => onChange(field.key, event.target.value)}>
                <option value="">Seçin</option>
                {(field.choices ?? []).map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </Select>
            </FormField>
          );
        }
        if (field.type === 'number') {
          const range = field.min !== undefined && field.max !== undefined ? `${field.min}–${field.max} arası bir sayı.` : undefined;
          return (
            <FormField key={field.key} label={label(field)} hint={field.helpText ?? range} error={error}>
              <Input inputMode="decimal" value={value} onChange={(event) => onChange(field.key, event.target.value)} />
            </FormField>
          );
        }
        if (field.type === 'image') {
          const busy = uploading === field.key;
          return (
            <FormField key={field.key} label={label(field)} hint={field.helpText ?? 'JPEG, PNG, WebP veya GIF; en fazla 5 MB.'} error={error}>
              <div className="flex flex-wrap items-center gap-3">
                {value && <img src={value} alt={`${field.label} önizlemesi`} className="size-16 rounded-lg border border-slate-200 bg-white object-contain" />}
                <input
                  ref={(element) => {
                    fileInputs.current[field.key] = element;
                  }}
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif"
                  className="sr-only"
                  aria-label={`${field.label} için görsel seçin`}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) onPickImage(field, file);
                  }}
                />
                <Button variant="outline" size="sm" onClick={() => fileInputs.current[field.key]?.click()} disabled={busy}>
                  {busy ? <Spinner className="size-4" /> : <ImagePlus aria-hidden className="size-4" />}
                  {busy ? 'Yükleniyor…' : value ? 'Görseli değiştir' : 'Görsel yükle'}
                </Button>
                {value && !busy && (
                  <Button variant="ghost" size="sm" onClick={() => onChange(field.key, '')} aria-label={`${field.label} görselini kaldır`}>
                    <X aria-hidden className="size-4" />
                    Kaldır
                  </Button>
                )}
              </div>
            </FormField>
          );
        }
        const long = (field.maxLength ?? 200) > 80;
        const counter = `${value.length}/${field.maxLength ?? 200}`;
        return (
          <FormField key={field.key} label={label(field)} hint={field.helpText ? `${field.helpText} · ${counter}` : counter} error={error}>
            {long ? (
              <Textarea value={value} rows={2} maxLength={field.maxLength ?? 200} onChange={(event) => onChange(field.key, event.target.value)} />
            ) : (
              <Input value={value} maxLength={field.maxLength ?? 200} onChange={(event) => onChange(field.key, event.target.value)} />
            )}
          </FormField>
        );
      })}
    </fieldset>
  );
}
