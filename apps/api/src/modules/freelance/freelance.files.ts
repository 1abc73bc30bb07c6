import { freelanceMessages } from '@pazaryeri/contract/freelance/index';
import { type FileLinkKind, signFileLink, verifyFileLink } from '../../lib/file-links';

/** Links live 10 minutes past a 10-minute grid, so a page's URLs stay stable a while. */
const deliveryFiles: FileLinkKind = {
  audience: 'pazaryeri:custom-delivery',
  claims: ['did', 'fid'],
  gridSeconds: 10 * 60,
  lifeSeconds: 10 * 60,
  messages: { invalid: freelanceMessages.fileLinkInvalid, expired: freelanceMessages.fileLinkExpired },
};

/** A link to one delivered file, signed for its viewer (a party of the order or an admin), expiring. */
export async function deliveryFileUrl(secret: Uint8Array, viewerId: string, deliveryId: string, fileId: string, now = Date.now()) {
  return `/api/orders/freelance/files/${deliveryId}/${fileId}?token=${await signFileLink(secret, deliveryFiles, viewerId, deliveryId, fileId, now)}`;
}

/** The viewer a link was signed for, if it is genuine, unexpired and names this very file. */
export const verifyDeliveryFileLink = (secret: Uint8Array, deliveryId: string, fileId: string, token: string | undefined) =>
  verifyFileLink(secret, deliveryFiles, deliveryId, fileId, token);
