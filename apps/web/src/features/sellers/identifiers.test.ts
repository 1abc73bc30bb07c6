import { describe, expect, it } from 'vitest';
import { validIds } from '@/testing/seller-fixtures';
import { checkIban, checkTaxNumber, formatIban } from './identifiers';

describe('tax number live check (as the API enforces it)', () => {
  it('asks limited and anonim şirketler for a 10-digit VKN with a valid check digit', () => {
    expect(checkTaxNumber('limited', validIds.vkn)).toEqual({ state: 'valid', message: 'Geçerli vergi kimlik numarası (VKN).' });
    expect(checkTaxNumber('anonymous', '1234567891')).toEqual({ state: 'invalid', message: 'Geçersiz vergi kimlik numarası (VKN).' });
    expect(checkTaxNumber('limited', '12345')).toMatchObject({ state: 'typing', message: expect.stringContaining('5/10') });
    expect(checkTaxNumber('limited', validIds.tckn)).toEqual({
      state: 'invalid',
      message: 'Limited ve anonim şirketler 10 haneli vergi kimlik numarasını (VKN) girmelidir.',
    });
  });

  it('asks bireysel and şahıs sellers for an 11-digit TCKN with valid check digits', () => {
    expect(checkTaxNumber('individual', validIds.tckn)).toEqual({ state: 'valid', message: 'Geçerli T.C. kimlik numarası.' });
    expect(checkTaxNumber('person', '12345678901')).toEqual({ state: 'invalid', message: 'Geçersiz T.C. kimlik numarası.' });
    expect(checkTaxNumber('person', '02345678950')).toMatchObject({ state: 'invalid' });
    // A VKN is complete at 10 digits, but an individual needs one more.
    expect(checkTaxNumber('individual', validIds.vkn)).toMatchObject({ state: 'typing', message: expect.stringContaining('10/11') });
  });

  it('waits for the company type and refuses letters', () => {
    expect(checkTaxNumber('', validIds.vkn)).toEqual({ state: 'idle', message: 'Önce şirket türünü seçin.' });
    expect(checkTaxNumber('limited', '12345abc')).toMatchObject({ state: 'invalid' });
    expect(checkTaxNumber('limited', '123 456 7890')).toMatchObject({ state: 'valid' });
  });
});

describe('IBAN live check and formatting', () => {
  it('groups a TR IBAN in fours as it is typed, upper-cased and at most 26 characters', () => {
    expect(formatIban('tr330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(formatIban('TR33 0006 10')).toBe('TR33 0006 10');
    expect(formatIban('TR330006100519786457841326999')).toBe('TR33 0006 1005 1978 6457 8413 26');
  });

  it('accepts a valid TR IBAN and refuses a wrong check number or another country', () => {
    expect(checkIban(formatIban(validIds.iban))).toEqual({ state: 'valid', message: 'Geçerli IBAN.' });
    expect(checkIban('TR340006100519786457841326')).toMatchObject({ state: 'invalid' });
    expect(checkIban('DE89370400440532013000')).toEqual({ state: 'invalid', message: 'IBAN TR ile başlamalı.' });
    expect(checkIban('TR3300')).toMatchObject({ state: 'typing' });
    expect(checkIban('')).toMatchObject({ state: 'idle' });
  });
});
