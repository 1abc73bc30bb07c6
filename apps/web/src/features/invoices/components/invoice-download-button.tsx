import type { InvoiceFileType } from '@pazaryeri/contract/invoices/index';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useInvoiceDownloadMutation } from '../invoices-api';

interface InvoiceDownloadButtonProps {
  invoiceId: string;
  /** The XML beside an issued invoice's PDF; left out: the invoice's own file. */
  format?: InvoiceFileType;
  /** The accessible name where the visible text alone is ambiguous (a list of invoices). */
  label?: string;
  children: ReactNode;
}

/** Asks for a signed link to the file and opens it: the browser downloads it (no bearer needed). */
export function InvoiceDownloadButton({ invoiceId, format, label, children }: InvoiceDownloadButtonProps) {
  const [getLink, { isLoading }] = useInvoiceDownloadMutation();
  async function download() {
    const result = await getLink({ invoiceId, ...(format ? { format } : {}) });
    if ('data' in result && result.data) window.location.assign(result.data.url);
  }
  return (
    <Button size="sm" variant="outline" onClick={() => void download()} loading={isLoading} aria-label={label}>
      {!isLoading && <Download aria-hidden className="size-4" />}
      {children}
    </Button>
  );
}
