import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import { messages } from '@pazaryeri/contract/messages';
import { ResetPasswordForm } from '@/features/users/components/reset-password-form';
import { selectTemporaryToken } from '@/features/users';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { AuthLayout } from './auth-layout';

export default function ResetPasswordPage() {
  const temporaryToken = useSelector(selectTemporaryToken);
  const navigate = useNavigate();

  function onReset(message: string) {
    toast.success(message || messages.passwordReset);
    void navigate('/login', { replace: true });
  }

  return (
    <AuthLayout
      title="Yeni Şifre Belirleyin"
      description="Hesabınız için güçlü, başka yerde kullanmadığınız bir şifre seçin."
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Giriş sayfasına dön
        </Link>
      }
    >
      {temporaryToken ? (
        <ResetPasswordForm temporaryToken={temporaryToken} onReset={onReset} />
      ) : (
        <div className="space-y-4">
          <Alert tone="warning" title="Doğrulama gerekli">
            Yeni şifre belirlemek için önce e-postanıza gönderilen kodu doğrulamalısınız.
          </Alert>
          <ButtonLink to="/forgot-password" className="w-full">
            Doğrulama kodu iste
          </ButtonLink>
        </div>
      )}
    </AuthLayout>
  );
}
