import { advertLimits } from '@pazaryeri/contract/adverts/index';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCreateAdvertMutation } from '@/features/adverts/adverts-api';

/** /talep-olustur: a buyer's customer request (title, budget, deadline, pictures); stores answer with offers. */
export default function PostRequestPage({ advertType = 'customerRequest' }: { advertType?: 'customerRequest' | 'service' }) {
  const [create, { isLoading }] = useCreateAdvertMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const isRequest = advertType === 'customerRequest';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('advertType', advertType);
    for (const [key, value] of [...form.entries()]) if (value instanceof File && value.size === 0) form.delete(key);
    if (String(form.get('title') ?? '').trim().length < advertLimits.titleMin) {
      setProblem(`Başlık en az ${advertLimits.titleMin} karakter olmalı.`);
      return;
    }
    setProblem(null);
    const result = await create(form);
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
      <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
        <FormField label="Başlık">
          <Input name="title" maxLength={advertLimits.titleMax} placeholder={isRequest ? 'Örn. Montaj braketi için 3D model' : 'Örn. Endüstriyel parça 3D modelleme'} />
        </FormField>
        <FormField label="Açıklama">
          <Textarea name="description" rows={5} maxLength={advertLimits.descriptionMax} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={isRequest ? 'Bütçe (TL)' : 'Başlangıç fiyatı (TL)'}>
            <Input name="budget" inputMode="decimal" placeholder="2.000" />
          </FormField>
          {isRequest && (
            <FormField label="Son gün">
              <Input name="deadline" type="date" />
            </FormField>
          )}
          <FormField label="Şehir">
            <Input name="city" maxLength={60} />
          </FormField>
        </div>
        <FormField label="Çizim ya da fotoğraflar" hint={`En fazla ${advertLimits.maxImages} resim.`}>
          <Input name="images" type="file" multiple accept="image/*" />
        </FormField>
        {problem && (
          <p role="alert" className="text-sm text-red-600">
            {problem}
          </p>
        )}
        <Button type="submit" loading={isLoading}>
          {isRequest ? 'Talebi yayınla' : 'İlanı yayınla'}
        </Button>
      </form>
    </div>
  );
}
