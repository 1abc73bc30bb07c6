import { Building2, Plus, ReceiptText, Star, UserRound } from 'lucide-react';
import { useState } from 'react';
import { billingKindLabels, billingMessages, type BillingProfile } from '@pazaryeri/contract/addresses/index';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { EditDeleteButtons } from '@/components/ui/edit-delete-buttons';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { toast } from '@/lib/toast';
import {
  useCreateBillingProfileMutation,
  useDeleteBillingProfileMutation,
  useListBillingProfilesQuery,
  useUpdateBillingProfileMutation,
} from '../billing-api';
import { BillingProfileForm } from './billing-profile-form';

type Editing = { mode: 'add' } | { mode: 'edit'; profile: BillingProfile } | null;

function BillingCard({ profile, onSetDefault, settingDefault, onEdit, onDelete }: {
  profile: BillingProfile;
  onSetDefault: () => void;
  settingDefault: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const Icon = profile.kind === 'corporate' ? Building2 : UserRound;
  return (
    <li
      className={
        profile.isDefault
          ? 'flex flex-col rounded-2xl border-2 border-brand-500 bg-white p-5 shadow-xs'
          : 'flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-xs'
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <Icon aria-hidden className="size-4 text-slate-500" />
        <p className="font-semibold text-slate-900">{profile.title}</p>
        <Badge tone="neutral">{billingKindLabels[profile.kind]}</Badge>
        {profile.isDefault && <Badge tone="brand">Varsayılan</Badge>}
      </div>
      <div className="mt-3 flex-1 space-y-0.5 text-sm text-slate-600">
        <p className="font-medium text-slate-800">{profile.name}</p>
        {profile.kind === 'corporate' ? (
          <p>
            VKN {profile.vkn} · {profile.taxOffice} V.D.
          </p>
        ) : (
          profile.tckn && <p>TCKN {profile.tckn}</p>
        )}
        <p>{profile.addressLine}</p>
        <p>{[profile.districtName, profile.cityName, profile.zip].filter(Boolean).join(', ')}</p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        {!profile.isDefault && (
          <Button size="sm" variant="ghost" onClick={onSetDefault} loading={settingDefault} aria-label={`${profile.title} fatura bilgisini varsayılan yap`}>
            <Star aria-hidden className="size-4" />
            Varsayılan yap
          </Button>
        )}
        <EditDeleteButtons subject={`${profile.title} fatura bilgisini`} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </li>
  );
}

/** Hesabım → Fatura bilgilerim: the identities invoices are made out to; one is the default at checkout. */
export function BillingProfiles({ ownerName }: { ownerName: string }) {
  const profiles = useListBillingProfilesQuery();
  const [create] = useCreateBillingProfileMutation();
  const [update, updating] = useUpdateBillingProfileMutation();
  const [remove, { isLoading: deleting }] = useDeleteBillingProfileMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<BillingProfile | null>(null);

  const addButton = (
    <Button onClick={() => setEditing({ mode: 'add' })}>
      <Plus aria-hidden className="size-4" />
      Fatura bilgisi ekle
    </Button>
  );

  return (
    <div className="space-y-4">
      {profiles.data && profiles.data.billingProfiles.length > 0 && <div className="flex justify-end">{addButton}</div>}
      <PagedList
        query={profiles}
        items={profiles.data?.billingProfiles}
        renderItem={(profile) => (
          <BillingCard
            key={profile._id}
            profile={profile}
            settingDefault={updating.isLoading && updating.originalArgs?.id === profile._id}
            onSetDefault={async () => {
              const result = await update({ id: profile._id, body: { isDefault: true } });
              if ('data' in result && result.data) toast.success(result.data.message);
            }}
            onEdit={() => setEditing({ mode: 'edit', profile })}
            onDelete={() => setRemoving(profile)}
          />
        )}
        className="grid gap-4 md:grid-cols-2"
        loading={{ label: 'Fatura bilgileri yükleniyor', rows: 2, rowClassName: 'h-40 w-full rounded-2xl' }}
        errorTitle="Fatura bilgileri yüklenemedi"
        empty={
          <EmptyState Icon={ReceiptText} title="Kayıtlı fatura bilginiz yok" action={addButton}>
            Şirketiniz adına fatura almak için unvanınızı, vergi kimlik numaranızı ve vergi dairenizi ekleyin; ödeme adımında seçin.
          </EmptyState>
        }
      />
      {editing && (
        <Dialog title={editing.mode === 'add' ? 'Yeni fatura bilgisi' : 'Fatura bilgisini düzenle'} onClose={() => setEditing(null)} size="lg">
          <BillingProfileForm
            profile={editing.mode === 'edit' ? editing.profile : undefined}
            defaultName={ownerName}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              const result = editing.mode === 'add' ? await create(body) : await update({ id: editing.profile._id, body });
              if ('error' in result) return result.error;
              toast.success(result.data.message || (editing.mode === 'add' ? billingMessages.created : billingMessages.updated));
              setEditing(null);
              return null;
            }}
          />
        </Dialog>
      )}
      {removing && (
        <ConfirmDialog
          title="Fatura bilgisi silinsin mi?"
          confirmLabel="Sil"
          loading={deleting}
          onCancel={() => setRemoving(null)}
          onConfirm={async () => {
            const result = await remove(removing._id);
            if ('data' in result && result.data) toast.success(result.data.message);
            setRemoving(null);
          }}
        >
          <strong>{removing.title}</strong> silinecek. Verilmiş siparişlerin faturaları etkilenmez.
        </ConfirmDialog>
      )}
    </div>
  );
}
