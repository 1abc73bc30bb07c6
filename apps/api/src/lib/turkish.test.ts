import { describe, expect, it } from 'vitest';
import { buildSearchText, foldTurkish } from './turkish';

describe('foldTurkish', () => {
  it.each([
    [['vida', 'VİDA', 'Vida', 'vİda'], 'vida'],
    [['çelik', 'Çelik', 'CELIK', 'ÇELİK', 'celik'], 'celik'],
    [['ışık', 'isik', 'IŞIK', 'Işık', 'ISIK'], 'isik'],
    [['Güç Kaynağı', 'guc kaynagi', 'GÜÇ KAYNAĞI'], 'guc kaynagi'],
  ])('%j all fold to %s', (inputs, expected) => {
    for (const input of inputs) expect(foldTurkish(input)).toBe(expected);
  });

  it('turns punctuation into single spaces', () => {
    expect(foldTurkish('  M8×40 — DIN 933, (A2)  ')).toBe('m8 40 din 933 a2');
  });

  it('builds the searchable text from name, brand, categories and description', () => {
    expect(buildSearchText({ name: 'Altıgen Cıvata', brand: 'Öztürk', categoryNames: ['Hırdavat'], description: 'Çinko kaplı' })).toBe(
      'altigen civata ozturk hirdavat cinko kapli',
    );
  });
});
