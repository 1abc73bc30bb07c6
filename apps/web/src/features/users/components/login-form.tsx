import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { loginBody, type AuthResponse } from '@pazaryeri/contract';
import { messages } from '@pazaryeri/contract/messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, PasswordInput } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useLoginMutation } from '../users-api';

interface LoginFormProps {
  /** Runs after the API accepted the credentials (the user is already in the store). */
  onSignedIn: (auth: AuthResponse) => Promise<void>;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [login] = useLoginMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginBody),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSignedIn(await login(values).unwrap());
    } catch (error) {
      applyServerFieldErrors(error, setError, ['email', 'password']);
      // API failures are already announced by the store; anything else is ours to show.
      if (!isApiError(error)) toast.error(errorMessage(error, messages.loginFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label="E-posta adresi" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="ornek@firma.com" {...register('email')} />
      </FormField>
      <FormField
        label="Şifre"
        error={errors.password?.message}
        action={
          <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            Şifremi unuttum
          </Link>
        }
      >
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {isSubmitting ? 'Giriş yapılıyor…' : 'Giriş Yap'}
      </Button>
    </form>
  );
}
