import { useSelector } from 'react-redux';
import { Link, Navigate, useSearchParams } from 'react-router';
import { messages } from '@pazaryeri/contract/messages';
import { GoogleSignInButton } from '@/features/users/components/google-sign-in-button';
import { LoginForm } from '@/features/users/components/login-form';
import { selectCurrentUser, useGoogleLoginMutation } from '@/features/users';
import { Alert } from '@/components/ui/alert';
import { useAppConfig } from '@/lib/app-config';
import { errorMessage, isApiError } from '@/lib/api-client';
import { safeCallbackPath } from '@/lib/safe-redirect';
import { toast } from '@/lib/toast';
import { useSession } from '../../session/session-provider';
import { AuthLayout } from './auth-layout';
import { useAfterSignIn } from './use-after-sign-in';

export default function LoginPage() {
  const [params] = useSearchParams();
  const { status } = useSession();
  const user = useSelector(selectCurrentUser);
  const config = useAppConfig();
  const afterSignIn = useAfterSignIn('Giriş başarılı. Hoş geldiniz!');
  const [googleLogin] = useGoogleLoginMutation();
  const callbackUrl = params.get('callbackUrl');
  const registerLink = callbackUrl ? `/register?${new URLSearchParams({ callbackUrl })}` : '/register';

  if (status === 'authenticated' && user) {
    return <Navigate to={safeCallbackPath(callbackUrl)} replace />;
  }

  async function onGoogleCredential(idToken: string) {
    try {
      await afterSignIn(await googleLogin({ token: idToken }).unwrap());
    } catch (error) {
      if (!isApiError(error)) toast.error(errorMessage(error, messages.loginFailed));
    }
  }

  return (
    <AuthLayout
      title="Giriş Yap"
      description="Siparişlerinizi, mesajlarınızı ve mağazanızı yönetmek için hesabınıza giriş yapın."
      footer={
        <>
          Hesabınız yok mu?{' '}
          <Link to={registerLink} className="font-semibold text-brand-700 hover:underline">
            Ücretsiz kayıt olun
          </Link>
        </>
      }
    >
      {params.get('error') === 'SessionRequired' && (
        <Alert tone="warning" className="mb-6">
          Bu sayfayı görmek için giriş yapmalısınız.
        </Alert>
      )}
      <LoginForm onSignedIn={afterSignIn} />
      {config?.googleClientId && (
        <>
          <div className="my-6 flex items-center gap-3 text-xs text-slate-500">
            <span className="h-px flex-1 bg-slate-200" />
            veya
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <GoogleSignInButton clientId={config.googleClientId} onCredential={onGoogleCredential} />
        </>
      )}
    </AuthLayout>
  );
}
