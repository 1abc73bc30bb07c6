import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Code, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2, Unlink, type LucideIcon } from 'lucide-react';
import { memo, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useUploadBlogImageMutation } from '../blog-api';
import { articleClass } from './blog-content';

interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

function ToolButton({ label, Icon, active, disabled, onClick }: { label: string; Icon: LucideIcon; active?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:opacity-40',
        active && 'bg-slate-900 text-white hover:bg-slate-800',
      )}
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
}

/** http, https or mailto; a bare address gets https://. Anything else (javascript:, data:) is refused. */
export function normaliseLink(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  if (/^(https?:\/\/|mailto:)/i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  if (value.startsWith('/')) return value;
  return `https://${value}`;
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [href, setHref] = useState<string>(editor.getAttributes('link').href ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const link = normaliseLink(href);
    if (!link) {
      setProblem('Bağlantı http, https ya da mailto ile başlamalı.');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: link, marks: [{ type: 'link', attrs: { href: link } }] }).run();
    } else {
      chain.setLink({ href: link }).run();
    }
    onDone();
  }
  return (
    <div className="flex flex-col gap-2 border-b border-slate-200 bg-slate-50 p-2 sm:flex-row sm:items-start">
      <div className="flex-1">
        <label htmlFor="blog-link-input" className="sr-only">
          Bağlantı adresi
        </label>
        <Input
          id="blog-link-input"
          placeholder="https://ornek.com"
          value={href}
          autoFocus
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit(event);
            if (event.key === 'Escape') onDone();
          }}
          aria-invalid={problem ? true : undefined}
        />
        {problem && (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {problem}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button size="md" onClick={(event) => submit(event)}>
          Bağlantıyı ekle
        </Button>
        <Button size="md" variant="ghost" onClick={onDone}>
          Vazgeç
        </Button>
      </div>
    </div>
  );
}

/**
 * The post body's editor (TipTap): headings, emphasis, lists, quotes, code, links and pictures
 * uploaded to our storage. Its HTML is only a draft: the server sanitises whatever it receives.
 * Loaded only on the editor page (see blog-editor-form's lazy import).
 */
function RichTextEditor({ value, onChange, invalid, describedBy }: RichTextEditorProps) {
  const [linking, setLinking] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [upload, uploading] = useUploadBlogImageMutation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null } },
      }),
      Image.configure({ HTMLAttributes: { loading: 'lazy' } }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: cn(articleClass, 'min-h-72 px-4 py-3 focus:outline-none'),
        'aria-label': 'Yazı içeriği',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      code: current.isActive('code'),
      link: current.isActive('link'),
      undo: current.can().undo(),
      redo: current.can().redo(),
    }),
  });

  async function addImage(file: File | undefined) {
    if (!file) return;
    const result = await upload(file);
    if ('data' in result && result.data) {
      editor.chain().focus().setImage({ src: result.data.url, alt: file.name.replace(/\.[^.]+$/, '') }).run();
      toast.success(result.data.message);
    }
    if (fileInput.current) fileInput.current.value = '';
  }

  const run = (action: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => action(editor.chain().focus()).run();

  return (
    <div className={cn('overflow-hidden rounded-lg border bg-white shadow-xs', invalid ? 'border-red-500' : 'border-slate-300')}>
      <div role="toolbar" aria-label="Biçimlendirme" className="flex flex-wrap gap-0.5 border-b border-slate-200 bg-white p-1">
        <ToolButton label="Ara başlık" Icon={Heading2} active={state.h2} onClick={run((c) => c.toggleHeading({ level: 2 }))} />
        <ToolButton label="Alt başlık" Icon={Heading3} active={state.h3} onClick={run((c) => c.toggleHeading({ level: 3 }))} />
        <ToolButton label="Kalın" Icon={Bold} active={state.bold} onClick={run((c) => c.toggleBold())} />
        <ToolButton label="İtalik" Icon={Italic} active={state.italic} onClick={run((c) => c.toggleItalic())} />
        <ToolButton label="Madde işaretli liste" Icon={List} active={state.bullet} onClick={run((c) => c.toggleBulletList())} />
        <ToolButton label="Numaralı liste" Icon={ListOrdered} active={state.ordered} onClick={run((c) => c.toggleOrderedList())} />
        <ToolButton label="Alıntı" Icon={Quote} active={state.quote} onClick={run((c) => c.toggleBlockquote())} />
        <ToolButton label="Kod" Icon={Code} active={state.code} onClick={run((c) => c.toggleCode())} />
        <ToolButton label="Bağlantı" Icon={Link2} active={state.link || linking} onClick={() => setLinking((open) => !open)} />
        {state.link && <ToolButton label="Bağlantıyı kaldır" Icon={Unlink} onClick={run((c) => c.extendMarkRange('link').unsetLink())} />}
        <ToolButton label="Resim ekle" Icon={ImagePlus} disabled={uploading.isLoading} onClick={() => fileInput.current?.click()} />
        <ToolButton label="Geri al" Icon={Undo2} disabled={!state.undo} onClick={run((c) => c.undo())} />
        <ToolButton label="Yinele" Icon={Redo2} disabled={!state.redo} onClick={run((c) => c.redo())} />
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="sr-only"
          tabIndex={-1}
          aria-label="İçeriğe resim yükle"
          onChange={(event) => void addImage(event.target.files?.[0])}
        />
      </div>
      {linking && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
      {uploading.isLoading && (
        <p role="status" className="border-b border-slate-200 bg-brand-50 px-3 py-1.5 text-sm text-brand-800">
          Resim yükleniyor…
        </p>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

/**
 * Typing in the form's other fields does not re-render the editor: TipTap hands its options to
 * ProseMirror again on every render, which made each keystroke in the title redraw the editor.
 */
export default memo(RichTextEditor);
