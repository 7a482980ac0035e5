// A consent record as a PDF: what was agreed about stored embryos, eggs, sperm or tissue, who
// signed (or withdrew) when and how their identity was established, and the full text of the terms
// they saw. A pure renderer: the caller gathers the record; nothing here reads a database or the
// clock. Written in the member's language, with every time in the clinic's time zone (named).
// Streams are left uncompressed so the text stays searchable (tests check what is in it).
// The standard Helvetica font only encodes Windows-1252: every string goes through toWinAnsi first.
import { newPdfDocument } from './pdf-document.ts';
import { formatLongDate, formatLongDateTime } from '../../contract/domain/dateFormat.ts';

export type ConsentDocumentLocale = 'en-US' | 'en-GB' | 'es' | 'fr';

export interface ConsentDocumentSignature {
  action: 'sign' | 'withdraw' | 'renew';
  signer: 'owner' | 'coOwner';
  /** The typed full name. */
  signedName: string;
  /** ISO-8601 UTC. */
  signedAtUtc: string;
  identityCheck: 'signed-in' | 'link:last-name+date-of-birth';
  ipAddress: string;
}

export interface ConsentDocumentInput {
  locale: ConsentDocumentLocale;
  /** The clinic's IANA zone; all times are printed in it, with the zone name. */
  timeZone: string;
  clinicName: string;
  /** The account holder. */
  memberName: string;
  /** The partner with whom the items were created, or null. */
  coOwnerName: string | null;
  /** 'donate-to-science' | 'donate-to-another-couple' | 'donate-anonymously' | 'use-your-own' | 'thaw-and-discard' | 'storage-renewal' */
  option: string;
  /** 'single': the items have no co-owner. */
  state: 'waitingForPartner' | 'consented' | 'withdrawn' | 'lapsed' | 'completed' | 'single';
  /** itemType is a code: 'embryo' | 'egg' | 'sperm' | 'tissue' (the CRY/GCR/SCR/TCR codes are understood too). */
  items: { id: number; itemType: string; count: number; frozenOn: string }[];
  /** In time order. */
  signatures: ConsentDocumentSignature[];
  /** body: a Contentful rich-text Document (JSON). */
  terms: { title: string; version: string; hash: string; body: unknown } | null;
  generatedAtUtc: string;
}

type Role = ConsentDocumentSignature['signer'];

interface Texts {
  /** Between a label and its value: French puts a no-break space before a colon. */
  colon: string;
  title: string;
  intro: string;
  clinic: string;
  accountHolder: string;
  partner: string;
  decision: string;
  status: string;
  options: Record<string, string>;
  /** Said of a partner whose name is not known. */
  somePartner: string;
  waitingForPartner: (partner: string) => string;
  consented: (member: string, partner: string) => string;
  withdrawnBy: (name: string, role: string) => string;
  withdrawn: string;
  lapsed: (partner: string) => string;
  completed: string;
  single: string;
  role: Record<Role, string>;
  items: string;
  columns: { id: string; type: string; count: string; frozenOn: string };
  noItems: string;
  itemTypes: Record<'embryo' | 'egg' | 'sperm' | 'tissue', string>;
  signatures: string;
  noSignatures: string;
  action: string;
  actions: Record<ConsentDocumentSignature['action'], string>;
  time: string;
  identityCheck: string;
  identity: Record<ConsentDocumentSignature['identityCheck'], string>;
  ipAddress: string;
  terms: string;
  termsTitle: string;
  termsVersion: string;
  termsHash: string;
  termsText: string;
  termsUnavailable: string;
  generated: (time: string) => string;
  page: (page: number, pages: number) => string;
}

