import type { Advert } from '@pazaryeri/contract/adverts/index';
import { useState } from 'react';
import { toast } from 'sonner';
import { Dialog } from '@/components/ui/dialog';
import { useUpdateAdvertMutation } from '../adverts-api';
import { AdvertForm } from './advert-form';

/** The owner edits an advert or a request in place: the same form it was posted with, its pictures removable. */
export function EditAdvertDialog({ advert, onClose }: { advert: Advert; onClose: () => void }) {
  const [update, { isLoading }] = useUpdateAdvertMutation();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Dialog title="İlanı düzenle" description={advert.title} onClose={onClose} size="lg">
      <AdvertForm
        advertType={advert.advertType === 'customerRequest' ? 'customerRequest' : 'service'}
        advert={advert}
        submitting={isLoading}
        problem={problem}
        submitLabel="Kaydet"
        framed={false}
        onCancel={onClose}
        onSubmit={async (form) => {
          setProblem(null);
          const result = await update({ id: advert._id, form });
          if ('data' in result && result.data) {
            toast.success(result.data.message);
            onClose();
          } else if ('error' in result) setProblem((result.error as { message?: string }).message ?? 'İlan güncellenemedi.');
        }}
      />
    </Dialog>
  );
}
