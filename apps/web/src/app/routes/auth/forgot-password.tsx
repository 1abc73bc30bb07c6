import { Link, useNavigate } from 'react-router';
import { messages } from '@pazaryeri/contract/messages';
import { ForgotPasswordForm } from '@/features/users/components/forgot-password-form';
import { toast } from '@/lib/toast';
import { AuthLayout } from './auth-layout';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();

  function onSent(email: string, message: string) {
    toast.success(message || messages.resetCodeSent);
    void navigate('/reset-code', { state: { email } });
  }

  return (
    <AuthLayout
      title="Şifremi Unuttum"
      description="Hesabınıza kayıtlı e-posta adresini girin; şifrenizi sıfırlamanız için 6 haneli bir doğrulama kodu gönderelim."
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Giriş sayfasına dön
        </Link>
      }
    >
      <ForgotPasswordForm onSent={onSent} />
    </AuthLayout>
  );
}
