import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { forgetPasswordBody } from '@pazaryeri/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useForgetPasswordMutation } from '../users-api';

export function ForgotPasswordForm({ onSent }: { onSent: (email: string, message: string) => void }) {
  const [forgetPassword] = useForgetPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgetPasswordBody), mode: 'onTouched', defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    const result = await forgetPassword({ email });
    if ('data' in result && result.data) onSent(email, result.data.message);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label="E-posta adresi" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="ornek@firma.com" {...register('email')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {isSubmitting ? 'Kod gönderiliyor…' : 'Doğrulama Kodu Gönder'}
      </Button>
    </form>
  );
}
