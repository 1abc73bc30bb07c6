import { Plus, ReceiptText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { billingKindLabels } from '@pazaryeri/contract/addresses/index';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { BillingProfileForm, useCreateBillingProfileMutation, useListBillingProfilesQuery } from '@/features/addresses';
import { selectCurrentUser } from '@/features/users';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';

/**
 * Checkout step 2: who the invoice is made out to. The buyer's default billing identity is chosen
 * to begin with; without any, the invoice goes to the delivery address's recipient as a person
 * (`null`), and a company adds its title, VKN and tax office here.
 */
export function BillingStep({ value, onChange }: { value: string | null; onChange: (billingProfileId: string | null) => void }) {
  const user = useSelector(selectCurrentUser);
  const { data, isLoading, isError, error, refetch, isFetching } = useListBillingProfilesQuery();
  const [create] = useCreateBillingProfileMutation();
  const [adding, setAdding] = useState(false);
  const profiles = data?.billingProfiles ?? [];

  useEffect(() => {
    if (value && profiles.some((profile) => profile._id === value)) return;
    const preferred = profiles.find((profile) => profile.isDefault) ?? null;
    if (preferred) onChange(preferred._id);
  }, [profiles, value, onChange]);

  let body;
  if (isLoading) body = <Skeleton className="h-20 w-full rounded-xl" />;
  else if (isError) body = <LoadError title="Fatura bilgileri yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else {
    const option = (id: string | null, title: string, lines: string[], badge?: string) => (
      <label
        key={id ?? 'recipient'}
        className={cn(
          'flex cursor-pointer gap-3 rounded-xl border p-4 text-sm',
          value === id ? 'border-brand-500 bg-brand-50/50 ring-1 ring-brand-500' : 'border-slate-200 hover:border-slate-300',
        )}
      >
        <input type="radio" name="billingProfileId" checked={value === id} onChange={() => onChange(id)} className="mt-0.5 size-4 accent-brand-600" aria-label={title} />
        <span className="min-w-0 space-y-0.5 text-slate-600">
          <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {title}
            {badge && <Badge tone="neutral">{badge}</Badge>}
          </span>
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </span>
      </label>
    );
    body = (
      <div role="radiogroup" aria-label="Fatura bilgisi" className="grid gap-3 sm:grid-cols-2">
        {profiles.length === 0 && option(null, 'Teslimat adresindeki kişi adına', ['Bireysel fatura; alıcının adı ve teslimat adresi yazılır.'])}
        {profiles.map((profile) =>
          option(
            profile._id,
            profile.title,
            [
              profile.name,
              profile.kind === 'corporate' ? `VKN ${profile.vkn} · ${profile.taxOffice} V.D.` : profile.tckn ? `TCKN ${profile.tckn}` : '',
              `${profile.districtName} / ${profile.cityName}`,
            ].filter(Boolean),
            billingKindLabels[profile.kind],
          ),
        )}
      </div>
    );
  }

  return (
    <div className="space-y-3">
      {body}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <Plus aria-hidden className="size-4" />
          Fatura bilgisi ekle
        </Button>
        <Link to="/hesabim/fatura-bilgilerim" className="flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
          <ReceiptText aria-hidden className="size-4" />
          Fatura bilgilerim
        </Link>
      </div>
      {adding && user && (
        <Dialog title="Yeni fatura bilgisi" onClose={() => setAdding(false)} size="lg">
          <BillingProfileForm
            defaultName={user.name}
            onCancel={() => setAdding(false)}
            onSubmit={async (body) => {
              const result = await create(body);
              if ('error' in result) return result.error;
              toast.success(result.data.message);
              onChange(result.data.billingProfile._id);
              setAdding(false);
              return null;
            }}
          />
        </Dialog>
      )}
    </div>
  );
}
