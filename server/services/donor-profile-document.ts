// GenerateDonorProfile: a donor couple's profile as a PDF, made from exactly the view a recipient
// may see (MatchingSiteMember, privacy rules already applied), so the document can never show
// more than the screen. Streams are left uncompressed: the profile is a few kilobytes of text,
// and the text stays searchable (tests check what is and is not in it).
import PDFDocument from 'pdfkit';
import type { MatchingSiteMember } from '../contract/matching-site.ts';

const labels: Record<string, string> = {
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
};

function labelOf(key: string): string {
  return labels[key] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase());
}

function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(textOf).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return '';
}

export function renderDonorProfilePdf(profile: MatchingSiteMember, generatedAtUtc: string): Promise<Buffer> {
  const doc = new PDFDocument({ compress: false, size: 'LETTER', margin: 56, info: { Title: `Donor profile ${profile.profileCode}`, Author: 'Cryo Member Portal' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });

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

  doc.font('Helvetica-Bold').fontSize(18).text(`Donor profile ${profile.profileCode}`);
  doc.font('Helvetica').fontSize(11).text(profile.displayName ?? (profile.privacyTypeId === 'CLOS' ? 'Closed profile: the couple is known by its profile code.' : ''));
  doc.text(`${profile.ivfCenterName} · generated ${generatedAtUtc.slice(0, 10)}`);

  heading('At a glance');
  line('Residence state', profile.residenceState);
  line('Birth year', profile.birthYear);
  line('Height (cm)', profile.heightCm);
  line('Eye colour', profile.eyeColor);
  line('Hair colour', profile.hairColor);
  line('Race', profile.race);
  line('Religion', profile.religion);
  line('Education', profile.education);
  line('Embryos available', profile.eligibleEmbryoCount);

  section('About the couple', profile.coupleInformation);
  section('Considerations', profile.considerations);
  section('Medical information', profile.medicalInformation);
  if (profile.letter) {
    heading('Letter');
    doc.text(profile.letter);
  }
  if (profile.customDescription) {
    heading('In their own words');
    doc.text(profile.customDescription);
  }
  doc.end();
  return done;
}
