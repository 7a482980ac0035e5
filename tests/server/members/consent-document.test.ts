// The consent record PDF: in the member's language, honest about the state (a partner who has not
// signed is never shown as having signed), the terms by hash and full text, every time in the
// clinic's zone, and names outside the standard font's character set never stop it rendering.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { renderConsentDocument, type ConsentDocumentInput, type ConsentDocumentLocale } from '../../../server/services/consent-document.ts';

/**
 * The text an uncompressed PDF shows: the hex strings of its TJ operators (Windows-1252, as the
 * standard fonts encode them), one operator after another, whitespace collapsed so that a
 * sentence wrapped over two lines is still found.
 */
function pdfText(pdf: Buffer): string {
  const decoder = new TextDecoder('windows-1252');
  const lines: string[] = [];
  for (const [, operands = ''] of pdf.toString('latin1').matchAll(/\[(.*?)\] TJ/g)) {
    lines.push([...operands.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex = '']) => decoder.decode(Buffer.from(hex, 'hex'))).join(''));
  }
  return lines.join(' ').replace(/[\s\u00a0]+/g, ' ');
}

const hash = 'a3f1c2d4e5b697881234567890abcdef0fedcba0987654321aabbccddeeff001';

const termsBody = {
  nodeType: 'document',
  data: {},
  content: [
    { nodeType: 'heading-2', data: {}, content: [{ nodeType: 'text', value: 'What you agree to', marks: [], data: {} }] },
    {
      nodeType: 'paragraph',
      data: {},
      content: [
        { nodeType: 'text', value: 'The clinic will carry out ', marks: [], data: {} },
        { nodeType: 'text', value: 'only', marks: [{ type: 'bold' }], data: {} },
        { nodeType: 'text', value: ' the decision you sign for.', marks: [], data: {} },
      ],
    },
    {
      nodeType: 'unordered-list',
      data: {},
      content: [
        {
          nodeType: 'list-item',
          data: {},
          content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'You may withdraw before the items are used.', marks: [], data: {} }] }],
        },
        { nodeType: 'list-item', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'Both owners must sign.', marks: [], data: {} }] }] },
      ],
    },
    { nodeType: 'mystery-block', data: {}, content: [{ nodeType: 'text', value: 'Text inside an unknown node.', marks: [], data: {} }] },
  ],
};

function input(overrides: Partial<ConsentDocumentInput> = {}): ConsentDocumentInput {
  return {
    locale: 'en-US',
    timeZone: 'America/New_York',
    clinicName: 'Northside Fertility',
    memberName: 'Emma Carter',
    coOwnerName: 'Noah Carter',
    option: 'donate-to-science',
    state: 'waitingForPartner',
    items: [
      { id: 4711, itemType: 'embryo', count: 3, frozenOn: '2025-08-15' },
      { id: 4712, itemType: 'vial', count: 1, frozenOn: '2024-01-02' },
    ],
    signatures: [{ action: 'sign', signer: 'owner', signedName: 'Emma Carter', signedAtUtc: '2026-01-15T15:00:00Z', identityCheck: 'signed-in', ipAddress: '203.0.113.7' }],
    terms: { title: 'Consent to donate to science', version: '3', hash, body: termsBody },
    generatedAtUtc: '2026-01-16T09:00:00Z',
    ...overrides,
  };
}

async function textOf(overrides: Partial<ConsentDocumentInput> = {}): Promise<string> {
  const pdf = await renderConsentDocument(input(overrides));
  assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
  return pdfText(pdf);
}

/** Per locale: the title, the "has not signed yet" sentence, and words only the "both signed" sentence has. */
const expected: Record<ConsentDocumentLocale, { title: string; notSigned: string; bothSigned: string; decision: string; embryos: string; frozen: string }> = {
  'en-US': {
    title: 'Consent record',
    notSigned: 'Noah Carter has not signed yet',
    bothSigned: 'Both have signed',
    decision: 'Donate to science',
    embryos: 'Embryos',
    frozen: '15 August, 2025',
  },
  'en-GB': {
    title: 'Consent record',
    notSigned: 'Noah Carter has not signed yet',
    bothSigned: 'Both have signed',
    decision: 'Donate to science',
    embryos: 'Embryos',
    frozen: '15 August, 2025',
  },
  es: {
    title: 'Registro de consentimiento',
    notSigned: 'Noah Carter todavía no ha firmado',
    bothSigned: 'Han firmado los dos',
    decision: 'Donar a la ciencia',
    embryos: 'Embriones',
    frozen: '15 de agosto de 2025',
  },
  fr: {
    title: 'Attestation de consentement',
    notSigned: 'Noah Carter n’a pas encore signé',
    bothSigned: 'Les deux ont signé',
    decision: 'Donner à la recherche',
    embryos: 'Embryons',
    frozen: '15 août 2025',
  },
};

