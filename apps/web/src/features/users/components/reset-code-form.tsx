import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { resetCodeCheckBody } from '@pazaryeri/contract';
import { messages } from '@pazaryeri/contract/messages';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useForgetPasswordMutation, useResetCodeCheckMutation } from '../users-api';

interface ResetCodeFormProps {
  defaultEmail: string;
  onVerified: (message: string) => void;
}

export function ResetCodeForm({ defaultEmail, onVerified }: ResetCodeFormProps) {
  const [checkCode] = useResetCodeCheckMutation();
  const [resend, { isLoading: resending }] = useForgetPasswordMutation();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetCodeCheckBody),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail, code: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await checkCode(values);
    if ('error' in result) {
      if (isApiError(result.error) && result.error.status === 422) {
        setError('code', { type: 'server', message: result.error.message });
      }
      return;
    }
    onVerified(result.data.message);
  });

  async function onResend() {
    if (!(await trigger('email'))) return;
    const result = await resend({ email: getValues('email').trim() });
    if ('data' in result && result.data) toast.success(result.data.message || messages.resetCodeSent);
  }

  const codeField = register('code');
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label="E-posta adresi" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label="6 haneli doğrulama kodu" error={errors.code?.message} hint="Gelen kutunuzu ve istenmeyen (spam) klasörünü kontrol edin.">
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="••••••"
          className="h-14 text-center font-mono text-2xl tracking-[0.5em] sm:text-2xl"
          {...codeField}
          onChange={(event) => {
            event.target.value = event.target.value.replace(/\D/g, '').slice(0, 6);
            void codeField.onChange(event);
          }}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
        {isSubmitting ? 'Doğrulanıyor…' : 'Kodu Doğrula'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Kod gelmedi mi?{' '}
        <button
          type="button"
          onClick={onResend}
          disabled={resending}
          className="font-semibold text-brand-700 hover:underline disabled:opacity-60"
        >
          {resending ? 'Gönderiliyor…' : 'Yeniden gönder'}
        </button>
      </p>
    </form>
  );
}
