// Every e-mail template and every PDF the portal sends, rendered for real in the four locales
// (issue 15): each is in its reader's language (words only that language uses), carries no
// template placeholder, writes its dates the locale's way, and en-US uses American spelling.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { accountMail, type MailLocale, type MailText } from '../../../server/services/account-mail.ts';
import { authMail } from '../../../server/services/auth-mail.ts';
import { collectionTexts } from '../../../server/services/collection-mail.ts';
import { matchingRequestMail } from '../../../server/services/matching-mail.ts';
import { consentMail, itemInWords, type DecisionFacts } from '../../../server/services/consent-mail.ts';
import { renderConsentDocument } from '../../../server/services/consent-document.ts';
import { renderDonorProfilePdf } from '../../../server/services/donor-profile-document.ts';
import { paymentExpiredMail, paymentReceiptMail } from '../../../server/services/payment-mail.ts';
import { storedItemUpdateMail } from '../../../server/services/staff/staff-mail.ts';
import type { MatchingSiteMember, RequestKind, RequestStateCode } from '../../../contract/api/matching-site.ts';
import { pdfText } from '../support/matching.ts';

const locales: MailLocale[] = ['en-US', 'en-GB', 'es', 'fr'];

/** Words only that language writes (at least one must appear), and English words a translation must not keep. */
const language: Record<MailLocale, RegExp> = {
  'en-US': /\b(your|the|you)\b/i,
  'en-GB': /\b(your|the|you)\b/i,
  es: /\b(su|sus|usted|los|las|del|para|una|ha)\b/i,
  fr: /\b(votre|vos|vous|les|des|pour|une)\b/i,
};
const english = /\b(your|the|you|please|with)\b/i;
const british = /\b(colours?|centres?|cancell(ed|ing|ation)|authoris(e|ed|ation)|organis(e|ed|ation)|favourites?|licence|behaviours?|enrolment|enrols?|recognis(e|ed))\b/i;

/** The long date of 24 November 2026 as each locale writes it. */
const longDate: Record<MailLocale, string> = { 'en-US': '24 November, 2026', 'en-GB': '24 November, 2026', es: '24 de noviembre de 2026', fr: '24 novembre 2026' };

