import { chatAttachmentTypes, chatLimits, chatMessageTexts } from '@pazaryeri/contract/chat/constants';

type AttachmentType = (typeof chatAttachmentTypes)[number];

/** Browsers often give STL and ZIP no type (or a vendor one); the extension says what they are. */
const typeByExtension: Record<string, AttachmentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  zip: 'application/zip',
  stl: 'model/stl',
  txt: 'text/plain',
};

/** The file picker's `accept`: the allowed types and their extensions. */
export const attachmentAccept = [...chatAttachmentTypes, ...Object.keys(typeByExtension).map((extension) => `.${extension}`)].join(',');

function attachmentType(file: File): AttachmentType | null {
  if ((chatAttachmentTypes as readonly string[]).includes(file.type)) return file.type as AttachmentType;
  const extension = file.name.split('.').pop()?.toLocaleLowerCase('en') ?? '';
  return typeByExtension[extension] ?? null;
}

export function isImage(file: File): boolean {
  return file.type.startsWith('image/');
}

/**
 * Adds picked files to the ones already waiting, within the contract's limits. Files that break
 * a rule are left out and the first broken rule is returned as the message to show.
 */
export function addAttachments(waiting: File[], picked: File[]): { files: File[]; error: string | null } {
  const files = [...waiting];
  let error: string | null = null;
  for (const file of picked) {
    const type = attachmentType(file);
    if (!type) error ??= chatMessageTexts.attachmentType;
    else if (file.size > chatLimits.attachmentBytesMax) error ??= chatMessageTexts.attachmentTooLarge;
    else if (files.length >= chatLimits.attachmentsMax) error ??= chatMessageTexts.tooManyAttachments;
    else files.push(file.type === type ? file : new File([file], file.name, { type, lastModified: file.lastModified }));
  }
  return { files, error };
}

/** Spec §5: the text is trimmed; a message needs text or a file, and no more text than allowed. */
export function checkMessage(content: string, files: File[]): { content: string; error: string | null } {
  const trimmed = content.trim();
  if (!trimmed && files.length === 0) return { content: trimmed, error: chatMessageTexts.empty };
  if (trimmed.length > chatLimits.contentMax) return { content: trimmed, error: chatMessageTexts.tooLong };
  return { content: trimmed, error: null };
}
