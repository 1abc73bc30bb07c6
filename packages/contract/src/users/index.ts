import { z } from 'zod';
import { optionalTurkishMobileField } from '../identifiers';

export const roles = ['user', 'seller', 'admin', 'marketing'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

export const passwordLimits = { min: 8, max: 128 } as const;

export const email = z
  .string({ error: 'E-posta adresi gerekli.' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'E-posta adresi çok uzun.' })
  .pipe(z.email({ error: 'Geçerli bir e-posta adresi girin.' }));

/** A new password: 8–128 characters with at least one letter and one digit. */
export const newPassword = z
  .string({ error: 'Şifre gerekli.' })
  .min(passwordLimits.min, { error: `Şifre en az ${passwordLimits.min} karakter olmalı.` })
  .max(passwordLimits.max, { error: `Şifre en fazla ${passwordLimits.max} karakter olabilir.` })
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), {
    error: 'Şifre en az bir harf ve bir rakam içermeli.',
  });

const existingPassword = z
  .string({ error: 'Şifre gerekli.' })
  .min(1, { error: 'Şifre gerekli.' })
  .max(passwordLimits.max, { error: 'Şifre hatalı.' });

export const personName = z
  .string({ error: 'Ad soyad gerekli.' })
  .trim()
  .min(2, { error: 'Ad soyad en az 2 karakter olmalı.' })
  .max(80, { error: 'Ad soyad en fazla 80 karakter olabilir.' });

/** A Turkish mobile number, normalised to +905XXXXXXXXX; an empty string clears it (null). */
export const turkishMobile = optionalTurkishMobileField();

export const registerBody = z.object({ name: personName, email, password: newPassword });
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({ email, password: existingPassword });
export type LoginBody = z.infer<typeof loginBody>;

export const googleLoginBody = z.object({
  token: z.string({ error: 'Google kimlik belirteci gerekli.' }).min(10).max(8192),
});
export type GoogleLoginBody = z.infer<typeof googleLoginBody>;

export const forgetPasswordBody = z.object({ email });
export type ForgetPasswordBody = z.infer<typeof forgetPasswordBody>;

export const resetCode = z
  .string({ error: 'Doğrulama kodu gerekli.' })
  .trim()
  .regex(/^\d{6}$/, { error: 'Doğrulama kodu 6 haneli olmalı.' });

export const resetCodeCheckBody = z.object({ email, code: resetCode });
export type ResetCodeCheckBody = z.infer<typeof resetCodeCheckBody>;

export const resetPasswordBody = z.object({
  newPassword,
  temporaryToken: z.string({ error: 'Geçici belirteç gerekli.' }).min(10).max(4096),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const updatePasswordBody = z.object({ oldPassword: existingPassword, newPassword });
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

export const updateProfileBody = z
  .object({
    name: personName.optional(),
    email: email.optional(),
    phone: turkishMobile.optional(),
  })
  .strict();
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** What a signed-in user knows about themselves (spec §3 "User info"). */
export const userInfo = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: role,
  isAdmin: z.boolean(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const userInfoWithToken = userInfo.extend({ token: z.string() });
export type UserInfoWithToken = z.infer<typeof userInfoWithToken>;

export const authResponse = userInfoWithToken.extend({ message: z.string().optional() });
export type AuthResponse = z.infer<typeof authResponse>;

/** Another user as anyone may see them: no e-mail, phone or role details. */
export const publicUser = z.object({
  _id: z.string(),
  name: z.string(),
  role: role,
  avatar: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const getUserResponse = z.union([userInfo, publicUser]);

export const resetCodeCheckResponse = z.object({ message: z.string(), temporaryToken: z.string() });
export type ResetCodeCheckResponse = z.infer<typeof resetCodeCheckResponse>;

export const updatePasswordResponse = z.object({ message: z.string(), token: z.string() });
export type UpdatePasswordResponse = z.infer<typeof updatePasswordResponse>;

export const profileResponse = userInfo.extend({ message: z.string() });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** Avatar uploads (multipart field `avatar`). */
export const avatarLimits = { maxBytes: 5 * 1024 * 1024 } as const;
