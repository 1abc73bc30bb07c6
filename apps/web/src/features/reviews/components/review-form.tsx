import { zodResolver } from '@hookform/resolvers/zod';
import { reviewFormSchema, reviewLimits, reviewMessages, type ReviewForm as ReviewFormValues } from '@pazaryeri/contract/reviews/index';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useCreateReviewMutation, useUpdateReviewMutation } from '../reviews-api';
import { StarInput } from './stars';

const acceptedTypes = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

function PhotoPicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);
  return (
    <div>
      <ul className="flex flex-wrap gap-2">
        {previews.map(({ file, url }, index) => (
          <li key={url} className="relative">
            <img src={url} alt={`Seçilen fotoğraf ${index + 1}`} className="size-20 rounded-lg border border-slate-200 object-cover" />
            <button
              type="button"
              onClick={() => onChange(files.filter((item) => item !== file))}
              className="absolute -top-2 -right-2 rounded-full bg-slate-900 p-1 text-white"
              aria-label={`${index + 1}. fotoğrafı kaldır`}
            >
              <X aria-hidden className="size-3" />
            </button>
          </li>
        ))}
        {files.length < reviewLimits.maxPhotos && (
          <li>
            <label className="flex size-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-slate-300 text-xs text-slate-600 hover:bg-slate-50">
              <ImagePlus aria-hidden className="size-5" />
              Fotoğraf
              <input
                type="file"
                accept={acceptedTypes}
                multiple
                className="sr-only"
                aria-label="Fotoğraf ekle"
                onChange={(event) => {
                  const picked = [...(event.target.files ?? [])];
                  event.target.value = '';
                  const next = [...files, ...picked];
                  if (next.length > reviewLimits.maxPhotos) toast.error(reviewMessages.tooManyPhotos);
                  onChange(next.slice(0, reviewLimits.maxPhotos));
                }}
              />
            </label>
          </li>
        )}
      </ul>
      <p className="mt-1 text-xs text-slate-500">En fazla {reviewLimits.maxPhotos} fotoğraf (JPEG, PNG, WebP).</p>
    </div>
  );
}

export interface ReviewTarget {
  productId: string;
  orderId: string;
  name: string;
  image: string | null;
  /** Editing an existing review: its id and values (photos stay as they are). */
  review?: { id: string; rating: number; comment: string };
}

/** Writes (with photos and upload progress) or corrects a review, in a dialog. */
export function ReviewFormDialog({ target, onClose }: { target: ReviewTarget; onClose: () => void }) {
  const [create] = useCreateReviewMutation();
  const [update] = useUpdateReviewMutation();
  const [photos, setPhotos] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof reviewFormSchema>, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { rating: target.review?.rating ?? 0, comment: target.review?.comment ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    if (!target.review && photos.length) setProgress(0);
    const result = target.review
      ? await update({ id: target.review.id, ...values })
      : await create({ productId: target.productId, orderId: target.orderId, ...values, photos, onProgress: photos.length ? setProgress : undefined });
    setProgress(null);
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      onClose();
      return;
    }
    const error = result.error as { message?: string };
    toast.error(reviewMessages.saveFailed, { description: error?.message });
    applyServerFieldErrors(result.error, setError, ['rating', 'comment']);
  });

  return (
    <Dialog
      title={target.review ? 'Değerlendirmeyi düzenle' : 'Ürünü değerlendir'}
      description={target.name}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            Vazgeç
          </Button>
          <Button type="submit" form="review-form" loading={isSubmitting}>
            {target.review ? 'Kaydet' : 'Gönder'}
          </Button>
        </>
      }
    >
      <form id="review-form" onSubmit={submit} noValidate className="space-y-4">
        <FormField label="Puanınız" error={errors.rating ? 'Lütfen 1 ile 5 arasında puan verin.' : undefined}>
          <Controller control={control} name="rating" render={({ field }) => <StarInput value={Number(field.value) || 0} onChange={field.onChange} />} />
        </FormField>
        <FormField label="Yorumunuz" error={errors.comment?.message} hint="Bağlantı ya da telefon numarası içeren yorumlar onaydan sonra yayınlanır.">
          <Textarea rows={4} maxLength={reviewLimits.commentMax} placeholder="Ürünü kullanırken neler yaşadınız?" {...register('comment')} />
        </FormField>
        {!target.review && <PhotoPicker files={photos} onChange={setPhotos} />}
        {progress !== null && (
          <div>
            <div className="h-2 overflow-hidden rounded-full bg-slate-100" role="progressbar" aria-label="Fotoğraflar yükleniyor" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
              <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
            </div>
            <p className="mt-1 text-xs text-slate-600">Fotoğraflar yükleniyor: %{progress}</p>
          </div>
        )}
      </form>
    </Dialog>
  );
}
