import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  billingKindLabels,
  billingKinds,
  createBillingProfileBody,
  type BillingProfile,
  type CreateBillingProfileBody,
} from '@pazaryeri/contract/addresses/index';
import { CityDistrictFormFields } from '@/components/city-district-form-fields';
import { FormActions } from '@/components/ui/form-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { applyServerFieldErrors } from '@/lib/forms';

interface BillingProfileFormProps {
  profile?: BillingProfile;
  /** A new identity starts as the account holder, individual. */
  defaultName: string;
  /** Resolves with the failed call's error (for field messages), or null when saved. */
  onSubmit: (body: CreateBillingProfileBody) => Promise<unknown>;
  onCancel: () => void;
}

const knownFields = ['kind', 'title', 'name', 'tckn', 'vkn', 'taxOffice', 'cityName', 'districtName', 'addressLine', 'zip'] as const;

const checkFields = zodResolver(createBillingProfileBody);

/** Only the kind's own identity numbers count: a switch to corporate drops a TCKN typed before, and back. */
function ownIdentity<T extends { kind: string; tckn?: unknown; vkn?: unknown; taxOffice?: unknown }>(values: T): T {
  return values.kind === 'corporate' ? { ...values, tckn: '' } : { ...values, vkn: '', taxOffice: '' };
}

/** Bireysel or Kurumsal: the fields follow the kind (a company needs its VKN and tax office). */
export function BillingProfileForm({ profile, defaultName, onSubmit, onCancel }: BillingProfileFormProps) {
  const form = useForm({
    resolver: ((values, context, options) => checkFields(ownIdentity(values), context, options)) as typeof checkFields,
    mode: 'onTouched',
    defaultValues: {
      kind: profile?.kind ?? 'individual',
      title: profile?.title ?? '',
      name: profile?.name ?? defaultName,
      tckn: profile?.tckn ?? '',
      vkn: profile?.vkn ?? '',
      taxOffice: profile?.taxOffice ?? '',
      cityCode: profile?.cityCode ?? '',
      cityName: profile?.cityName ?? '',
      districtName: profile?.districtName ?? '',
      addressLine: profile?.addressLine ?? '',
      zip: profile?.zip ?? '',
      isDefault: profile?.isDefault ?? false,
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const kind = useWatch({ control, name: 'kind' });
  const corporate = kind === 'corporate';

  // A new identity starts with the account holder's name; a company's title is not that name.
  useEffect(() => {
    if (profile) return;
    const name = form.getValues('name');
    if (kind === 'corporate' && name === defaultName) form.setValue('name', '');
    if (kind === 'individual' && name === '') form.setValue('name', defaultName);
  }, [kind, profile, defaultName, form]);

  const submit = handleSubmit(async (body) => {
    const error = await onSubmit(body);
    if (error) applyServerFieldErrors(error, setError, knownFields);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Fatura türü</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {billingKinds.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-sm font-medium',
                kind === value ? 'border-brand-500 bg-brand-50 text-brand-800' : 'border-slate-200 text-slate-700 hover:border-slate-300',
              )}
            >
              <input type="radio" value={value} className="accent-brand-600" {...register('kind')} />
              {billingKindLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Başlık" error={errors.title?.message} hint="Örnek: Şirketim, Kendim">
          <Input {...register('title')} />
        </FormField>
        <FormField label={corporate ? 'Şirket unvanı' : 'Ad soyad'} error={errors.name?.message}>
          <Input autoComplete={corporate ? 'organization' : 'name'} {...register('name')} />
        </FormField>
      </div>
      {corporate ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Vergi kimlik numarası (VKN)" error={errors.vkn?.message}>
            <Input inputMode="numeric" maxLength={13} placeholder="10 hane" {...register('vkn')} />
          </FormField>
          <FormField label="Vergi dairesi" error={errors.taxOffice?.message} hint="Örnek: Kadıköy, Ostim">
            <Input {...register('taxOffice')} />
          </FormField>
        </div>
      ) : (
        <FormField label="T.C. kimlik numarası" error={errors.tckn?.message} hint="İsteğe bağlı; faturanızda yer alır.">
          <Input inputMode="numeric" maxLength={14} placeholder="11 hane" {...register('tckn')} />
        </FormField>
      )}
      <CityDistrictFormFields form={form} names={{ city: 'cityName', district: 'districtName', cityCode: 'cityCode' }} />
      <FormField label="Fatura adresi" error={errors.addressLine?.message}>
        <Input autoComplete="street-address" placeholder="Mahalle, cadde, sokak, bina no" {...register('addressLine')} />
      </FormField>
      <div className="sm:w-1/2 sm:pr-2">
        <FormField label="Posta kodu" error={errors.zip?.message} hint="İsteğe bağlı">
          <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} {...register('zip')} />
        </FormField>
      </div>
      <label className="flex items-center gap-3 text-sm text-slate-700">
        <input type="checkbox" className="size-5 rounded border-slate-300 accent-brand-600" {...register('isDefault')} />
        Varsayılan fatura bilgim olsun
      </label>
      <FormActions submitting={isSubmitting} onCancel={onCancel}>
        {profile ? 'Fatura Bilgisini Güncelle' : 'Fatura Bilgisini Kaydet'}
      </FormActions>
    </form>
  );
}
