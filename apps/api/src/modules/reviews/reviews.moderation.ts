/** A web address or a bare domain (example.com, www.x.com.tr, https://…). */
const linkPattern = /(https?:\/\/|www\.)\S+|\b[a-z0-9][a-z0-9-]*\.(com|net|org|tr|io|co|biz|info|me|shop|store|xyz|online|site)\b/i;
/** Ten or more digits in a run of digits, spaces, dots, dashes, brackets and a plus: a phone number however written. */
const phonePattern = /\+?\(?\d[\d\s().-]{8,}\d/g;

/** True when a review names a link or a phone number: it then waits for an admin before it is public. */
export function needsApproval(text: string): boolean {
  if (linkPattern.test(text)) return true;
  return (text.match(phonePattern) ?? []).some((run) => run.replace(/\D/g, '').length >= 10);
}
