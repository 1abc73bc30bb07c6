import { useState, type FormEvent } from 'react';
import { orderMessages, type SellerOrderStatus, type UpdateOrderStatusBody } from '@pazaryeri/contract/orders/index';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { statusLabel } from '../order-status';
import { CarrierInput } from './carrier-input';

interface StatusChangeDialogProps {
  /** What the part is called in the title ('Sipariş PZ…'). */
  subject: string;
  status: SellerOrderStatus;
  initialCarrier?: string | null;
  initialTracking?: string | null;
  loading: boolean;
  onClose: () => void;
  onSubmit: (body: UpdateOrderStatusBody) => void;
}

/** Confirms a status change; shipping asks for the carrier and tracking number (the server requires them). */
export function StatusChangeDialog({ subject, status, initialCarrier, initialTracking, loading, onClose, onSubmit }: StatusChangeDialogProps) {
  const [carrier, setCarrier] = useState(initialCarrier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(initialTracking ?? '');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; trackingNumber?: string }>({});
  const shipping = status === 'shipped';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (shipping) {
      const missing = {
        ...(carrier.trim() ? {} : { carrier: 'Kargo firması gerekli.' }),
        ...(trackingNumber.trim() ? {} : { trackingNumber: 'Takip numarası gerekli.' }),
      };
      setErrors(missing);
      if (missing.carrier || missing.trackingNumber) return;
    }
    onSubmit({
      status,
      ...(shipping ? { carrier: carrier.trim(), trackingNumber: trackingNumber.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  }

  return (
    <Dialog title={`Durum: ${statusLabel(status)}`} description={subject} onClose={onClose} size="sm">
      <form onSubmit={submit} noValidate className="space-y-4">
        {shipping && (
          <>
            <p className="text-sm text-slate-600">{orderMessages.trackingRequired}</p>
            <FormField label="Kargo firması" error={errors.carrier}>
              <CarrierInput value={carrier} onChange={(event) => setCarrier(event.target.value)} />
            </FormField>
            <FormField label="Takip numarası" error={errors.trackingNumber}>
              <Input value={trackingNumber} onChange={(event) => setTrackingNumber(event.target.value)} maxLength={60} />
            </FormField>
          </>
        )}
        {status === 'cancelled' && <p className="text-sm text-slate-700">Sipariş iptal edilir; ödenen tutar alıcıya iade edilir ve stok geri eklenir.</p>}
        <FormField label="Not" hint="İsteğe bağlı; siparişin geçmişine kaydedilir.">
          <Textarea rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={loading}>
            Vazgeç
          </Button>
          <Button type="submit" variant={status === 'cancelled' || status === 'refunded' ? 'danger' : 'primary'} loading={loading}>
            Kaydet
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
