import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { AuthResponse } from '@pazaryeri/contract';
import { messages } from '@pazaryeri/contract/messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, PasswordInput } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { passwordHint, registerForm } from '../form-schemas';
import { useRegisterMutation } from '../users-api';

export function RegisterForm({ onRegistered }: { onRegistered: (auth: AuthResponse) => Promise<void> }) {
  const [registerUser] = useRegisterMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerForm),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '', passwordConfirm: '', kvkkConsent: false },
  });

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    try {
      await onRegistered(await registerUser({ name, email, password }).unwrap());
    } catch (error) {
      applyServerFieldErrors(error, setError, ['name', 'email', 'password']);
      if (isApiError(error) && error.status === 409) setError('email', { type: 'server', message: error.message });
      if (!isApiError(error)) toast.error(errorMessage(error, messages.registerFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label="Ad soyad" error={errors.name?.message}>
        <Input autoComplete="name" placeholder="Adınız ve soyadınız" {...register('name')} />
      </FormField>
      <FormField label="E-posta adresi" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="ornek@firma.com" {...register('email')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Şifre" error={errors.password?.message} hint={passwordHint}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label="Şifre (tekrar)" error={errors.passwordConfirm?.message}>
          <PasswordInput autoComplete="new-password" {...register('passwordConfirm')} />
        </FormField>
      </div>
      <div className="space-y-1.5">
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-600"
            aria-invalid={errors.kvkkConsent ? true : undefined}
            {...register('kvkkConsent')}
          />
          <span>
            <Link to="/footer/kvkk" target="_blank" className="font-medium text-brand-700 hover:underline">
              KVKK Aydınlatma Metni
            </Link>
            ’ni okudum;{' '}
            <Link to="/footer/kullanim-kosullari" target="_blank" className="font-medium text-brand-700 hover:underline">
              Kullanım Koşulları
            </Link>
            ’nı kabul ediyorum.
          </span>
        </label>
        {errors.kvkkConsent && (
          <p role="alert" className="text-sm text-red-600">
            {errors.kvkkConsent.message}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {isSubmitting ? 'Hesabınız oluşturuluyor…' : 'Hesap Oluştur'}
      </Button>
    </form>
  );
}
