import { z } from 'zod';
import { addressMessages } from './messages';

/**
 * The il and the postcode as a Turkish address form sends them: the il by plate code ("34") or
 * name ("İstanbul", any case; the server checks it and the ilçe against it), the postcode 5 digits
 * or nothing. Shared by the address book and the billing identities.
 */
export const cityCodeField = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{1,2}$/.test(value), { error: addressMessages.cityUnknown })
  .optional()
  .transform((value) => value || undefined);

export const cityNameField = z
  .string()
  .trim()
  .max(50, { error: 'İl en fazla 50 karakter olabilir.' })
  .optional()
  .transform((value) => value || undefined);

export const zipField = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{5}$/.test(value), { error: 'Posta kodu 5 haneli olmalı.' })
  .nullish()
  .transform((value) => value || null);
