import type { SellerOrderStatus } from '@pazaryeri/contract/orders/index';
import { invoiceableStatuses } from '../invoice-format';
import { InvoiceBox, usePartInvoice } from './invoice-box';
import { InvoiceDownloadButton } from './invoice-download-button';
import { InvoiceSummary } from './invoice-summary';

interface BuyerPartInvoiceProps {
  orderId: string;
  partId: string;
  storeName: string;
  status: SellerOrderStatus;
}

/** The buyer's view of a store's invoice on a paid order: download it (and its XML), or hear that it has not come yet. */
export function BuyerPartInvoice({ orderId, partId, storeName, status }: BuyerPartInvoiceProps) {
  const { invoice, placeholder, busy } = usePartInvoice(orderId, partId);
  // A part cancelled before the store invoiced it will never have one: nothing to wait for.
  if (!invoice && !invoiceableStatuses.includes(status)) return null;
  return (
    <InvoiceBox
      label={`${storeName} faturası`}
      actions={
        invoice && (
          <>
            <InvoiceDownloadButton invoiceId={invoice._id}>Faturayı indir</InvoiceDownloadButton>
            {invoice.hasXml && (
              <InvoiceDownloadButton invoiceId={invoice._id} format="xml" label="Faturanın XML dosyasını indir">
                XML
              </InvoiceDownloadButton>
            )}
          </>
        )
      }
    >
      <div aria-busy={busy || undefined}>{placeholder ?? (invoice ? <InvoiceSummary invoice={invoice} /> : <p className="text-slate-500">Fatura henüz eklenmedi</p>)}</div>
    </InvoiceBox>
  );
}
