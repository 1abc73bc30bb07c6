import { messages } from '@pazaryeri/contract';
import { productMessages } from '@pazaryeri/contract/products/index';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { findStoreByUserId } from '../sellers';
import type { SellerRow } from '../../db/schema/sellers';
import { selectProductOwner } from './products.queries';

/** The caller's own store; products are managed only through an approved one. */
export async function requireStore(db: Db, userId: string): Promise<SellerRow> {
  const store = await findStoreByUserId(db, userId);
  if (!store || store.status !== 'approved') throw new AppError('FORBIDDEN', productMessages.storeRequired);
  return store;
}

export function productNotFound(): never {
  throw new AppError('NOT_FOUND', productMessages.notFound);
}

/**
 * The product if the actor may manage it: its store's owner, or an admin when `allowAdmin`.
 * Unknown → 404; someone else's → 403.
 */
export async function assertCanManage(db: Db, actor: { id: string; isAdmin: boolean }, productId: string, allowAdmin = false) {
  if (!isId(productId)) productNotFound();
  const owner = await selectProductOwner(db, productId);
  if (!owner) productNotFound();
  if (owner.ownerUserId !== actor.id && !(allowAdmin && actor.isAdmin)) {
    throw new AppError('FORBIDDEN', actor.isAdmin ? messages.forbidden : productMessages.notOwner);
  }
  return owner;
}

/** PostgreSQL check_violation (a stock CHECK), from either driver. */
export function isCheckViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: string }).code === '23514') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
