import { skipToken } from '@reduxjs/toolkit/query';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useState, type ComponentProps } from 'react';
import { isValidAlias, normalizeAlias } from '@pazaryeri/contract/sellers/index';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCheckAliasQuery } from '../store-management-api';

const DEBOUNCE_MS = 400;

/** The alias the server will check: typed text folded to its URL form, once typing pauses. */
export function useDebouncedAlias(value: string): string | null {
  const [alias, setAlias] = useState<string | null>(null);
  useEffect(() => {
    const normalized = normalizeAlias(value ?? '');
    const timer = setTimeout(() => setAlias(isValidAlias(normalized) ? normalized : null), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return alias;
}

interface AliasFieldProps {
  value: string;
  error?: string;
  inputProps: ComponentProps<'input'>;
  /** Told whether the alias is known to be taken, so the form can refuse to submit it. */
  onTakenChange: (taken: boolean) => void;
}

/** The store's address (/magaza/alias) with a live availability check. */
export function AliasField({ value, error, inputProps, onTakenChange }: AliasFieldProps) {
  const alias = useDebouncedAlias(value);
  const normalized = normalizeAlias(value ?? '');
  const current = alias !== null && alias === normalized;
  const { data, isFetching } = useCheckAliasQuery(alias ?? skipToken);
  const taken = current && data?.alias === alias && !data.available;

  useEffect(() => onTakenChange(taken), [taken, onTakenChange]);

  let status = <span>Mağazanızın adresi: /magaza/{normalized || 'magaza-adi'}</span>;
  if (current && isFetching) {
    status = (
      <span className="flex items-center gap-1.5">
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
        Kontrol ediliyor…
      </span>
    );
  } else if (current && data?.alias === alias && data.available) {
    status = (
      <span className="flex items-center gap-1.5 font-medium text-emerald-700">
        <CircleCheck aria-hidden className="size-4" />
        /magaza/{alias} kullanılabilir.
      </span>
    );
  }

  return (
    <FormField
      label="Mağaza adresi"
      error={error ?? (taken ? 'Bu mağaza adresi başka bir mağaza tarafından kullanılıyor.' : undefined)}
      hint={<div aria-live="polite">{status}</div>}
    >
      <Input autoComplete="off" autoCapitalize="none" spellCheck={false} placeholder="ornek-makina" {...inputProps} />
    </FormField>
  );
}
