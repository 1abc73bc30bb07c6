/** A web address or a bare domain (example.com, www.x.com.tr, https://…); Turkish letters count as letters around it. */
const linkPattern = /(https?:\/\/|www\.)\S+|(?<![\p{L}\p{N}-])[a-z0-9][a-z0-9-]*\.(com|net|org|tr|io|co|biz|info|me|shop|store|xyz|online|site)(?![\p{L}\p{N}])/iu;
/** A run of digits, spaces, dots, dashes and brackets, perhaps after a plus: how people write phone numbers. */
const digitRunPattern = /\+?\(?\d[\d\s().-]{6,}\d/g;

/**
 * A Turkish number (10 digits from an area or mobile code, after 0 or +90 or neither) or an
 * international one with its plus. Other long numbers are not phones: an order time stamp, a
 * 13-digit barcode, a price or a date stay public.
 */
function isPhoneNumber(run: string): boolean {
  const digits = run.replace(/\D/g, '');
  if (run.startsWith('+') && digits.length >= 8 && digits.length <= 15) return true;
  const national = digits.length === 12 && digits.startsWith('90') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits;
  return /^[2-58]\d{9}$/.test(national);
}

/** True when a review names a link or a phone number: it then waits for an admin before it is public. */
export function needsApproval(text: string): boolean {
  if (linkPattern.test(text)) return true;
  return (text.match(digitRunPattern) ?? []).some((run) => isPhoneNumber(run.trim()));
}
