import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cardFormSchema, formatCardNumber, type CardFormValues } from '../card-form-schema';

interface CardFields {
  holderName: string;
  number: string;
  expireMonth: string;
  expireYear: string;
  cvc: string;
  threeDS: boolean;
}

interface CardFormProps {
  /** The pay button's text (with the amount). */
  submitLabel: string;
  busy: boolean;
  busyLabel?: string;
  onSubmit: (card: CardFormValues) => void | Promise<void>;
  /** Shown above the button: the last failure, a missing address. */
  notice?: ReactNode;
}

const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/**
 * The card: holder, number (Luhn-checked, grouped as typed), expiry (not in the past), CVC (3–4
 * digits), and 3D Secure. The card goes to the payment provider through our API and nowhere else.
 */
export function CardForm({ submitLabel, busy, busyLabel, onSubmit, notice }: CardFormProps) {
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 16 }, (_, index) => String(thisYear + index));
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CardFields, unknown, CardFormValues>({
    resolver: zodResolver(cardFormSchema) as unknown as Resolver<CardFields, unknown, CardFormValues>,
    mode: 'onTouched',
    defaultValues: { holderName: '', number: '', expireMonth: '', expireYear: '', cvc: '', threeDS: false },
  });

  return (
    <form onSubmit={handleSubmit((card) => onSubmit(card))} noValidate className="space-y-4" aria-label="Kart bilgileri">
      <FormField label="Kart üzerindeki isim" error={errors.holderName?.message}>
        <Input autoComplete="cc-name" {...register('holderName')} />
      </FormField>
      <Controller
        control={control}
        name="number"
        render={({ field }) => (
          <FormField label="Kart numarası" error={errors.number?.message}>
            <Input
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="0000 0000 0000 0000"
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
            />
          </FormField>
        )}
      />
      <div className="grid grid-cols-3 gap-3">
        <FormField label="Ay" error={errors.expireMonth?.message}>
          <Select autoComplete="cc-exp-month" {...register('expireMonth')}>
            <option value="">AA</option>
            {months.map((month) => (
              <option key={month} value={month}>
                {month}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Yıl" error={errors.expireYear?.message}>
          <Select autoComplete="cc-exp-year" {...register('expireYear')}>
            <option value="">YYYY</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="CVC" error={errors.cvc?.message}>
          <Input inputMode="numeric" autoComplete="cc-csc" maxLength={4} placeholder="000" {...register('cvc')} />
        </FormField>
      </div>
      <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm text-slate-700">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-600" {...register('threeDS')} />
        <span>
          <span className="font-semibold text-slate-900">3D Secure ile öde</span>
          <span className="block text-slate-500">Bankanızın doğrulama sayfası açılır; SMS ile gelen kodla ödemeyi onaylarsınız.</span>
        </span>
      </label>
      {notice}
      <Button type="submit" size="lg" className="w-full" loading={busy}>
        {busy ? (busyLabel ?? 'İşleniyor…') : (
          <>
            <Lock aria-hidden className="size-4" />
            {submitLabel}
          </>
        )}
      </Button>
      <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
        <CreditCard aria-hidden className="size-3.5" />
        Kart bilgileriniz saklanmaz; ödeme sağlayıcısına şifreli iletilir.
      </p>
    </form>
  );
}
