const decimal = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });
const precise = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('tr-TR');

/** "40 × 20 × 40 mm" */
export const formatMm = (size: readonly number[]) => `${size.map((value) => decimal.format(value)).join(' × ')} mm`;
export const formatCm3 = (value: number) => `${precise.format(value)} cm³`;
export const formatMm2 = (value: number) => `${integer.format(Math.round(value))} mm²`;
export const formatGrams = (value: number) => `${decimal.format(value)} g`;
export const formatTriangles = (value: number) => integer.format(value);
export function formatBytes(bytes: number) {
  if (bytes < 1024 * 1024) return `${decimal.format(bytes / 1024)} KB`;
  return `${decimal.format(bytes / 1024 / 1024)} MB`;
}
