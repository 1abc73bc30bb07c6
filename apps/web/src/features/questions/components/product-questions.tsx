import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn, MessageCircleQuestion } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { askQuestionBody } from '@pazaryeri/contract/questions/index';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
import { applyServerFieldErrors } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useAskQuestionMutation, useListProductQuestionsQuery } from '../questions-api';

function AskForm({ productId }: { productId: string }) {
  const [ask] = useAskQuestionMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(askQuestionBody), defaultValues: { productId, question: '' } });

  const submit = handleSubmit(async (values) => {
    const result = await ask({ productId, question: values.question });
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      reset({ productId, question: '' });
    } else applyServerFieldErrors(result.error, setError, ['question']);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <FormField label="Satıcıya sorunuz" error={errors.question?.message} hint="Yanıtlandığında bu sayfada görünür.">
        <Textarea rows={3} placeholder="Ürünle ilgili merak ettiğinizi yazın" {...register('question')} />
      </FormField>
      <Button type="submit" loading={isSubmitting}>
        Soru sor
      </Button>
    </form>
  );
}

/** The product's questions: answered ones (and the viewer's own), and the form to ask. */
export function ProductQuestions({ productId, signedIn, loginTo }: { productId: string; signedIn: boolean; loginTo: string }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, error, refetch, isFetching } = useListProductQuestionsQuery({ productId, page });

  return (
    <div className="space-y-6">
      {signedIn ? (
        <AskForm productId={productId} />
      ) : (
        <Alert title="Oturum açmanız gerekiyor">
          <p>Satıcıya soru sormak için giriş yapın.</p>
          <ButtonLink to={loginTo} size="sm" variant="outline" className="mt-3">
            <LogIn aria-hidden className="size-4" />
            Giriş yap
          </ButtonLink>
        </Alert>
      )}
      {isLoading ? (
        <div className="space-y-3" aria-busy aria-label="Sorular yükleniyor">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : isError ? (
        <LoadError title="Sorular yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data?.questions.length ? (
        <EmptyState Icon={MessageCircleQuestion} title="Henüz soru sorulmadı">
          Bu ürünle ilgili ilk soruyu siz sorun.
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {data.questions.map((question) => (
              <li key={question._id} className="rounded-2xl border border-slate-200 bg-white p-4">
                <p className="text-sm font-medium text-slate-900">{question.question}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {question.askedBy} · {formatDate(question.createdAt)}
                </p>
                {question.answer ? (
                  <div className="mt-3 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
                    <p className="text-xs font-semibold text-brand-700">Satıcının yanıtı</p>
                    <p className="mt-1">{question.answer}</p>
                  </div>
                ) : (
                  <p className="mt-2 text-xs font-medium text-amber-700">Yanıt bekleniyor</p>
                )}
              </li>
            ))}
          </ul>
          <Pagination page={data.page} totalPages={data.totalPages} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
