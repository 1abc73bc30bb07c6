import { MessageCircleQuestion } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { answerLimits, type SellerQuestion } from '@pazaryeri/contract/questions/index';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterTabs } from '@/components/ui/filter-tabs';
import { PagedList } from '@/components/ui/paged-list';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
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

function QuestionRow({ question }: { question: SellerQuestion }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
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
  );
}

/** The store's question inbox (spec §7 Questions): unanswered first, answer or correct an answer. */
export function SellerQuestions() {
  const [status, setStatus] = useState<SellerQuestionStatus>('unanswered');
  const [page, setPage] = useState(1);
  const questions = useListSellerQuestionsQuery({ status, page });

  return (
    <div className="space-y-4">
      <FilterTabs
        label="Soru durumu"
        tabs={tabs}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        counts={questions.data?.counts}
      />
      <PagedList
        query={questions}
        items={questions.data?.questions}
        renderItem={(question) => <QuestionRow key={question._id} question={question} />}
        className="space-y-3"
        loading={{ label: 'Sorular yükleniyor', rows: 2, rowClassName: 'h-32 w-full rounded-2xl' }}
        errorTitle="Sorular yüklenemedi"
        empty={
          <EmptyState Icon={MessageCircleQuestion} title={status === 'unanswered' ? 'Yanıt bekleyen soru yok' : 'Soru bulunamadı'}>
            Müşterileriniz ürünleriniz hakkında soru sorduğunda burada görünür.
          </EmptyState>
        }
        pagination={
          questions.data && { page: questions.data.page, totalPages: questions.data.totalPages, total: questions.data.total, onPageChange: setPage }
        }
      />
    </div>
  );
}
