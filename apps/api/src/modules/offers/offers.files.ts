import { advertLimits, offerMessages } from '@pazaryeri/contract/adverts/index';
import { type FileLinkKind, signFileLink, verifyFileLink } from '../../lib/file-links';
import type { OfferAttachmentRecord } from '../../db/schema/offers';

const offerFiles: FileLinkKind = {
  audience: 'pazaryeri:offer-file',
  claims: ['oid', 'aid'],
  gridSeconds: 30 * 60,
  lifeSeconds: advertLimits.fileLinkSeconds,
  messages: { invalid: offerMessages.fileLinkInvalid, expired: offerMessages.fileLinkExpired },
};

/** A link to one attachment of one offer, signed for its viewer, expiring (on a 30-minute grid so the URL stays stable a while). */
export async function offerFileUrl(secret: Uint8Array, viewerId: string, offerId: string, record: OfferAttachmentRecord) {
  return `/api/offer/files/${offerId}/${record.id}?token=${await signFileLink(secret, offerFiles, viewerId, offerId, record.id)}`;
}

/** The viewer a link was signed for, if it is genuine, unexpired and names this very file. */
export const verifyOfferFileLink = (secret: Uint8Array, offerId: string, attachmentId: string, token: string | undefined) =>
  verifyFileLink(secret, offerFiles, offerId, attachmentId, token);
