import { FileUp } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { invoiceLimits, invoiceMessages } from '@pazaryeri/contract/invoices/index';
import { Dialog } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { formatFileSize } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useUploadPartInvoiceMutation, type PartRef } from '../invoices-api';

/** The kinds the server recognises by content. */
const accept = '.pdf,.xml,application/pdf,application/xml,text/xml';
const maxSize = `${invoiceLimits.maxFileBytes / 1024 / 1024} MB`;

/** What the client can tell before sending: a file is chosen and it is not over the limit. */
function invoiceFileProblem(file: File | undefined): string | null {
  if (!file) return invoiceMessages.fileRequired;
  if (file.size > invoiceLimits.maxFileBytes) return invoiceMessages.fileTooLarge;
  return null;
}

interface InvoiceFilePickerProps {
  /** From FormField, with aria-invalid and aria-describedby. */
  id?: string;
  file: File | undefined;
  onFile: (file: File | undefined) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A file input in Turkish (the browser's own button speaks the browser's language), with the chosen file's name and size. */
function InvoiceFilePicker({ id, file, onFile, ...aria }: InvoiceFilePickerProps) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-slate-300 p-3 has-[input[aria-invalid=true]]:border-red-500">
      <input id={id} type="file" accept={accept} className="peer sr-only" onChange={(event) => onFile(event.target.files?.[0])} {...aria} />
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500/40"
      >
        <FileUp aria-hidden className="size-4" />
        {file ? 'Başka dosya seç' : 'Dosya seç'}
      </label>
      <span className="min-w-0 text-sm break-all text-slate-600">{file ? `${file.name} (${formatFileSize(file.size)})` : 'Henüz dosya seçilmedi'}</span>
    </div>
  );
}

interface InvoiceUploadDialogProps {
  part: PartRef & { orderNumber: string };
  /** The store's earlier upload is there: the new file takes its place. */
  replacing: boolean;
  onClose: () => void;
}

/** The store's own invoice for its part: a PDF or a UBL-TR e-Fatura XML, up to 10 MB. */
export function InvoiceUploadDialog({ part, replacing, onClose }: InvoiceUploadDialogProps) {
  const [upload, { isLoading }] = useUploadPartInvoiceMutation();
  const [file, setFile] = useState<File | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found = invoiceFileProblem(file);
    setProblem(found);
    if (found || !file) return;
    const result = await upload({ orderId: part.orderId, partId: part.partId, file });
    if ('error' in result) {
      setFailure(errorMessage(result.error));
      return;
    }
    toast.success(result.data.message);
    onClose();
  }

  return (
    <Dialog title={replacing ? 'Faturayı değiştir' : 'Kendi faturanızı yükleyin'} description={`Sipariş ${part.orderNumber}`} onClose={isLoading ? () => undefined : onClose} size="sm">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">
          {replacing ? 'Yeni dosya, yüklediğiniz faturanın yerini alır.' : 'Alıcı faturayı sipariş sayfasından indirir.'}
        </p>
        <FormField label="Fatura dosyası" hint={`PDF ya da UBL-TR e-Fatura (XML); en fazla ${maxSize}.`} error={problem ?? undefined}>
          <InvoiceFilePicker
            file={file}
            onFile={(chosen) => {
              setFile(chosen);
              setProblem(chosen ? invoiceFileProblem(chosen) : null);
            }}
          />
        </FormField>
        <FormActions failure={failure} submitting={isLoading} onCancel={onClose}>
          {isLoading ? 'Yükleniyor…' : replacing ? 'Faturayı değiştir' : 'Faturayı yükle'}
        </FormActions>
      </form>
    </Dialog>
  );
}
