import { privacyMessages } from '@pazaryeri/contract/privacy/index';
import { type FileLinkKind, signFileLink, verifyFileLink } from '../../lib/file-links';

/** A data export's download link: for its owner only, living 10 minutes past a 5-minute grid. */
const exportFiles: FileLinkKind = {
  audience: 'pazaryeri:data-export',
  claims: ['eid', 'fid'],
  gridSeconds: 5 * 60,
  lifeSeconds: 10 * 60,
  messages: { invalid: privacyMessages.exportLinkInvalid, expired: privacyMessages.exportLinkExpired },
};

export async function exportFileUrl(secret: Uint8Array, ownerId: string, exportId: string, now = Date.now()) {
  return `/api/users/me/data-export/${exportId}/file?token=${await signFileLink(secret, exportFiles, ownerId, exportId, 'zip', now)}`;
}

/** The person a link was signed for, if it is genuine, unexpired and names this export. */
export const verifyExportFileLink = (secret: Uint8Array, exportId: string, token: string | undefined) => verifyFileLink(secret, exportFiles, exportId, 'zip', token);
