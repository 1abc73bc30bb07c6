import { freelanceLimits } from '@pazaryeri/contract/freelance/index';
import { Paperclip, Upload } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useDeliverCustomWorkMutation } from '../freelance-api';

/** The store delivers files (1–5, checked by the server by content) with a note; the upload shows its progress. */
export function DeliveryForm({ orderId }: { orderId: string }) {
  const [files, setFiles] = useState<File[]>([]);
  const [note, setNote] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deliver, { isLoading }] = useDeliverCustomWorkMutation();
  return (
    <form
      aria-label="Teslimat"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setError(null);
        if (files.length === 0) return setError('En az bir dosya seçin.');
        if (files.length > freelanceLimits.filesMax) return setError(`En fazla ${freelanceLimits.filesMax} dosya gönderebilirsiniz.`);
        setProgress(0);
        const result = await deliver({ orderId, note: note.trim(), files, onProgress: setProgress });
        setProgress(null);
        if ('data' in result && result.data) {
          toast.success(result.data.message ?? '');
          setFiles([]);
          setNote('');
        } else if ('error' in result) setError((result.error as { message?: string }).message ?? 'Teslimat gönderilemedi');
      }}
    >
      <h3 className="font-semibold">Dosyaları teslim et</h3>
      <div className="text-sm">
        <p className="mb-1 font-medium">Dosyalar (en fazla {freelanceLimits.filesMax}; PDF, görsel, STL, ZIP, metin)</p>
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 font-medium text-brand-700 focus-within:ring-2 focus-within:ring-brand-500">
          <Paperclip aria-hidden className="size-4" />
          Dosya seç
          <input type="file" multiple className="sr-only" onChange={(event) => setFiles([...(event.target.files ?? [])])} />
        </label>
        <p className="mt-1 text-slate-600">{files.length === 0 ? 'Dosya seçilmedi.' : files.map((file) => file.name).join(', ')}</p>
      </div>
      <Textarea aria-label="Teslimat notu" placeholder="Alıcıya notunuz (isteğe bağlı)" rows={3} value={note} onChange={(event) => setNote(event.target.value)} />
      {progress !== null && (
        <div role="progressbar" aria-label="Yükleme" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} className="h-2 overflow-hidden rounded-full bg-slate-100">
          <div className="h-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
        </div>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <p className="text-xs text-slate-500">Alıcı 7 gün içinde yanıt vermezse teslimat otomatik olarak kabul edilir.</p>
      <Button type="submit" loading={isLoading}>
        <Upload aria-hidden className="size-4" />
        {isLoading && progress !== null ? `Yükleniyor… %${progress}` : 'Teslim et'}
      </Button>
    </form>
  );
}
