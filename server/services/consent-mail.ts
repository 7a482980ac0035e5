// E-mails about consent (issue 13) in the reader's language: a partner asked to sign a joint
// decision, told that it stands, that it was withdrawn or that it lapsed, and reminders to renew
// consent to storage. Each says plainly who has signed and who has not.
import { formatLongDate } from '../../contract/domain/dateFormat.ts';
import { compose, fill, utcMoment, type MailLocale, type MailText } from './account-mail.ts';

type Key =
  | 'greeting'
  | 'askSubject'
  | 'ask'
  | 'askLink'
  | 'askLinkLabel'
  | 'askAccount'
  | 'askAccountLabel'
  | 'askLapse'
  | 'askNotYou'
  | 'signedSubject'
  | 'signed'
  | 'signedNext'
  | 'copySubject'
  | 'copy'
  | 'withdrewSubject'
  | 'withdrew'
  | 'withdrewYou'
  | 'lapsedSubject'
  | 'lapsed'
  | 'reminderSubject'
  | 'reminder'
  | 'reminderJoint'
  | 'reminderLabel'
  | 'reminderHow'
  | 'reminderHowByLink'
  | 'reminderHowFromAccount'
  | 'storageLapsedHow'
  | 'storageLapsedHowByLink'
  | 'storageLapsedHowFromAccount'
  | 'storageLapsedSubject'
  | 'storageLapsed'
  | 'attached';

const english: Record<Key, string> = {
  greeting: 'Hello {name},',
  askSubject: '{owner} is asking for your consent about your stored embryos',
  ask: 'On {when} (UTC) {owner} signed this decision at {clinic}: {option}, for {items}. Because the embryos were created with you, nothing happens unless you sign the same decision too. You have not signed it yet.',
  askLink: 'If you agree, open this single-use link. It asks for your last name and date of birth, then shows the terms to read and sign. You can also decline there.',
  askLinkLabel: 'Review and sign the decision',
  askAccount: 'If you agree, sign in to your own account at the portal: the decision is on your home page, where you can sign it or withdraw it.',
  askAccountLabel: 'Sign in to the portal',
  askLapse: 'If neither of you acts, the decision lapses on {date} and nothing changes.',
  askNotYou: 'If you did not expect this e-mail, contact the clinic. Do not forward the link: it is for you alone.',
  signedSubject: 'Both of you have now signed: {option}',
  signed: 'On {when} (UTC) {partner} signed the decision you signed on {first}: {option}, for {items}. Both of you have consented, so the clinic can now carry it out.',
  signedNext: 'Either of you can still withdraw it until the clinic completes it. A copy of the signed consent record is attached.',
  copySubject: 'Your copy of the consent you signed',
  copy: 'You signed this decision on {when} (UTC): {option}, for {items}. A copy of the consent record, with the exact terms you agreed to, is attached. Keep it for your records.',
  withdrewSubject: 'A decision about your stored embryos was withdrawn',
  withdrew: 'On {when} (UTC) {who} withdrew the decision "{option}" for {items}. Nothing will happen to the embryos because of it; they stay in storage as before.',
  withdrewYou: 'You withdrew the decision "{option}" for {items} on {when} (UTC). Nothing will happen to the embryos because of it; they stay in storage as before.',
  lapsedSubject: 'A decision lapsed without both signatures',
  lapsed:
    'The decision "{option}" for {items}, signed by {first} on {when} (UTC), was not signed by {other} within the time allowed, so it has lapsed. Nothing has changed: the embryos stay in storage. You can start a new decision at any time.',
  reminderSubject: 'Please renew your consent to storage by {date}',
  reminder: 'Your consent to the storage of {items} at {clinic} must be renewed by {date} ({days} days from now).',
  reminderHow: 'Renewing takes a minute: sign in, read the terms and sign.',
  reminderJoint: 'Because these embryos were created with {partner}, both of you need to sign.',
  reminderLabel: 'Sign in to renew',
  reminderHowByLink: 'You need no account: {partner} starts the renewal in the portal, and you then receive an e-mail with a link to read the terms and sign.',
  reminderHowFromAccount: '{partner} starts the renewal in the portal; you are then asked by e-mail to sign it from your account.',
  storageLapsedSubject: 'Your consent to storage has lapsed',
  storageLapsed:
    'Your consent to the storage of {items} at {clinic} was due for renewal on {date} and has not been renewed. Nothing has been discarded: the clinic will contact you.',
  storageLapsedHow: 'Please sign in and renew, or call the clinic.',
  storageLapsedHowByLink: 'You can call the clinic, or ask {partner} to renew in the portal; you then receive an e-mail with a link to sign.',
  storageLapsedHowFromAccount: 'You can call the clinic, or ask {partner} to renew in the portal; you are then asked by e-mail to sign it from your account.',
  attached: 'consent-record',
};

