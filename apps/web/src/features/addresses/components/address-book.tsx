import { Home, MapPin, Plus, Star } from 'lucide-react';
import { useState } from 'react';
import { addressMessages, type BuyerAddress } from '@pazaryeri/contract/addresses/index';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { EditDeleteButtons } from '@/components/ui/edit-delete-buttons';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { formatPhone } from '@/lib/format';
import { toast } from '@/lib/toast';
import {
  useCreateAddressMutation,
  useDeleteAddressMutation,
  useListAddressesQuery,
  useSetDefaultAddressMutation,
  useUpdateAddressMutation,
} from '../addresses-api';
import { AddressForm } from './address-form';

type Editing = { mode: 'add' } | { mode: 'edit'; address: BuyerAddress } | null;

interface AddressCardProps {
  address: BuyerAddress;
  settingDefault: boolean;
  onSetDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function AddressCard({ address, settingDefault, onSetDefault, onEdit, onDelete }: AddressCardProps) {
  return (
    <li
      className={
        address.isDefault
          ? 'flex flex-col rounded-2xl border-2 border-brand-500 bg-white p-5 shadow-xs'
          : 'flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-xs'
      }
    >
      <div className="flex items-center gap-2">
        <Home aria-hidden className="size-4 text-slate-500" />
        <p className="font-semibold text-slate-900">{address.title}</p>
        {address.isDefault && <Badge tone="brand">Varsayılan</Badge>}
      </div>
      <div className="mt-3 flex-1 space-y-0.5 text-sm text-slate-600">
        <p className="font-medium text-slate-800">{address.fullName}</p>
        <p>{address.addressLine}</p>
        <p>{[address.neighbourhood, address.districtName, address.cityName, address.zip].filter(Boolean).join(', ')}</p>
        <p>{formatPhone(address.phone)}</p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        {!address.isDefault && (
          <Button size="sm" variant="ghost" onClick={onSetDefault} loading={settingDefault} aria-label={`${address.title} adresini varsayılan yap`}>
            <Star aria-hidden className="size-4" />
            Varsayılan yap
          </Button>
        )}
        <EditDeleteButtons subject={`${address.title} adresini`} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </li>
  );
}

/** The buyer's delivery addresses: add, edit, delete, choose the default. */
export function AddressBook({ owner }: { owner: { name: string; phone: string | null } }) {
  const addresses = useListAddressesQuery();
  const [createAddress] = useCreateAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const [setDefault, { isLoading: settingDefault, originalArgs: defaultingId }] = useSetDefaultAddressMutation();
  const [deleteAddress, { isLoading: deleting }] = useDeleteAddressMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<BuyerAddress | null>(null);

  const addButton = (
    <Button onClick={() => setEditing({ mode: 'add' })}>
      <Plus aria-hidden className="size-4" />
      Yeni adres ekle
    </Button>
  );

  return (
    <div className="space-y-4">
      {addresses.data && addresses.data.addresses.length > 0 && <div className="flex justify-end">{addButton}</div>}
      <PagedList
        query={addresses}
        items={addresses.data?.addresses}
        renderItem={(address) => (
          <AddressCard
            key={address._id}
            address={address}
            settingDefault={settingDefault && defaultingId === address._id}
            onSetDefault={async () => {
              const result = await setDefault(address._id);
              if ('data' in result && result.data) toast.success(result.data.message || addressMessages.updated);
            }}
            onEdit={() => setEditing({ mode: 'edit', address })}
            onDelete={() => setRemoving(address)}
          />
        )}
        className="grid gap-4 md:grid-cols-2"
        loading={{ label: 'Adresler yükleniyor', rows: 2, rowClassName: 'h-40 w-full rounded-2xl' }}
        errorTitle={addressMessages.listFailed}
        empty={
          <EmptyState Icon={MapPin} title="Kayıtlı adresiniz yok" action={addButton}>
            Siparişlerinizin teslim edileceği adresi ekleyin; ödeme adımında tek dokunuşla seçin.
          </EmptyState>
        }
      />
      {editing && (
        <Dialog title={editing.mode === 'add' ? 'Yeni adres' : 'Adresi düzenle'} onClose={() => setEditing(null)} size="lg">
          <AddressForm
            address={editing.mode === 'edit' ? editing.address : undefined}
            defaults={{ fullName: owner.name, phone: owner.phone }}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              const result =
                editing.mode === 'add' ? await createAddress(body) : await updateAddress({ id: editing.address._id, body });
              if ('error' in result) return result.error;
              toast.success(result.data.message || (editing.mode === 'add' ? addressMessages.created : addressMessages.updated));
              setEditing(null);
              return null;
            }}
          />
        </Dialog>
      )}
      {removing && (
        <ConfirmDialog
          title="Adres silinsin mi?"
          confirmLabel="Sil"
          loading={deleting}
          onCancel={() => setRemoving(null)}
          onConfirm={async () => {
            const result = await deleteAddress(removing._id);
            if ('data' in result && result.data) toast.success(result.data.message || addressMessages.deleted);
            setRemoving(null);
          }}
        >
          <strong>{removing.title}</strong> adresi adres defterinizden silinecek.
        </ConfirmDialog>
      )}
    </div>
  );
}
