import bwipjs from 'bwip-js/node';
import { decimalOf, type IssuedIdentity, istanbulDateTime, taxIdOf } from './format';
import type { InvoiceDraft } from './provider';

/**
 * The summary GİB's e-Arşiv and e-Fatura layouts put in the QR code: identities, scenario, type,
 * date, number, ETTN, currency and the totals, with the base and the VAT of each rate under
 * 'kdvmatrah(rate)' and 'hesaplanankdv(rate)' as GİB's own stylesheet writes them.
 */
export function invoiceQrSummary(draft: InvoiceDraft, issued: IssuedIdentity): Record<string, string> {
  const perRate = draft.totals.byRate.flatMap((row) => [
    [`kdvmatrah(${row.rate})`, decimalOf(row.net)],
    [`hesaplanankdv(${row.rate})`, decimalOf(row.vat)],
  ]);
  return {
    vkntckn: taxIdOf(draft.seller).number,
    avkntckn: taxIdOf(draft.buyer).number,
    senaryo: issued.profile,
    tip: 'SATIS',
    tarih: istanbulDateTime(draft.issueDate).date,
    no: issued.number,
    ettn: issued.ettn,
    parabirimi: draft.currency,
    malhizmettoplam: decimalOf(draft.totals.net),
    ...Object.fromEntries(perRate),
    vergidahil: decimalOf(draft.totals.gross),
    odenecek: decimalOf(draft.totals.gross),
  };
}

/**
 * The QR code drawn as vector squares from bwip-js's module matrix: sharp at any zoom, and far
 * quicker than encoding and embedding a PNG. Dark runs of a row are one rectangle each; the
 * quiet zone (4 modules) is inside `size`.
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  // A fixed mask skips BWIPP's scoring of all eight, half of the encoding time; any mask is a valid code.
  const [matrix] = bwipjs.raw('qrcode', text, 'eclevel=M mask=1');
  if (!('pixs' in matrix)) throw new Error('bwip-js gave no module matrix for a QR code');
  const module = size / (matrix.pixx + 8);
  for (let row = 0; row < matrix.pixy; row += 1) {
    for (let column = 0; column < matrix.pixx; ) {
      if (!matrix.pixs[row * matrix.pixx + column]) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < matrix.pixx && matrix.pixs[row * matrix.pixx + column]) column += 1;
      doc.rect(x + (start + 4) * module, y + (row + 4) * module, (column - start) * module, module);
    }
  }
  doc.fill('black');
}