function assertIn(locale: MailLocale, what: string, text: string): void {
  assert.match(text, language[locale], `${what} (${locale}) is not in its language:\n${text}`);
  if (locale === 'es' || locale === 'fr') assert.doesNotMatch(text, english, `${what} (${locale}) keeps English words:\n${text}`);
  if (locale === 'en-US') assert.doesNotMatch(text, british, `${what} (en-US) uses British spelling:\n${text}`);
  assert.doesNotMatch(text, /\{\{?\w+\}?\}|undefined|\[object/, `${what} (${locale}) has an unfilled value:\n${text}`);
  assert.doesNotMatch(text, /\.\./, `${what} (${locale}) has a doubled full stop:\n${text}`);
}

const mailText = (mail: MailText) => `${mail.subject}\n${mail.text}`;

const facts: DecisionFacts = {
  option: 'donate-to-science',
  items: '3 embryos (#12)',
  clinic: 'Clínica Sol',
  ownerName: 'Maya Okoro',
  coOwnerName: 'Leo Okoro',
  startedAtUtc: '2026-11-24T10:15:00Z',
};

function mailsOf(locale: MailLocale): [string, MailText][] {
  const at = '2026-11-24T15:30:00Z';
  const collection = collectionTexts[locale];
  const collectionMail = (subject: string, lines: string[]): MailText => ({ subject, text: [collection.greeting('Ana'), ...lines].join('\n\n'), html: '' });
  return [
    ['account: locked out', accountMail.lockedOut(locale, 'Ana')],
    ['account: credentials changed', accountMail.credentialsChanged(locale, 'Ana', 'both', at)],
    ['account: confirm new e-mail', accountMail.confirmNewEmail(locale, 'Ana', 'http://localhost/confirm')],
    ['account: e-mail change notice', accountMail.emailChangeNotice(locale, 'Ana', 'new@example.com', at, 'http://localhost/undo')],
    ['account: e-mail change undone', accountMail.emailChangeUndone(locale, 'Ana', at)],
    ['sign-in: password reset', authMail.passwordReset(locale, 'Ana', 'http://localhost/reset')],
    ['sign-in: user names', authMail.userNames(locale, 'Ana', ['ana.one', 'ana.two'])],
    ['sign-in: code', authMail.signInCode(locale, '123456')],
    ['consent: ask partner (link)', consentMail.askPartner(locale, 'Leo', facts, { link: 'http://localhost/cosign' }, '2026-12-24')],
    ['consent: ask partner (account)', consentMail.askPartner(locale, 'Leo', facts, { portal: 'http://localhost/' }, '2026-12-24')],
    ['consent: partner signed', consentMail.partnerSigned(locale, 'Maya', facts, 'Leo Okoro', at)],
    ['consent: copy', consentMail.copyOfSignature(locale, 'Maya', facts, at)],
    ['consent: withdrawn', consentMail.withdrawn(locale, 'Maya', facts, { name: 'Leo Okoro', isReader: false }, at)],
    ['consent: lapsed', consentMail.lapsed(locale, 'Maya', facts, 'Maya Okoro', 'Leo Okoro')],
    ...(['member', 'partnerWithAccount', 'partnerByLink'] as const).flatMap((reader): [string, MailText][] => {
      const facts = {
        items: itemInWords(locale, { id: 12, item_type_id: 'CRY', count: 3 }),
        clinic: 'Clínica Sol',
        dueDate: '2026-11-24',
        partner: reader === 'member' ? 'Leo Okoro' : 'Maya Okoro',
        portal: 'http://localhost/',
        reader,
      };
      return [
        [`consent: storage reminder to the ${reader}`, consentMail.storageReminder(locale, 'Maya', { ...facts, daysLeft: 30 })],
        [`consent: storage lapsed to the ${reader}`, consentMail.storageLapsed(locale, 'Maya', facts)],
      ];
    }),
    ['payment: receipt', paymentReceiptMail(locale, { firstName: 'Ana', amount: '250,00 €', paidAt: at, method: 'PayPal', reference: 'CAP-1', clinic: 'Clínica Sol' })],
    ['payment: expired', paymentExpiredMail(locale, { firstName: 'Ana', amount: '250,00 €', startedAt: at, clinic: 'Clínica Sol' })],
    ['staff: stored item done', storedItemUpdateMail(locale, { name: 'Ana', prefix: 'ICR', description: 'Batch 4', state: 'DSCI', sub: null, denied: false, reason: null })],
    ['staff: stored item denied', storedItemUpdateMail(locale, { name: 'Ana', prefix: 'GCR', description: '', state: 'NDON', sub: null, denied: true, reason: 'Medical review' })],
    ['collection: site changed', collectionMail(collection.siteChangedSubject('Clínica Sol'), [collection.siteChanged('50002'), collection.notYou])],
    [
      'collection: appointment canceled',
      collectionMail(collection.appointmentCancelledSubject('Clínica Sol'), [collection.appointmentCancelledAt('50002', 'x'), collection.reason('x'), collection.newTime]),
    ],
    ['collection: collection canceled', collectionMail(collection.collectionCancelledSubject('Clínica Sol'), collection.collectionCancelled('50002'))],
    ['collection: enrollment package', collectionMail(collection.packageSubject('Clínica Sol'), collection.package('50002'))],
    ...matchingMails(locale),
  ];
}

const requestKinds: RequestKind[] = ['MATCH', 'PHOTOS', 'RESERVATION'];
const requestStates: RequestStateCode[] = ['REQUESTED', 'ACCEPTED', 'DECLINED', 'CANCELLED'];

/** Every matching-request mail: each kind, each state, to each side. */
function matchingMails(locale: MailLocale): [string, MailText][] {
  return requestKinds.flatMap((kind) =>
    requestStates.flatMap((state) =>
      (['donor', 'recipient'] as const).map((side): [string, MailText] => [
        `matching: ${kind} ${state} to the ${side}`,
        matchingRequestMail(locale, side, { kind, state, readerName: 'Ana', counterpartName: side === 'donor' ? 'RC-1042' : 'Carol & Dave' }),
      ]),
    ),
  );
}

void describe('every e-mail template in the four locales', () => {
  for (const locale of locales) {
    void test(locale, () => {
      for (const [what, mail] of mailsOf(locale)) {
        assert.ok(mail.subject.trim() !== '' && mail.text.trim() !== '', `${what} (${locale}) is empty`);
        assertIn(locale, what, mailText(mail));
      }
    });
  }

  void test('a storage reminder links the member to the portal; a partner’s, who cannot start the renewal, has no link and says how they will sign', () => {
    for (const locale of locales) {
      const facts = { items: '3', clinic: 'Sol', dueDate: '2026-11-24', daysLeft: 30, portal: 'http://localhost/member/home' };
      const member = consentMail.storageReminder(locale, 'Maya', { ...facts, partner: 'Leo Okoro', reader: 'member' });
      const withAccount = consentMail.storageReminder(locale, 'Leo', { ...facts, partner: 'Maya Okoro', reader: 'partnerWithAccount' });
      const byLink = consentMail.storageReminder(locale, 'Leo', { ...facts, partner: 'Maya Okoro', reader: 'partnerByLink' });
      assert.ok(member.text.includes('http://localhost/member/home'), `${locale}: ${member.text}`);
      for (const partner of [withAccount, byLink]) {
        assert.doesNotMatch(partner.text, /https?:\/\//, `${locale}: ${partner.text}`);
        assert.ok(partner.text.includes('Maya Okoro'), `${locale}: the member who starts it is named`);
      }
      assert.notEqual(withAccount.text, byLink.text, `${locale}: with and without an account read differently`);
      const lapsedToPartner = consentMail.storageLapsed(locale, 'Leo', { ...facts, partner: 'Maya Okoro', reader: 'partnerWithAccount' });
      assert.doesNotMatch(lapsedToPartner.text, /https?:\/\//);
    }
  });

  void test('dates in mails are written the locale’s way', () => {
    for (const locale of locales) {
      const reminder = consentMail.storageReminder(locale, 'Maya', {
        items: '3',
        clinic: 'Sol',
        dueDate: '2026-11-24',
        daysLeft: 30,
        partner: null,
        portal: 'http://localhost/',
        reader: 'member',
      });
      assert.ok(reminder.text.includes(longDate[locale]), `${locale}: ${reminder.text}`);
    }
  });

  void test('matching mails greet the reader, name the counterpart and differ from one another', () => {
    for (const locale of locales) {
      const mails = matchingMails(locale);
      assert.equal(mails.length, 24);
      for (const [what, mail] of mails) {
        assert.ok(mail.text.startsWith(locale === 'es' ? 'Hola, Ana:' : locale === 'fr' ? 'Bonjour Ana,' : 'Hello Ana,'), `${what} (${locale}):\n${mail.text}`);
        assert.match(mail.text, what.endsWith('donor') ? /RC-1042/ : /Carol & Dave/, `${what} (${locale})`);
      }
      assert.equal(new Set(mails.map(([, mail]) => mail.subject)).size, mails.length, `${locale}: two matching mails share a subject`);
    }
    const cancelled = (locale: MailLocale) => matchingRequestMail(locale, 'recipient', { kind: 'MATCH', state: 'CANCELLED', readerName: 'Ana', counterpartName: 'Carol & Dave' });
    assert.equal(cancelled('en-US').subject, 'Your match request was canceled');
    assert.equal(cancelled('en-GB').subject, 'Your match request was cancelled');
    assert.equal(cancelled('es').subject, 'Se ha cancelado su solicitud de emparejamiento');
    assert.equal(cancelled('fr').subject, 'Votre demande de mise en relation a été annulée');
  });

  void test('the en-US and en-GB collection mails differ only in spelling', () => {
    assert.match(collectionTexts['en-US'].packageSubject('Northside'), /enrollment/);
    assert.match(collectionTexts['en-GB'].packageSubject('Thames'), /enrolment/);
    assert.match(collectionTexts['en-US'].appointmentCancelled('1'), /canceled/);
    assert.match(collectionTexts['en-GB'].appointmentCancelled('1'), /cancelled/);
  });
});

const donor: MatchingSiteMember = {
  memberId: 7,
  profileCode: 'NS-1024',
  privacyTypeId: 'OPEN',
  displayName: 'Ana & Luis',
  ivfCenterId: 1,
  ivfCenterName: 'Northside Fertility',
  residenceState: 'MA',
  birthYear: 1985,
  heightCm: 170,
  eyeColor: 'Brown',
  hairColor: 'Black',
  race: null,
  religion: null,
  education: null,
  eligibleEmbryoCount: 3,
  hasPhotos: false,
  coupleInformation: { occupation: 'Teacher', openToContact: true },
  considerations: { siblingsWelcome: false },
  medicalInformation: { bloodTypes: 'A+' },
  letter: null,
  customDescription: null,
  photos: [],
  matchRequestState: null,
  photosRequestState: null,
  reservations: [],
};

const pdfWords: Record<MailLocale, { donor: string[]; consent: string }> = {
  'en-US': { donor: ['Donor profile NS-1024', 'Eye color', 'Occupation', 'Yes'], consent: 'Consent record' },
  'en-GB': { donor: ['Donor profile NS-1024', 'Eye colour', 'Occupation', 'Yes'], consent: 'Consent record' },
  es: { donor: ['Perfil de donantes NS-1024', 'Color de ojos', 'Profesión', 'Sí'], consent: 'Registro de consentimiento' },
  fr: { donor: ['Profil de donneurs NS-1024', 'Couleur des yeux', 'Profession', 'Oui'], consent: 'Attestation de consentement' },
};

void describe('every PDF in the four locales', () => {
  for (const locale of locales) {
    void test(`${locale}: the donor profile and a consent record`, async () => {
      const profile = pdfText(await renderDonorProfilePdf(donor, '2026-11-24T10:00:00Z', locale));
      for (const word of pdfWords[locale].donor) assert.ok(profile.includes(word), `${locale} donor profile lacks "${word}":\n${profile}`);
      assert.ok(profile.includes(longDate[locale]), `${locale} donor profile date:\n${profile}`);
      if (locale === 'en-US') assert.doesNotMatch(profile, british);

      const consent = pdfText(
        await renderConsentDocument({
          locale,
          timeZone: 'Europe/Madrid',
          clinicName: 'Clínica Sol',
          memberName: 'Ana Ruiz',
          coOwnerName: null,
          option: 'donate-to-science',
          state: 'single',
          items: [{ id: 12, itemType: 'embryo', count: 3, frozenOn: '2026-11-24' }],
          signatures: [{ action: 'sign', signer: 'owner', signedName: 'Ana Ruiz', signedAtUtc: '2026-11-24T10:00:00Z', identityCheck: 'signed-in', ipAddress: '203.0.113.7' }],
          terms: null,
          generatedAtUtc: '2026-11-24T10:00:00Z',
        }),
      );
      assert.ok(consent.includes(pdfWords[locale].consent), `${locale} consent PDF:\n${consent}`);
      assert.ok(consent.includes(longDate[locale]), `${locale} consent PDF date:\n${consent}`);
      if (locale === 'en-US') assert.doesNotMatch(consent, british);
    });
  }
});
