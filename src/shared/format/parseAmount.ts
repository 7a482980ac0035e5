// Spec §5 amount parsing: keep digits, '.', ',' and '-'. With both separators the last one is
// the decimal separator (the other is grouping); a lone comma is the decimal separator.
// Returns null when the result is not a number.

export function parseAmount(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  let text = value.replace(/[^0-9.,-]/g, '');
  if (!/\d/.test(text)) return null;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    text = text.split(grouping).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    text = text.split(',').join('.');
  }
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}
