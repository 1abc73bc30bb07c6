import { Link, useLocation, useNavigate } from 'react-router';
import { messages } from '@pazaryeri/contract/messages';
import { ResetCodeForm } from '@/features/users/components/reset-code-form';
import { toast } from '@/lib/toast';
import { AuthLayout } from './auth-layout';

export default function ResetCodePage() {
  const navigate = useNavigate();
  const state = useLocation().state as { email?: string } | null;
  const email = state?.email ?? '';

  function onVerified(message: string) {
    toast.success(message || messages.resetCodeVerified);
    void navigate('/reset-password');
  }

  return (
    <AuthLayout
      title="Doğrulama Kodu"
      description={
        email ? (
          <>
            <span className="font-semibold text-slate-800">{email}</span> adresine gönderdiğimiz 6 haneli kodu girin.
          </>
        ) : (
          'E-posta adresinizi ve size gönderdiğimiz 6 haneli kodu girin.'
        )
      }
      footer={
        <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
          Farklı bir e-posta adresi kullan
        </Link>
      }
    >
      <ResetCodeForm defaultEmail={email} onVerified={onVerified} />
    </AuthLayout>
  );
}
