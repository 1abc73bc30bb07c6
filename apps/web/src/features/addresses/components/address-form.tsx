import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { createBuyerAddressBody, type BuyerAddress, type CreateBuyerAddressBody } from '@pazaryeri/contract/addresses/index';
import { CityDistrictFormFields } from '@/components/city-district-form-fields';
import { FormActions } from '@/components/ui/form-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { applyServerFieldErrors } from '@/lib/forms';
import { formatPhone } from '@/lib/format';

interface AddressFormProps {
  address?: BuyerAddress;
  /** A new address starts with the account holder's name and phone. */
  defaults: { fullName: string; phone: string | null };
  /** Resolves with the failed call's error (for field messages), or null when saved. */
  onSubmit: (body: CreateBuyerAddressBody) => Promise<unknown>;
  onCancel: () => void;
}

const knownFields = ['title', 'fullName', 'phone', 'cityName', 'districtName', 'neighbourhood', 'addressLine', 'zip'] as const;

export function AddressForm({ address, defaults, onSubmit, onCancel }: AddressFormProps) {
  const form = useForm({
    resolver: zodResolver(createBuyerAddressBody),
    mode: 'onTouched',
    defaultValues: {
      title: address?.title ?? '',
      fullName: address?.fullName ?? defaults.fullName,
      phone: formatPhone(address?.phone ?? defaults.phone),
      cityCode: address?.cityCode ?? '',
      cityName: address?.cityName ?? '',
      districtName: address?.districtName ?? '',
      neighbourhood: address?.neighbourhood ?? '',
      addressLine: address?.addressLine ?? '',
      zip: address?.zip ?? '',
      countryCode: 'TR',
      isDefault: address?.isDefault ?? false,
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (body) => {
    const error = await onSubmit(body);
    if (error) applyServerFieldErrors(error, setError, knownFields);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Adres başlığı" error={errors.title?.message} hint="Örnek: Ev, İş, Atölye">
          <Input {...register('title')} />
        </FormField>
        <FormField label="Ad soyad" error={errors.fullName?.message}>
          <Input autoComplete="name" {...register('fullName')} />
        </FormField>
      </div>
      <FormField label="Cep telefonu" error={errors.phone?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="05XX XXX XX XX" {...register('phone')} />
      </FormField>
      <CityDistrictFormFields form={form} names={{ city: 'cityName', district: 'districtName', cityCode: 'cityCode' }} />
      <FormField label="Mahalle" error={errors.neighbourhood?.message} hint="İsteğe bağlı">
        <Input {...register('neighbourhood')} />
      </FormField>
      <FormField label="Açık adres" error={errors.addressLine?.message}>
        <Input autoComplete="street-address" placeholder="Cadde, sokak, bina ve daire no" {...register('addressLine')} />
      </FormField>
      <div className="sm:w-1/2 sm:pr-2">
        <FormField label="Posta kodu" error={errors.zip?.message} hint="İsteğe bağlı">
          <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} {...register('zip')} />
        </FormField>
      </div>
      <label className="flex items-center gap-3 text-sm text-slate-700">
        <input type="checkbox" className="size-5 rounded border-slate-300 accent-brand-600" {...register('isDefault')} />
        Varsayılan teslimat adresim olsun
      </label>
      <FormActions submitting={isSubmitting} onCancel={onCancel}>
        {address ? 'Adresi Güncelle' : 'Adresi Kaydet'}
      </FormActions>
    </form>
  );
}
