import { z } from 'zod';
import { passwordLimits, registerBody, resetPasswordBody, updatePasswordBody } from '@pazaryeri/contract';

/** Forms validate with the API's own schemas; these add what only the form has (confirmation, consent). */
const passwordConfirm = z.string().min(1, { error: 'Şifrenizi tekrar girin.' });
const passwordsMatch = { path: ['passwordConfirm'], error: 'Şifreler eşleşmiyor.' };

export const passwordHint = `En az ${passwordLimits.min} karakter; en az bir harf ve bir rakam.`;

export const registerForm = registerBody
  .extend({
    passwordConfirm,
    kvkkConsent: z.boolean().refine(Boolean, {
      error: 'Devam etmek için KVKK Aydınlatma Metni’ni ve Kullanım Koşulları’nı onaylamalısınız.',
    }),
  })
  .refine((form) => form.password === form.passwordConfirm, passwordsMatch);

export const resetPasswordForm = resetPasswordBody
  .pick({ newPassword: true })
  .extend({ passwordConfirm })
  .refine((form) => form.newPassword === form.passwordConfirm, passwordsMatch);

export const changePasswordForm = updatePasswordBody
  .extend({ passwordConfirm })
  .refine((form) => form.newPassword === form.passwordConfirm, passwordsMatch);
