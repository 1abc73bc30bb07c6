import { z } from 'zod';
import { role } from './users';

/** The `/api/auth` session routes (a NextAuth-compatible surface for the credentials provider). */
export const sessionUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  isAdmin: z.boolean(),
  image: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionResponse = z.union([
  z.object({ user: sessionUser, expires: z.string(), accessToken: z.string() }),
  z.object({}).strict(),
]);
export type Session = { user: SessionUser; expires: string; accessToken: string };

export const csrfResponse = z.object({ csrfToken: z.string() });

export const provider = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  signinUrl: z.string(),
  callbackUrl: z.string(),
});
export const providersResponse = z.record(z.string(), provider);

/** Result of signIn/signOut with `json=true`: where to go next, and for sign-in the outcome. */
export const signinResult = z.object({
  url: z.string(),
  ok: z.boolean(),
  status: z.number(),
  error: z.string().nullable(),
});
export type SigninResult = z.infer<typeof signinResult>;

export const sessionErrors = ['SessionRequired', 'CredentialsSignin', 'Configuration', 'AccessDenied', 'Default'] as const;