void describe('the consent record PDF', () => {
  for (const locale of ['en-US', 'en-GB', 'es', 'fr'] as const) {
    void test(`${locale}: translated, and a partner who has not signed is shown as not signed`, async () => {
      const words = expected[locale];
      const waiting = await textOf({ locale });
      assert.ok(waiting.includes(words.title), waiting);
      assert.ok(waiting.includes(words.decision), waiting);
      assert.ok(waiting.includes(words.notSigned), waiting);
      assert.ok(!waiting.includes(words.bothSigned), waiting);
      assert.ok(waiting.includes(words.embryos), waiting);
      assert.ok(waiting.includes(words.frozen), waiting);
      // An item type without a name is shown by its code.
      assert.ok(waiting.includes('vial'), waiting);

      const consented = await textOf({
        locale,
        state: 'consented',
        signatures: [
          ...input().signatures,
          {
            action: 'sign',
            signer: 'coOwner',
            signedName: 'Noah Carter',
            signedAtUtc: '2026-01-15T18:00:00Z',
            identityCheck: 'link:last-name+date-of-birth',
            ipAddress: '198.51.100.23',
          },
        ],
      });
      assert.ok(consented.includes(words.title), consented);
      assert.ok(consented.includes(words.bothSigned), consented);
      assert.ok(!consented.includes(words.notSigned), consented);
    });
  }

  void test('every state has its own honest sentence', async () => {
    const withdrawal = {
      action: 'withdraw',
      signer: 'coOwner',
      signedName: 'Noah Carter',
      signedAtUtc: '2026-01-20T12:00:00Z',
      identityCheck: 'signed-in',
      ipAddress: '198.51.100.23',
    } as const;
    const withdrawn = await textOf({ state: 'withdrawn', signatures: [...input().signatures, withdrawal] });
    assert.ok(withdrawn.includes('Noah Carter (partner) withdrew consent'), withdrawn);
    assert.ok(withdrawn.includes('This decision is stopped and will not be carried out'), withdrawn);
    assert.ok(withdrawn.includes('Withdrew consent'), withdrawn);

    const lapsed = await textOf({ state: 'lapsed' });
    assert.ok(lapsed.includes('Noah Carter did not sign within the time allowed'), lapsed);
    assert.ok(lapsed.includes('nothing was changed for the stored items'), lapsed);

    const single = await textOf({ state: 'single', coOwnerName: null });
    assert.ok(single.includes('No partner consent was needed'), single);
    assert.ok(!single.includes('Partner (co-owner)'), single);

    const withPartner = await textOf();
    assert.ok(withPartner.includes('Partner (co-owner): Noah Carter'), withPartner);
  });

  void test('the terms: title, version, the full hash and the full rich text', async () => {
    const text = await textOf();
    assert.ok(text.includes('Consent to donate to science'), text);
    assert.ok(text.includes('Version: 3'), text);
    assert.ok(text.includes(hash), text);
    assert.ok(text.includes('What you agree to'), text);
    assert.ok(text.includes('The clinic will carry out only the decision you sign for.'), text);
    assert.ok(text.includes('• You may withdraw before the items are used.'), text);
    assert.ok(text.includes('Text inside an unknown node.'), text);

    const without = await textOf({ terms: null });
    assert.ok(without.includes('The text of the terms is not available.'), without);
    assert.ok(!without.includes(hash), without);
  });

  void test('each signature: who, action, how the identity was established, IP address', async () => {
    const text = await textOf({
      state: 'consented',
      signatures: [
        ...input().signatures,
        {
          action: 'sign',
          signer: 'coOwner',
          signedName: 'Noah Carter',
          signedAtUtc: '2026-01-15T18:00:00Z',
          identityCheck: 'link:last-name+date-of-birth',
          ipAddress: '198.51.100.23',
        },
      ],
    });
    assert.ok(text.includes('1. Emma Carter (account holder)'), text);
    assert.ok(text.includes('Identity check: Signed in to their account'), text);
    assert.ok(text.includes('IP address: 203.0.113.7'), text);
    assert.ok(text.includes('2. Noah Carter (partner)'), text);
    assert.ok(text.includes('Identity check: Single-use link, then last name and date of birth'), text);
    assert.ok(text.includes('IP address: 198.51.100.23'), text);
    // Times in the clinic's zone (New York, winter): 15:00 UTC is 10 AM EST.
    assert.ok(text.includes('15 January, 2026 10:00:00 AM EST (America/New_York)'), text);
    assert.ok(text.includes('15 January, 2026 01:00:00 PM EST (America/New_York)'), text);
    assert.ok(text.includes('Generated 16 January, 2026 04:00:00 AM EST (America/New_York)'), text);
  });

  void test('times in the clinic zone across the change to summer time, on a 24-hour clock in en-GB', async () => {
    // The UK clocks went forward at 01:00 UTC on 29 March 2026.
    const text = await textOf({
      locale: 'en-GB',
      timeZone: 'Europe/London',
      state: 'consented',
      signatures: [
        { action: 'sign', signer: 'owner', signedName: 'Emma Carter', signedAtUtc: '2026-03-29T00:30:00Z', identityCheck: 'signed-in', ipAddress: '203.0.113.7' },
        {
          action: 'sign',
          signer: 'coOwner',
          signedName: 'Noah Carter',
          signedAtUtc: '2026-03-29T13:45:00Z',
          identityCheck: 'link:last-name+date-of-birth',
          ipAddress: '198.51.100.23',
        },
      ],
    });
    assert.ok(text.includes('29 March, 2026 00:30:00 GMT (Europe/London)'), text);
    assert.ok(text.includes('29 March, 2026 14:45:00 BST (Europe/London)'), text);
    assert.ok(!/\b(AM|PM)\b/.test(text), text);
  });

  void test('names outside the standard font are written with their base letters, never throwing', async () => {
    const text = await textOf({ memberName: 'Łucja Dąbrowska', coOwnerName: 'Đorđe Ñúñez 山田', signatures: [{ ...input().signatures[0]!, signedName: 'Łucja Dąbrowska 😀' }] });
    assert.ok(text.includes('Account holder: Lucja Dabrowska'), text);
    assert.ok(text.includes('Dorde Ñúñez ??'), text);
    assert.ok(text.includes('1. Lucja Dabrowska ? (account holder)'), text);
  });
});
