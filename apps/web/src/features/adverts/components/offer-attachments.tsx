import type { Offer } from '@pazaryeri/contract/adverts/index';
import { Paperclip } from 'lucide-react';
import { cn } from '@/lib/cn';

/** An offer's files, each a signed link of the viewer's (nothing when there are none). */
export function OfferAttachments({ files, className }: { files: Offer['attachments']; className?: string }) {
  if (files.length === 0) return null;
  return (
    <ul className={cn('space-y-1 text-sm', className)}>
      {files.map((file) => (
        <li key={file._id}>
          <a href={file.url} className="inline-flex items-center gap-1 text-brand-700 hover:underline">
            <Paperclip aria-hidden className="size-3.5" />
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