const enUS: Texts = {
  colon: ': ',
  title: 'Consent record',
  intro: 'This document records what was agreed about the stored items listed below.',
  clinic: 'Clinic',
  accountHolder: 'Account holder',
  partner: 'Partner (co-owner)',
  decision: 'Decision',
  status: 'Status',
  options: {
    'donate-to-science': 'Donate to science',
    'donate-to-another-couple': 'Donate to another couple',
    'donate-anonymously': 'Donate anonymously through your clinic',
    'use-your-own': 'Use for your own treatment',
    'thaw-and-discard': 'Thaw and discard',
    'storage-renewal': 'Renew storage',
  },
  somePartner: 'your partner',
  waitingForPartner: (partner) => `Not yet in effect. ${partner} has not signed yet. This decision does not take effect until ${partner} signs too.`,
  consented: (member, partner) => `Agreed. Both have signed: ${member} and ${partner}.`,
  withdrawnBy: (name, role) => `Withdrawn. ${name} (${role}) withdrew consent. This decision is stopped and will not be carried out.`,
  withdrawn: 'Withdrawn. Consent was withdrawn. This decision is stopped and will not be carried out.',
  lapsed: (partner) => `Lapsed. ${partner} did not sign within the time allowed. The consent lapsed and nothing was changed for the stored items.`,
  completed: 'Completed. This decision was agreed and has been carried out.',
  single: 'No partner consent was needed. These items have no co-owner, so the account holder’s signature is enough.',
  role: { owner: 'account holder', coOwner: 'partner' },
  items: 'Stored items',
  columns: { id: 'ID', type: 'Type', count: 'Count', frozenOn: 'Frozen on' },
  noItems: 'No items are listed.',
  itemTypes: { embryo: 'Embryos', egg: 'Eggs', sperm: 'Sperm', tissue: 'Testicular tissue' },
  signatures: 'Signatures',
  noSignatures: 'No signatures are recorded.',
  action: 'Action',
  actions: { sign: 'Signed', withdraw: 'Withdrew consent', renew: 'Renewed consent' },
  time: 'Time',
  identityCheck: 'Identity check',
  identity: { 'signed-in': 'Signed in to their account', 'link:last-name+date-of-birth': 'Single-use link, then last name and date of birth' },
  ipAddress: 'IP address',
  terms: 'Terms',
  termsTitle: 'Title',
  termsVersion: 'Version',
  termsHash: 'SHA-256 hash',
  termsText: 'Full text',
  termsUnavailable: 'The text of the terms is not available.',
  generated: (time) => `Generated ${time}`,
  page: (page, pages) => `Page ${page} of ${pages}`,
};

// The English texts have no word that British spelling changes; the times differ (24-hour clock).
const enGB: Texts = { ...enUS };

const es: Texts = {
  colon: ': ',
  title: 'Registro de consentimiento',
  intro: 'Este documento deja constancia de lo que se acordó sobre las muestras conservadas que se indican a continuación.',
  clinic: 'Clínica',
  accountHolder: 'Titular de la cuenta',
  partner: 'Pareja (cotitular)',
  decision: 'Decisión',
  status: 'Estado',
  options: {
    'donate-to-science': 'Donar a la ciencia',
    'donate-to-another-couple': 'Donar a otra pareja',
    'donate-anonymously': 'Donar de forma anónima a través de su clínica',
    'use-your-own': 'Usarlos en su propio tratamiento',
    'thaw-and-discard': 'Descongelar y desechar',
    'storage-renewal': 'Renovar el almacenamiento',
  },
  somePartner: 'su pareja',
  waitingForPartner: (partner) => `Aún no tiene efecto. ${partner} todavía no ha firmado. Esta decisión no tendrá efecto hasta que ${partner} también firme.`,
  consented: (member, partner) => `Acordado. Han firmado los dos: ${member} y ${partner}.`,
  withdrawnBy: (name, role) => `Retirado. ${name} (${role}) retiró el consentimiento. Esta decisión queda detenida y no se llevará a cabo.`,
  withdrawn: 'Retirado. Se retiró el consentimiento. Esta decisión queda detenida y no se llevará a cabo.',
  lapsed: (partner) => `Caducado. ${partner} no firmó dentro del plazo. El consentimiento caducó y no se cambió nada en las muestras conservadas.`,
  completed: 'Completado. Esta decisión se acordó y ya se ha llevado a cabo.',
  single: 'No hacía falta el consentimiento de una pareja. Estas muestras no tienen cotitular, así que basta con la firma del titular de la cuenta.',
  role: { owner: 'titular de la cuenta', coOwner: 'pareja' },
  items: 'Muestras conservadas',
  columns: { id: 'ID', type: 'Tipo', count: 'Cantidad', frozenOn: 'Congelación' },
  noItems: 'No hay muestras en la lista.',
  itemTypes: { embryo: 'Embriones', egg: 'Óvulos', sperm: 'Esperma', tissue: 'Tejido testicular' },
  signatures: 'Firmas',
  noSignatures: 'No hay firmas registradas.',
  action: 'Acción',
  actions: { sign: 'Firmó', withdraw: 'Retiró el consentimiento', renew: 'Renovó el consentimiento' },
  time: 'Fecha y hora',
  identityCheck: 'Verificación de identidad',
  identity: { 'signed-in': 'Había iniciado sesión en su cuenta', 'link:last-name+date-of-birth': 'Enlace de un solo uso y, después, apellido y fecha de nacimiento' },
  ipAddress: 'Dirección IP',
  terms: 'Condiciones',
  termsTitle: 'Título',
  termsVersion: 'Versión',
  termsHash: 'Hash SHA-256',
  termsText: 'Texto completo',
  termsUnavailable: 'El texto de las condiciones no está disponible.',
  generated: (time) => `Generado el ${time}`,
  page: (page, pages) => `Página ${page} de ${pages}`,
};