/** Who reads a storage-consent mail: the member whose item it is, or their partner with or without an account. */
export type StorageMailReader = 'member' | 'partnerWithAccount' | 'partnerByLink';

interface StorageMailFacts {
  items: string;
  clinic: string;
  dueDate: string;
  /** To the member: the partner's name when the item is shared; to a partner: the member's name. */
  partner: string | null;
  /** The portal (the member's mail links to it). */
  portal: string;
  reader: StorageMailReader;
}

const texts: Record<MailLocale, Record<Key, string>> = {
  'en-US': english,
  'en-GB': english,
  es: {
    greeting: 'Hola {name}:',
    askSubject: '{owner} le pide su consentimiento sobre sus embriones en depósito',
    ask: 'El {when} (UTC) {owner} firmó esta decisión en {clinic}: {option}, para {items}. Como los embriones se crearon con usted, no se hará nada si usted no firma también la misma decisión. Usted todavía no la ha firmado.',
    askLink:
      'Si está de acuerdo, abra este enlace de un solo uso. Le pedirá sus apellidos y su fecha de nacimiento y después le mostrará las condiciones para leerlas y firmar. También puede rechazarla allí.',
    askLinkLabel: 'Revisar y firmar la decisión',
    askAccount: 'Si está de acuerdo, entre en su propia cuenta del portal: la decisión aparece en su página de inicio, donde puede firmarla o retirarla.',
    askAccountLabel: 'Entrar en el portal',
    askLapse: 'Si ninguno de los dos hace nada, la decisión caduca el {date} y no cambia nada.',
    askNotYou: 'Si no esperaba este mensaje, póngase en contacto con la clínica. No reenvíe el enlace: es solo para usted.',
    signedSubject: 'Ya han firmado los dos: {option}',
    signed:
      'El {when} (UTC) {partner} firmó la decisión que usted firmó el {first}: {option}, para {items}. Los dos han dado su consentimiento, así que la clínica ya puede llevarla a cabo.',
    signedNext: 'Cualquiera de los dos puede retirarla mientras la clínica no la haya completado. Adjuntamos una copia del registro de consentimiento firmado.',
    copySubject: 'Su copia del consentimiento que firmó',
    copy: 'Usted firmó esta decisión el {when} (UTC): {option}, para {items}. Adjuntamos una copia del registro de consentimiento con las condiciones exactas que aceptó. Consérvela.',
    withdrewSubject: 'Se ha retirado una decisión sobre sus embriones en depósito',
    withdrew: 'El {when} (UTC) {who} retiró la decisión «{option}» para {items}. No se hará nada con los embriones por esa decisión; siguen en depósito como antes.',
    withdrewYou: 'Usted retiró la decisión «{option}» para {items} el {when} (UTC). No se hará nada con los embriones por esa decisión; siguen en depósito como antes.',
    lapsedSubject: 'Una decisión ha caducado sin las dos firmas',
    lapsed:
      'La decisión «{option}» para {items}, firmada por {first} el {when} (UTC), no la firmó {other} en el plazo previsto, así que ha caducado. No ha cambiado nada: los embriones siguen en depósito. Pueden iniciar una nueva decisión cuando quieran.',
    reminderSubject: 'Renueve su consentimiento de conservación antes del {date}',
    reminder: 'Su consentimiento para la conservación de {items} en {clinic} debe renovarse antes del {date} (dentro de {days} días).',
    reminderHow: 'Renovarlo lleva un minuto: entre en el portal, lea las condiciones y firme.',
    reminderJoint: 'Como estos embriones se crearon con {partner}, tienen que firmar los dos.',
    reminderLabel: 'Entrar para renovar',
    reminderHowByLink:
      'No necesita una cuenta: {partner} inicia la renovación en el portal y después usted recibirá un correo electrónico con un enlace para leer las condiciones y firmar.',
    reminderHowFromAccount: '{partner} inicia la renovación en el portal; después se le pedirá por correo electrónico que la firme desde su cuenta.',
    storageLapsedSubject: 'Su consentimiento de conservación ha caducado',
    storageLapsed:
      'Su consentimiento para la conservación de {items} en {clinic} debía renovarse el {date} y no se ha renovado. No se ha desechado nada: la clínica se pondrá en contacto con usted.',
    storageLapsedHow: 'Entre en el portal y renuévelo, o llame a la clínica.',
    storageLapsedHowByLink: 'Puede llamar a la clínica o pedir a {partner} que lo renueve en el portal; después recibirá un correo electrónico con un enlace para firmar.',
    storageLapsedHowFromAccount:
      'Puede llamar a la clínica o pedir a {partner} que lo renueve en el portal; después se le pedirá por correo electrónico que lo firme desde su cuenta.',
    attached: 'registro-consentimiento',
  },
  fr: {
    greeting: 'Bonjour {name},',
    askSubject: '{owner} vous demande votre consentement au sujet de vos embryons conservés',
    ask: 'Le {when} (UTC), {owner} a signé cette décision auprès de {clinic} : {option}, pour {items}. Les embryons ayant été conçus avec vous, rien ne se fera tant que vous n’aurez pas signé la même décision. Vous ne l’avez pas encore signée.',
    askLink:
      'Si vous êtes d’accord, ouvrez ce lien à usage unique. Il vous demande votre nom de famille et votre date de naissance, puis affiche les conditions à lire et à signer. Vous pouvez aussi la refuser.',
    askLinkLabel: 'Consulter et signer la décision',
    askAccount: 'Si vous êtes d’accord, connectez-vous à votre propre compte sur le portail : la décision figure sur votre page d’accueil, où vous pouvez la signer ou la retirer.',
    askAccountLabel: 'Se connecter au portail',
    askLapse: 'Si aucun de vous deux n’agit, la décision devient caduque le {date} et rien ne change.',
    askNotYou: 'Si vous n’attendiez pas cet e-mail, contactez la clinique. Ne transférez pas le lien : il vous est personnel.',
    signedSubject: 'Vous avez maintenant signé tous les deux : {option}',
    signed:
      'Le {when} (UTC), {partner} a signé la décision que vous aviez signée le {first} : {option}, pour {items}. Vous avez tous deux donné votre consentement ; la clinique peut maintenant la mettre en œuvre.',
    signedNext: 'Chacun de vous peut encore la retirer tant que la clinique ne l’a pas réalisée. Une copie de l’attestation de consentement signée est jointe.',
    copySubject: 'Votre copie du consentement signé',
    copy: 'Vous avez signé cette décision le {when} (UTC) : {option}, pour {items}. Une copie de l’attestation, avec les conditions exactes que vous avez acceptées, est jointe. Conservez-la.',
    withdrewSubject: 'Une décision concernant vos embryons conservés a été retirée',
    withdrew:
      'Le {when} (UTC), {who} a retiré la décision « {option} » pour {items}. Rien ne sera fait aux embryons en raison de cette décision ; ils restent conservés comme avant.',
    withdrewYou:
      'Vous avez retiré la décision « {option} » pour {items} le {when} (UTC). Rien ne sera fait aux embryons en raison de cette décision ; ils restent conservés comme avant.',
    lapsedSubject: 'Une décision est devenue caduque sans les deux signatures',
    lapsed:
      'La décision « {option} » pour {items}, signée par {first} le {when} (UTC), n’a pas été signée par {other} dans le délai prévu : elle est caduque. Rien n’a changé, les embryons restent conservés. Vous pouvez prendre une nouvelle décision à tout moment.',
    reminderSubject: 'Merci de confirmer votre consentement à la conservation avant le {date}',
    reminder: 'Votre consentement à la conservation de {items} auprès de {clinic} doit être confirmé avant le {date} (dans {days} jours).',
    reminderHow: 'Cela prend une minute : connectez-vous, lisez les conditions et signez.',
    reminderJoint: 'Ces embryons ayant été conçus avec {partner}, vous devez signer tous les deux.',
    reminderLabel: 'Se connecter pour confirmer',
    reminderHowByLink:
      'Aucun compte n’est nécessaire : {partner} lance le renouvellement sur le portail, puis vous recevez un e-mail avec un lien pour lire les conditions et signer.',
    reminderHowFromAccount: '{partner} lance le renouvellement sur le portail ; un e-mail vous invitera ensuite à le signer depuis votre compte.',
    storageLapsedSubject: 'Votre consentement à la conservation n’a pas été confirmé',
    storageLapsed:
      'Votre consentement à la conservation de {items} auprès de {clinic} devait être confirmé le {date} et ne l’a pas été. Rien n’a été détruit : la clinique vous contactera.',
    storageLapsedHow: 'Connectez-vous pour le confirmer, ou appelez la clinique.',
    storageLapsedHowByLink: 'Vous pouvez appeler la clinique, ou demander à {partner} de le renouveler sur le portail ; vous recevrez ensuite un e-mail avec un lien pour signer.',
    storageLapsedHowFromAccount:
      'Vous pouvez appeler la clinique, ou demander à {partner} de le renouveler sur le portail ; un e-mail vous invitera ensuite à le signer depuis votre compte.',
    attached: 'attestation-consentement',
  },
};

