import { FileText, Paperclip, SendHorizontal, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { chatLimits, chatSocketEvents } from '@pazaryeri/contract/chat/constants';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSendChatMessageMutation } from '../chat-api';
import { formatFileSize } from '@/lib/format';
import { addAttachments, attachmentAccept, checkMessage, isImage } from '../composer-rules';
import { emitChatEvent } from '../realtime/chat-connection';

/** A "typing" hint goes out at most this often, and "stopped" this long after the last key. */
const typingEvery = 2500;
const typingStopsAfter = 3000;

function FilePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!isImage(file)) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return (
    <li className="relative flex h-16 w-40 shrink-0 items-center gap-2 overflow-hidden rounded-xl border border-slate-200 bg-white pr-7">
      {url ? (
        <img src={url} alt={file.name} className="size-16 shrink-0 object-cover" />
      ) : (
        <span className="flex size-16 shrink-0 items-center justify-center bg-slate-100 text-slate-500">
          <FileText aria-hidden className="size-6" />
        </span>
      )}
      <span className="min-w-0 text-xs">
        <span className="block truncate font-medium text-slate-800">{file.name}</span>
        <span className="text-slate-500">{formatFileSize(file.size)}</span>
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`${file.name} dosyasını kaldır`}
        className="absolute top-1 right-1 flex size-6 items-center justify-center rounded-full bg-slate-900/70 text-white hover:bg-slate-900"
      >
        <X aria-hidden className="size-3.5" />
      </button>
    </li>
  );
}

/** Writes and sends a message: trimmed text (spec §5) and files within the contract's limits. */
export function MessageComposer({ roomId, myId }: { roomId: string; myId: string }) {
  const [send, { isLoading }] = useSendChatMessageMutation();
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const typingSentAt = useRef(0);
  const stopTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stopTyping = () => {
    clearTimeout(stopTimer.current);
    if (typingSentAt.current) emitChatEvent(chatSocketEvents.stopTyping, { roomId });
    typingSentAt.current = 0;
  };

  useEffect(
    () => () => {
      clearTimeout(stopTimer.current);
      if (typingSentAt.current) emitChatEvent(chatSocketEvents.stopTyping, { roomId });
    },
    [roomId],
  );

  // Grows with the text up to about six lines.
  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, 160)}px`;
  }, [content]);

  function onChange(value: string) {
    setContent(value);
    if (error) setError(null);
    const now = Date.now();
    if (value.trim() && now - typingSentAt.current > typingEvery) {
      if (emitChatEvent(chatSocketEvents.typing, { roomId })) typingSentAt.current = now;
    }
    clearTimeout(stopTimer.current);
    stopTimer.current = setTimeout(stopTyping, typingStopsAfter);
  }

  function onPick(picked: FileList | null) {
    const result = addAttachments(files, [...(picked ?? [])]);
    setFiles(result.files);
    setError(result.error);
    if (picker.current) picker.current.value = '';
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (isLoading) return;
    const checked = checkMessage(content, files);
    if (checked.error) return setError(checked.error);
    stopTyping();
    const result = await send({ roomId, content: checked.content, files, myId });
    if ('data' in result) {
      setContent('');
      setFiles([]);
      setError(null);
      textarea.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  const length = content.trim().length;
  return (
    <form onSubmit={submit} noValidate className="border-t border-slate-200 bg-white p-3 sm:px-4">
      {files.length > 0 && (
        <ul aria-label="Eklenecek dosyalar" className="mb-2 flex gap-2 overflow-x-auto pb-1">
          {files.map((file, index) => (
            <FilePreview
              key={`${file.name}-${file.lastModified}-${index}`}
              file={file}
              onRemove={() => setFiles((current) => current.filter((_, position) => position !== index))}
            />
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="mb-2 text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex items-end gap-2">
        <button
          type="button"
          onClick={() => picker.current?.click()}
          aria-label="Dosya ekle"
          title={`En fazla ${chatLimits.attachmentsMax} dosya`}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <Paperclip aria-hidden className="size-5" />
        </button>
        <input
          ref={picker}
          type="file"
          multiple
          accept={attachmentAccept}
          aria-label="Eklenecek dosyaları seç"
          className="hidden"
          onChange={(event) => onPick(event.target.files)}
        />
        <textarea
          ref={textarea}
          rows={1}
          value={content}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={stopTyping}
          aria-label="Mesajınız"
          aria-invalid={error ? true : undefined}
          placeholder="Bir mesaj yazın"
          className="block max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none sm:text-sm"
        />
        <Button type="submit" loading={isLoading} aria-label="Gönder" className="size-11 shrink-0 px-0">
          {!isLoading && <SendHorizontal aria-hidden className="size-5" />}
        </Button>
      </div>
      {length > chatLimits.contentMax - 200 && (
        <p className={cn('mt-1 text-right text-xs', length > chatLimits.contentMax ? 'text-red-600' : 'text-slate-500')}>
          {length} / {chatLimits.contentMax}
        </p>
      )}
    </form>
  );
}