const fr: Texts = {
  colon: '\u00a0: ',
  title: 'Attestation de consentement',
  intro: 'Ce document atteste de ce qui a été convenu pour les éléments conservés indiqués ci-dessous.',
  clinic: 'Clinique',
  accountHolder: 'Titulaire du compte',
  partner: 'Partenaire (cotitulaire)',
  decision: 'Décision',
  status: 'Statut',
  options: {
    'donate-to-science': 'Donner à la recherche',
    'donate-to-another-couple': 'Donner à un autre couple',
    'donate-anonymously': 'Donner anonymement par votre clinique',
    'use-your-own': 'Les utiliser pour votre propre traitement',
    'thaw-and-discard': 'Décongeler et détruire',
    'storage-renewal': 'Renouveler la conservation',
  },
  somePartner: 'votre partenaire',
  waitingForPartner: (partner) => `Pas encore en vigueur. ${partner} n’a pas encore signé. Cette décision ne prendra effet que lorsque ${partner} aura signé à son tour.`,
  consented: (member, partner) => `Décision convenue. Les deux ont signé\u00a0: ${member} et ${partner}.`,
  withdrawnBy: (name, role) => `Retiré. ${name} (${role}) a retiré son consentement. Cette décision est arrêtée et ne sera pas mise en œuvre.`,
  withdrawn: 'Retiré. Le consentement a été retiré. Cette décision est arrêtée et ne sera pas mise en œuvre.',
  lapsed: (partner) => `Expiré. ${partner} n’a pas signé dans le délai prévu. Le consentement a expiré et rien n’a été modifié pour les éléments conservés.`,
  completed: 'Terminé. Cette décision a été convenue et a été mise en œuvre.',
  single: 'Aucun consentement de partenaire n’était nécessaire. Ces éléments n’ont pas de cotitulaire, la signature du titulaire du compte suffit donc.',
  role: { owner: 'titulaire du compte', coOwner: 'partenaire' },
  items: 'Éléments conservés',
  columns: { id: 'N°', type: 'Type', count: 'Nombre', frozenOn: 'Congelé le' },
  noItems: 'Aucun élément n’est indiqué.',
  itemTypes: { embryo: 'Embryons', egg: 'Ovocytes', sperm: 'Sperme', tissue: 'Tissu testiculaire' },
  signatures: 'Signatures',
  noSignatures: 'Aucune signature n’est enregistrée.',
  action: 'Action',
  actions: { sign: 'A signé', withdraw: 'A retiré son consentement', renew: 'A renouvelé son consentement' },
  time: 'Date et heure',
  identityCheck: 'Vérification d’identité',
  identity: { 'signed-in': 'Connexion à son compte', 'link:last-name+date-of-birth': 'Lien à usage unique, puis nom de famille et date de naissance' },
  ipAddress: 'Adresse IP',
  terms: 'Conditions',
  termsTitle: 'Titre',
  termsVersion: 'Version',
  termsHash: 'Empreinte SHA-256',
  termsText: 'Texte intégral',
  termsUnavailable: 'Le texte des conditions n’est pas disponible.',
  generated: (time) => `Généré le ${time}`,
  page: (page, pages) => `Page ${page} sur ${pages}`,
};

