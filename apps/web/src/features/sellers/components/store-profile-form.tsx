import { zodResolver } from '@hookform/resolvers/zod';
import { type Control, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { sellerMessages, updateStoreBody, type Seller } from '@pazaryeri/contract/sellers/index';
import { CityDistrictFormFields } from '@/components/city-district-form-fields';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors } from '@/lib/forms';
import { formatPhone } from '@/lib/format';
import { toast } from '@/lib/toast';
import { checkIban, formatIban } from '../identifiers';
import { useUpdateStoreMutation } from '../store-management-api';
import { LiveCheckHint } from './live-check-hint';

function valuesOf(seller: Seller) {
  return {
    storeName: seller.storeName,
    about: seller.about ?? '',
    contactPhone: formatPhone(seller.contactPhone),
    contactEmail: seller.contactEmail,
    storeLocation: seller.storeLocation ?? '',
    storeAddress: {
      street: seller.storeAddress.street ?? '',
      city: seller.storeAddress.city,
      district: seller.storeAddress.district,
      country: seller.storeAddress.country || 'TR',
      zip: seller.storeAddress.zip ?? '',
    },
    iban: seller.iban ? formatIban(seller.iban) : '',
  };
}

type StoreForm = z.input<typeof updateStoreBody>;

/**
 * The store card (PUT /seller/{userId}). Spec §5: a field left empty keeps the stored value
 * (the about text and location, which are optional, are cleared instead); the country is TR.
 */
export function StoreProfileForm({ seller }: { seller: Seller }) {
  const [updateStore] = useUpdateStoreMutation();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<StoreForm, unknown, z.output<typeof updateStoreBody>>({
    resolver: zodResolver(updateStoreBody),
    mode: 'onTouched',
    values: valuesOf(seller),
  });
  const ibanField = register('iban', { onChange: (event) => setValue('iban', formatIban(event.target.value)) });

  const onSubmit = handleSubmit(async (body) => {
    const result = await updateStore({ userId: seller.userId._id, body });
    if ('error' in result) {
      applyServerFieldErrors(result.error, setError, ['storeName', 'about', 'contactPhone', 'contactEmail', 'storeLocation', 'iban']);
      return;
    }
    toast.success(result.data.message || sellerMessages.storeUpdated);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Mağaza adı" error={errors.storeName?.message}>
          <Input autoComplete="organization" {...register('storeName')} />
        </FormField>
        <FormField label="Mağaza konumu" error={errors.storeLocation?.message} hint="Örnek: Tuzla OSB, İstanbul">
          <Input {...register('storeLocation')} />
        </FormField>
      </div>
      <FormField label="Mağaza hakkında" error={errors.about?.message} hint="Alıcılar mağaza sayfanızda bu metni görür.">
        <Textarea rows={5} maxLength={2000} placeholder="Ne üretiyorsunuz, hangi sektörlere hizmet veriyorsunuz?" {...register('about')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="İletişim telefonu" error={errors.contactPhone?.message}>
          <Input type="tel" inputMode="tel" autoComplete="tel" {...register('contactPhone')} />
        </FormField>
        <FormField label="İletişim e-postası" error={errors.contactEmail?.message}>
          <Input type="email" inputMode="email" autoComplete="email" {...register('contactEmail')} />
        </FormField>
      </div>
      <CityDistrictFormFields form={{ control, setValue, getFieldState }} names={{ city: 'storeAddress.city', district: 'storeAddress.district' }} />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField label="Açık adres" error={errors.storeAddress?.street?.message}>
          <Input autoComplete="street-address" {...register('storeAddress.street')} />
        </FormField>
        <FormField label="Posta kodu" error={errors.storeAddress?.zip?.message}>
          <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} {...register('storeAddress.zip')} />
        </FormField>
      </div>
      <IbanField control={control} field={ibanField} error={errors.iban?.message} />
      <p className="text-xs text-slate-500">Boş bıraktığınız zorunlu alanlar mevcut değerlerini korur.</p>
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          {isSubmitting ? 'Kaydediliyor…' : 'Mağaza Bilgilerini Kaydet'}
        </Button>
      </div>
    </form>
  );
}

// The live parts below read the values they show with useWatch, so a keystroke re-renders the
// field it changed rather than the whole form (and its 81 cities).

function IbanField({ control, field, error }: { control: Control<StoreForm>; field: UseFormRegisterReturn; error?: string }) {
  const iban = useWatch({ control, name: 'iban' });
  const check = checkIban(String(iban ?? ''));
  return (
    <FormField label="IBAN" error={check.state === 'invalid' ? check.message : error} hint={<LiveCheckHint check={check} />}>
      <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={32} {...field} />
    </FormField>
  );
}
