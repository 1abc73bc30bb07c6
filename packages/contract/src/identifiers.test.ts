import { describe, expect, it } from 'vitest';
import { isValidTckn, isValidTrIban, isValidVkn } from './identifiers';

describe('TCKN', () => {
  it.each(['10000000146', '12345678950'])('accepts %s', (value) => expect(isValidTckn(value)).toBe(true));
  it.each([
    ['wrong 10th digit', '10000000156'],
    ['wrong 11th digit', '10000000147'],
    ['leading zero', '01234567890'],
    ['10 digits', '1000000014'],
    ['letters', '1000000014a'],
  ])('refuses %s', (_why, value) => expect(isValidTckn(value)).toBe(false));
});

describe('VKN', () => {
  it.each(['1234567890', '0010000009'])('accepts %s', (value) => expect(isValidVkn(value)).toBe(true));
  it.each([
    ['wrong check digit', '1234567891'],
    ['11 digits', '12345678901'],
    ['letters', '12345678a0'],
  ])('refuses %s', (_why, value) => expect(isValidVkn(value)).toBe(false));
});

describe('IBAN', () => {
  it.each(['TR330006100519786457841326', 'TR33 0006 1005 1978 6457 8413 26', 'tr330006100519786457841326'])('accepts %s', (value) =>
    expect(isValidTrIban(value)).toBe(true),
  );
  it.each([
    ['a changed digit', 'TR330006100519786457841327'],
    ['reserved digit not 0', 'TR330006110519786457841326'],
    ['too short', 'TR3300061005197864578413'],
    ['another country', 'DE89370400440532013000'],
  ])('refuses %s', (_why, value) => expect(isValidTrIban(value)).toBe(false));
});
