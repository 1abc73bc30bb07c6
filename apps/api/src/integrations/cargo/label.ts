import { existsSync } from 'node:fs';
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import type { CargoAddress } from './provider';

/** A font with Turkish letters (Debian's DejaVu); PDF's built-in Helvetica has no ğ, ş or İ. */
const fontCandidates = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'];
const boldCandidates = ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf'];
const fontFile = fontCandidates.find((file) => existsSync(file)) ?? null;
const boldFile = boldCandidates.find((file) => existsSync(file)) ?? null;

const ascii: Record<string, string> = { ç: 'c', Ç: 'C', ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I', ö: 'o', Ö: 'O', ş: 's', Ş: 'S', ü: 'u', Ü: 'U' };
/** Without a Turkish font the text is written without Turkish letters rather than garbled. */
const safe = (text: string) => (fontFile ? text : text.replace(/[çÇğĞıİöÖşŞüÜ]/g, (letter) => ascii[letter]));

export interface LabelInput {
  trackingNumber: string;
  carrierName: string;
  serviceName: string;
  sender: CargoAddress;
  recipient: CargoAddress;
  orderNumber: string;
  desi: number;
  isReturn: boolean;
  createdAt: Date;
}

/** A Code 128 barcode of the tracking number, as PNG. */
export async function barcodePng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 14, includetext: false });
}

/** The A6 label (105 × 148 mm): carrier, sender, recipient, the tracking number and its barcode. */
export async function renderLabel(input: LabelInput): Promise<Buffer> {
  const barcode = await barcodePng(input.trackingNumber);
  const doc = new PDFDocument({ size: 'A6', margin: 14, info: { Title: `Kargo etiketi ${input.trackingNumber}`, Author: 'Pazaryeri' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const regular = fontFile ?? 'Helvetica';
  const bold = boldFile ?? 'Helvetica-Bold';
  const width = doc.page.width - 28;

  doc.font(bold).fontSize(13).text(safe(input.carrierName), { width });
  doc.font(regular).fontSize(8).text(safe(`${input.serviceName}${input.isReturn ? ' · İADE' : ''} · ${input.desi} desi`), { width });
  doc.moveDown(0.4);
  const block = (title: string, address: CargoAddress) => {
    doc.font(bold).fontSize(8).text(safe(title), { width });
    doc.font(regular).fontSize(9).text(safe(address.name), { width });
    doc.fontSize(8).text(safe(address.address), { width });
    doc.text(safe(`${address.districtName} / ${address.cityName}${address.zip ? ` ${address.zip}` : ''}`), { width });
    doc.text(safe(`Tel: ${address.phone}`), { width });
    doc.moveDown(0.4);
  };
  block('GÖNDERİCİ', input.sender);
  block('ALICI', input.recipient);
  doc.font(regular).fontSize(8).text(safe(`Sipariş: ${input.orderNumber}`), { width });
  doc.text(safe(`Tarih: ${input.createdAt.toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul' })}`), { width });
  doc.moveDown(0.5);
  doc.image(barcode, { fit: [width, 60], align: 'center' });
  doc.moveDown(0.3);
  doc.font(bold).fontSize(12).text(input.trackingNumber, { width, align: 'center' });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
