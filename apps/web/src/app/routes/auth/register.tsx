import { useSelector } from 'react-redux';
import { Link, Navigate, useSearchParams } from 'react-router';
import { RegisterForm } from '@/features/users/components/register-form';
import { selectCurrentUser } from '@/features/users';
import { safeCallbackPath } from '@/lib/safe-redirect';
import { useSession } from '../../session/session-provider';
import { AuthLayout } from './auth-layout';
import { useAfterSignIn } from './use-after-sign-in';

export default function RegisterPage() {
  const [params] = useSearchParams();
  const { status } = useSession();
  const user = useSelector(selectCurrentUser);
  const afterSignIn = useAfterSignIn('Hesabınız oluşturuldu. Hoş geldiniz!');

  if (status === 'authenticated' && user) {
    return <Navigate to={safeCallbackPath(params.get('callbackUrl'))} replace />;
  }

  return (
    <AuthLayout
      title="Hesap Oluştur"
      description="Ücretsiz hesabınızla teklif isteyin, sipariş verin ve satıcılarla doğrudan yazışın."
      footer={
        <>
          Zaten hesabınız var mı?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Giriş yapın
          </Link>
        </>
      }
    >
      <RegisterForm onRegistered={afterSignIn} />
    </AuthLayout>
  );
}
