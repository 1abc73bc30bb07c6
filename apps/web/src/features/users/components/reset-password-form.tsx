import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/input';
import { passwordHint, resetPasswordForm } from '../form-schemas';
import { useResetPasswordMutation } from '../users-api';

interface ResetPasswordFormProps {
  temporaryToken: string;
  onReset: (message: string) => void;
}

export function ResetPasswordForm({ temporaryToken, onReset }: ResetPasswordFormProps) {
  const [resetPassword] = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordForm),
    mode: 'onTouched',
    defaultValues: { newPassword: '', passwordConfirm: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    const result = await resetPassword({ newPassword, temporaryToken });
    if ('data' in result && result.data) onReset(result.data.message);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label="Yeni şifre" error={errors.newPassword?.message} hint={passwordHint}>
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField label="Yeni şifre (tekrar)" error={errors.passwordConfirm?.message}>
        <PasswordInput autoComplete="new-password" {...register('passwordConfirm')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {isSubmitting ? 'Kaydediliyor…' : 'Şifremi Güncelle'}
      </Button>
    </form>
  );
}
