import { existsSync, readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { amountInWords } from './amount-in-words';
import { formatLira, formatLiraText, type IssuedIdentity, istanbulDateTime, quantityText, taxIdOf, unitNetPrice } from './format';
import type { InvoiceDraft, InvoiceLine, InvoiceParty } from './provider';
import { drawQr, invoiceQrSummary } from './qr';

/** The fonts cargo's label embeds (Debian's DejaVu): PDF's built-in Helvetica has no ğ, ş or İ. */
const fontCandidates = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'];
const boldCandidates = ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf'];

/**
 * A font parsed once for every invoice. Reading DejaVu's layout tables (kerning and all) took most
 * of a render when each document parsed its own copy; pdfkit takes a parsed fontkit font in place
 * of the file (0.20 'Accept already-parsed fontkit Font instances'), and this takes the one it
 * parses. Falls back to the file's bytes should pdfkit ever keep it elsewhere.
 */
function parsedFont(files: string[]): PDFKit.Mixins.PDFFontSource | null {
  const file = files.find((candidate) => existsSync(candidate));
  if (!file) return null;
  const bytes = readFileSync(file);
  const probe = new PDFDocument({ autoFirstPage: false }).font(bytes);
  const parsed = (probe as unknown as { _font?: { font?: { layout?: unknown } } })._font?.font;
  return typeof parsed?.layout === 'function' ? (parsed as unknown as PDFKit.Mixins.PDFFontSource) : bytes;
}
let parsedFonts: { regular: PDFKit.Mixins.PDFFontSource | null; bold: PDFKit.Mixins.PDFFontSource | null } | undefined;
/** Parsed on the first invoice, not when the app loads this module. */
const invoiceFonts = () => (parsedFonts ??= { regular: parsedFont(fontCandidates), bold: parsedFont(boldCandidates) });

const ascii: Record<string, string> = { ç: 'c', Ç: 'C', ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I', ö: 'o', Ö: 'O', ş: 's', Ş: 'S', ü: 'u', Ü: 'U' };
/** Without a Turkish font the text is written without Turkish letters rather than garbled (as on the label). */
const withoutTurkishLetters = (text: string) => text.replace(/[çÇğĞıİöÖşŞüÜ]/g, (letter) => ascii[letter]);

const margin = 40;
const gray = '#e6e6e6';
const cellPadding = 3;
const columns = [
  { title: 'Sıra', width: 30, align: 'center' },
  { title: 'Mal/Hizmet', width: 165, align: 'left' },
  { title: 'Miktar', width: 60, align: 'right' },
  { title: 'Birim Fiyat (KDV hariç)', width: 75, align: 'right' },
  { title: 'KDV Oranı', width: 45, align: 'right' },
  { title: 'KDV Tutarı', width: 70, align: 'right' },
  { title: 'Mal/Hizmet Tutarı', width: 70, align: 'right' },
] as const;

/** The document being drawn, its fonts, and how far down the current page it has got. */
interface Sheet {
  doc: PDFKit.PDFDocument;
  regular: string;
  bold: string;
  safe: (text: string) => string;
  right: number;
  bottom: number;
  y: number;
}

/** The party's lines under its heading: address, tax office, VKN or TCKN, contact. */
function partyLines(party: InvoiceParty): string[] {
  const taxId = taxIdOf(party);
  const { address } = party;
  return [
    address.line,
    `${address.district} / ${address.city}${address.postalCode ? ` ${address.postalCode}` : ''}${address.country !== 'Türkiye' ? ` / ${address.country}` : ''}`,
    ...(party.taxOffice ? [`Vergi Dairesi: ${party.taxOffice}`] : []),
    `${taxId.scheme}: ${taxId.number}`,
    ...(party.phone ? [`Tel: ${party.phone}`] : []),
    ...(party.email ? [`E-posta: ${party.email}`] : []),
  ];
}

/** Seller and title with the QR code; then 'SAYIN' buyer beside the document's identity, and the ETTN. */
function drawHead(sheet: Sheet, draft: InvoiceDraft, issued: IssuedIdentity, title: string) {
  const { doc, regular, bold, safe, right } = sheet;
  const blockWidth = 260;
  const qrSize = 110;
  doc.font(bold).fontSize(10).text(safe(draft.seller.name), margin, margin, { width: blockWidth });
  doc.font(regular).fontSize(8).text(safe(partyLines(draft.seller).join('\n')), { width: blockWidth });
  const sellerBottom = doc.y;
  drawQr(doc, JSON.stringify(invoiceQrSummary(draft, issued)), right - qrSize, margin, qrSize);
  doc.font(bold).fontSize(14).text(safe(title), margin + blockWidth + 10, margin + 30, { width: right - margin - blockWidth - qrSize - 20, align: 'center' });
  const rule = Math.max(sellerBottom, margin + qrSize) + 10;
  doc.moveTo(margin, rule).lineTo(right, rule).lineWidth(0.5).stroke();

  const top = rule + 10;
  doc.font(bold).fontSize(9).text('SAYIN', margin, top, { width: blockWidth });
  doc.fontSize(10).text(safe(draft.buyer.name), { width: blockWidth });
  doc.font(regular).fontSize(8).text(safe(partyLines(draft.buyer).join('\n')), { width: blockWidth });
  const buyerBottom = doc.y;
  const when = istanbulDateTime(draft.issueDate);
  const facts: [string, string][] = [
    ['Özelleştirme No', 'TR1.2'],
    ['Senaryo', issued.profile],
    ['Fatura Tipi', 'SATIŞ'],
    ['Fatura No', issued.number],
    ['Fatura Tarihi', `${when.printed} ${when.time.slice(0, 5)}`],
  ];
  const factsX = right - 220;
  let factsY = top;
  for (const [label, value] of facts) {
    doc.font(bold).fontSize(8).text(safe(`${label}:`), factsX, factsY, { width: 85 });
    doc.font(regular).text(safe(value), factsX + 85, factsY, { width: 135 });
    factsY += 12;
  }
  doc.font(bold).fontSize(8).text('ETTN:', margin, Math.max(buyerBottom, factsY) + 8, { continued: true }).font(regular).text(` ${issued.ettn}`);
  sheet.y = doc.y + 10;
}

/** One row of the lines table, as tall as its tallest cell. */
function drawRow(sheet: Sheet, cells: string[], font: string, fontSize: number, fill: string | null) {
  const { doc } = sheet;
  doc.font(font).fontSize(fontSize);
  const height = Math.max(...cells.map((cell, column) => doc.heightOfString(cell, { width: columns[column].width - 2 * cellPadding }))) + 2 * cellPadding;
  let x = margin;
  for (const [column, cell] of cells.entries()) {
    const box = doc.rect(x, sheet.y, columns[column].width, height);
    if (fill) box.fillAndStroke(fill, 'black');
    else box.stroke();
    doc.fillColor('black').text(cell, x + cellPadding, sheet.y + cellPadding, { width: columns[column].width - 2 * cellPadding, align: columns[column].align });
    x += columns[column].width;
  }
  sheet.y += height;
}

/** The lines table; a line that would cross the bottom margin starts a page, under the header again. */
function drawLines(sheet: Sheet, lines: InvoiceLine[]) {
  const { doc, regular, bold, safe } = sheet;
  const header = () => drawRow(sheet, columns.map((column) => safe(column.title)), bold, 7, gray);
  header();
  for (const [index, line] of lines.entries()) {
    const cells = [
      String(index + 1),
      line.name,
      `${(quantityText(line.quantity) ?? String(line.quantity)).replace('.', ',')} ${line.unit}`,
      formatLiraText(unitNetPrice(line)),
      `%${line.vatRate}`,
      formatLira(line.vat),
      formatLira(line.net),
    ].map(safe);
    doc.font(regular).fontSize(8);
    const height = Math.max(...cells.map((cell, column) => doc.heightOfString(cell, { width: columns[column].width - 2 * cellPadding }))) + 2 * cellPadding;
    if (sheet.y + height > sheet.bottom) {
      doc.addPage();
      sheet.y = margin;
      header();
    }
    drawRow(sheet, cells, regular, 8, null);
  }
}

/** The totals (VAT per rate), then the amount in words, the note and e-Arşiv's delivery sentence. */
function drawTotals(sheet: Sheet, draft: InvoiceDraft, issued: IssuedIdentity) {
  const { doc, regular, bold, safe, right } = sheet;
  const totals: [string, string][] = [
    ['Mal Hizmet Toplam Tutarı', formatLira(draft.totals.net)],
    ...draft.totals.byRate.map((row): [string, string] => [`Hesaplanan KDV (%${row.rate})`, formatLira(row.vat)]),
    ['Vergiler Dahil Toplam Tutar', formatLira(draft.totals.gross)],
    ['Ödenecek Tutar', formatLira(draft.totals.gross)],
  ];
  const rowHeight = 14;
  // The totals and the amount in words stay together on one page.
  if (sheet.y + 10 + totals.length * rowHeight + 60 > sheet.bottom) {
    doc.addPage();
    sheet.y = margin;
  }
  let y = sheet.y + 10;
  const labelWidth = 150;
  const valueWidth = 100;
  const x = right - labelWidth - valueWidth;
  for (const [label, value] of totals) {
    doc.rect(x, y, labelWidth, rowHeight).fillAndStroke(gray, 'black');
    doc.rect(x + labelWidth, y, valueWidth, rowHeight).stroke();
    doc.fillColor('black').font(bold).fontSize(8).text(safe(label), x + cellPadding, y + 3, { width: labelWidth - 2 * cellPadding, align: 'right' });
    doc.font(regular).text(safe(value), x + labelWidth + cellPadding, y + 3, { width: valueWidth - 2 * cellPadding, align: 'right' });
    y += rowHeight;
  }
  const width = right - margin;
  doc.font(bold).fontSize(9).text(safe(amountInWords(draft.totals.gross)), margin, y + 12, { width });
  if (draft.note?.trim()) doc.font(regular).fontSize(8).moveDown(0.5).text(safe(`Not: ${draft.note.trim()}`), { width });
  if (issued.profile === 'EARSIVFATURA') {
    doc.font(regular).fontSize(7).moveDown(1).text(safe('Bu fatura e-Arşiv izni kapsamında elektronik ortamda iletilmiştir.'), { width });
  }
}

/** Every page says whose it is, so a loose second page still names its invoice. */
function numberPages(sheet: Sheet, invoiceNumber: string) {
  const { doc, regular, right } = sheet;
  const pages = doc.bufferedPageRange();
  for (let page = 0; page < pages.count; page += 1) {
    doc.switchToPage(pages.start + page);
    doc.page.margins.bottom = 0;
    doc.font(regular).fontSize(7).text(`${invoiceNumber} · ${page + 1}/${pages.count}`, margin, doc.page.height - margin + 12, { width: right - margin, align: 'right' });
  }
}

/**
 * The invoice as a person reads it (A4, the layout of GİB's e-Arşiv and e-Fatura prints): seller,
 * 'SAYIN' buyer, number, date, ETTN and the QR summary, the lines, the totals per VAT rate, the
 * amount in words and the note.
 */
export async function invoicePdf(draft: InvoiceDraft, issued: IssuedIdentity): Promise<Buffer> {
  const title = issued.profile === 'TEMELFATURA' ? 'e-Fatura' : 'e-Arşiv Fatura';
  const doc = new PDFDocument({ size: 'A4', margin, bufferPages: true, info: { Title: `${title} ${issued.number}`, Author: 'Pazaryeri' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const fonts = invoiceFonts();
  if (fonts.regular) doc.registerFont('regular', fonts.regular);
  if (fonts.bold) doc.registerFont('bold', fonts.bold);
  const sheet: Sheet = {
    doc,
    regular: fonts.regular ? 'regular' : 'Helvetica',
    bold: fonts.bold ? 'bold' : 'Helvetica-Bold',
    safe: fonts.regular ? (text) => text : withoutTurkishLetters,
    right: doc.page.width - margin,
    bottom: doc.page.height - margin,
    y: margin,
  };
  drawHead(sheet, draft, issued, title);
  drawLines(sheet, draft.lines);
  drawTotals(sheet, draft, issued);
  numberPages(sheet, issued.number);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
