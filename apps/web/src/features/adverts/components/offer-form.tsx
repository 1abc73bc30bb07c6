import { advertLimits } from '@pazaryeri/contract/adverts/index';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useCreateOfferMutation } from '../adverts-api';

/** A store's offer: amount, delivery days, revisions, valid-until, note and files; on a request, in a chat, or both. */
export function OfferDialog({ advertId, roomId, title, onClose }: { advertId?: string; roomId?: string; title: string; onClose: () => void }) {
  const [send, { isLoading }] = useCreateOfferMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (advertId) form.set('advertId', advertId);
    if (roomId) form.set('roomId', roomId);
    for (const [key, value] of [...form.entries()]) if (value instanceof File && value.size === 0) form.delete(key);
    if (!String(form.get('amount') ?? '').trim() || !String(form.get('deliveryDays') ?? '').trim()) {
      setProblem('Tutar ve teslim süresi gerekli.');
      return;
    }
    setProblem(null);
    const result = await send(form);
    if ('data' in result && result.data) {
      toast.success('Teklifiniz gönderildi.');
      onClose();
    } else if ('error' in result) {
      setProblem((result.error as { message?: string }).message ?? 'Teklif gönderilemedi.');
    }
  }

  return (
    <Dialog title="Teklif ver" description={title} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Tutar (TL)">
            <Input name="amount" inputMode="decimal" placeholder="1.500" />
          </FormField>
          <FormField label="Teslim süresi (gün)">
            <Input name="deliveryDays" type="number" min={1} max={advertLimits.maxDeliveryDays} />
          </FormField>
          <FormField label="Revizyon hakkı">
            <Input name="revisions" type="number" min={0} max={advertLimits.maxRevisions} defaultValue={2} />
          </FormField>
          <FormField label="Geçerlilik tarihi">
            <Input name="validUntil" type="date" />
          </FormField>
        </div>
        <FormField label="Not" hint="Boş bırakırsanız teklif 14 gün geçerli olur.">
          <Textarea name="note" rows={3} maxLength={advertLimits.noteMax} placeholder="Nasıl çalışacağınızı kısaca anlatın" />
        </FormField>
        <FormField label="Ekler (en fazla 5 dosya)">
          <Input name="attachments" type="file" multiple accept="image/*,.pdf,.zip,.stl,.txt" />
        </FormField>
        {problem && (
          <p role="alert" className="text-sm text-red-600">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" loading={isLoading}>
            Teklifi gönder
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
