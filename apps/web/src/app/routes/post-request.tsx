import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCreateAdvertMutation } from '@/features/adverts/adverts-api';
import { AdvertForm } from '@/features/adverts/components/advert-form';

/** /talep-olustur: a buyer's customer request (title, budget, deadline, pictures); stores answer with offers. */
export default function PostRequestPage({ advertType = 'customerRequest' }: { advertType?: 'customerRequest' | 'service' }) {
  const [create, { isLoading }] = useCreateAdvertMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const navigate = useNavigate();
  const isRequest = advertType === 'customerRequest';

  async function send(form: FormData) {
    setProblem(null);
    setProgress(form.getAll('images').length > 0 ? 0 : null);
    const result = await create({ form, onProgress: setProgress });
    setProgress(null);
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      navigate(`/ilan/${result.data.advert.slug}`);
    } else if ('error' in result) {
      setProblem((result.error as { message?: string }).message ?? 'İlan oluşturulamadı.');
    }
  }

  return (
    <div className={isRequest ? 'mx-auto max-w-2xl px-4 py-6 sm:px-6' : 'max-w-2xl'}>
      {isRequest && (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Talep oluştur</h1>
          <p className="mb-5 text-slate-600">İhtiyacınızı anlatın; mağazalar tutar, süre ve revizyon hakkıyla teklif versin.</p>
        </>
      )}
      <AdvertForm advertType={advertType} submitting={isLoading} problem={problem} submitLabel={isRequest ? 'Talebi yayınla' : 'İlanı yayınla'} progress={progress} onSubmit={send} />
    </div>
  );
}
