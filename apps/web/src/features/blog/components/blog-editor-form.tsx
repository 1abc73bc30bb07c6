import { blogDescriptionField, blogLimits, blogNameField, type BlogDetail } from '@pazaryeri/contract/blog/index';
import { ImageOff, ImagePlus } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import type { ApiError } from '@/lib/api-client';

// The editor and ProseMirror are heavy: only this page loads them.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export interface BlogFormValues {
  name: string;
  description: string;
  content: string;
  published: boolean;
  cover: File | null;
  removeCover: boolean;
}

interface BlogEditorFormProps {
  blog?: BlogDetail;
  saving: boolean;
  /** The server's refusal, with its field messages. */
  error?: ApiError | null;
  onSubmit: (values: BlogFormValues) => void;
}

type Problems = Partial<Record<'name' | 'description' | 'content', string>>;

function validate(values: BlogFormValues): Problems {
  const problems: Problems = {};
  const name = blogNameField.safeParse(values.name);
  if (!name.success) problems.name = name.error.issues[0].message;
  const description = blogDescriptionField.safeParse(values.description);
  if (!description.success) problems.description = description.error.issues[0].message;
  const text = values.content.replace(/<[^>]*>/g, '').trim();
  if (!text && !/<img\s/i.test(values.content)) problems.content = 'Yazı içeriği gerekli.';
  else if (values.content.length > blogLimits.contentMax) problems.content = `Yazı içeriği en fazla ${blogLimits.contentMax} karakter olabilir.`;
  return problems;
}

/** The post form: title, summary, cover, published state and the rich-text body. */
export function BlogEditorForm({ blog, saving, error, onSubmit }: BlogEditorFormProps) {
  const [values, setValues] = useState<BlogFormValues>({
    name: blog?.name ?? '',
    description: blog?.description ?? '',
    content: blog?.content ?? '',
    published: blog?.published ?? true,
    cover: null,
    removeCover: false,
  });
  const [problems, setProblems] = useState<Problems>({});
  const [preview, setPreview] = useState<string | null>(null);
  const contentHint = useId();
  const set = <K extends keyof BlogFormValues>(key: K, value: BlogFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  // One function for the editor's whole life, so the (memoised) editor skips the form's other keystrokes.
  const setContent = useCallback((html: string) => setValues((current) => ({ ...current, content: html })), []);

  useEffect(() => {
    if (!values.cover) return setPreview(null);
    const url = URL.createObjectURL(values.cover);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [values.cover]);

  const serverFields = error?.fields ?? {};
  const shown = {
    name: problems.name ?? serverFields.name,
    description: problems.description ?? serverFields.description,
    content: problems.content ?? serverFields.content,
  };
  const cover = preview ?? (values.removeCover ? null : (blog?.coverImage ?? null));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(values);
    setProblems(found);
    if (Object.keys(found).length) return;
    onSubmit(values);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <FormField label="Başlık" error={shown.name}>
        <Input value={values.name} maxLength={blogLimits.nameMax} onChange={(event) => set('name', event.target.value)} />
      </FormField>
      <FormField label="Özet" error={shown.description} hint="Listede ve paylaşım kartlarında görünür.">
        <Textarea value={values.description} maxLength={blogLimits.descriptionMax} onChange={(event) => set('description', event.target.value)} className="min-h-20" />
      </FormField>
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-800">Kapak resmi</p>
        <div className="flex flex-wrap items-center gap-3">
          <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-500/30">
            <ImagePlus aria-hidden className="size-4" />
            {cover ? 'Kapağı değiştir' : 'Kapak resmi seç'}
            <input
              type="file"
              aria-label="Kapak resmi"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              onChange={(event) => setValues((current) => ({ ...current, cover: event.target.files?.[0] ?? null, removeCover: false }))}
              className="sr-only"
            />
          </label>
          <span className="text-sm text-slate-500">{values.cover ? values.cover.name : 'JPEG, PNG, WebP, GIF ya da AVIF; 1200×630 olarak kırpılır.'}</span>
        </div>
        {cover ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <img src={cover} alt="Kapak önizlemesi" className="aspect-[1200/630] w-full max-w-sm rounded-xl border border-slate-200 object-cover" />
            {(blog?.coverImage || values.cover) && (
              <Button variant="ghost" size="sm" onClick={() => setValues((current) => ({ ...current, cover: null, removeCover: true }))}>
                <ImageOff aria-hidden className="size-4" /> Kapağı kaldır
              </Button>
            )}
          </div>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-800" id={`${contentHint}-label`}>
          İçerik
        </p>
        <Suspense fallback={<Skeleton className="h-80 w-full rounded-lg" aria-label="Editör yükleniyor" />}>
          <RichTextEditor value={values.content} onChange={setContent} invalid={Boolean(shown.content)} describedBy={shown.content ? `${contentHint}-error` : undefined} />
        </Suspense>
        {shown.content && (
          <p id={`${contentHint}-error`} role="alert" className="text-sm text-red-600">
            {shown.content}
          </p>
        )}
        <p className="text-sm text-slate-500">Resimler sunucumuza yüklenir; kaydederken içerik güvenlik için temizlenir.</p>
      </div>
      <Switch checked={values.published} onChange={(published) => set('published', published)} label={values.published ? 'Yayında' : 'Taslak (yalnız editörler görür)'} />
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <ButtonLink to="/blog-yonetimi" variant="ghost">
          Vazgeç
        </ButtonLink>
        <Button type="submit" loading={saving}>
          {blog ? 'Değişiklikleri kaydet' : 'Yazıyı kaydet'}
        </Button>
      </div>
    </form>
  );
}

/** The form's values as the API takes them (multipart, with the cover file when one was chosen). */
export function blogFormData(values: BlogFormValues, blogId?: string): FormData {
  const form = new FormData();
  if (blogId) form.append('blogId', blogId);
  form.append('name', values.name.trim());
  form.append('description', values.description.trim());
  form.append('content', values.content);
  form.append('published', String(values.published));
  if (values.cover) form.append('cover', values.cover);
  else if (blogId && values.removeCover) form.append('removeCover', 'true');
  return form;
}
