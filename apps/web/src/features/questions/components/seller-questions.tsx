import { MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { answerLimits, answerQuestionBody, type SellerQuestion } from '@pazaryeri/contract/questions/index';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { InboxList, useInboxTabs } from '@/components/ui/inbox-list';
import { ReplyForm } from '@/components/ui/reply-form';
import { formatDate } from '@/lib/format';
import { productPath } from '@/lib/paths';
import { useAnswerQuestionMutation, useListSellerQuestionsQuery, type SellerQuestionStatus } from '../questions-api';

const tabs: Array<[SellerQuestionStatus, string]> = [
  ['unanswered', 'Yanıt bekleyen'],
  ['answered', 'Yanıtlanan'],
  ['all', 'Tümü'],
];

function AnswerForm({ question }: { question: SellerQuestion }) {
  const [send, { isLoading }] = useAnswerQuestionMutation();
  return (
    <ReplyForm
      id={`answer-${question._id}`}
      label="Yanıtınız"
      placeholder="Yanıtınızı yazın"
      current={question.isAnswered ? (question.answer ?? '') : null}
      maxLength={answerLimits.max}
      schema={answerQuestionBody}
      field="answer"
      send={(answer) => send({ id: question._id, answer })}
      sending={isLoading}
    />
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
  const state = useInboxTabs<SellerQuestionStatus>('unanswered');
  const questions = useListSellerQuestionsQuery({ status: state.status, page: state.page });

  return (
    <div className="space-y-4">
      <InboxList
        label="Soru durumu"
        tabs={tabs}
        state={state}
        query={questions}
        items={questions.data?.questions}
        renderItem={(question) => <QuestionRow key={question._id} question={question} />}
        loadingLabel="Sorular yükleniyor"
        errorTitle="Sorular yüklenemedi"
        empty={
          <EmptyState Icon={MessageCircleQuestion} title={state.status === 'unanswered' ? 'Yanıt bekleyen soru yok' : 'Soru bulunamadı'}>
            Müşterileriniz ürünleriniz hakkında soru sorduğunda burada görünür.
          </EmptyState>
        }
      />
    </div>
  );
}