const textsByLocale: Record<ConsentDocumentLocale, Texts> = { 'en-US': enUS, 'en-GB': enGB, es, fr };

/** Item type codes, as the item records and the portal's status codes spell them. */
const itemTypeCodes: Record<string, keyof Texts['itemTypes']> = {
  embryo: 'embryo',
  CRY: 'embryo',
  egg: 'egg',
  GCR: 'egg',
  sperm: 'sperm',
  SCR: 'sperm',
  tissue: 'tissue',
  TCR: 'tissue',
};

// ---- Windows-1252: what pdfkit's standard fonts can encode ----

/** Characters above U+00FF that Windows-1252 has (pdfkit's WIN_ANSI_MAP). */
const winAnsiExtras = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030,
  0x2039, 0x203a, 0x20ac, 0x2122,
]);

function encodable(codePoint: number): boolean {
  return codePoint === 0x0a || (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff) || winAnsiExtras.has(codePoint);
}

/** Letters NFKD does not take apart, and dashes it leaves outside Windows-1252. */
const nearest: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  Ŧ: 'T',
  ŧ: 't',
  ı: 'i',
  ĸ: 'k',
  Ŀ: 'L',
  ŀ: 'l',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\t': ' ',
};

/** The text with every character pdfkit's standard fonts cannot encode replaced: by its base letter(s), else '?'. */
function toWinAnsi(text: string): string {
  let result = '';
  for (const character of text.replace(/\r\n?/g, '\n').normalize('NFC')) {
    const codePoint = character.codePointAt(0) ?? 0;
    const near = nearest[character];
    if (encodable(codePoint)) {
      result += character;
    } else if (near !== undefined) {
      result += near;
    } else if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) {
      result += ' ';
    } else if (/^\p{M}$/u.test(character)) {
      // A combining mark NFC could not join to its letter: the letter alone is the base.
    } else {
      const base = Array.from(character.normalize('NFKD')).filter((part) => encodable(part.codePointAt(0) ?? 0) || nearest[part] !== undefined);
      result += base.length === 0 ? '?' : base.map((part) => nearest[part] ?? part).join('');
    }
  }
  return result;
}

// ---- Dates and times ----

function validZone(timeZone: string): string | null {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return null;
  }
}

/** A date and time in the clinic's zone (contract/domain/dateFormat.ts), with the zone's short name and its IANA name. */
function timeFormatter(locale: ConsentDocumentLocale, timeZone: string): (iso: string) => string {
  // An unknown zone must not make the record unreadable: UTC, and the document says so.
  const zone = validZone(timeZone) ?? 'UTC';
  return (iso) => {
    const text = formatLongDateTime(iso, locale, zone, { zoneName: true });
    return text === '' ? iso : `${text} (${zone})`;
  };
}

/** A calendar date (YYYY-MM-DD) in the locale's long form, without moving it across zones. */
function dateFormatter(locale: ConsentDocumentLocale): (date: string) => string {
  return (date) => {
    const day = /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
    return (day && formatLongDate(day, locale)) || date;
  };
}

// ---- Contentful rich text ----

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
}

type Block = { kind: 'heading' | 'paragraph'; runs: Run[]; indent: number; bullet: string | null } | { kind: 'rule' };

interface RichNode {
  nodeType?: unknown;
  value?: unknown;
  marks?: unknown;
  content?: unknown;
  data?: unknown;
}

