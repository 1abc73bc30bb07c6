import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentProps, useCallback, useRef } from 'react';
import { type Control, useForm, useFormState, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  companyTypeLabels,
  companyTypes,
  normalizeAlias,
  registerSellerBody,
  sellerMessages,
  type CompanyType,
} from '@pazaryeri/contract/sellers/index';
import { CityDistrictFormFields } from '@/components/city-district-form-fields';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { checkIban, checkTaxNumber, formatIban } from '../identifiers';
import { useRegisterSellerMutation } from '../store-management-api';
import { AliasField } from './alias-field';
import { LiveCheckHint } from './live-check-hint';

type SellerForm = z.input<typeof registerSellerBody>;

interface SellerRegisterFormProps {
  /** Pre-fills the contact e-mail with the account's. */
  email: string;
}

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The seller application (spec §7 POST /seller/register), checked with the API's own schema. */
export function SellerRegisterForm({ email }: SellerRegisterFormProps) {
  const [registerSeller] = useRegisterSellerMutation();
  const aliasTaken = useRef(false);
  const aliasEdited = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SellerForm, unknown, z.output<typeof registerSellerBody>>({
    resolver: zodResolver(registerSellerBody),
    mode: 'onTouched',
    defaultValues: {
      storeName: '',
      alias: '',
      taxNumber: '',
      taxOffice: '',
      contactPhone: '',
      contactEmail: email,
      storeLocation: '',
      storeAddress: { street: '', city: '', district: '', country: 'TR', zip: '' },
      iban: '',
    },
  });

  const onAliasTaken = useCallback((taken: boolean) => {
    aliasTaken.current = taken;
  }, []);

  const storeNameField = register('storeName', {
    onChange: (event) => {
      // Until the seller writes an alias of their own, it follows the store name.
      if (!aliasEdited.current) setValue('alias', normalizeAlias(event.target.value));
    },
  });
  const aliasField = register('alias', { onChange: () => (aliasEdited.current = true) });
  const ibanField = register('iban', { onChange: (event) => setValue('iban', formatIban(event.target.value)) });

  const onSubmit = handleSubmit(async (body) => {
    if (aliasTaken.current) {
      setError('alias', { type: 'server', message: sellerMessages.aliasTaken });
      return;
    }
    try {
      const { message } = await registerSeller(body).unwrap();
      toast.success(message || sellerMessages.registered);
    } catch (error) {
      applyServerFieldErrors(error, setError, [
        'storeName',
        'alias',
        'companyType',
        'taxNumber',
        'taxOffice',
        'contactPhone',
        'contactEmail',
        'storeLocation',
        'iban',
      ]);
      if (!isApiError(error)) toast.error(errorMessage(error, sellerMessages.registerFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <Fieldset legend="Mağaza">
        <FormField label="Mağaza adı" error={errors.storeName?.message}>
          <Input autoComplete="organization" placeholder="Örnek Makina" {...storeNameField} />
        </FormField>
        <WatchedAliasField
          control={control}
          error={errors.alias?.message}
          inputProps={aliasField}
          onTakenChange={onAliasTaken}
        />
        <FormField label="Mağaza konumu" error={errors.storeLocation?.message} hint="İsteğe bağlı. Örnek: Tuzla OSB, İstanbul">
          <Input placeholder="Organize sanayi bölgesi, semt…" {...register('storeLocation')} />
        </FormField>
      </Fieldset>

      <Fieldset legend="Vergi bilgileri">
        <FormField label="Şirket türü" error={errors.companyType?.message}>
          <Select defaultValue="" {...register('companyType')}>
            <option value="" disabled>
              Şirket türünü seçin
            </option>
            {companyTypes.map((type) => (
              <option key={type} value={type}>
                {companyTypeLabels[type]}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <TaxNumberField control={control} field={register('taxNumber')} error={errors.taxNumber?.message} />
          <FormField label="Vergi dairesi" error={errors.taxOffice?.message}>
            <Input placeholder="Tuzla" {...register('taxOffice')} />
          </FormField>
        </div>
        <IbanField control={control} field={ibanField} error={errors.iban?.message} />
      </Fieldset>

      <Fieldset legend="İletişim">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="İletişim telefonu" error={errors.contactPhone?.message} hint="Cep telefonu: 05XX XXX XX XX">
            <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="05XX XXX XX XX" {...register('contactPhone')} />
          </FormField>
          <FormField label="İletişim e-postası" error={errors.contactEmail?.message}>
            <Input type="email" inputMode="email" autoComplete="email" {...register('contactEmail')} />
          </FormField>
        </div>
      </Fieldset>

      <Fieldset legend="Mağaza adresi">
        <CityDistrictFormFields form={{ control, setValue, getFieldState }} names={{ city: 'storeAddress.city', district: 'storeAddress.district' }} />
        <FormField label="Açık adres" error={errors.storeAddress?.street?.message}>
          <Input autoComplete="street-address" placeholder="Mahalle, cadde, sokak, bina no" {...register('storeAddress.street')} />
        </FormField>
        <div className="sm:w-1/2 sm:pr-2">
          <FormField label="Posta kodu" error={errors.storeAddress?.zip?.message} hint="İsteğe bağlı">
            <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} {...register('storeAddress.zip')} />
          </FormField>
        </div>
      </Fieldset>

      <Button type="submit" size="lg" className="w-full sm:w-auto" loading={isSubmitting}>
        {isSubmitting ? 'Başvurunuz gönderiliyor…' : 'Başvuruyu Gönder'}
      </Button>
    </form>
  );
}

// The live parts below read the values they show with useWatch, so a keystroke re-renders the
// field it changed rather than the whole form (and its 81 cities).

function WatchedAliasField({ control, ...props }: { control: Control<SellerForm> } & Omit<ComponentProps<typeof AliasField>, 'value'>) {
  const alias = useWatch({ control, name: 'alias' });
  return <AliasField value={String(alias ?? '')} {...props} />;
}

function TaxNumberField({ control, field, error }: { control: Control<SellerForm>; field: UseFormRegisterReturn; error?: string }) {
  const [companyType, taxNumber] = useWatch({ control, name: ['companyType', 'taxNumber'] });
  const check = checkTaxNumber(companyType as CompanyType | '' | undefined, taxNumber ?? '');
  const corporate = companyType === 'limited' || companyType === 'anonymous';
  return (
    <FormField
      label={corporate ? 'Vergi kimlik numarası (VKN)' : 'Vergi numarası / T.C. kimlik no'}
      error={check.state === 'invalid' ? check.message : error}
      hint={<LiveCheckHint check={check} />}
    >
      <Input inputMode="numeric" autoComplete="off" maxLength={13} {...field} />
    </FormField>
  );
}

function IbanField({ control, field, error }: { control: Control<SellerForm>; field: UseFormRegisterReturn; error?: string }) {
  const iban = useWatch({ control, name: 'iban' });
  const { touchedFields, isSubmitted } = useFormState({ control, name: 'iban' });
  const check = checkIban(String(iban ?? ''));
  const invalid = check.state === 'invalid' && (touchedFields.iban || isSubmitted);
  return (
    <FormField label="IBAN" error={invalid ? check.message : error} hint={<LiveCheckHint check={check} />}>
      <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder="TR00 0000 0000 …" maxLength={32} {...field} />
    </FormField>
  );
}
