// GenerateDonorProfile: a donor couple's profile as a PDF, made from exactly the view a recipient
// may see (MatchingSiteMember, privacy rules already applied), so the document can never show
// more than the screen. Streams are left uncompressed: the profile is a few kilobytes of text,
// and the text stays searchable (tests check what is and is not in it).
import { newPdfDocument } from './pdf-document.ts';
import type { MatchingSiteMember } from '../../contract/api/matching-site.ts';
import { formatLongDate } from '../../contract/domain/dateFormat.ts';

type Locale = 'en-US' | 'en-GB' | 'es' | 'fr';

interface Texts {
  labels: Record<string, string>;
  yes: string;
  no: string;
  title: (code: string) => string;
  closed: string;
  generated: (clinic: string, date: string) => string;
  glance: string;
  facts: Record<'residenceState' | 'birthYear' | 'height' | 'eyeColor' | 'hairColor' | 'race' | 'religion' | 'education' | 'embryos', string>;
  sections: Record<'couple' | 'considerations' | 'medical' | 'letter' | 'ownWords', string>;
}

const american: Texts = {
  labels: {
    aboutUs: 'About us',
    occupation: 'Occupation',
    partnerOccupation: "Partner's occupation",
    interests: 'Interests',
    hobbies: 'Hobbies',
    childrenAtHome: 'Children at home',
    openToContact: 'Open to contact',
    siblingsWelcome: 'Siblings welcome',
    siblingsTogether: 'Siblings together',
    contactPreference: 'Contact preference',
    contactAfterDonation: 'Contact after donation',
    notes: 'Notes',
    geneticTesting: 'Genetic testing',
    geneticScreening: 'Genetic screening',
    familyHistory: 'Family history',
    conditions: 'Conditions',
    bloodTypes: 'Blood types',
    firstName: 'First name',
    partnerFirstName: "Partner's first name",
    city: 'City',
  },
  yes: 'Yes',
  no: 'No',
  title: (code) => `Donor profile ${code}`,
  closed: 'Closed profile: the couple is known by its profile code.',
  generated: (clinic, date) => `${clinic} · generated ${date}`,
  glance: 'At a glance',
  facts: {
    residenceState: 'Residence state',
    birthYear: 'Birth year',
    height: 'Height (cm)',
    eyeColor: 'Eye color',
    hairColor: 'Hair color',
    race: 'Race',
    religion: 'Religion',
    education: 'Education',
    embryos: 'Embryos available',
  },
  sections: { couple: 'About the couple', considerations: 'Considerations', medical: 'Medical information', letter: 'Letter', ownWords: 'In their own words' },
};

