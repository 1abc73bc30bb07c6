import { quantityText } from './format';
import { type InvoiceDraft, type InvoiceParty, InvoicingError, vatRates } from './provider';

const wholeKurus = (value: number) => Number.isSafeInteger(value) && value >= 0;
const blank = (value: string | null | undefined) => !value || value.trim() === '';
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The first reason a party cannot be invoiced, or null. `role` names it in the sentence. */
function partyProblem(party: InvoiceParty, role: 'Satıcı' | 'Alıcı'): string | null {
  if (blank(party.name)) return `${role} adı veya unvanı boş.`;
  const taxNumber = party.taxNumber?.trim() ?? '';
  if (party.kind === 'corporate') {
    if (!/^\d{10}$/.test(taxNumber)) return `${role} bir şirket: 10 haneli vergi kimlik numarası (VKN) gerekir.`;
    if (blank(party.taxOffice)) return `${role} bir şirket: vergi dairesi gerekir.`;
  } else if (taxNumber !== '' && !/^\d{11}$/.test(taxNumber)) {
    return `${role} için T.C. kimlik numarası 11 haneli olmalı.`;
  }
  // Whoever issues an invoice is a registered taxpayer, even a sole proprietor.
  if (role === 'Satıcı' && (taxNumber === '' || blank(party.taxOffice))) return 'Satıcının vergi numarası ve vergi dairesi gerekir.';
  if (blank(party.address.line) || blank(party.address.district) || blank(party.address.city)) return `${role} adresi eksik (adres, ilçe ve il gerekir).`;
  return null;
}

/** The first reason the draft cannot be issued, in Turkish, or null when it can. */
function draftProblem(draft: InvoiceDraft): string | null {
  if (!(draft.issueDate instanceof Date) || Number.isNaN(draft.issueDate.getTime())) return 'Fatura tarihi geçersiz.';
  const party = partyProblem(draft.seller, 'Satıcı') ?? partyProblem(draft.buyer, 'Alıcı');
  if (party) return party;
  if (draft.lines.length === 0) return 'Faturada en az bir satır olmalı.';

  for (const [index, line] of draft.lines.entries()) {
    const row = `${index + 1}. satır`;
    if (blank(line.name)) return `${row}: mal veya hizmet adı boş.`;
    if (quantityText(line.quantity) === null) return `${row}: miktar sıfırdan büyük bir sayı olmalı.`;
    if (!(vatRates as readonly number[]).includes(line.vatRate)) return `${row}: KDV oranı %${line.vatRate} desteklenmiyor.`;
    if (![line.unitPriceGross, line.net, line.vat, line.gross].every(wholeKurus)) return `${row}: tutarlar tam kuruş ve sıfır veya pozitif olmalı.`;
    if (line.net + line.vat !== line.gross) return `${row}: KDV hariç tutar ile KDV toplamı, KDV dahil tutarı vermiyor.`;
  }

  const { totals } = draft;
  if (![totals.net, totals.vat, totals.gross].every(wholeKurus)) return 'Fatura toplamları tam kuruş ve sıfır veya pozitif olmalı.';
  if (totals.net + totals.vat !== totals.gross) return 'Fatura toplamında KDV hariç tutar ile KDV toplamı, KDV dahil tutarı vermiyor.';
  const lines = draft.lines;
  if (sum(lines.map((line) => line.net)) !== totals.net || sum(lines.map((line) => line.vat)) !== totals.vat || sum(lines.map((line) => line.gross)) !== totals.gross) {
    return 'Satırların toplamı fatura toplamını tutmuyor.';
  }
  const rates = [...new Set(lines.map((line) => line.vatRate))].sort((a, b) => a - b);
  const expected = rates.map((rate) => {
    const atRate = lines.filter((line) => line.vatRate === rate);
    return { rate, net: sum(atRate.map((line) => line.net)), vat: sum(atRate.map((line) => line.vat)) };
  });
  const byRateMatches =
    totals.byRate.length === expected.length &&
    expected.every((row, index) => totals.byRate[index].rate === row.rate && totals.byRate[index].net === row.net && totals.byRate[index].vat === row.vat);
  if (!byRateMatches) return 'KDV oranlarına göre toplamlar satırları tutmuyor.';
  return null;
}

/** Refuses a draft that cannot be issued: an InvoicingError 'REJECTED' with the reason, before anything is numbered. */
export function checkInvoiceDraft(draft: InvoiceDraft): void {
  const problem = draftProblem(draft);
  if (problem) throw new InvoicingError('REJECTED', problem);
}
