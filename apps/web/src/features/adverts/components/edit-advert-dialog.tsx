import type { Advert } from '@pazaryeri/contract/adverts/index';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useUpdateAdvertMutation } from '../adverts-api';
import { AdvertForm, type FormFailure } from './advert-form';

/** The owner edits an advert or a request in place: the same form it was posted with, its pictures and technical files removable. */
export function EditAdvertDialog({ advert, onClose }: { advert: Advert; onClose: () => void }) {
  const [update, { isLoading }] = useUpdateAdvertMutation();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  return (
    <Dialog title="İlanı düzenle" description={advert.title} onClose={onClose} size="lg">
      <AdvertForm
        advertType={advert.advertType === 'customerRequest' ? 'customerRequest' : 'service'}
        advert={advert}
        submitting={isLoading}
        failure={failure}
        submitLabel="Kaydet"
        framed={false}
        onCancel={onClose}
        onSubmit={async (form) => {
          setFailure(null);
          const result = await update({ id: advert._id, form });
          if ('data' in result && result.data) {
            toast.success(result.data.message);
            onClose();
          } else if ('error' in result) {
            const error = result.error as Partial<FormFailure>;
            setFailure({ message: error.message ?? 'İlan güncellenemedi.', fields: error.fields });
          }
        }}
      />
    </Dialog>
  );
}
