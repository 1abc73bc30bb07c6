import { Star } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useCreateFreelancerReviewMutation } from '../freelance-api';

/** After an accepted delivery: the buyer rates the store's work (1–5) with an optional comment, once. */
export function FreelancerReviewForm({ orderId, storeName }: { orderId: string; storeName: string }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateFreelancerReviewMutation();
  return (
    <form
      aria-label="Mağazayı değerlendirin"
      className="space-y-3 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (rating === 0) return setError('Lütfen 1 ile 5 arasında bir puan seçin.');
        setError(null);
        const result = await create({ orderId, rating, comment: comment.trim() });
        if ('data' in result && result.data) toast.success(result.data.message ?? '');
        else if ('error' in result) setError((result.error as { message?: string }).message ?? 'Değerlendirme kaydedilirken bir hata oluştu');
      }}
    >
      <h3 className="font-semibold">{storeName} mağazasını değerlendirin</h3>
      <div role="radiogroup" aria-label="Puan" className="flex gap-1">
        {[1, 2, 3, 4, 5].map((value) => (
          <button key={value} type="button" role="radio" aria-checked={rating === value} aria-label={`${value} puan`} onClick={() => setRating(value)} className="rounded p-1">
            <Star aria-hidden className={cn('size-7', value <= rating ? 'fill-amber-400 text-amber-500' : 'text-slate-300')} />
          </button>
        ))}
      </div>
      <Textarea aria-label="Yorumunuz" placeholder="Çalışma nasıldı? (isteğe bağlı)" rows={3} value={comment} onChange={(event) => setComment(event.target.value)} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={isLoading}>
        Değerlendirmeyi gönder
      </Button>
    </form>
  );
}
