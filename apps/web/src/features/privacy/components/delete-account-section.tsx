import { skipToken } from '@reduxjs/toolkit/query';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { deletionMessages } from '@pazaryeri/contract/privacy/index';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/input';
import { GoogleSignInButton, selectCurrentUser, useGetUserQuery } from '@/features/users';
import { errorMessage, expectSessionEnd, isApiError } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { useDeleteAccountMutation } from '../privacy-api';

const consequences = [
  'Hesabınıza bir daha giriş yapılamaz; tüm oturumlarınız kapanır.',
  'Adınız, e-posta adresiniz, telefonunuz, adresleriniz, favorileriniz ve takip ettiğiniz mağazalar silinir.',
  'Değerlendirmeleriniz, sorularınız ve mesajlarınız "Silinmiş kullanıcı" adıyla görünür.',
  'Satıcıysanız mağazanız yayından kalkar ve bekleyen teklifleriniz geri çekilir.',
  'Sipariş ve ödeme kayıtlarınız vergi mevzuatı gereği 10 yıl saklanır; yalnızca yöneticiler ve satış yapan mağaza görebilir.',
];

/**
 * "Hesabımı sil" (KVKK art. 7): what deleting means, a confirmation, and the password again (or a
 * fresh Google sign-in for an account without one). The server refuses (409) while an order, a
 * payout or freelance work is still open and says which; `onDeleted` ends the session.
 */
export function DeleteAccountSection({ onDeleted }: { onDeleted: (message: string) => Promise<void> }) {
  const user = useSelector(selectCurrentUser);
  // The session cannot tell whether the account has a password; our own record can.
  const record = useGetUserQuery(user?._id ?? skipToken);
  const config = useAppConfig();
  const [deleteAccount, deletion] = useDeleteAccountMutation();
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const hasPassword = record.data && 'hasPassword' in record.data ? record.data.hasPassword : (user?.hasPassword ?? true);
  const failure = deletion.error;

  const confirmed = () => {
    if (!understood) setProblem('Devam etmek için hesabınızın silineceğini anladığınızı onaylayın.');
    return understood;
  };

  async function remove(body: { password?: string; credential?: string }) {
    if (!confirmed()) return;
    setProblem(null);
    // From the moment the server may delete the account, another call of this tab (a poll, a
    // refetch) can answer 401 before the deletion's own answer arrives: not an expired session.
    expectSessionEnd(user?.token ?? null);
    try {
      const result = await deleteAccount(body);
      if ('data' in result && result.data) await onDeleted(result.data.message);
    } finally {
      expectSessionEnd(null);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed()) return;
    if (!password) {
      setProblem(deletionMessages.passwordRequired);
      return;
    }
    void remove({ password });
  }

  return (
    <section aria-labelledby="delete-account-title" className="rounded-2xl border border-red-200 bg-white shadow-sm">
      <header className="flex items-start gap-3 border-b border-red-100 px-5 py-4 sm:px-6">
        <Trash2 aria-hidden className="mt-0.5 size-5 shrink-0 text-red-600" />
        <div>
          <h2 id="delete-account-title" className="font-semibold text-slate-900">
            Hesabımı sil
          </h2>
          <p className="text-sm text-slate-500">Hesabınızı ve kişisel verilerinizi kalıcı olarak silin. Bu işlem geri alınamaz.</p>
        </div>
      </header>
      <div className="grid gap-6 p-5 sm:p-6 md:grid-cols-2">
        <div className="text-sm text-slate-600">
          <p className="font-medium text-slate-900">Hesabınızı sildiğinizde</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {consequences.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3">
            Teslim edilmemiş bir siparişiniz, mağazanızın aktarılmamış bir ödemesi ya da devam eden bir özel işiniz varsa önce bunların
            tamamlanması gerekir. Silmeden önce verilerinizin bir kopyasını indirebilirsiniz.
          </p>
        </div>
        <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl bg-red-50/60 p-4 sm:p-5">
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-red-600"
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
            />
            <span>Hesabımın ve kişisel verilerimin kalıcı olarak silineceğini anlıyorum.</span>
          </label>
          {hasPassword ? (
            <>
              <FormField
                label="Şifreniz"
                error={isApiError(failure) && failure.status === 422 ? failure.message : undefined}
                hint="Güvenliğiniz için şifrenizi yeniden girin."
              >
                <PasswordInput autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
              </FormField>
              <Button type="submit" variant="danger" loading={deletion.isLoading} className="w-full sm:w-auto">
                {deletion.isLoading ? 'Hesabınız siliniyor…' : 'Hesabımı kalıcı olarak sil'}
              </Button>
            </>
          ) : config?.googleClientId ? (
            <div className="space-y-2">
              <p className="text-sm text-slate-700">Hesabınız Google ile açıldı. Silmek için Google ile yeniden giriş yapın:</p>
              <GoogleSignInButton clientId={config.googleClientId} onCredential={(credential) => void remove({ credential })} />
              {isApiError(failure) && failure.status === 422 && <p className="text-sm text-red-700">{failure.message}</p>}
            </div>
          ) : (
            <Alert tone="info">Hesabınızın şifresi yok. Önce "Şifremi unuttum" ile bir şifre belirleyin, sonra hesabınızı silebilirsiniz.</Alert>
          )}
          {problem && <p className="text-sm font-medium text-red-700">{problem}</p>}
          {failure && !(isApiError(failure) && failure.status === 422) && (
            <Alert tone={isApiError(failure) && failure.status === 409 ? 'warning' : 'error'}>{errorMessage(failure)}</Alert>
          )}
        </form>
      </div>
    </section>
  );
}
