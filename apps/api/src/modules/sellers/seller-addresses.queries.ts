import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SellerAddressRow, sellerAddresses } from '../../db/schema/sellers';

export type SellerAddressValues = Omit<typeof sellerAddresses.$inferInsert, 'sellerId'>;

export async function selectSellerAddresses(db: Db, sellerId: string): Promise<SellerAddressRow[]> {
  return db
    .select()
    .from(sellerAddresses)
    .where(eq(sellerAddresses.sellerId, sellerId))
    .orderBy(asc(sellerAddresses.createdAt), asc(sellerAddresses.id));
}

export async function clearDefaultSellerAddress(tx: Db, sellerId: string): Promise<void> {
  await tx
    .update(sellerAddresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(sellerAddresses.sellerId, sellerId), eq(sellerAddresses.isDefault, true)));
}

export async function setDefaultSellerAddress(tx: Db, sellerId: string, id: string): Promise<void> {
  await tx
    .update(sellerAddresses)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(and(eq(sellerAddresses.sellerId, sellerId), eq(sellerAddresses.id, id)));
}

export async function deleteSellerAddresses(tx: Db, sellerId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(sellerAddresses).where(and(eq(sellerAddresses.sellerId, sellerId), inArray(sellerAddresses.id, ids)));
}

export async function updateSellerAddress(tx: Db, sellerId: string, id: string, values: Partial<SellerAddressValues>) {
  await tx
    .update(sellerAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(sellerAddresses.sellerId, sellerId), eq(sellerAddresses.id, id)));
}

export async function insertSellerAddresses(tx: Db, sellerId: string, rows: SellerAddressValues[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(sellerAddresses).values(rows.map((row) => ({ ...row, sellerId })));
}
