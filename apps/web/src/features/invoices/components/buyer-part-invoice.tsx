import { invoiceableStatuses, type InvoiceView } from '@pazaryeri/contract/invoices/index';
import type { SellerOrderStatus } from '@pazaryeri/contract/orders/index';
import { InvoiceBox } from './invoice-box';
import { InvoiceDownloadButton } from './invoice-download-button';
import { InvoiceSummary } from './invoice-summary';

interface BuyerPartInvoiceProps {
  /** The part's invoice as the order view carries it. */
  invoice: InvoiceView | null;
  storeName: string;
  status: SellerOrderStatus;
}

/** The buyer's view of a store's invoice on a paid order: download it (and its XML), or hear that it has not come yet. */
export function BuyerPartInvoice({ invoice, storeName, status }: BuyerPartInvoiceProps) {
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
      {invoice ? <InvoiceSummary invoice={invoice} /> : <p className="text-slate-500">Fatura henüz eklenmedi</p>}
    </InvoiceBox>
  );
}
