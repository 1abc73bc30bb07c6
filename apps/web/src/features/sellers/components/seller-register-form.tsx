import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  companyTypeLabels,
  companyTypes,
  normalizeAlias,
  registerSellerBody,
  sellerMessages,
  type CompanyType,
} from '@pazaryeri/contract/sellers/index';
import { toast } from 'sonner';
import { CityDistrictFields } from '@/components/city-district-fields';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/forms';
import { checkIban, checkTaxNumber, formatIban } from '../identifiers';
import { useRegisterSellerMutation } from '../sellers-api';
import { AliasField } from './alias-field';
import { LiveCheckHint } from './live-check-hint';

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
    watch,
    formState: { errors, isSubmitting, touchedFields, isSubmitted },
  } = useForm({
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

  const companyType = watch('companyType') as CompanyType | '' | undefined;
  const taxCheck = checkTaxNumber(companyType, watch('taxNumber') ?? '');
  const ibanCheck = checkIban(String(watch('iban') ?? ''));
  const city = String(watch('storeAddress.city') ?? '');
  const district = String(watch('storeAddress.district') ?? '');
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

  const showTaxError = taxCheck.state === 'invalid' || Boolean(errors.taxNumber);
  const taxError = taxCheck.state === 'invalid' ? taxCheck.message : errors.taxNumber?.message;
  const ibanError = ibanCheck.state === 'invalid' && (touchedFields.iban || isSubmitted) ? ibanCheck.message : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <Fieldset legend="Mağaza">
        <FormField label="Mağaza adı" error={errors.storeName?.message}>
          <Input autoComplete="organization" placeholder="Örnek Makina" {...storeNameField} />
        </FormField>
        <AliasField
          value={String(watch('alias') ?? '')}
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
          <FormField
            label={companyType === 'limited' || companyType === 'anonymous' ? 'Vergi kimlik numarası (VKN)' : 'Vergi numarası / T.C. kimlik no'}
            error={showTaxError ? taxError : undefined}
            hint={<LiveCheckHint check={taxCheck} />}
          >
            <Input inputMode="numeric" autoComplete="off" maxLength={13} {...register('taxNumber')} />
          </FormField>
          <FormField label="Vergi dairesi" error={errors.taxOffice?.message}>
            <Input placeholder="Tuzla" {...register('taxOffice')} />
          </FormField>
        </div>
        <FormField label="IBAN" error={ibanError ?? errors.iban?.message} hint={<LiveCheckHint check={ibanCheck} />}>
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="TR00 0000 0000 …"
            maxLength={32}
            {...ibanField}
          />
        </FormField>
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
        <CityDistrictFields
          city={city}
          district={district}
          cityError={errors.storeAddress?.city?.message}
          districtError={errors.storeAddress?.district?.message}
          onChange={(value) => {
            const touched = { shouldValidate: isSubmitted, shouldDirty: true };
            setValue('storeAddress.city', value.city, touched);
            setValue('storeAddress.district', value.district, touched);
          }}
        />
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