const englishOptionWords: Record<string, string> = {
  'donate-to-science': 'donate to science',
  'donate-to-another-couple': 'donate to another couple',
  'donate-anonymously': 'donate anonymously',
  'use-your-own': 'use for your own treatment',
  'thaw-and-discard': 'thaw and discard',
  'storage-renewal': 'renew consent to storage',
};

// No option's words differ between American and British spelling.
const optionWords: Record<MailLocale, Record<string, string>> = {
  'en-US': englishOptionWords,
  'en-GB': englishOptionWords,
  es: {
    'donate-to-science': 'donar a la ciencia',
    'donate-to-another-couple': 'donar a otra pareja',
    'donate-anonymously': 'donar de forma anónima',
    'use-your-own': 'usarlos en su propio tratamiento',
    'thaw-and-discard': 'descongelar y desechar',
    'storage-renewal': 'renovar el consentimiento de conservación',
  },
  fr: {
    'donate-to-science': 'don à la recherche',
    'donate-to-another-couple': 'don à un autre couple',
    'donate-anonymously': 'don anonyme',
    'use-your-own': 'utilisation pour votre propre traitement',
    'thaw-and-discard': 'décongélation et destruction',
    'storage-renewal': 'confirmation du consentement à la conservation',
  },
};

export function optionInWords(locale: MailLocale, option: string): string {
  return optionWords[locale][option] ?? option;
}

