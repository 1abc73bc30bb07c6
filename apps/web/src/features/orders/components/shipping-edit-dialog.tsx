import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { orderMessages, updateOrderItemBody, type SellerOrderView } from '@pazaryeri/contract/orders/index';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useUpdateSellerShippingMutation } from '../orders-api';
import { CarrierInput } from './carrier-input';
import { FormActions } from '@/components/ui/form-actions';

/** A shipped part keeps a carrier and a tracking number: a correction may change them, not remove them. */
const shippingForm = updateOrderItemBody.superRefine((body, context) => {
  if (!body.carrier) context.addIssue({ code: 'custom', path: ['carrier'], message: 'Kargo firması gerekli.' });
  if (!body.trackingNumber) context.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'Takip numarası gerekli.' });
});

/** The store corrects the carrier or tracking number of a shipped part, or its note (`PUT /orders/update/{orderId}/{productId}`). */
export function ShippingEditDialog({ part, productId, onClose }: { part: SellerOrderView; productId: string; onClose: () => void }) {
  const [save] = useUpdateSellerShippingMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(shippingForm),
    mode: 'onTouched',
    defaultValues: { carrier: part.carrier ?? '', trackingNumber: part.trackingNumber ?? '', note: part.sellerNote ?? '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    const result = await save({ orderId: part.orderId, productId, body });
    if ('error' in result) {
      applyServerFieldErrors(result.error, setError, ['carrier', 'trackingNumber', 'note']);
      setFailure(errorMessage(result.error));
      return;
    }
    toast.success(result.data.message || orderMessages.itemUpdated);
    onClose();
  });

  return (
    <Dialog title="Kargo bilgisini düzenle" description={`Sipariş ${part.orderNumber}`} onClose={onClose} size="sm">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="Kargo firması" error={errors.carrier?.message}>
          <CarrierInput {...register('carrier')} />
        </FormField>
        <FormField label="Takip numarası" error={errors.trackingNumber?.message}>
          <Input maxLength={60} {...register('trackingNumber')} />
        </FormField>
        <FormField label="Not" hint="İsteğe bağlı; alıcı siparişinde görür." error={errors.note?.message}>
          <Textarea rows={2} maxLength={500} {...register('note')} />
        </FormField>
        <FormActions failure={failure} submitting={isSubmitting} onCancel={onClose}>
          Kaydet
        </FormActions>
      </form>
    </Dialog>
  );
}
