// Spec §9 date display: 'DD MMMM, YYYY' in English ('09 February, 2024'), the long date form in
// Spanish and French ('9 de febrero de 2024', '9 février 2024'). Invalid or missing dates display
// as ''. The formatting itself is contract/domain/dateFormat.ts, shared with the API's e-mails and PDFs.
import { formatLongDate } from '../../../contract/domain/dateFormat.ts';

export function formatDate(value: string | Date | number | null | undefined, locale: string, zone?: string): string {
  return formatLongDate(value, locale, zone);
}
