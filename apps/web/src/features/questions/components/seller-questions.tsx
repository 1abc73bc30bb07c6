import { MessageCircleQuestion } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { answerLimits, type SellerQuestion } from '@pazaryeri/contract/questions/index';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { formatCount, formatDate } from '@/lib/format';
import { productPath } from '@/lib/paths';
import { useAnswerQuestionMutation, useListSellerQuestionsQuery, type SellerQuestionStatus } from '../questions-api';

const tabs: Array<[SellerQuestionStatus, string]> = [
  ['unanswered', 'Yanıt bekleyen'],
  ['answered', 'Yanıtlanan'],
  ['all', 'Tümü'],
];

function AnswerForm({ question }: { question: SellerQuestion }) {
  const [answer, setAnswer] = useState(question.answer ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { isLoading }] = useAnswerQuestionMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = answer.trim();
    if (text.length < answerLimits.min) {
      setProblem(text ? `Yanıt en az ${answerLimits.min} karakter olmalı.` : 'Yanıt gerekli.');
      return;
    }
    setProblem(null);
    const result = await send({ id: question._id, answer: text });
    if ('data' in result && result.data) toast.success(result.data.message);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 space-y-2">
      <label htmlFor={`answer-${question._id}`} className="sr-only">
        Yanıtınız
      </label>
      <Textarea
        id={`answer-${question._id}`}
        rows={2}
        maxLength={answerLimits.max}
        placeholder="Yanıtınızı yazın"
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        aria-invalid={problem ? true : undefined}
      />
      {problem && (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      )}
      <Button type="submit" size="sm" loading={isLoading}>
        {question.isAnswered ? 'Yanıtı güncelle' : 'Yanıtla'}
      </Button>
    </form>
  );
}

/** The store's question inbox (spec §7 Questions): unanswered first, answer or correct an answer. */
export function SellerQuestions() {
  const [status, setStatus] = useState<SellerQuestionStatus>('unanswered');
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, error, refetch, isFetching } = useListSellerQuestionsQuery({ status, page });

  return (
    <div className="space-y-4">
      <div role="tablist" aria-label="Soru durumu" className="flex flex-wrap gap-2">
        {tabs.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={status === value}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm font-semibold',
              status === value ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {label}
            {data && <span className="ml-1.5 opacity-70">{formatCount(data.counts[value])}</span>}
          </button>
        ))}
      </div>
      {isLoading ? (
        <div aria-busy aria-label="Sorular yükleniyor" className="space-y-3">
          <Skeleton className="h-32 w-full rounded-2xl" />
          <Skeleton className="h-32 w-full rounded-2xl" />
        </div>
      ) : isError ? (
        <LoadError title="Sorular yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data?.questions.length ? (
        <EmptyState Icon={MessageCircleQuestion} title={status === 'unanswered' ? 'Yanıt bekleyen soru yok' : 'Soru bulunamadı'}>
          Müşterileriniz ürünleriniz hakkında soru sorduğunda burada görünür.
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {data.questions.map((question) => (
              <li key={question._id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
                <div className="flex items-start gap-3">
                  {question.product.image ? (
                    <img src={question.product.image} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
                  ) : (
                    <span aria-hidden className="size-12 shrink-0 rounded-lg bg-slate-100" />
                  )}
                  <div className="min-w-0 flex-1">
                    <Link to={productPath(question.product.slug)} className="text-sm font-semibold text-brand-700 hover:underline">
                      {question.product.name}
                    </Link>
                    <p className="mt-1 text-slate-900">{question.question}</p>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                      {question.askedBy} · {formatDate(question.createdAt)}
                      <Badge tone={question.isAnswered ? 'success' : 'warning'}>{question.isAnswered ? 'Yanıtlandı' : 'Yanıt bekliyor'}</Badge>
                    </p>
                  </div>
                </div>
                <AnswerForm question={question} />
              </li>
            ))}
          </ul>
          <Pagination page={data.page} totalPages={data.totalPages} total={data.total} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
