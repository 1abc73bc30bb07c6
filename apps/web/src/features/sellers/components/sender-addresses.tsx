import { MapPin, Plus, Store } from 'lucide-react';
import { useState } from 'react';
import { sellerMessages, type SellerAddress } from '@pazaryeri/contract/sellers/index';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { EditDeleteButtons } from '@/components/ui/edit-delete-buttons';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { ListSkeleton } from '@/components/ui/paged-list';
import { Switch } from '@/components/ui/switch';
import { formatPhone } from '@/lib/format';
import { toast } from '@/lib/toast';
import type { SenderAddressChange } from '../sender-addresses';
import { useChangeSenderAddressesMutation, useGetSellerProfileQuery } from '../sender-addresses-api';
import { SenderAddressForm } from './sender-address-form';

type Editing = { mode: 'add' } | { mode: 'edit'; address: SellerAddress } | null;

function AddressCard({
  entry,
  busy,
  onSetDefault,
  onEdit,
  onDelete,
}: {
  entry: SellerAddress;
  busy: boolean;
  onSetDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { senderAddress: address } = entry;
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600 sm:flex">
        {entry.isStoreAddress ? <Store aria-hidden className="size-5" /> : <MapPin aria-hidden className="size-5" />}
      </span>
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">{address.name}</p>
          {entry.isStoreAddress && <Badge>Mağaza adresi</Badge>}
          {entry.isDefault && <Badge tone="brand">Varsayılan</Badge>}
        </div>
        <p className="text-slate-700">{address.address}</p>
        <p className="text-slate-500">
          {[address.district, address.city, address.zip].filter(Boolean).join(', ')}
        </p>
        <p className="text-slate-500">
          {formatPhone(address.phone)} · <span className="break-all">{address.email}</span>
        </p>
        {entry.isStoreAddress && (
          <p className="text-xs text-slate-500">Mağaza bilgilerinden oluşturulur; yukarıdaki formdan düzenlenir.</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
        <Switch
          checked={entry.isDefault}
          disabled={busy || entry.isDefault}
          onChange={onSetDefault}
          label="Varsayılan"
          aria-label={`${address.name}: varsayılan gönderici adresi`}
        />
        {!entry.isStoreAddress && (
          <div className="flex gap-1">
            <EditDeleteButtons subject={`${address.name} adresini`} onEdit={onEdit} onDelete={onDelete} disabled={busy} />
          </div>
        )}
      </div>
    </li>
  );
}

/** The store's sender addresses: exactly one is the default; the store's own address is one of them. */
export function SenderAddresses() {
  const profile = useGetSellerProfileQuery();
  const [change, { isLoading: saving }] = useChangeSenderAddressesMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SellerAddress | null>(null);

  async function apply(next: SenderAddressChange): Promise<boolean> {
    const result = await change(next);
    if ('error' in result) return false;
    toast.success(result.data.message || sellerMessages.profileUpdated);
    return true;
  }

  if (profile.isLoading) return <ListSkeleton label="Adresler yükleniyor" rows={2} rowClassName="h-28 w-full rounded-xl" />;
  if (profile.isError || !profile.data) {
    return (
      <LoadError
        title="Gönderici adresleri yüklenemedi"
        error={profile.error}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }

  const { addresses, storeName, contactPhone, contactEmail } = profile.data;
  const own = addresses.filter((entry) => !entry.isStoreAddress);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">Kargolarınız varsayılan gönderici adresinden çıkar.</p>
        <Button size="sm" onClick={() => setEditing({ mode: 'add' })}>
          <Plus aria-hidden className="size-4" />
          Yeni adres
        </Button>
      </div>
      <ul className="space-y-3" aria-label="Gönderici adresleri" aria-busy={saving || undefined}>
        {addresses.map((entry) => (
          <AddressCard
            key={entry.addressUUID}
            entry={entry}
            busy={saving}
            onSetDefault={() => void apply({ kind: 'setDefault', id: entry.addressUUID })}
            onEdit={() => setEditing({ mode: 'edit', address: entry })}
            onDelete={() => setDeleting(entry)}
          />
        ))}
      </ul>
      {own.length === 0 && (
        <EmptyState Icon={MapPin} title="Henüz ek gönderici adresiniz yok" className="py-8">
          Depo veya atölyeniz mağaza adresinizden farklıysa buradan ekleyin.
        </EmptyState>
      )}
      {editing && (
        <Dialog
          title={editing.mode === 'add' ? 'Yeni gönderici adresi' : 'Gönderici adresini düzenle'}
          onClose={() => setEditing(null)}
          size="lg"
        >
          <SenderAddressForm
            address={editing.mode === 'edit' ? editing.address : undefined}
            defaults={{ name: storeName, phone: contactPhone, email: contactEmail }}
            onCancel={() => setEditing(null)}
            onSubmit={async (address, isDefault) => {
              const done = await apply(
                editing.mode === 'add'
                  ? { kind: 'add', address, isDefault }
                  : { kind: 'update', id: editing.address.addressUUID, address, isDefault },
              );
              if (done) setEditing(null);
              return done;
            }}
          />
        </Dialog>
      )}
      {deleting && (
        <ConfirmDialog
          title="Adres silinsin mi?"
          confirmLabel="Sil"
          loading={saving}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            await apply({ kind: 'delete', id: deleting.addressUUID });
            setDeleting(null);
          }}
        >
          <strong>{deleting.senderAddress.name}</strong> gönderici adresi silinecek.
          {deleting.isDefault && ' Varsayılan adres yeniden mağaza adresiniz olur.'}
        </ConfirmDialog>
      )}
    </div>
  );
}
