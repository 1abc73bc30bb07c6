import { invoiceableStatuses, invoiceMessages, type InvoiceView } from '@pazaryeri/contract/invoices/index';
import { and, eq } from 'drizzle-orm';
import { isInvoicingError } from '../../integrations/invoicing';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { type Actor, resolveOrderAccess } from '../orders';
import { invoices } from '../../db/schema/invoices';
import type { InvoicesContext } from './invoices.context';
import { loadSalePart, saleDraft } from './invoices.drafts';
import { checkInvoiceFile, invoiceFileName } from './invoices.files';
import { findInvoiceView, toInvoiceView } from './invoices.view';


const partNotFound = () => new AppError('NOT_FOUND', invoiceMessages.partNotFound);

/** The caller's own part of this order, as its store; a buyer may look but not invoice (403), anyone else 404. */
async function ownPart(ctx: InvoicesContext, actor: Actor, orderId: string, partId: string) {
  if (!isId(orderId) || !isId(partId)) throw partNotFound();
  const access = await resolveOrderAccess(ctx.db, actor, partId).catch(() => {
    throw partNotFound();
  });
  if (access.orderId !== orderId) throw partNotFound();
  if (access.role !== 'seller') throw new AppError('FORBIDDEN', 'Faturayı yalnızca siparişi alan mağaza ekleyebilir.');
  const part = await loadSalePart(ctx.db, partId);
  if (!part) throw partNotFound();
  if (!invoiceableStatuses.includes(part.status)) throw new AppError('CONFLICT', invoiceMessages.notInvoiceable);
  return part;
}

const partInvoice = (db: InvoicesContext['db'], partId: string) => findInvoiceView(db, and(eq(invoices.sellerOrderId, partId), eq(invoices.kind, 'sale'))!);

/**
 * The store's own invoice for its part: a PDF or a UBL-TR XML, recognised by its content, kept
 * private. A new upload replaces the store's earlier upload; an invoice issued through the
 * provider is final (409).
 */
export async function uploadPartInvoice(ctx: InvoicesContext, actor: Actor, orderId: string, partId: string, file: { name: string; data: Buffer } | undefined): Promise<{ invoice: InvoiceView; replaced: boolean }> {
  const part = await ownPart(ctx, actor, orderId, partId);
  if (!file) throw new AppError('VALIDATION_FAILED', invoiceMessages.fileRequired, { file: invoiceMessages.fileRequired });
  const checked = checkInvoiceFile(file.data);
  const existing = await partInvoice(ctx.db, partId);
  if (existing?.row.source === 'provider') throw new AppError('CONFLICT', invoiceMessages.alreadyIssued);

  const key = await ctx.privateFiles.put('invoices', checked.fileType, file.data);
  const values = {
    number: checked.number,
    ettn: checked.ettn,
    profile: null,
    fileKey: key,
    fileType: checked.fileType,
    fileName: invoiceFileName(checked.number ?? part.orderNumber, checked.fileType),
    fileSize: file.data.length,
    xmlKey: null,
    net: null,
    vat: null,
    gross: null,
    issuedAt: ctx.now(),
    createdBy: actor.id,
    updatedAt: ctx.now(),
  };
  try {
    if (existing) {
      const [updated] = await ctx.db
        .update(invoices)
        .set(values)
        .where(and(eq(invoices.id, existing.row.id), eq(invoices.source, 'upload')))
        .returning({ id: invoices.id });
      if (!updated) throw new AppError('CONFLICT', invoiceMessages.alreadyIssued);
      await ctx.privateFiles.remove(existing.row.fileKey).catch((error) => ctx.log.warn({ err: error }, 'replaced invoice file not removed'));
    } else {
      await ctx.db.insert(invoices).values({ kind: 'sale', source: 'upload', sellerId: part.sellerId, orderId: part.orderId, sellerOrderId: part.partId, buyerId: part.buyerId, ...values });
    }
  } catch (error) {
    await ctx.privateFiles.remove(key).catch(() => undefined);
    // Two uploads at once: the other one won; this one is refused rather than silently lost.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', invoiceMessages.alreadyUploaded);
    throw error;
  }
  const saved = await partInvoice(ctx.db, partId);
  return { invoice: toInvoiceView(saved!), replaced: Boolean(existing) };
}

