import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import type { z } from 'zod';
import {
  capabilityLimits,
  capabilityMessages,
  capabilityProcesses,
  updateCapabilitiesBody,
  type StoreCapabilities,
} from '@pazaryeri/contract/sellers/capabilities';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useGetCapabilitiesQuery, useUpdateCapabilitiesMutation } from '../store-management-api';
import { CategoryPicker, CityPicker, MaterialTags } from './capability-pickers';

type CapabilitiesInput = z.input<typeof updateCapabilitiesBody>;
type CapabilitiesOutput = z.output<typeof updateCapabilitiesBody>;

const fieldNames = ['categoryIds', 'processes', 'materials', 'cities', 'allTurkey', 'capacityNote'] as const;

function valuesOf(capabilities: StoreCapabilities) {
  return {
    categoryIds: capabilities.categories.map((category) => category._id),
    processes: capabilities.processes.map((process) => process.key),
    materials: capabilities.materials,
    cities: capabilities.cities.map((city) => city.code),
    allTurkey: capabilities.allTurkey,
    capacityNote: capabilities.capacityNote ?? '',
  };
}

/** A list field's message: the list's own, or its first item's ("materials.3"). */
function messageOf(error: { message?: string } | undefined): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  return Array.isArray(error) ? (error as Array<FieldError | undefined>).find(Boolean)?.message : undefined;
}

/** The server names an item's field by its path ("materials.3"); the form shows it under the list. */
function listFieldsOf(error: unknown) {
  if (!isApiError(error) || !error.fields) return error;
  return { ...error, fields: Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [field.split('.')[0], message])) };
}

/** What the store makes (GET/PUT /api/seller/capabilities): the ground the matched request feed stands on. */
export function CapabilitiesForm() {
  const { data, isLoading, isError, error, refetch, isFetching } = useGetCapabilitiesQuery();
  if (isLoading) {
    return (
      <div aria-busy aria-label="Üretim yetkinlikleri yükleniyor" className="space-y-3">
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  }
  if (isError || !data) return <LoadError title="Üretim yetkinlikleri yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  return <CapabilitiesFields capabilities={data.capabilities} />;
}

function CapabilitiesFields({ capabilities }: { capabilities: StoreCapabilities }) {
  const [updateCapabilities] = useUpdateCapabilitiesMutation();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CapabilitiesInput, unknown, CapabilitiesOutput>({
    resolver: zodResolver(updateCapabilitiesBody),
    values: valuesOf(capabilities),
  });
  const [allTurkey, note] = useWatch({ control, name: ['allTurkey', 'capacityNote'] });
  const knownNames = Object.fromEntries(capabilities.categories.map((category) => [category._id, category.name]));

  const onSubmit = handleSubmit(async (body) => {
    const result = await updateCapabilities(body);
    if ('error' in result) {
      applyServerFieldErrors(listFieldsOf(result.error), setError, fieldNames);
      return;
    }
    toast.success(result.data.message || capabilityMessages.saved);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {capabilities.updatedAt === null && (
        <Alert title="Henüz üretim yetkinliği girmediniz">
          Kategorilerinizi ve süreçlerinizi seçin: size uygun müşteri talepleri "Size uygun talepler" sekmesinde öne çıkar ve yeni talepler size bildirilir.
        </Alert>
      )}
      <Section title="Kategoriler" hint={`Bir ana kategori seçtiğinizde tüm alt kategorileri de kapsanır. En fazla ${capabilityLimits.categories} kategori.`} error={messageOf(errors.categoryIds)}>
        <Controller control={control} name="categoryIds" render={({ field }) => <CategoryPicker value={field.value ?? []} onChange={field.onChange} knownNames={knownNames} />} />
      </Section>

      <Section title="Üretim süreçleri" error={messageOf(errors.processes)}>
        <Controller
          control={control}
          name="processes"
          render={({ field }) => (
            <ul aria-label="Üretim süreçleri" className="flex flex-wrap gap-2">
              {capabilityProcesses.map(({ key, label }) => {
                const value = field.value ?? [];
                const checked = value.includes(key);
                return (
                  <li key={key}>
                    <label className={`inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium ${checked ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}>
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-600"
                        checked={checked}
                        onChange={(event) => field.onChange(event.target.checked ? [...value, key] : value.filter((entry) => entry !== key))}
                      />
                      {label}
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        />
      </Section>

      <Section title="Malzemeler" hint={`Çalıştığınız malzemeler; listede olmayanı da yazabilirsiniz. En fazla ${capabilityLimits.materials}.`}>
        <Controller control={control} name="materials" render={({ field }) => <MaterialTags value={field.value ?? []} onChange={field.onChange} error={messageOf(errors.materials)} />} />
      </Section>

      <Section title="Hizmet verilen iller" hint="Talebin şehri bu illerden biriyse size uygun sayılır." error={messageOf(errors.cities)}>
        <div className="space-y-3">
          <Switch
            checked={Boolean(allTurkey)}
            label="Tüm Türkiye"
            onChange={(on) => {
              setValue('allTurkey', on, { shouldDirty: true });
              if (on) setValue('cities', [], { shouldDirty: true });
            }}
          />
          <Controller control={control} name="cities" render={({ field }) => <CityPicker value={field.value ?? []} onChange={field.onChange} disabled={Boolean(allTurkey)} />} />
        </div>
      </Section>

      <FormField label="Aylık kapasite notu" error={errors.capacityNote?.message} hint={`${String(note ?? '').length}/${capabilityLimits.capacityNote} karakter`}>
        <Textarea rows={3} maxLength={capabilityLimits.capacityNote} placeholder="Örnek: Ayda 2.000 adet CNC parça, 5 eksen işleme" {...register('capacityNote')} />
      </FormField>

      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          {isSubmitting ? 'Kaydediliyor…' : 'Yetkinlikleri Kaydet'}
        </Button>
      </div>
    </form>
  );
}

/** A titled group of the form: a picker is a group of controls, not one input a label can name. */
function Section({ title, hint, error, children }: { title: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{title}</legend>
      {hint && <p className="text-sm text-slate-500">{hint}</p>}
      {children}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
