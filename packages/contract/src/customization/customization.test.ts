import { describe, expect, it } from 'vitest';
import { type CustomField, customTemplateBody, validateCustomValues } from './index';

const fields: CustomField[] = [
  { key: 'yazi', label: 'Plaket yazısı', type: 'text', required: true, maxLength: 10 },
  { key: 'adet', label: 'Yükseklik', type: 'number', required: false, min: 10, max: 300 },
  { key: 'renk', label: 'Renk', type: 'choice', required: true, choices: ['Altın', 'Gümüş'] },
  { key: 'logo', label: 'Logo', type: 'image', required: false },
];

describe('validateCustomValues', () => {
  it('accepts what the template allows and writes numbers as numbers', () => {
    expect(validateCustomValues(fields, { yazi: ' Ada ', adet: '12,5', renk: 'Altın' })).toEqual({
      values: [
        { key: 'yazi', label: 'Plaket yazısı', type: 'text', value: 'Ada' },
        { key: 'adet', label: 'Yükseklik', type: 'number', value: '12.5' },
        { key: 'renk', label: 'Renk', type: 'choice', value: 'Altın' },
      ],
      errors: {},
    });
  });

  it('names every problem in Turkish: required, length, range, choice, unknown field', () => {
    expect(validateCustomValues(fields, { yazi: 'x'.repeat(11), adet: '5', renk: 'Mor', boya: 'kırmızı' }).errors).toEqual({
      yazi: '"Plaket yazısı" en fazla 10 karakter olabilir.',
      adet: '"Yükseklik" 10 ile 300 arasında olmalı.',
      renk: '"Renk" için listedeki seçeneklerden birini seçin.',
      boya: 'Şablonda olmayan bir alan gönderildi: boya.',
    });
    expect(validateCustomValues(fields, {}).errors).toEqual({ yazi: '"Plaket yazısı" alanı zorunludur.', renk: '"Renk" alanı zorunludur.' });
  });
});

describe('customTemplateBody', () => {
  it('refuses a choice list with fewer than two choices and an inverted range', () => {
    const result = customTemplateBody.safeParse({
      name: 'Plaket',
      fields: [
        { label: 'Renk', type: 'choice', choices: ['Altın'] },
        { label: 'Boy', type: 'number', min: 50, max: 10 },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['"Renk" için en az iki seçenek girin.', '"Boy" için en küçük değer en büyükten büyük olamaz.']);
  });
});