const inlineNodeTypes = new Set(['text', 'hyperlink', 'entry-hyperlink', 'asset-hyperlink', 'resource-hyperlink', 'embedded-entry-inline', 'embedded-resource-inline']);

function asNode(value: unknown): RichNode | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
}

function childrenOf(node: RichNode): RichNode[] {
  return Array.isArray(node.content) ? node.content.map(asNode).filter((child): child is RichNode => child !== null) : [];
}

function isInline(node: RichNode): boolean {
  return typeof node.nodeType === 'string' && inlineNodeTypes.has(node.nodeType);
}

function runsOf(node: RichNode, bold = false, italic = false): Run[] {
  if (node.nodeType === 'text') {
    const marks = Array.isArray(node.marks) ? node.marks.map((mark) => (asNode(mark) as { type?: unknown } | null)?.type) : [];
    const text = typeof node.value === 'string' ? node.value : '';
    return text === '' ? [] : [{ text, bold: bold || marks.includes('bold'), italic: italic || marks.includes('italic') }];
  }
  if (typeof node.value === 'string' && node.value !== '' && childrenOf(node).length === 0) return [{ text: node.value, bold, italic }];
  const runs = childrenOf(node).flatMap((child) => runsOf(child, bold, italic));
  const uri = (asNode(node.data) as { uri?: unknown } | null)?.uri;
  if (node.nodeType === 'hyperlink' && typeof uri === 'string' && uri !== '' && !runs.some((run) => run.text.includes(uri))) runs.push({ text: ` (${uri})`, bold, italic });
  return runs;
}

function plainText(runs: Run[]): string {
  return runs.map((run) => run.text).join('');
}

/** The blocks of a rich-text node: headings bold, paragraphs, list items with bullets or numbers; unknown nodes by their text. */
function blocksOf(node: RichNode, indent: number, bullet: string | null, out: Block[]): void {
  const type = typeof node.nodeType === 'string' ? node.nodeType : '';
  const push = (kind: 'heading' | 'paragraph', runs: Run[]) => {
    if (plainText(runs).trim() === '') return;
    out.push({ kind, runs, indent, bullet });
    bullet = null;
  };
  if (/^heading-[1-6]$/.test(type)) {
    push('heading', runsOf(node, true));
    return;
  }
  if (type === 'paragraph' || isInline(node)) {
    push('paragraph', runsOf(node));
    return;
  }
  if (type === 'hr') {
    out.push({ kind: 'rule' });
    return;
  }
  if (type === 'unordered-list' || type === 'ordered-list') {
    childrenOf(node).forEach((item, index) => {
      blocksOf(item, indent, type === 'ordered-list' ? `${index + 1}.` : '•', out);
    });
    return;
  }
  if (type === 'table-row') {
    push(
      'paragraph',
      childrenOf(node).flatMap((cell, index) => [...(index > 0 ? [{ text: ' | ', bold: false, italic: false }] : []), ...runsOf(cell, cell.nodeType === 'table-header-cell')]),
    );
    return;
  }
  // document, list-item, blockquote, table and anything unknown: their blocks in order, with
  // neighbouring inline children (or text directly on the node) kept together as one paragraph.
  const children = childrenOf(node);
  if (children.length === 0) {
    if (typeof node.value === 'string') push('paragraph', runsOf(node));
    return;
  }
  let inline: Run[] = [];
  const flush = () => {
    push('paragraph', inline);
    inline = [];
  };
  for (const child of children) {
    if (isInline(child)) {
      inline.push(...runsOf(child));
      continue;
    }
    flush();
    const before = out.length;
    // Nested lists inside a list item are indented one step further.
    const childType = typeof child.nodeType === 'string' ? child.nodeType : '';
    const nested = type === 'list-item' && (childType === 'unordered-list' || childType === 'ordered-list');
    blocksOf(child, nested ? indent + 1 : indent, nested ? null : bullet, out);
    if (out.length > before) bullet = null;
  }
  flush();
}

