import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateAdvertMutation } from '@/features/adverts/adverts-api';
import { AdvertForm, type FormFailure } from '@/features/adverts/components/advert-form';
import { toast } from '@/lib/toast';

/** /talep-olustur: a buyer's customer request (what, how many, from what, by when, drawings); stores answer with offers. */
export default function PostRequestPage({ advertType = 'customerRequest' }: { advertType?: 'customerRequest' | 'service' }) {
  const [create, { isLoading }] = useCreateAdvertMutation();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const navigate = useNavigate();
  const isRequest = advertType === 'customerRequest';

  async function send(form: FormData) {
    setFailure(null);
    setProgress(form.getAll('images').length + form.getAll('files').length > 0 ? 0 : null);
    const result = await create({ form, onProgress: setProgress });
    setProgress(null);
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      navigate(`/ilan/${result.data.advert.slug}`);
    } else if ('error' in result) {
      const error = result.error as Partial<FormFailure>;
      setFailure({ message: error.message ?? 'İlan oluşturulamadı.', fields: error.fields });
    }
  }

  return (
    <div className={isRequest ? 'mx-auto max-w-2xl px-4 py-6 sm:px-6' : 'max-w-2xl'}>
      {isRequest && (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Talep oluştur</h1>
          <p className="mb-5 text-slate-600">Ne gerektiğini anlatın, çizimlerinizi ekleyin; bu işi yapan mağazalar tutar, süre ve revizyon hakkıyla teklif versin.</p>
        </>
      )}
      <AdvertForm advertType={advertType} submitting={isLoading} failure={failure} submitLabel={isRequest ? 'Talebi yayınla' : 'İlanı yayınla'} progress={progress} onSubmit={send} />
    </div>
  );
}