/** The donor-profile PDF's words in the reader's language (en-US with American spelling). */
export const donorProfileTexts: Record<Locale, Texts> = {
  'en-US': american,
  'en-GB': { ...american, facts: { ...american.facts, residenceState: 'State or county of residence', eyeColor: 'Eye colour', hairColor: 'Hair colour' } },
  es: {
    labels: {
      aboutUs: 'Sobre nosotros',
      occupation: 'Profesión',
      partnerOccupation: 'Profesión de la pareja',
      interests: 'Intereses',
      hobbies: 'Aficiones',
      childrenAtHome: 'Hijos en casa',
      openToContact: 'Abiertos al contacto',
      siblingsWelcome: 'Hermanos bienvenidos',
      siblingsTogether: 'Hermanos juntos',
      contactPreference: 'Preferencia de contacto',
      contactAfterDonation: 'Contacto tras la donación',
      notes: 'Notas',
      geneticTesting: 'Pruebas genéticas',
      geneticScreening: 'Cribado genético',
      familyHistory: 'Antecedentes familiares',
      conditions: 'Enfermedades',
      bloodTypes: 'Grupos sanguíneos',
      firstName: 'Nombre',
      partnerFirstName: 'Nombre de la pareja',
      city: 'Ciudad',
    },
    yes: 'Sí',
    no: 'No',
    title: (code) => `Perfil de donantes ${code}`,
    closed: 'Perfil cerrado: la pareja se identifica por su código de perfil.',
    generated: (clinic, date) => `${clinic} · generado el ${date}`,
    glance: 'De un vistazo',
    facts: {
      residenceState: 'Estado o provincia de residencia',
      birthYear: 'Año de nacimiento',
      height: 'Altura (cm)',
      eyeColor: 'Color de ojos',
      hairColor: 'Color de pelo',
      race: 'Origen étnico',
      religion: 'Religión',
      education: 'Estudios',
      embryos: 'Embriones disponibles',
    },
    sections: { couple: 'Sobre la pareja', considerations: 'Consideraciones', medical: 'Información médica', letter: 'Carta', ownWords: 'En sus propias palabras' },
  },
  fr: {
    labels: {
      aboutUs: 'À propos de nous',
      occupation: 'Profession',
      partnerOccupation: 'Profession du ou de la partenaire',
      interests: 'Centres d’intérêt',
      hobbies: 'Loisirs',
      childrenAtHome: 'Enfants au foyer',
      openToContact: 'Ouverts au contact',
      siblingsWelcome: 'Fratrie bienvenue',
      siblingsTogether: 'Fratrie réunie',
      contactPreference: 'Préférence de contact',
      contactAfterDonation: 'Contact après le don',
      notes: 'Notes',
      geneticTesting: 'Tests génétiques',
      geneticScreening: 'Dépistage génétique',
      familyHistory: 'Antécédents familiaux',
      conditions: 'Pathologies',
      bloodTypes: 'Groupes sanguins',
      firstName: 'Prénom',
      partnerFirstName: 'Prénom du ou de la partenaire',
      city: 'Ville',
    },
    yes: 'Oui',
    no: 'Non',
    title: (code) => `Profil de donneurs ${code}`,
    closed: 'Profil fermé : le couple est désigné par son code de profil.',
    generated: (clinic, date) => `${clinic} · généré le ${date}`,
    glance: 'En bref',
    facts: {
      residenceState: 'État ou région de résidence',
      birthYear: 'Année de naissance',
      height: 'Taille (cm)',
      eyeColor: 'Couleur des yeux',
      hairColor: 'Couleur des cheveux',
      race: 'Origine',
      religion: 'Religion',
      education: 'Études',
      embryos: 'Embryons disponibles',
    },
    sections: { couple: 'À propos du couple', considerations: 'Points à considérer', medical: 'Informations médicales', letter: 'Lettre', ownWords: 'Avec leurs propres mots' },
  },
};

export async function renderDonorProfilePdf(profile: MatchingSiteMember, generatedAtUtc: string, locale: Locale = 'en-US'): Promise<Buffer> {
  const t = donorProfileTexts[locale];
  const labelOf = (key: string) => t.labels[key] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase());
  const textOf = (value: unknown): string => {
    if (Array.isArray(value)) return value.map(textOf).join(', ');
    if (typeof value === 'boolean') return value ? t.yes : t.no;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    return '';
  };
  const { doc, bytes } = await newPdfDocument({ compress: false, size: 'LETTER', margin: 56, info: { Title: t.title(profile.profileCode), Author: 'Cryo Member Portal' } });

  const heading = (text: string) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text).font('Helvetica').fontSize(11).moveDown(0.2);
  const line = (label: string, value: unknown) => {
    const text = textOf(value);
    if (text !== '') doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(text);
  };
  const section = (title: string, values: Record<string, unknown> | null) => {
    const entries = Object.entries(values ?? {}).filter(([, value]) => textOf(value) !== '');
    if (entries.length === 0) return;
    heading(title);
    for (const [key, value] of entries) line(labelOf(key), value);
  };

  doc.font('Helvetica-Bold').fontSize(18).text(t.title(profile.profileCode));
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(profile.displayName ?? (profile.privacyTypeId === 'CLOS' ? t.closed : ''));
  doc.text(t.generated(profile.ivfCenterName, formatLongDate(generatedAtUtc.slice(0, 10), locale)));

  heading(t.glance);
  line(t.facts.residenceState, profile.residenceState);
  line(t.facts.birthYear, profile.birthYear);
  line(t.facts.height, profile.heightCm);
  line(t.facts.eyeColor, profile.eyeColor);
  line(t.facts.hairColor, profile.hairColor);
  line(t.facts.race, profile.race);
  line(t.facts.religion, profile.religion);
  line(t.facts.education, profile.education);
  line(t.facts.embryos, profile.eligibleEmbryoCount);

  section(t.sections.couple, profile.coupleInformation);
  section(t.sections.considerations, profile.considerations);
  section(t.sections.medical, profile.medicalInformation);
  if (profile.letter) {
    heading(t.sections.letter);
    doc.text(profile.letter);
  }
  if (profile.customDescription) {
    heading(t.sections.ownWords);
    doc.text(profile.customDescription);
  }
  doc.end();
  return bytes;
}