function termsBlocks(body: unknown): Block[] {
  const blocks: Block[] = [];
  if (typeof body === 'string') {
    for (const paragraph of body.split(/\n\s*\n/)) {
      if (paragraph.trim() !== '') blocks.push({ kind: 'paragraph', runs: [{ text: paragraph.trim(), bold: false, italic: false }], indent: 0, bullet: null });
    }
    return blocks;
  }
  const node = asNode(body);
  if (node) blocksOf(node, 0, null, blocks);
  return blocks;
}

// ---- The document ----

function fontOf(run: { bold: boolean; italic: boolean }): string {
  if (run.bold) return run.italic ? 'Helvetica-BoldOblique' : 'Helvetica-Bold';
  return run.italic ? 'Helvetica-Oblique' : 'Helvetica';
}

function stateSentence(input: ConsentDocumentInput, texts: Texts): string {
  const partner = input.coOwnerName ?? texts.somePartner;
  switch (input.state) {
    case 'waitingForPartner':
      return texts.waitingForPartner(partner);
    case 'consented':
      return texts.consented(input.memberName, partner);
    case 'withdrawn': {
      const withdrawal = input.signatures.findLast((signature) => signature.action === 'withdraw');
      return withdrawal ? texts.withdrawnBy(withdrawal.signedName, texts.role[withdrawal.signer]) : texts.withdrawn;
    }
    case 'lapsed':
      return texts.lapsed(partner);
    case 'completed':
      return texts.completed;
    case 'single':
      return texts.single;
  }
}