export interface DecisionFacts {
  option: string;
  /** The items in words, e.g. "4 embryos (#12)". */
  items: string;
  clinic: string;
  ownerName: string;
  coOwnerName: string;
  startedAtUtc: string;
}

export const consentMail = {
  askPartner(locale: MailLocale, name: string, facts: DecisionFacts, access: { link: string } | { portal: string }, lapseDate: string): MailText {
    const t = texts[locale];
    const values = {
      owner: facts.ownerName,
      when: utcMoment(facts.startedAtUtc, locale),
      clinic: facts.clinic,
      option: optionInWords(locale, facts.option),
      items: facts.items,
      date: formatLongDate(lapseDate, locale),
    };
    const paragraphs = [fill(t.greeting, { name }), fill(t.ask, values), 'link' in access ? t.askLink : t.askAccount, fill(t.askLapse, values), t.askNotYou];
    const link = 'link' in access ? { label: t.askLinkLabel, href: access.link, after: 2 } : { label: t.askAccountLabel, href: access.portal, after: 2 };
    return compose(fill(t.askSubject, values), paragraphs, link);
  },
  partnerSigned(locale: MailLocale, name: string, facts: DecisionFacts, partner: string, atUtc: string): MailText {
    const t = texts[locale];
    const values = { partner, when: utcMoment(atUtc, locale), first: utcMoment(facts.startedAtUtc, locale), option: optionInWords(locale, facts.option), items: facts.items };
    return compose(fill(t.signedSubject, values), [fill(t.greeting, { name }), fill(t.signed, values), t.signedNext]);
  },
  copyOfSignature(locale: MailLocale, name: string, facts: DecisionFacts, atUtc: string): MailText {
    const t = texts[locale];
    return compose(t.copySubject, [fill(t.greeting, { name }), fill(t.copy, { when: utcMoment(atUtc, locale), option: optionInWords(locale, facts.option), items: facts.items })]);
  },
  withdrawn(locale: MailLocale, name: string, facts: DecisionFacts, by: { name: string; isReader: boolean }, atUtc: string): MailText {
    const t = texts[locale];
    const values = { who: by.name, when: utcMoment(atUtc, locale), option: optionInWords(locale, facts.option), items: facts.items };
    return compose(t.withdrewSubject, [fill(t.greeting, { name }), fill(by.isReader ? t.withdrewYou : t.withdrew, values)]);
  },
  lapsed(locale: MailLocale, name: string, facts: DecisionFacts, firstSigner: string, other: string): MailText {
    const t = texts[locale];
    const values = { option: optionInWords(locale, facts.option), items: facts.items, first: firstSigner, other, when: utcMoment(facts.startedAtUtc, locale) };
    return compose(t.lapsedSubject, [fill(t.greeting, { name }), fill(t.lapsed, values)]);
  },
  /**
   * To the member who renews (`reader` 'member', with the portal link), or to their partner, who cannot
   * start a renewal (only the member can): the mail says the member starts it and the partner is then
   * asked to sign — from their account, or by a link mailed to them when they have none (`partner` is
   * then the member's name). A partner's mail has no link: there is nothing for them to sign yet.
   */
  storageReminder(locale: MailLocale, name: string, facts: StorageMailFacts & { daysLeft: number }): MailText {
    const t = texts[locale];
    const values = { items: facts.items, clinic: facts.clinic, date: formatLongDate(facts.dueDate, locale), days: String(facts.daysLeft), partner: facts.partner ?? '' };
    const how = { member: t.reminderHow, partnerWithAccount: t.reminderHowFromAccount, partnerByLink: t.reminderHowByLink }[facts.reader];
    const due = `${fill(t.reminder, values)} ${fill(how, values)}`;
    if (facts.reader !== 'member') return compose(fill(t.reminderSubject, values), [fill(t.greeting, { name }), due]);
    const paragraphs = [fill(t.greeting, { name }), due, ...(facts.partner ? [fill(t.reminderJoint, values)] : [])];
    return compose(fill(t.reminderSubject, values), paragraphs, { label: t.reminderLabel, href: facts.portal, after: paragraphs.length - 1 });
  },
  /** As storageReminder: the member is asked to sign in and renew; a partner, to ask the member. */
  storageLapsed(locale: MailLocale, name: string, facts: StorageMailFacts): MailText {
    const t = texts[locale];
    const values = { items: facts.items, clinic: facts.clinic, date: formatLongDate(facts.dueDate, locale), partner: facts.partner ?? '' };
    const how = { member: t.storageLapsedHow, partnerWithAccount: t.storageLapsedHowFromAccount, partnerByLink: t.storageLapsedHowByLink }[facts.reader];
    const paragraphs = [fill(t.greeting, { name }), `${fill(t.storageLapsed, values)} ${fill(how, values)}`];
    if (facts.reader !== 'member') return compose(t.storageLapsedSubject, paragraphs);
    return compose(t.storageLapsedSubject, paragraphs, { label: t.reminderLabel, href: facts.portal, after: 1 });
  },
  attachmentName(locale: MailLocale, recordId: number): string {
    return `${texts[locale].attached}-${String(recordId)}.pdf`;
  },
};

