// Spec §5: the clinic contact to show — the disposition contact e-mail, else the billing contact
// phone (with its extension), else the phone; '' when there is none. Phones in the clinic country's format.
import { formatPhone } from './formatPhone.ts';

export interface ContactInfo {
  readonly dispositionContactEmail?: string | null;
  readonly billingContactPhone?: string | null;
  readonly billingContactPhoneExt?: string | null;
  readonly phone?: string | null;
}

const present = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

export function contactText(contact: ContactInfo | null | undefined, clinicCountry: string): string {
  if (!contact) return '';
  if (present(contact.dispositionContactEmail)) return contact.dispositionContactEmail.trim();
  if (present(contact.billingContactPhone)) return formatPhone(contact.billingContactPhone, contact.billingContactPhoneExt, clinicCountry);
  if (present(contact.phone)) return formatPhone(contact.phone, null, clinicCountry);
  return '';
}
