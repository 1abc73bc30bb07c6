const ones = ['', 'Bir', 'İki', 'Üç', 'Dört', 'Beş', 'Altı', 'Yedi', 'Sekiz', 'Dokuz'];
const tens = ['', 'On', 'Yirmi', 'Otuz', 'Kırk', 'Elli', 'Altmış', 'Yetmiş', 'Seksen', 'Doksan'];
/** Thousands groups from the lowest; a safe integer of kuruş stays below 10^14 lira, inside trilyon. */
const scales = ['', 'Bin', 'Milyon', 'Milyar', 'Trilyon'];

/** 1–999 in words; a lone hundred is 'Yüz', never 'Bir Yüz'. */
function hundredsInWords(value: number): string[] {
  const hundred = Math.floor(value / 100);
  const words = hundred === 0 ? [] : hundred === 1 ? ['Yüz'] : [ones[hundred], 'Yüz'];
  const ten = tens[Math.floor((value % 100) / 10)];
  const one = ones[value % 10];
  return [...words, ten, one].filter(Boolean);
}

/** A whole number in words, 'Sıfır' for 0; one thousand is 'Bin', never 'Bir Bin' (1001000 → 'Bir Milyon Bin'). */
function integerInWords(value: number): string {
  if (value === 0) return 'Sıfır';
  const words: string[] = [];
  let rest = value;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group === 0) continue;
    const groupWords = scale === 1 && group === 1 ? [] : hundredsInWords(group);
    words.unshift(...[...groupWords, scales[scale]].filter(Boolean));
  }
  return words.join(' ');
}

/**
 * A TRY amount in words as an invoice prints it under its total: 123456 kuruş → 'Yalnız Bin İki Yüz
 * Otuz Dört Türk Lirası Elli Altı Kuruş'; no kuruş part when there are none ('Yalnız Yüz Türk
 * Lirası'); 0 → 'Yalnız Sıfır Türk Lirası'. Words are title-cased and spaced, as in the example the
 * integrators print.
 */
export function amountInWords(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) throw new RangeError(`an amount in words needs a whole, non-negative number of kuruş, got ${kurus}`);
  const lira = Math.floor(kurus / 100);
  const rest = kurus % 100;
  const words = `Yalnız ${integerInWords(lira)} Türk Lirası`;
  return rest === 0 ? words : `${words} ${integerInWords(rest)} Kuruş`;
}
