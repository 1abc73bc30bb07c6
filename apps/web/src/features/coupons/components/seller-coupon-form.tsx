import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Control, type FieldErrors, useForm, useWatch, type Resolver, type UseFormRegister } from 'react-hook-form';
import { couponMessages, createCouponBody, normalizeCouponCode } from '@pazaryeri/contract/coupons/index';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/forms';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useCreateSellerCouponMutation, type CouponTermsInput } from '../coupons-api';

interface CouponFields {
  code: string;
  description: string;
  discountType: 'percent' | 'fixed';
  discountValue: string;
  maxDiscount: string;
  minCartTotal: string;
  usageLimit: string;
  perUserLimit: string;
  startsAt: string;
  endsAt: string;
}

const empty: CouponFields = {
  code: '',
  description: '',
  discountType: 'percent',
  discountValue: '',
  maxDiscount: '',
  minCartTotal: '',
  usageLimit: '',
  perUserLimit: '1',
  startsAt: '',
  endsAt: '',
};

const fieldNames = Object.keys(empty) as Array<keyof CouponFields>;
type Audience = 'everyone' | 'followers';

/** Days as typed: the server reads a start day from its first moment and an end day through its last (Istanbul). */
function termsOf(fields: CouponFields): CouponTermsInput {
  const number = (value: string) => (value.trim() === '' ? undefined : Number(value.replace(',', '.')));
  return {
    code: normalizeCouponCode(fields.code),
    ...(fields.description.trim() ? { description: fields.description.trim() } : {}),
    discountType: fields.discountType,
    discountValue: number(fields.discountValue) ?? 0,
    ...(fields.discountType === 'percent' && number(fields.maxDiscount) !== undefined ? { maxDiscount: number(fields.maxDiscount) } : {}),
    ...(number(fields.minCartTotal) !== undefined ? { minCartTotal: number(fields.minCartTotal) } : {}),
    ...(number(fields.usageLimit) !== undefined ? { usageLimit: number(fields.usageLimit) } : {}),
    ...(number(fields.perUserLimit) !== undefined ? { perUserLimit: number(fields.perUserLimit) } : {}),
    ...(fields.startsAt ? { startsAt: fields.startsAt } : {}),
    ...(fields.endsAt ? { endsAt: fields.endsAt } : {}),
  };
}

/** A store coupon for every buyer, or for the store's followers only; validated with the API's own schema. */
export function SellerCouponForm() {
  const [audience, setAudience] = useState<Audience>('everyone');
  const [create] = useCreateSellerCouponMutation();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CouponFields>({
    // The schema checks the typed strings; what is sent is built from them (termsOf).
    resolver: zodResolver(createCouponBody) as unknown as Resolver<CouponFields>,
    mode: 'onTouched',
    defaultValues: empty,
    // A hidden field (the cap of a fixed discount) is neither checked nor sent.
    shouldUnregister: true,
  });

  const submit = handleSubmit(async () => {
    const result = await create({ audience, body: termsOf(getValues()) });
    if ('error' in result) {
      applyServerFieldErrors(result.error, setError, fieldNames);
      toast.error(errorMessage(result.error));
      return;
    }
    toast.success(result.data.message || couponMessages.created);
    reset(empty);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Kimler kullanabilir?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {(
            [
              ['everyone', 'Tüm alıcılar', 'Mağazanızın ürünlerinde herkes kullanabilir.'],
              ['followers', 'Yalnızca takipçiler', 'Mağazanızı takip edenlere özel.'],
            ] as const
          ).map(([value, title, hint]) => (
            <label key={value} className={cn('flex cursor-pointer gap-3 rounded-xl border p-3 text-sm', audience === value ? 'border-brand-500 ring-1 ring-brand-500' : 'border-slate-200')}>
              <input type="radio" name="audience" className="mt-0.5 size-4 accent-brand-600" checked={audience === value} onChange={() => setAudience(value)} />
              <span>
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="text-slate-500">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Kupon kodu" error={errors.code?.message} hint="4–32 karakter: harf, rakam ve tire.">
          <Input autoCapitalize="characters" {...register('code')} />
        </FormField>
        <FormField label="Açıklama" error={errors.description?.message}>
          <Input {...register('description')} />
        </FormField>
        <FormField label="İndirim türü" error={errors.discountType?.message}>
          <Select {...register('discountType')}>
            <option value="percent">Yüzde (%)</option>
            <option value="fixed">Sabit tutar (TL)</option>
          </Select>
        </FormField>
        <DiscountFields control={control} register={register} errors={errors} />
        <FormField label="Alt sepet tutarı (TL)" error={errors.minCartTotal?.message} hint="Mağazanızın ürünlerinden en az bu kadar.">
          <Input inputMode="decimal" {...register('minCartTotal')} />
        </FormField>
        <FormField label="Toplam kullanım limiti" error={errors.usageLimit?.message} hint="Boş: sınırsız.">
          <Input inputMode="numeric" {...register('usageLimit')} />
        </FormField>
        <FormField label="Kişi başı kullanım" error={errors.perUserLimit?.message}>
          <Input inputMode="numeric" {...register('perUserLimit')} />
        </FormField>
        <FormField label="Başlangıç tarihi" error={errors.startsAt?.message} hint="Boş: hemen.">
          <Input type="date" {...register('startsAt')} />
        </FormField>
        <FormField label="Bitiş tarihi" error={errors.endsAt?.message} hint="Boş: süresiz.">
          <Input type="date" {...register('endsAt')} />
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          Kuponu oluştur
        </Button>
      </div>
    </form>
  );
}

/**
 * The amount and, for a percentage, its cap: they follow the discount type, read with useWatch so a
 * keystroke elsewhere re-renders only the field it changed rather than the whole form.
 */
function DiscountFields({ control, register, errors }: { control: Control<CouponFields>; register: UseFormRegister<CouponFields>; errors: FieldErrors<CouponFields> }) {
  const percent = useWatch({ control, name: 'discountType' }) === 'percent';
  return (
    <>
      <FormField label={percent ? 'İndirim oranı (%)' : 'İndirim tutarı (TL)'} error={errors.discountValue?.message}>
        <Input inputMode="decimal" {...register('discountValue')} />
      </FormField>
      {percent && (
        <FormField label="En yüksek indirim (TL)" error={errors.maxDiscount?.message} hint="İsteğe bağlı.">
          <Input inputMode="decimal" {...register('maxDiscount')} />
        </FormField>
      )}
    </>
  );
}
