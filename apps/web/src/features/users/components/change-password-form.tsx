import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { messages } from '@pazaryeri/contract/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { changePasswordForm, passwordHint } from '../form-schemas';
import { useUpdatePasswordMutation } from '../users-api';

interface ChangePasswordFormProps {
  hasPassword: boolean;
  /** The new token (every other session was revoked); the store already holds it. */
  onChanged: (token: string) => Promise<void>;
}

export function ChangePasswordForm({ hasPassword, onChanged }: ChangePasswordFormProps) {
  const [updatePassword] = useUpdatePasswordMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordForm),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', passwordConfirm: '' },
  });

  if (!hasPassword) {
    return (
      <Alert tone="info" title="Hesabınızın şifresi yok">
        {messages.passwordNotSet}{' '}
        <Link to="/forgot-password" className="font-semibold underline">
          Şifre belirle
        </Link>
      </Alert>
    );
  }

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      const { message, token } = await updatePassword({ oldPassword, newPassword }).unwrap();
      await onChanged(token);
      toast.success(message || messages.passwordUpdated);
      reset();
    } catch (error) {
      if (isApiError(error)) {
        applyServerFieldErrors(error, setError, ['oldPassword', 'newPassword']);
        if (error.status === 422) setError('oldPassword', { type: 'server', message: error.message });
      } else {
        toast.error(errorMessage(error));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label="Mevcut şifre" error={errors.oldPassword?.message}>
        <PasswordInput autoComplete="current-password" {...register('oldPassword')} />
      </FormField>
      <FormField label="Yeni şifre" error={errors.newPassword?.message} hint={passwordHint}>
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField label="Yeni şifre (tekrar)" error={errors.passwordConfirm?.message}>
        <PasswordInput autoComplete="new-password" {...register('passwordConfirm')} />
      </FormField>
      <p className="text-xs text-slate-500">Şifreniz değiştiğinde diğer cihazlardaki oturumlarınız kapatılır.</p>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" loading={isSubmitting}>
          {isSubmitting ? 'Güncelleniyor…' : 'Şifreyi Güncelle'}
        </Button>
      </div>
    </form>
  );
}
