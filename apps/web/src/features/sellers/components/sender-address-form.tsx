import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { senderAddressFields, type SellerAddress } from '@pazaryeri/contract/sellers/index';
import { CityDistrictFormFields } from '@/components/city-district-form-fields';
import { FormActions } from '@/components/ui/form-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatPhone } from '@/lib/format';
import type { SenderAddressValues } from '../sender-addresses';

interface SenderAddressFormProps {
  address?: SellerAddress;
  /** Prefills a new address with the store's contact details. */
  defaults: Pick<SenderAddressValues, 'name' | 'phone' | 'email'>;
  onSubmit: (values: SenderAddressValues, isDefault: boolean) => Promise<boolean>;
  onCancel: () => void;
}

export function SenderAddressForm({ address, defaults, onSubmit, onCancel }: SenderAddressFormProps) {
  const current = address?.senderAddress;
  const form = useForm({
    resolver: zodResolver(senderAddressFields),
    mode: 'onTouched',
    defaultValues: {
      name: current?.name ?? defaults.name,
      phone: formatPhone(current?.phone ?? defaults.phone),
      email: current?.email ?? defaults.email,
      address: current?.address ?? '',
      street: current?.street ?? '',
      city: current?.city ?? '',
      district: current?.district ?? '',
      country: current?.country ?? 'TR',
      zip: current?.zip ?? '',
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const [isDefault, setIsDefault] = useState(address?.isDefault ?? false);

  const submit = handleSubmit(async (values) => {
    await onSubmit(
      { ...values, street: values.street ?? '', zip: values.zip ?? '', country: values.country || 'TR' },
      isDefault,
    );
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label="Gönderici adı" error={errors.name?.message} hint="Kargo etiketinde görünen ad">
        <Input autoComplete="organization" {...register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Telefon" error={errors.phone?.message}>
          <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="0XXX XXX XX XX" {...register('phone')} />
        </FormField>
        <FormField label="E-posta" error={errors.email?.message}>
          <Input type="email" inputMode="email" autoComplete="email" {...register('email')} />
        </FormField>
      </div>
      <CityDistrictFormFields form={form} names={{ city: 'city', district: 'district' }} />
      <FormField label="Adres" error={errors.address?.message}>
        <Input autoComplete="street-address" placeholder="Mahalle, cadde, bina ve kapı no" {...register('address')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[1fr_9rem]">
        <FormField label="Sokak / cadde" error={errors.street?.message} hint="İsteğe bağlı">
          <Input {...register('street')} />
        </FormField>
        <FormField label="Posta kodu" error={errors.zip?.message} hint="İsteğe bağlı">
          <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} {...register('zip')} />
        </FormField>
      </div>
      <label className="flex items-center gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={isDefault}
          onChange={(event) => setIsDefault(event.target.checked)}
          className="size-5 rounded border-slate-300 accent-brand-600"
        />
        Varsayılan gönderici adresi yap
      </label>
      <FormActions submitting={isSubmitting} onCancel={onCancel}>
        {address ? 'Adresi Güncelle' : 'Adresi Ekle'}
      </FormActions>
    </form>
  );
}
