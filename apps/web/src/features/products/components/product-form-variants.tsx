import { Plus, Trash2, X } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFieldArrayReturn, type UseFormRegister } from 'react-hook-form';
import type { CreateProductBody } from '@pazaryeri/contract/products/index';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ProductFormValues } from '../product-form-data';

function SizeRows({
  control,
  register,
  errors,
  variantIndex,
}: {
  control: Control<ProductFormValues, unknown, CreateProductBody>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  variantIndex: number;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: `variants.${variantIndex}.sizes` });
  const sizeErrors = errors.variants?.[variantIndex]?.sizes;
  return (
    <div className="space-y-2">
      {fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[1fr_7rem_auto] items-start gap-2">
          <FormField label={<span className="sr-only">Beden {index + 1}</span>} error={sizeErrors?.[index]?.label?.message}>
            <Input placeholder="Beden / ölçü (ör. M8, 1.2 mm)" aria-label={`Varyant ${variantIndex + 1} beden ${index + 1}`} {...register(`variants.${variantIndex}.sizes.${index}.label`)} />
          </FormField>
          <FormField label={<span className="sr-only">Stok</span>} error={sizeErrors?.[index]?.stock?.message}>
            <Input inputMode="numeric" placeholder="Stok" aria-label={`Varyant ${variantIndex + 1} beden ${index + 1} stok`} {...register(`variants.${variantIndex}.sizes.${index}.stock`)} />
          </FormField>
          <Button variant="ghost" size="md" aria-label="Bedeni sil" onClick={() => remove(index)} disabled={fields.length <= 1}>
            <X aria-hidden className="size-4" />
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" onClick={() => append({ label: '', stock: '0' })}>
        <Plus aria-hidden className="size-4" />
        Beden ekle
      </Button>
      {typeof sizeErrors?.message === 'string' && <p className="text-sm text-red-600">{sizeErrors.message}</p>}
    </div>
  );
}

interface VariantFieldsProps {
  variants: UseFieldArrayReturn<ProductFormValues, 'variants'>;
  control: Control<ProductFormValues, unknown, CreateProductBody>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

/** A physical product's variants, each with its price difference and its sizes' stock, and the button that adds one. */
export function VariantFields({ variants, control, register, errors }: VariantFieldsProps) {
  return (
    <>
      {variants.fields.map((field, index) => (
        <div key={field.id} className="rounded-xl border border-slate-200 p-4">
          <div className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
            <FormField label={`Varyant ${index + 1} adı`} error={errors.variants?.[index]?.name?.message}>
              <Input placeholder="ör. Paslanmaz, Galvaniz" {...register(`variants.${index}.name`)} />
            </FormField>
            <FormField label="Fiyat farkı (TL)" error={errors.variants?.[index]?.priceDelta?.message}>
              <Input inputMode="decimal" {...register(`variants.${index}.priceDelta`)} />
            </FormField>
            <Button variant="ghost" className="sm:mt-6" onClick={() => variants.remove(index)} aria-label={`Varyant ${index + 1} sil`}>
              <Trash2 aria-hidden className="size-4 text-red-600" />
            </Button>
          </div>
          <p className="mt-3 mb-2 text-sm font-medium text-slate-800">Bedenler ve stokları</p>
          <SizeRows control={control} register={register} errors={errors} variantIndex={index} />
        </div>
      ))}
      <Button variant="outline" onClick={() => variants.append({ name: '', priceDelta: '0', sizes: [{ label: '', stock: '0' }] })}>
        <Plus aria-hidden className="size-4" />
        Varyant ekle
      </Button>
    </>
  );
}
