import { zodResolver } from '@hookform/resolvers/zod';
import { FileUp } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formatMessage } from '@pazaryeri/contract';
import { orderMessages, uploadDeliveryFields, type OrderItemView, type SellerOrderView } from '@pazaryeri/contract/orders/index';
import { productLimits, productMessages } from '@pazaryeri/contract/products/index';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useUploadDeliveryFileMutation } from '../orders-api';
import { FormActions } from '@/components/ui/form-actions';

const maxSize = `${productLimits.digitalFileMaxBytes / 1024 / 1024} MB`;
/** The kinds the server recognises by content (the same as a digital product's file). */
const accept = '.pdf,.zip,.rar,.7z,.gz,.stl,.obj,.step,.stp,.iges,.igs,.dwg,.dxf';

const deliveryForm = uploadDeliveryFields.pick({ fileName: true }).extend({
  file: z.custom<FileList>().superRefine((files, context) => {
    const file = files?.[0];
    if (!file) context.addIssue({ code: 'custom', message: orderMessages.deliveryFileRequired });
    else if (file.size > productLimits.digitalFileMaxBytes) {
      context.addIssue({ code: 'custom', message: formatMessage(productMessages.digitalFileTooLarge, { max: maxSize }) });
    }
  }),
});

const sizeOf = (file: File) =>
  file.size < 1024 * 1024 ? `${formatCount(Math.max(1, Math.round(file.size / 1024)))} KB` : `${(file.size / 1024 / 1024).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} MB`;

/** A file input in Turkish (the browser's own button speaks the browser's language), with the chosen file's name and size. */
function FilePicker({ chosen, ...props }: Omit<ComponentProps<'input'>, 'type'> & { chosen?: File }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-slate-300 p-3 has-[input[aria-invalid=true]]:border-red-500">
      <input type="file" className="peer sr-only" {...props} />
      <label
        htmlFor={props.id}
        className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500/40"
      >
        <FileUp aria-hidden className="size-4" />
        {chosen ? 'Başka dosya seç' : 'Dosya seç'}
      </label>
      <span className="min-w-0 text-sm break-all text-slate-600">
        {chosen ? `${chosen.name} (${sizeOf(chosen)})` : 'Henüz dosya seçilmedi'}
      </span>
    </div>
  );
}

type DeliveryForm = z.input<typeof deliveryForm>;

/** The picker reads the chosen file with useWatch: typing the file's name re-renders the name field, not the dialog. */
function WatchedFilePicker({ control, ...props }: Omit<ComponentProps<typeof FilePicker>, 'chosen'> & { control: Control<DeliveryForm> }) {
  const files = useWatch({ control, name: 'file' });
  return <FilePicker chosen={files?.[0]} {...props} />;
}

/** The store's own file for a digital line (`POST /orders/upload`); a new one replaces the old and the line counts as delivered. */
export function DeliveryUploadDialog({ part, item, onClose }: { part: SellerOrderView; item: OrderItemView; onClose: () => void }) {
  const [upload, { isLoading }] = useUploadDeliveryFileMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const replacing = item.hasDeliveryFile;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(deliveryForm), defaultValues: { fileName: '' } });

  const onSubmit = handleSubmit(async ({ fileName, file }) => {
    setFailure(null);
    const result = await upload({ orderId: part.orderId, productId: item.productId ?? '', fileName, file: file[0]! });
    if ('error' in result) {
      setFailure(errorMessage(result.error));
      return;
    }
    toast.success(replacing ? orderMessages.digitalReplaced : orderMessages.digitalDelivered);
    onClose();
  });

  return (
    <Dialog
      title={replacing ? 'Teslimat dosyasını değiştir' : 'Teslimat dosyası yükle'}
      description={`Sipariş ${part.orderNumber} · ${item.name}`}
      onClose={isLoading ? () => undefined : onClose}
      size="sm"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">
          {replacing ? 'Yeni dosya, alıcının indirdiği dosyanın yerini alır.' : 'Alıcı bu dosyayı siparişinden indirir; ürün teslim edilmiş sayılır.'}
        </p>
        <FormField label="Dosya" hint={`PDF, ZIP, RAR, 7Z, GZ, STL, OBJ, STEP, IGES, DWG veya DXF; en fazla ${maxSize}.`} error={errors.file?.message}>
          <WatchedFilePicker control={control} accept={accept} {...register('file')} />
        </FormField>
        <FormField label="Dosya adı" hint="İsteğe bağlı; uzantısıyla (ör. cizim.pdf). Boş kalırsa ürünün adı kullanılır." error={errors.fileName?.message}>
          <Input maxLength={120} {...register('fileName')} />
        </FormField>
        <FormActions failure={failure} submitting={isLoading} onCancel={onClose}>
          {isLoading ? 'Yükleniyor…' : replacing ? 'Dosyayı değiştir' : 'Yükle ve teslim et'}
        </FormActions>
      </form>
    </Dialog>
  );
}
