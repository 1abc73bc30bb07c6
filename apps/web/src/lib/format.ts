const integer = new Intl.NumberFormat('tr-TR');
const longDate = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });

export function formatCount(value: number): string {
  return integer.format(value);
}

const sizeFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

/** "850 B", "12,4 KB", "3,2 MB" */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / 1024 / 1024)} MB`;
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

const money = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
const shortDate = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short' });
const numericDate = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric' });

export function formatMoney(value: number): string {
  return money.format(value);
}

/** A calendar day (YYYY-MM-DD) as "5 May", read as that day wherever the browser is. */
export function formatDayShort(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : shortDate.format(date);
}

/** "15.01.2025": tables where a long month name would not fit. */
export function formatDateNumeric(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : numericDate.format(date);
}

/** "+905321234567" → "0532 123 45 67" (also landlines and 0850); anything else as it came. */
export function formatPhone(phone: string | null | undefined): string {
  const match = phone && /^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `0${match[1]} ${match[2]} ${match[3]} ${match[4]}` : (phone ?? '');
}
