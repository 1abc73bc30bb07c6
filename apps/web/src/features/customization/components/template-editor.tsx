import { customFieldTypeLabels, customFieldTypes, type CustomFieldType, type CustomTemplate } from '@pazaryeri/contract/customization/index';
import { Plus, Trash2 } from 'lucide-react';
import { memo, useCallback, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateTemplateMutation, useUpdateTemplateMutation } from '../customization-api';
import { draftOf, emptyField, type FieldDraft, parseDraft } from '../template-draft';

interface TemplateEditorProps {
  template?: CustomTemplate;
  onDone: () => void;
}

/** Creates or edits a template: its name, a note for buyers, and its fields (text, number, choice list, image). */
export function TemplateEditor({ template, onDone }: TemplateEditorProps) {
  const [draft, setDraft] = useState(() => draftOf(template));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, creating] = useCreateTemplateMutation();
  const [update, updating] = useUpdateTemplateMutation();
  const submitting = creating.isLoading || updating.isLoading;

  // Stable, so a keystroke re-renders the field it changed and not every other one (FieldEditor is memoised).
  const setField = useCallback(
    (index: number, change: Partial<FieldDraft>) =>
      setDraft((current) => ({ ...current, fields: current.fields.map((field, at) => (at === index ? { ...field, ...change } : field)) })),
    [],
  );
  const removeField = useCallback(
    (index: number) => setDraft((current) => ({ ...current, fields: current.fields.filter((_, position) => position !== index) })),
    [],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = parseDraft(draft);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    try {
      const result = template ? await update({ id: template._id, body: parsed.body }).unwrap() : await create(parsed.body).unwrap();
      toast.success(result.message ?? 'Kaydedildi');
      onDone();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-5" noValidate>
      <FormField label="Şablon adı" error={errors.name}>
        <Input value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} placeholder="Örn. Kişiye özel plaket" maxLength={80} />
      </FormField>
      <FormField label="Alıcıya not" hint="Ürün sayfasında alanların üstünde görünür." error={errors.description}>
        <Textarea value={draft.description} onChange={(event) => setDraft({ ...draft, description: event.target.value })} rows={2} maxLength={500} />
      </FormField>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Alanlar</legend>
        {errors.fields && <p className="text-sm text-red-600" role="alert">{errors.fields}</p>}
        {draft.fields.map((field, index) => (
          <FieldEditor
            key={field.key ?? `new-${index}`}
            field={field}
            index={index}
            errors={errors}
            removable={draft.fields.length > 1}
            onChange={setField}
            onRemove={removeField}
          />
        ))}
        <Button variant="outline" onClick={() => setDraft({ ...draft, fields: [...draft.fields, emptyField()] })} disabled={draft.fields.length >= 20}>
          <Plus aria-hidden className="size-4" />
          Alan ekle
        </Button>
      </fieldset>

      <FormActions submitting={submitting} onCancel={onDone} failure={failure}>
        {template ? 'Şablonu güncelle' : 'Şablonu kaydet'}
      </FormActions>
    </form>
  );
}

interface FieldEditorProps {
  field: FieldDraft;
  index: number;
  errors: Record<string, string>;
  /** The last field cannot be removed. */
  removable: boolean;
  onChange: (index: number, change: Partial<FieldDraft>) => void;
  onRemove: (index: number) => void;
}

/** One field of the template: label, type and what the type asks for. Memoised: typing elsewhere leaves it alone. */
const FieldEditor = memo(function FieldEditor({ field, index, errors, removable, onChange, onRemove }: FieldEditorProps) {
  const at = (name: string) => errors[`fields.${index}.${name}`];
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-700">Alan {index + 1}</p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onRemove(index)}
          disabled={!removable}
          aria-label={`Alan ${index + 1} sil`}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Etiket" error={at('label')}>
          <Input value={field.label} onChange={(event) => onChange(index, { label: event.target.value })} placeholder="Örn. Plaket yazısı" maxLength={80} />
        </FormField>
        <FormField label="Tür" error={at('type')}>
          <Select value={field.type} onChange={(event) => onChange(index, { type: event.target.value as CustomFieldType })}>
            {customFieldTypes.map((type) => (
              <option key={type} value={type}>
                {customFieldTypeLabels[type]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {field.type === 'text' && (
        <FormField label="En fazla karakter" hint="Boş bırakılırsa 200." error={at('maxLength')}>
          <Input inputMode="numeric" value={field.maxLength} onChange={(event) => onChange(index, { maxLength: event.target.value })} className="sm:max-w-40" />
        </FormField>
      )}
      {field.type === 'number' && (
        <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
          <FormField label="En küçük" error={at('min')}>
            <Input inputMode="decimal" value={field.min} onChange={(event) => onChange(index, { min: event.target.value })} />
          </FormField>
          <FormField label="En büyük" error={at('max')}>
            <Input inputMode="decimal" value={field.max} onChange={(event) => onChange(index, { max: event.target.value })} />
          </FormField>
        </div>
      )}
      {field.type === 'choice' && (
        <FormField label="Seçenekler" hint="Her satıra bir seçenek yazın (en az iki)." error={at('choices')}>
          <Textarea value={field.choices} onChange={(event) => onChange(index, { choices: event.target.value })} rows={3} placeholder={'Altın\nGümüş'} />
        </FormField>
      )}
      {field.type === 'image' && <p className="text-sm text-slate-500">Alıcı bir görsel (logo, çizim, fotoğraf) yükler; JPEG, PNG, WebP veya GIF.</p>}
      <FormField label="Alıcıya ipucu" error={at('helpText')}>
        <Input value={field.helpText} onChange={(event) => onChange(index, { helpText: event.target.value })} maxLength={200} />
      </FormField>
      <Switch checked={field.required} onChange={(required) => onChange(index, { required })} label="Zorunlu alan" />
    </div>
  );
});