/** Takes back the store's own uploaded invoice (to upload another or issue one instead). */
export async function removePartInvoice(ctx: InvoicesContext, actor: Actor, orderId: string, partId: string): Promise<void> {
  await ownPart(ctx, actor, orderId, partId);
  const existing = await partInvoice(ctx.db, partId);
  if (!existing) throw new AppError('NOT_FOUND', invoiceMessages.notFound);
  if (existing.row.source !== 'upload') throw new AppError('CONFLICT', invoiceMessages.notRemovable);
  await ctx.db.delete(invoices).where(and(eq(invoices.id, existing.row.id), eq(invoices.source, 'upload')));
  await ctx.privateFiles.remove(existing.row.fileKey).catch((error) => ctx.log.warn({ err: error }, 'removed invoice file not removed'));
}

/** An invoicing provider's refusal or failure, as the store sees it. Nothing was recorded. */
export function providerFailure(error: unknown): never {
  if (isInvoicingError(error)) throw new AppError(error.code === 'REJECTED' ? 'UNPROCESSABLE' : 'SERVICE_UNAVAILABLE', error.message);
  throw error;
}

/**
 * Issues the part's invoice through the provider (the sandbox renders it): the lines as sold with
 * their VAT split exactly, the buyer's billing identity from the order. Idempotent: an invoice
 * already issued for the part is answered again (the provider is idempotent on the part, and the
 * table keeps one invoice per part), and nothing is recorded when the provider refuses.
 */
export async function issuePartInvoice(ctx: InvoicesContext, actor: Actor, orderId: string, partId: string): Promise<{ invoice: InvoiceView; created: boolean }> {
  const part = await ownPart(ctx, actor, orderId, partId);
  const existing = await partInvoice(ctx.db, partId);
  if (existing?.row.source === 'provider') return { invoice: toInvoiceView(existing), created: false };
  if (existing) throw new AppError('CONFLICT', invoiceMessages.alreadyUploaded);

  const draft = await saleDraft(ctx.db, part, ctx.now());
  const issued = await ctx.invoicing.issue(draft).catch(providerFailure);
  const inserted = await storeIssued(ctx, issued, {
    kind: 'sale',
    sellerId: part.sellerId,
    orderId: part.orderId,
    sellerOrderId: part.partId,
    buyerId: part.buyerId,
    period: null,
    net: draft.totals.net,
    vat: draft.totals.vat,
    gross: draft.totals.gross,
    createdBy: actor.id,
    issuedAt: draft.issueDate,
  });
  const saved = await partInvoice(ctx.db, partId);
  return { invoice: toInvoiceView(saved!), created: inserted };
}

type IssuedRow = Pick<typeof invoices.$inferInsert, 'kind' | 'sellerId' | 'orderId' | 'sellerOrderId' | 'buyerId' | 'period' | 'net' | 'vat' | 'gross' | 'createdBy' | 'issuedAt'>;

/**
 * Keeps an issued invoice: its PDF and XML in the private files, then its row. When another
 * request recorded the same invoice first (the unique part or month), this one's files go and
 * false is answered.
 */
export async function storeIssued(ctx: Pick<InvoicesContext, 'db' | 'privateFiles' | 'invoicing'>, issued: Awaited<ReturnType<InvoicesContext['invoicing']['issue']>>, row: IssuedRow): Promise<boolean> {
  const fileKey = await ctx.privateFiles.put('invoices', 'pdf', issued.pdf);
  const xmlKey = issued.xml ? await ctx.privateFiles.put('invoices', 'xml', issued.xml) : null;
  const removeFiles = () => Promise.all([fileKey, xmlKey].flatMap((key) => (key ? [ctx.privateFiles.remove(key).catch(() => undefined)] : [])));
  try {
    const inserted = await ctx.db
      .insert(invoices)
      .values({
        ...row,
        source: 'provider',
        provider: ctx.invoicing.name,
        providerInvoiceId: issued.providerInvoiceId,
        number: issued.number,
        ettn: issued.ettn,
        profile: issued.profile,
        fileKey,
        fileType: 'pdf',
        fileName: invoiceFileName(issued.number, 'pdf'),
        fileSize: issued.pdf.length,
        xmlKey,
      })
      .onConflictDoNothing()
      .returning({ id: invoices.id });
    if (inserted.length === 0) await removeFiles();
    return inserted.length > 0;
  } catch (error) {
    await removeFiles();
    throw error;
  }
}
