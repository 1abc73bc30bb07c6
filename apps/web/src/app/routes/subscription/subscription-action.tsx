import { CheckCircle2, MailX, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';

interface Outcome {
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  data?: { message: string; data: { email: string } };
  error?: unknown;
}

/** The card both subscription pages show: what happened to which address, or why the link failed. */
export function SubscriptionCard({ title, outcome, idle }: { title: string; outcome: Outcome; idle?: React.ReactNode }) {
  return (
    <section className="mx-auto my-12 max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <div className="mt-6 space-y-4 text-sm text-slate-600" aria-live="polite">
        {outcome.isLoading && <Spinner label="İşleniyor" />}
        {outcome.isSuccess && outcome.data && (
          <>
            <CheckCircle2 aria-hidden className="mx-auto size-10 text-emerald-600" />
            <p className="font-medium text-slate-900">{outcome.data.data.email}</p>
            <p>{outcome.data.message}</p>
          </>
        )}
        {outcome.isError && (
          <>
            <TriangleAlert aria-hidden className="mx-auto size-10 text-amber-600" />
            <p role="alert">{errorMessage(outcome.error)}</p>
          </>
        )}
        {!outcome.isLoading && !outcome.isSuccess && !outcome.isError && idle}
      </div>
      <ButtonLink to="/" variant="outline" className="mt-8">
        Alışverişe dön
      </ButtonLink>
    </section>
  );
}

/** The link's token, and a trigger that fires once (React's strict mode runs effects twice). */
export function useTokenOnce(run: (token: string) => void, auto: boolean) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const done = useRef(false);
  useEffect(() => {
    if (auto && token && !done.current) {
      done.current = true;
      run(token);
    }
  }, [auto, run, token]);
  return token;
}

export const MissingToken = () => (
  <>
    <MailX aria-hidden className="mx-auto size-10 text-slate-400" />
    <p>Bağlantı eksik. Lütfen e-postadaki bağlantıyı olduğu gibi açın.</p>
  </>
);
