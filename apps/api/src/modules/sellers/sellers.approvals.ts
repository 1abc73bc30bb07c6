import { sellerMessages } from '@pazaryeri/contract/sellers/index';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { sendQuietly } from '../users';
import { sellerApprovedMail, sellerRejectedMail } from './sellers.mails';
import { deleteSeller, grantSellerRole, lockSellerById, selectSellerDetailById, updateSeller } from './sellers.queries';
import { removeStoredFile, type SellersContext, toSeller, type Viewer } from './sellers.service';
import type { SellerRow } from '../../db/schema/sellers';

type ApprovalContext = SellersContext & { config: Pick<Config, 'appUrl'> };

/** Locks a pending application; unknown ids are 404, an approved store is no longer an application. */
async function lockApplication(tx: SellersContext['db'], id: string): Promise<SellerRow> {
  const application = isId(id) ? await lockSellerById(tx, id) : null;
  if (!application) throw new AppError('NOT_FOUND', sellerMessages.applicationNotFound);
  if (application.status === 'approved') throw new AppError('CONFLICT', sellerMessages.alreadyApproved);
  return application;
}

/**
 * Approves an application: the store becomes 'approved' and verified and its owner gets the
 * seller role, all in one transaction (both or neither). The owner hears it by e-mail.
 */
export async function approveSeller(ctx: ApprovalContext, admin: NonNullable<Viewer>, id: string) {
  await ctx.db.transaction(async (tx) => {
    const application = await lockApplication(tx, id);
    await updateSeller(tx, application.id, { status: 'approved', approvedAt: new Date(), verifiedSeller: true });
    await grantSellerRole(tx, application.userId);
  });
  const detail = await selectSellerDetailById(ctx.db, id, admin.id);
  if (!detail) throw new AppError('NOT_FOUND', sellerMessages.applicationNotFound);
  sendQuietly(ctx, sellerApprovedMail(detail.userEmail, detail.userName, detail.seller.storeName, ctx.config.appUrl));
  return { message: sellerMessages.approved, seller: toSeller(detail, admin) };
}

/** Rejects (deletes) a pending application; the applicant stays a buyer and may apply again. */
export async function rejectSeller(ctx: ApprovalContext, id: string) {
  const detail = isId(id) ? await selectSellerDetailById(ctx.db, id) : null;
  if (!detail) throw new AppError('NOT_FOUND', sellerMessages.applicationNotFound);
  const application = await ctx.db.transaction(async (tx) => {
    const locked = await lockApplication(tx, id);
    await deleteSeller(tx, locked.id);
    return locked;
  });
  await removeStoredFile(ctx, application.storeLogo);
  await removeStoredFile(ctx, application.coverImage);
  sendQuietly(ctx, sellerRejectedMail(detail.userEmail, detail.userName, application.storeName));
  return { message: sellerMessages.rejected, _id: application.id };
}
