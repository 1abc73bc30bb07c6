import { z } from 'zod';

// Building blocks of the sellers schemas; not re-exported from the contract.

/** A required text field with Turkish messages: empty, too short, too long. */
export const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} gerekli.` })
    .trim()
    .min(1, { error: `${label} gerekli.`, abort: true })
    .min(min, { error: `${label} en az ${min} karakter olmalı.` })
    .max(max, { error: `${label} en fazla ${max} karakter olabilir.` });

/** '' and missing both mean "not given". */
export const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** An optional field where an empty string means "leave it as it is". */
export const keepIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

/** An optional field where an empty string clears it (null). */
export const clearIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable().optional());
