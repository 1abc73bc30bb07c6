import { FilePlus2, FileUp, Replace, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { invoiceableStatuses, type InvoiceView } from '@pazaryeri/contract/invoices/index';
import type { SellerOrderStatus } from '@pazaryeri/contract/orders/index';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { formatKurus } from '../invoice-format';
import { useIssuePartInvoiceMutation, useRemovePartInvoiceMutation } from '../invoices-api';
import { InvoiceBox } from './invoice-box';
import { InvoiceDownloadButton } from './invoice-download-button';
import { InvoiceSummary } from './invoice-summary';
import { InvoiceUploadDialog } from './invoice-upload-dialog';

interface StorePartInvoiceProps {
  /** The part's invoice as the order view carries it. */
  invoice: InvoiceView | null;
  orderId: string;
  partId: string;
  orderNumber: string;
  status: SellerOrderStatus;
}

type Step = 'issue' | 'upload' | 'remove';

/** An issued invoice is final: the amounts and the note say so. */
function IssuedNote({ invoice }: { invoice: InvoiceView }) {
  return (
    <>
      {invoice.gross !== null && (
        <p className="text-slate-600">
          Toplam {formatKurus(invoice.gross)}
          {invoice.vat !== null && ` · KDV ${formatKurus(invoice.vat)}`}
        </p>
      )}
      <p className="text-xs text-slate-500">Kesilmiş fatura değiştirilemez ve kaldırılamaz; iptal için entegratörünüzün ekranını kullanın.</p>
    </>
  );
}

/**
 * The store's invoice on its part: issue it through the provider or upload its own (PDF or
 * UBL-TR XML); replace or remove an upload; download either. Closed to unpaid, cancelled and
 * refunded parts.
 */
export function StorePartInvoice({ invoice, orderId, partId, orderNumber, status }: StorePartInvoiceProps) {
  const [step, setStep] = useState<Step | null>(null);
  const [issue, { isLoading: issuing }] = useIssuePartInvoiceMutation();
  const [remove, { isLoading: removing }] = useRemovePartInvoiceMutation();
  const open = invoiceableStatuses.includes(status);
  const ref = { orderId, partId };
  const name = (action: string) => `${orderNumber}: ${action}`;
  const close = () => setStep(null);

  async function run(action: typeof issue | typeof remove) {
    const result = await action(ref);
    close();
    if ('data' in result && result.data) toast.success(result.data.message);
  }

  let body;
  let actions = null;
  if (invoice) {
    body = (
      <>
        <InvoiceSummary invoice={invoice} />
        {invoice.source === 'provider' && <IssuedNote invoice={invoice} />}
      </>
    );
    actions = (
      <>
        <InvoiceDownloadButton invoiceId={invoice._id} label={name('Faturayı indir')}>
          Faturayı indir
        </InvoiceDownloadButton>
        {invoice.hasXml && (
          <InvoiceDownloadButton invoiceId={invoice._id} format="xml" label={name('Faturanın XML dosyasını indir')}>
            XML
          </InvoiceDownloadButton>
        )}
        {invoice.source === 'upload' && (
          <>
            <Button size="sm" variant="outline" disabled={!open} onClick={() => setStep('upload')} aria-label={name('Faturayı değiştir')}>
              <Replace aria-hidden className="size-4" />
              Değiştir
            </Button>
            <Button size="sm" variant="ghost" disabled={!open} onClick={() => setStep('remove')} aria-label={name('Faturayı kaldır')}>
              <Trash2 aria-hidden className="size-4" />
              Kaldır
            </Button>
          </>
        )}
      </>
    );
  } else {
    body = (
      <p className="text-slate-500">
        {open ? 'Faturayı kesin ya da kendi faturanızı yükleyin; alıcı sipariş sayfasından indirir.' : 'İptal ya da iade edilen siparişe fatura eklenemez.'}
      </p>
    );
    actions = (
      <>
        <Button size="sm" disabled={!open} onClick={() => setStep('issue')} aria-label={name('Fatura kes')}>
          <FilePlus2 aria-hidden className="size-4" />
          Fatura kes
        </Button>
        <Button size="sm" variant="outline" disabled={!open} onClick={() => setStep('upload')} aria-label={name('Kendi faturamı yükle')}>
          <FileUp aria-hidden className="size-4" />
          Kendi faturamı yükle
        </Button>
      </>
    );
  }

  return (
    <InvoiceBox label={`Sipariş ${orderNumber} faturası`} actions={actions}>
      <div className="space-y-1">{body}</div>
      {step === 'issue' && (
        <ConfirmDialog title="Fatura kesilsin mi?" confirmLabel="Faturayı kes" tone="primary" loading={issuing} onCancel={close} onConfirm={() => void run(issue)}>
          <p>Fatura, alıcının siparişteki fatura bilgileriyle kesilecek.</p>
          <p className="mt-2 text-slate-500">Kesilen fatura değiştirilemez; alıcı sipariş sayfasından indirebilir.</p>
        </ConfirmDialog>
      )}
      {step === 'remove' && (
        <ConfirmDialog title="Yüklediğiniz fatura kaldırılsın mı?" confirmLabel="Kaldır" loading={removing} onCancel={close} onConfirm={() => void run(remove)}>
          Alıcı bu faturayı artık göremez. Yenisini yükleyebilir ya da faturayı sağlayıcıdan kesebilirsiniz.
        </ConfirmDialog>
      )}
      {step === 'upload' && <InvoiceUploadDialog part={{ ...ref, orderNumber }} replacing={Boolean(invoice)} onClose={close} />}
    </InvoiceBox>
  );
}
