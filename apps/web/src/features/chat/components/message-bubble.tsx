import { Check, CheckCheck, FileText } from 'lucide-react';
import type { ChatAttachment, ChatMessage } from '@pazaryeri/contract/chat/index';
import { cn } from '@/lib/cn';
import { formatFileSize } from '@/lib/format';
import { formatMessageTime } from '../chat-format';

function Attachments({ attachments, mine, onMediaLoad }: { attachments: ChatAttachment[]; mine: boolean; onMediaLoad?: () => void }) {
  const images = attachments.filter((attachment) => attachment.kind === 'image');
  const files = attachments.filter((attachment) => attachment.kind !== 'image');
  return (
    <div className="space-y-1.5">
      {images.length > 0 && (
        <div className={cn('grid gap-1.5', images.length > 1 && 'grid-cols-2')}>
          {images.map((image) => (
            <a key={image._id} href={image.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-xl bg-black/5">
              <img
                src={image.previewUrl ?? image.url}
                alt={image.name}
                onLoad={onMediaLoad}
                className={cn('w-full object-cover', images.length > 1 ? 'aspect-square' : 'max-h-72')}
              />
            </a>
          ))}
        </div>
      )}
      {files.map((file) => (
        <a
          key={file._id}
          href={file.url}
          target="_blank"
          rel="noreferrer"
          download={file.name}
          className={cn(
            'flex items-center gap-2 rounded-xl px-2.5 py-2 text-sm',
            mine ? 'bg-white/15 hover:bg-white/25' : 'bg-slate-100 hover:bg-slate-200',
          )}
        >
          <FileText aria-hidden className="size-5 shrink-0" />
          <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
          <span className={cn('shrink-0 text-xs', mine ? 'text-white/80' : 'text-slate-500')}>{formatFileSize(file.size)}</span>
        </a>
      ))}
    </div>
  );
}

/** Spec §3 read state: ✓ sent, ✓✓ read by the other member. */
function Receipt({ read, mine }: { read: boolean; mine: boolean }) {
  return read ? (
    <span title="Okundu" className={cn('inline-flex', mine ? 'text-sky-200' : 'text-sky-600')}>
      <CheckCheck aria-hidden className="size-3.5" />
      <span className="sr-only">Okundu</span>
    </span>
  ) : (
    <span title="Gönderildi" className="inline-flex">
      <Check aria-hidden className="size-3.5" />
      <span className="sr-only">Gönderildi</span>
    </span>
  );
}

interface MessageBubbleProps {
  message: ChatMessage;
  /** Mine: on the right, in the brand colour, with the read state. */
  mine: boolean;
  /** Who wrote it, where that is not obvious (the admin's view). */
  sender?: string;
  /** Show ✓/✓✓ on the other side too (the admin's view). */
  receipt?: boolean;
  onMediaLoad?: () => void;
}

/** One message: its text (never HTML), pictures and files, time, and for my messages the read state. */
export function MessageBubble({ message, mine, sender, receipt = mine, onMediaLoad }: MessageBubbleProps) {
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] space-y-1 rounded-2xl px-3 py-2 shadow-xs sm:max-w-[70%]',
          mine ? 'rounded-br-md bg-brand-600 text-white' : 'rounded-bl-md border border-slate-200 bg-white text-slate-900',
        )}
      >
        {sender && <p className={cn('text-xs font-semibold', mine ? 'text-white/90' : 'text-brand-700')}>{sender}</p>}
        {message.attachments.length > 0 && <Attachments attachments={message.attachments} mine={mine} onMediaLoad={onMediaLoad} />}
        {message.content && <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{message.content}</p>}
        <p className={cn('flex items-center justify-end gap-1 text-[11px]', mine ? 'text-white/80' : 'text-slate-400')}>
          <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
          {receipt && <Receipt read={message.readStatus} mine={mine} />}
        </p>
      </div>
    </li>
  );
}
