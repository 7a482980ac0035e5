// Money through Intl.NumberFormat in the clinic's culture with the accounting sign, so
// negatives show as the culture writes them ('($12.50)' in en-US, '-12,50 €' in es).
// Text is read with parseAmount; what is not a number shows as the symbol followed by 0.00.
import { parseAmount } from './parseAmount.ts';

function fallback(value: number, currencySymbol: string): string {
  const body = `${currencySymbol}${Math.abs(value).toFixed(2)}`;
  return value < 0 ? `(${body})` : body;
}

export function formatAmount(value: string | number | null | undefined, cultureInfo: string, currencyCode: string, currencySymbol: string): string {
  const amount = parseAmount(value);
  if (amount === null) return `${currencySymbol}0.00`;
  try {
    return new Intl.NumberFormat(cultureInfo || 'en-US', {
      style: 'currency',
      currency: currencyCode,
      currencySign: 'accounting',
    }).format(amount);
  } catch {
    // An unknown culture or currency code: keep the amount readable with the clinic's symbol.
    return fallback(amount, currencySymbol);
  }
}
