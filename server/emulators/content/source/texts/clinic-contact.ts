// The contact and opening-hours footer panels of every seeded clinic, written from the clinic's own
// record (server/db/seed/demo-data.ts) so the footer never disagrees with the clinic's details
// (issue 15): its name, contact e-mail, phone in the portal's phone format (contract/domain/phoneNumbers.ts:
// the US pattern for US numbers, the national format otherwise) and the time zone of its hours.
import { phoneNumbers } from '../../../../services/phone-numbers.ts';
import type { ContentLocale, FooterPanelId } from './content-texts.ts';

/** What the panels take from a clinic record. */
export interface ClinicContactRecord {
  name: string;
  country_code: string;
  time_zone: string;
  phone: string | null;
  disposition_contact_email: string | null;
}

interface Labels {
  /** Labels with the colon as the language writes it ('Téléphone :'). */
  support: string;
  phone: string;
  /** Opening hours of a clinic without hours of its own; `{timeZone}` is the clinic's zone. */
  hours: string;
}

const american: Labels = {
  support: 'Member support:',
  phone: 'Phone:',
  hours: `## Opening hours
Monday to Friday, 8 am to 6 pm ({timeZone})

Saturday, 9 am to 1 pm

Our storage team is on call 24 hours a day for anything urgent about your stored samples.`,
};

const LABELS: Record<ContentLocale, Labels> = {
  'en-US': american,
  // British English writes the times closed up: '8am to 6pm'.
  'en-GB': { ...american, hours: american.hours.replace(/(\d) ([ap]m)/g, '$1$2') },
  es: {
    support: 'Atención a miembros:',
    phone: 'Teléfono:',
    hours: `## Horario de atención
De lunes a viernes, de 8:00 a 18:00 ({timeZone})

Sábados, de 9:00 a 13:00

Nuestro equipo de almacenamiento está de guardia las 24 horas para cualquier urgencia relacionada con sus muestras.`,
  },
  fr: {
    support: 'Accompagnement des membres :',
    phone: 'Téléphone :',
    hours: `## Horaires d’ouverture
Du lundi au vendredi, de 8 h à 18 h ({timeZone})

Le samedi, de 9 h à 13 h

Notre équipe de conservation est d’astreinte 24 h/24 pour toute urgence concernant vos échantillons.`,
  },
};

/** Names Intl writes awkwardly ('heure : Royaume-Uni'). */
const ZONE_NAMES: Partial<Record<string, Partial<Record<ContentLocale, string>>>> = {
  'Europe/London': { fr: 'heure du Royaume-Uni' },
};

/** The clinic's time zone as a reader of `locale` names it: 'Eastern Time', 'hora de Europa central'. */
export function timeZoneName(timeZone: string, locale: ContentLocale): string {
  const named = ZONE_NAMES[timeZone]?.[locale];
  if (named) return named;
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date(Date.UTC(2026, 0, 15)));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** The clinic's phone as its members read it, and the tel: link to dial it; null without a valid phone. */
export function clinicPhone(clinic: Pick<ClinicContactRecord, 'phone' | 'country_code'>): { display: string; e164: string } | null {
  const e164 = clinic.phone ? phoneNumbers.toStored(clinic.phone, clinic.country_code) : null;
  return e164 ? { display: phoneNumbers.format(e164, null, clinic.country_code), e164 } : null;
}

/**
 * The clinic's contact and hours panels in `locale`. `hours` is the clinic's own hours text, if it has
 * one; in it, as in the default, `{timeZone}` stands for the clinic's zone.
 */
export function clinicFooterPanels(clinic: ClinicContactRecord, locale: ContentLocale, hours?: string): Pick<Record<FooterPanelId, string>, 'contact' | 'hours'> {
  const labels = LABELS[locale];
  const phone = clinicPhone(clinic);
  const lines = [
    `## ${clinic.name}`,
    ...(clinic.disposition_contact_email ? [`${labels.support} [${clinic.disposition_contact_email}](mailto:${clinic.disposition_contact_email})`] : []),
    ...(phone ? [`${labels.phone} [${phone.display}](tel:${phone.e164})`] : []),
  ];
  return {
    contact: `${lines[0]}\n${lines.slice(1).join('\n\n')}`,
    hours: (hours ?? labels.hours).replaceAll('{timeZone}', timeZoneName(clinic.time_zone, locale)),
  };
}
