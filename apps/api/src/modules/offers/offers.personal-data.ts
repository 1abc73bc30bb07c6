import { and, asc, eq } from 'drizzle-orm';
import { type PersonalDataSource, type PersonalFile, safeFileName } from '../../lib/personal-data';
import { findStoreByUserId } from '../sellers';
import { sellers } from '../../db/schema/sellers';
import { type OfferAttachmentRecord, offers } from '../../db/schema/offers';
import { adjustCounts } from './offers.counts';

/**
 * Offers the person's store made, with the files it attached (never the buyer they went to, nor
 * the buyer's note on deciding), and offers the person received as a buyer, with their decision
 * and the store's terms (the store's files stay in the store owner's export).
 */

/** A file's name in the export: unique by the attachment's id, never a path. */
const fileName = (attachment: OfferAttachmentRecord) => `${attachment.id}-${safeFileName(attachment.name)}`;

const terms = {
  id: offers.id,
  advertId: offers.advertId,
  roomId: offers.roomId,
  amountKurus: offers.amountKurus,
  deliveryDays: offers.deliveryDays,
  revisions: offers.revisions,
  note: offers.note,
  validUntil: offers.validUntil,
  status: offers.status,
  statusNote: offers.statusNote,
  decidedAt: offers.decidedAt,
  createdAt: offers.createdAt,
};

export const offersPersonalData: PersonalDataSource = {
  folder: 'teklifler',
  title: 'Teklifler',
  async collect(db, person) {
    const [store, received] = await Promise.all([
      findStoreByUserId(db, person.id),
      db
        .select({ ...terms, storeName: sellers.storeName, attachmentCount: offers.attachments })
        .from(offers)
        .innerJoin(sellers, eq(sellers.id, offers.sellerId))
        .where(eq(offers.buyerId, person.id))
        .orderBy(asc(offers.createdAt)),
    ]);
    const made = store ? await db.select({ ...terms, attachments: offers.attachments }).from(offers).where(eq(offers.sellerId, store.id)).orderBy(asc(offers.createdAt)) : [];
    const files: PersonalFile[] = made.flatMap((offer) => offer.attachments.map((attachment) => ({ name: fileName(attachment), from: 'private' as const, key: attachment.key })));
    return {
      data: {
        storeOffers: made.map(({ attachments, statusNote, ...offer }) => ({
          ...offer,
          // The buyer writes the note when deciding; the store only when it withdraws.
          statusNote: offer.status === 'withdrawn' ? statusNote : null,
          attachments: attachments.map((attachment) => ({ id: attachment.id, kind: attachment.kind, name: attachment.name, mimeType: attachment.mimeType, size: attachment.size, file: fileName(attachment) })),
        })),
        receivedOffers: received.map(({ attachmentCount, ...offer }) => ({ ...offer, attachmentCount: attachmentCount.length })),
      },
      files,
    };
  },
  /**
   * Offers still waiting for an answer end: the person's store withdraws its own, and those made
   * to the person are turned down, each store's counts kept in step. Decided offers stay with the
   * orders and chats that came of them.
   */
  async erase(tx, person) {
    const ended = { statusNote: 'Hesap silindi.', decidedAt: person.at, updatedAt: person.at };
    const withdrawn = person.storeId
      ? await tx
          .update(offers)
          .set({ status: 'withdrawn', ...ended })
          .where(and(eq(offers.sellerId, person.storeId), eq(offers.status, 'pending')))
          .returning({ sellerId: offers.sellerId })
      : [];
    const declined = await tx
      .update(offers)
      .set({ status: 'rejected', ...ended })
      .where(and(eq(offers.buyerId, person.id), eq(offers.status, 'pending')))
      .returning({ sellerId: offers.sellerId });
    for (const row of withdrawn) await adjustCounts(tx, row.sellerId, 'pending', 'withdrawn');
    for (const row of declined) await adjustCounts(tx, row.sellerId, 'pending', 'rejected');
  },
};
