/**
 * Turkish identifiers. A mobile number is normalised to +905XXXXXXXXX; anything else is null.
 * Accepts 05XX…, 5XX…, +905XX…, 905XX… with spaces, dashes or brackets.
 */
export function normalizeTurkishMobile(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+?90|0)?(5\d{9})$/.exec(digits);
  return match ? `+90${match[1]}` : null;
}
