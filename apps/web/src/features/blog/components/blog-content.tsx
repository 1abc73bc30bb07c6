import { cn } from '@/lib/cn';

/** How a post's HTML reads: the tags the server's sanitiser lets through, styled as an article. */
export const articleClass = cn(
  'text-base leading-7 text-slate-700 break-words',
  '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:bg-slate-50 [&_blockquote]:px-4 [&_blockquote]:py-1 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-sm',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_hr]:my-8 [&_strong]:text-slate-900',
);

/**
 * A post's body. The HTML comes from our server, which sanitised it on every write (no script,
 * no handlers, no style, links http/https/mailto only, pictures from our storage only).
 */
export function BlogContent({ html, className }: { html: string; className?: string }) {
  return <div className={cn(articleClass, className)} data-testid="blog-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
