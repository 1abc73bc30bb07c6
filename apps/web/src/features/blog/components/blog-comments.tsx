import { blogLimits, type BlogComment } from '@pazaryeri/contract/blog/index';
import { MessageCircle, Reply } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { Avatar } from '@/components/ui/avatar';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PagedList } from '@/components/ui/paged-list';
import { Textarea } from '@/components/ui/textarea';
import { selectCurrentUser } from '@/features/users';
import { formatCount, formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAddBlogCommentMutation, useAddBlogReplyMutation, useListBlogCommentsQuery } from '../blog-api';

function lengthProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length < blogLimits.commentMin) return `En az ${blogLimits.commentMin} karakter yazın.`;
  if (trimmed.length > blogLimits.commentMax) return `En fazla ${blogLimits.commentMax} karakter yazabilirsiniz.`;
  return null;
}

/** A small text form for a comment or a reply; the text is plain (shown as typed, never as HTML). */
function TextForm({ label, submitLabel, onSubmit, onCancel }: { label: string; submitLabel: string; onSubmit: (text: string) => Promise<boolean>; onCancel?: () => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = lengthProblem(text);
    setProblem(found);
    if (found) return;
    setBusy(true);
    const sent = await onSubmit(text.trim());
    setBusy(false);
    if (sent) setText('');
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2" noValidate>
      <label className="sr-only" htmlFor={`${label}-text`}>
        {label}
      </label>
      <Textarea id={`${label}-text`} placeholder={label} value={text} maxLength={blogLimits.commentMax} onChange={(event) => setText(event.target.value)} aria-invalid={problem ? true : undefined} className="min-h-20" />
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Vazgeç
          </Button>
        )}
        <Button type="submit" size="sm" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function Byline({ name, date }: { name: string; date: string }) {
  return (
    <p className="flex items-center gap-2 text-sm">
      <Avatar name={name} size="sm" />
      <span className="font-semibold text-slate-900">{name}</span>
      <time className="text-slate-500" dateTime={date}>
        {formatDate(date)}
      </time>
    </p>
  );
}

function CommentItem({ comment, canWrite }: { comment: BlogComment; canWrite: boolean }) {
  const [replying, setReplying] = useState(false);
  const [addReply] = useAddBlogReplyMutation();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <Byline name={comment.user.name} date={comment.createdAt} />
      <p className="mt-2 whitespace-pre-line text-slate-700">{comment.content}</p>
      {comment.replies.length > 0 && (
        <ul className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4" aria-label="Yanıtlar">
          {comment.replies.map((reply) => (
            <li key={reply._id}>
              <Byline name={reply.user.name} date={reply.createdAt} />
              <p className="mt-1 whitespace-pre-line text-slate-700">{reply.content}</p>
            </li>
          ))}
        </ul>
      )}
      {canWrite &&
        (replying ? (
          <div className="mt-3">
            <TextForm
              label="Yanıtınız"
              submitLabel="Yanıtla"
              onCancel={() => setReplying(false)}
              onSubmit={async (content) => {
                const result = await addReply({ commentId: comment._id, content });
                if ('error' in result) return false;
                toast.success(result.data.message);
                setReplying(false);
                return true;
              }}
            />
          </div>
        ) : (
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setReplying(true)} aria-label={`${comment.user.name} adlı kişinin yorumunu yanıtla`}>
            <Reply aria-hidden className="size-4" /> Yanıtla
          </Button>
        ))}
    </li>
  );
}

/** The post's comments with their replies, the comment form for signed-in users, a sign-in prompt otherwise. */
export function BlogComments({ blogId, commentCount, loginTo }: { blogId: string; commentCount: number; loginTo: string }) {
  const user = useSelector(selectCurrentUser);
  const [page, setPage] = useState(1);
  const query = useListBlogCommentsQuery({ blogId, page });
  const [addComment] = useAddBlogCommentMutation();
  return (
    <section aria-labelledby="blog-comments-title" className="space-y-4">
      <h2 id="blog-comments-title" className="text-xl font-bold text-slate-900">
        Yorumlar ({formatCount(commentCount)})
      </h2>
      {user ? (
        <TextForm
          label="Yorumunuz"
          submitLabel="Yorum gönder"
          onSubmit={async (content) => {
            const result = await addComment({ blogId, content });
            if ('error' in result) return false;
            toast.success(result.data.message);
            setPage(1);
            return true;
          }}
        />
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">Yorum yazmak ve yanıtlamak için giriş yapın.</p>
          <ButtonLink to={loginTo} size="sm">
            Giriş Yap
          </ButtonLink>
        </div>
      )}
      <PagedList
        query={query}
        items={query.data?.comments}
        className="space-y-3"
        label="Yorum listesi"
        loading={{ label: 'Yorumlar yükleniyor', rows: 2, rowClassName: 'h-24 w-full rounded-xl' }}
        errorTitle="Yorumlar yüklenemedi"
        empty={
          <EmptyState Icon={MessageCircle} title="Henüz yorum yok">
            İlk yorumu siz yazın.
          </EmptyState>
        }
        renderItem={(comment) => <CommentItem key={comment._id} comment={comment} canWrite={Boolean(user)} />}
        pagination={query.data ? { page, totalPages: query.data.totalPages, onPageChange: setPage } : undefined}
      />
    </section>
  );
}