export async function renderConsentDocument(input: ConsentDocumentInput): Promise<Buffer> {
  const texts = textsByLocale[input.locale];
  const timeOf = timeFormatter(input.locale, input.timeZone);
  const dateOf = dateFormatter(input.locale);
  const { doc, bytes } = await newPdfDocument({
    compress: false,
    bufferPages: true,
    size: input.locale === 'en-US' ? 'LETTER' : 'A4',
    margin: 56,
    info: { Title: toWinAnsi(`${texts.title} · ${input.clinicName}`), Author: 'Cryo Member Portal' },
  });

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const bodySize = 10.5;

  /** A new page first when fewer than `height` points remain on this one. */
  const room = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };
  const heading = (text: string) => {
    doc.moveDown(0.8);
    room(60);
    doc.font('Helvetica-Bold').fontSize(13).text(toWinAnsi(text), left).font('Helvetica').fontSize(bodySize).moveDown(0.3);
  };
  const line = (label: string, value: string, valueFont = 'Helvetica', valueSize = bodySize) => {
    doc
      .font('Helvetica-Bold')
      .text(toWinAnsi(`${label}${texts.colon}`), left, doc.y, { continued: true })
      .font(valueFont)
      .fontSize(valueSize)
      .text(toWinAnsi(value));
    doc.font('Helvetica').fontSize(bodySize);
  };
  /** Runs in their fonts from x to the right margin; a bullet (or number) hangs to their left. */
  const runs = (parts: Run[], x: number, bullet: string | null) => {
    const visible = parts.filter((part) => part.text !== '');
    if (visible.length === 0) return;
    room(doc.currentLineHeight(true) * 2);
    const y = doc.y;
    if (bullet !== null) doc.font('Helvetica').text(toWinAnsi(bullet), x - 16, y, { width: 16, lineBreak: false });
    visible.forEach((part, index) => {
      const continued = index < visible.length - 1;
      doc.font(fontOf(part));
      if (index === 0) doc.text(toWinAnsi(part.text), x, y, { width: right - x, continued });
      else doc.text(toWinAnsi(part.text), { continued });
    });
    doc.font('Helvetica');
    doc.x = left;
  };

  // Title and the decision.
  doc.font('Helvetica-Bold').fontSize(20).text(toWinAnsi(texts.title));
  doc.font('Helvetica').fontSize(bodySize).moveDown(0.3).text(toWinAnsi(texts.intro)).moveDown(0.8);
  line(texts.clinic, input.clinicName);
  line(texts.accountHolder, input.memberName);
  if (input.coOwnerName !== null) line(texts.partner, input.coOwnerName);
  line(texts.decision, texts.options[input.option] ?? input.option);
  doc.moveDown(0.5);
  runs(
    [
      { text: `${texts.status}${texts.colon}`, bold: true, italic: false },
      { text: stateSentence(input, texts), bold: false, italic: false },
    ],
    left,
    null,
  );

  // The items.
  heading(texts.items);
  if (input.items.length === 0) {
    doc.text(toWinAnsi(texts.noItems));
  } else {
    const width = right - left;
    const columns = [
      { x: left, width: width * 0.15 },
      { x: left + width * 0.15, width: width * 0.4 },
      { x: left + width * 0.55, width: width * 0.15 },
      { x: left + width * 0.7, width: width * 0.3 },
    ];
    const row = (cells: string[], font: string) => {
      room(doc.currentLineHeight(true) * 2);
      const y = doc.y;
      let bottom = y;
      doc.font(font);
      cells.forEach((cell, index) => {
        const column = columns[index]!;
        doc.text(toWinAnsi(cell), column.x, y, { width: column.width - 6 });
        bottom = Math.max(bottom, doc.y);
      });
      doc.x = left;
      doc.y = bottom + 2;
    };
    row([texts.columns.id, texts.columns.type, texts.columns.count, texts.columns.frozenOn], 'Helvetica-Bold');
    doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(0.5).stroke();
    doc.y += 3;
    for (const item of input.items) {
      const code = itemTypeCodes[item.itemType];
      row([String(item.id), code ? texts.itemTypes[code] : item.itemType, String(item.count), dateOf(item.frozenOn)], 'Helvetica');
    }
    doc.font('Helvetica');
  }

  // The signatures, in time order.
  heading(texts.signatures);
  if (input.signatures.length === 0) doc.text(toWinAnsi(texts.noSignatures));
  input.signatures.forEach((signature, index) => {
    if (index > 0) doc.moveDown(0.6);
    room(doc.currentLineHeight(true) * 5);
    doc.font('Helvetica-Bold').text(toWinAnsi(`${index + 1}. ${signature.signedName} (${texts.role[signature.signer]})`), left);
    doc.font('Helvetica');
    line(texts.action, texts.actions[signature.action]);
    line(texts.time, timeOf(signature.signedAtUtc));
    line(texts.identityCheck, texts.identity[signature.identityCheck]);
    line(texts.ipAddress, signature.ipAddress);
  });

  // The terms exactly as signed.
  heading(texts.terms);
  if (input.terms === null) {
    doc.text(toWinAnsi(texts.termsUnavailable));
  } else {
    line(texts.termsTitle, input.terms.title);
    line(texts.termsVersion, input.terms.version);
    line(texts.termsHash, input.terms.hash, 'Courier', 9);
    doc.moveDown(0.6);
    const blocks = termsBlocks(input.terms.body);
    if (blocks.length === 0) {
      doc.text(toWinAnsi(texts.termsUnavailable));
    } else {
      doc.font('Helvetica-Bold').text(toWinAnsi(texts.termsText), left).font('Helvetica').moveDown(0.3);
      doc.fontSize(10);
      for (const block of blocks) {
        if (block.kind === 'rule') {
          doc.moveDown(0.3);
          room(12);
          doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(0.5).stroke();
          doc.moveDown(0.3);
          continue;
        }
        if (block.kind === 'heading') doc.moveDown(0.4);
        const x = left + block.indent * 16 + (block.bullet === null ? 0 : 16);
        runs(block.runs, x, block.bullet);
        doc.moveDown(block.kind === 'heading' ? 0.2 : 0.4);
      }
      doc.fontSize(bodySize);
    }
  }

  // The footer on every page: when the document was made, and the page count.
  const generated = texts.generated(timeOf(input.generatedAtUtc));
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(toWinAnsi(`${generated} · ${texts.page(index - range.start + 1, range.count)}`), left, doc.page.height - bottomMargin + 16, { width: right - left, lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  return bytes;
}
