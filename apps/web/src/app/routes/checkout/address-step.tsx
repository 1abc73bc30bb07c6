import { MapPin, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { addressMessages } from '@pazaryeri/contract/addresses/index';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { AddressForm, useCreateAddressMutation, useListAddressesQuery } from '@/features/addresses';
import { selectCurrentUser } from '@/features/users';
import { cn } from '@/lib/cn';
import { formatPhone } from '@/lib/format';
import { toast } from '@/lib/toast';

/** Checkout step 1: one of the buyer's saved addresses (the default first), or a new one added here. */
export function AddressStep({ value, onChange }: { value: string | null; onChange: (addressId: string) => void }) {
  const user = useSelector(selectCurrentUser);
  const { data, isLoading, isError, error, refetch, isFetching } = useListAddressesQuery();
  const [createAddress] = useCreateAddressMutation();
  const [adding, setAdding] = useState(false);
  const addresses = data?.addresses ?? [];

  useEffect(() => {
    if (value && addresses.some((address) => address._id === value)) return;
    const preferred = addresses.find((address) => address.isDefault) ?? addresses[0];
    if (preferred) onChange(preferred._id);
  }, [addresses, value, onChange]);

  let body;
  if (isLoading) body = <Skeleton className="h-28 w-full rounded-xl" />;
  else if (isError) body = <LoadError title={addressMessages.listFailed} error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (addresses.length === 0) {
    body = (
      <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
        Kayıtlı adresiniz yok. Siparişinizin teslim edileceği adresi ekleyin.
      </p>
    );
  } else {
    body = (
      <div role="radiogroup" aria-label="Teslimat adresi" className="grid gap-3 sm:grid-cols-2">
        {addresses.map((address) => (
          <label
            key={address._id}
            className={cn(
              'flex cursor-pointer gap-3 rounded-xl border p-4 text-sm',
              value === address._id ? 'border-brand-500 bg-brand-50/50 ring-1 ring-brand-500' : 'border-slate-200 hover:border-slate-300',
            )}
          >
            <input
              type="radio"
              name="addressId"
              value={address._id}
              checked={value === address._id}
              onChange={() => onChange(address._id)}
              className="mt-0.5 size-4 accent-brand-600"
              aria-label={address.title}
            />
            <span className="min-w-0 space-y-0.5 text-slate-600">
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                {address.title}
                {address.isDefault && <Badge tone="brand">Varsayılan</Badge>}
              </span>
              <span className="block">{address.fullName}</span>
              <span className="block">{address.addressLine}</span>
              <span className="block">{[address.districtName, address.cityName].filter(Boolean).join(' / ')}</span>
              <span className="block">{formatPhone(address.phone)}</span>
            </span>
          </label>
        ))}
      </div>
    );
  }

  return (
    <div className="space-y-3">
      {body}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <Plus aria-hidden className="size-4" />
          Yeni adres ekle
        </Button>
        <Link to="/hesabim/adresler" className="flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
          <MapPin aria-hidden className="size-4" />
          Adres defterim
        </Link>
      </div>
      {adding && user && (
        <Dialog title="Yeni adres" onClose={() => setAdding(false)} size="lg">
          <AddressForm
            defaults={{ fullName: user.name, phone: user.phone }}
            onCancel={() => setAdding(false)}
            onSubmit={async (body) => {
              const result = await createAddress(body);
              if ('error' in result) return result.error;
              toast.success(result.data.message || addressMessages.created);
              onChange(result.data.address._id);
              setAdding(false);
              return null;
            }}
          />
        </Dialog>
      )}
    </div>
  );
}