const itemWords: Record<MailLocale, Record<string, [string, string]>> = {
  'en-US': { CRY: ['embryo', 'embryos'], GCR: ['egg', 'eggs'], SCR: ['sperm sample', 'sperm samples'], TCR: ['tissue sample', 'tissue samples'] },
  'en-GB': { CRY: ['embryo', 'embryos'], GCR: ['egg', 'eggs'], SCR: ['sperm sample', 'sperm samples'], TCR: ['tissue sample', 'tissue samples'] },
  es: { CRY: ['embrión', 'embriones'], GCR: ['óvulo', 'óvulos'], SCR: ['muestra de semen', 'muestras de semen'], TCR: ['muestra de tejido', 'muestras de tejido'] },
  fr: {
    CRY: ['embryon', 'embryons'],
    GCR: ['ovocyte', 'ovocytes'],
    SCR: ['échantillon de sperme', 'échantillons de sperme'],
    TCR: ['échantillon de tissu', 'échantillons de tissu'],
  },
};

/** "4 embryos (#12)" in the reader's language. */
export function itemInWords(locale: MailLocale, item: { id: number; item_type_id: string; count: number }): string {
  const [one, many] = itemWords[locale][item.item_type_id] ?? ['item', 'items'];
  return `${String(item.count)} ${item.count === 1 ? one : many} (#${String(item.id)})`;
}
