// E-mails that protect an account (issue 21), in the member's language: the portal's four locales,
// chosen from the language the member uses in the portal (Accept-Language of their own request)
// or else their clinic's. Every text says what happened, when, and what to do if it was not them.
import { formatLongDateTime } from '../../contract/domain/dateFormat.ts';
export type MailLocale = 'en-US' | 'en-GB' | 'es' | 'fr';

export interface MailText {
  subject: string;
  text: string;
  html: string;
}

/** The portal locale a mail is written in: the first supported tag of Accept-Language, else the clinic's. */
export function mailLocaleOf(acceptLanguage: string | undefined, centerLocale: string): MailLocale {
  return portalLocaleOf(acceptLanguage) ?? portalLocaleOf(centerLocale) ?? 'en-US';
}

/** The first tag of an Accept-Language (or a single locale) that is one of the portal's, or null. */
function portalLocaleOf(acceptLanguage: string | undefined): MailLocale | null {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '')
    .filter(Boolean);
  for (const tag of tags) {
    if (tag === 'en-gb') return 'en-GB';
    if (tag === 'en-us' || tag === 'en') return 'en-US';
    if (tag.startsWith('es')) return 'es';
    if (tag.startsWith('fr')) return 'fr';
    if (tag.startsWith('en')) return 'en-US';
  }
  return null;
}

/**
 * The language of a mail to a member: that of their own request when the mail answers one (its
 * Accept-Language); else — a mail they get without asking (a reminder, another member's request, the
 * clinic's action) — the one they last chose in the portal, kept by the API (`ownLocale`: a link may name
 * it), else the clinic's.
 */
export function memberMailLanguage(member: { locale: string | null }, centerLocale: string, acceptLanguage?: string): { locale: MailLocale; ownLocale: boolean } {
  // A request in none of the portal's languages (another client, `*`) says nothing: the member's own then.
  const requested = portalLocaleOf(acceptLanguage);
  if (requested) return { locale: requested, ownLocale: true };
  const own = portalLocaleOf(member.locale ?? undefined);
  if (own) return { locale: own, ownLocale: true };
  return { locale: mailLocaleOf(undefined, centerLocale), ownLocale: false };
}

/**
 * A link to a portal page, naming the e-mail's language (`lang`): the page opens in the language the
 * e-mail was written in, whatever the browser that opens it chose before (the SPA keeps it as the choice).
 */
export function linkInLanguage(url: string, locale: MailLocale): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${locale}`;
}

/**
 * A link in a mail whose language may be only the clinic's (a mail sent by a job, or to a partner whose
 * language nobody gave): it names the language only when it is the recipient's own. The clinic's
 * language is what a browser without a choice opens in anyway, and naming it would override a
 * language the recipient chose in their browser.
 */
export function inOwnLanguage(url: string, recipient: { locale: MailLocale; ownLocale: boolean }): string {
  return recipient.ownLocale ? linkInLanguage(url, recipient.locale) : url;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Paragraphs, with at most one link (label, href) after the paragraph at `linkAfter`. */
export function compose(subject: string, paragraphs: string[], link?: { label: string; href: string; after: number }): MailText {
  const text = paragraphs.flatMap((p, i) => (link && i === link.after ? [p, link.href] : [p])).join('\n\n');
  const html = paragraphs
    .flatMap((p, i) => {
      const paragraph = `<p>${escapeHtml(p)}</p>`;
      return link && i === link.after ? [paragraph, `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : [paragraph];
    })
    .join('');
  return { subject, text: `${text}\n`, html };
}

type Texts = Record<
  | 'greeting'
  | 'lockedSubject'
  | 'locked'
  | 'lockedAdvice'
  | 'credentialsSubject'
  | 'credentials'
  | 'notYou'
  | 'confirmSubject'
  | 'confirm'
  | 'confirmLabel'
  | 'confirmIgnore'
  | 'noticeSubject'
  | 'notice'
  | 'undo'
  | 'undoLabel'
  | 'undoneSubject'
  | 'undone',
  string
>;

const english: Texts = {
  greeting: 'Hello {name},',
  lockedSubject: 'Sign-in to your account was paused',
  locked: 'Someone tried to sign in to your account with a wrong password many times in the last few minutes, so sign-in is paused for up to 5 minutes.',
  lockedAdvice: 'If this was you, wait a few minutes and try again, or reset your password. If it was not you, your account is safe; consider choosing a new password.',
  credentialsSubject: 'Your sign-in details were changed',
  credentials: 'The {what} of your account was changed on {when} (UTC). Every other signed-in session was ended.',
  notYou: 'If you did not make this change, reset your password now and contact your clinic.',
  confirmSubject: 'Confirm your new e-mail address',
  confirm: 'You asked to use this address for your account. Confirm it within 24 hours with this link:',
  confirmLabel: 'Confirm this e-mail address',
  confirmIgnore: 'If you did not ask for this, ignore this e-mail: nothing changes.',
  noticeSubject: 'Your e-mail address is being changed',
  notice: 'On {when} (UTC) someone signed in to your account asked to change its e-mail address to {email}. It changes once that address is confirmed.',
  undo: 'If this was not you, undo it within 7 days with this link. Undoing keeps this address, ends every session and asks for a new password:',
  undoLabel: 'Undo the change of e-mail address',
  undoneSubject: 'The change of your e-mail address was undone',
  undone:
    'The change of e-mail address was undone on {when} (UTC), every session was ended, and this address is the account’s address again. Choose a new password with "Forgot password" before you sign in.',
};

const texts: Record<MailLocale, Texts> = {
  'en-US': english,
  'en-GB': english,
  es: {
    greeting: 'Hola {name}:',
    lockedSubject: 'Se ha pausado el acceso a su cuenta',
    locked:
      'Alguien ha intentado entrar en su cuenta con una contraseña incorrecta muchas veces en los últimos minutos, así que el acceso queda en pausa durante un máximo de 5 minutos.',
    lockedAdvice:
      'Si ha sido usted, espere unos minutos y vuelva a intentarlo, o restablezca su contraseña. Si no ha sido usted, su cuenta está a salvo; le recomendamos elegir una contraseña nueva.',
    credentialsSubject: 'Se han cambiado sus datos de acceso',
    credentials: 'El {what} de su cuenta se cambió el {when} (UTC). Se han cerrado todas las demás sesiones.',
    notYou: 'Si no ha hecho usted este cambio, restablezca su contraseña ahora y póngase en contacto con su clínica.',
    confirmSubject: 'Confirme su nueva dirección de correo electrónico',
    confirm: 'Ha pedido usar esta dirección para su cuenta. Confírmela en las próximas 24 horas con este enlace:',
    confirmLabel: 'Confirmar esta dirección',
    confirmIgnore: 'Si no lo ha pedido usted, ignore este mensaje: no cambiará nada.',
    noticeSubject: 'Se está cambiando su dirección de correo electrónico',
    notice: 'El {when} (UTC) alguien con acceso a su cuenta pidió cambiar su dirección de correo a {email}. El cambio se hará cuando se confirme esa dirección.',
    undo: 'Si no ha sido usted, deshágalo en los próximos 7 días con este enlace. Se conservará esta dirección, se cerrarán todas las sesiones y se le pedirá una contraseña nueva:',
    undoLabel: 'Deshacer el cambio de dirección',
    undoneSubject: 'Se ha deshecho el cambio de su dirección de correo',
    undone:
      'El cambio de dirección de correo se deshizo el {when} (UTC), se cerraron todas las sesiones y esta vuelve a ser la dirección de la cuenta. Elija una contraseña nueva con "He olvidado mi contraseña" antes de entrar.',
  },
  fr: {
    greeting: 'Bonjour {name},',
    lockedSubject: 'La connexion à votre compte a été suspendue',
    locked:
      'Quelqu’un a essayé de se connecter à votre compte avec un mauvais mot de passe à de nombreuses reprises ces dernières minutes : la connexion est suspendue pendant 5 minutes au plus.',
    lockedAdvice:
      'Si c’était vous, patientez quelques minutes puis réessayez, ou réinitialisez votre mot de passe. Sinon, votre compte est en sécurité ; nous vous conseillons de choisir un nouveau mot de passe.',
    credentialsSubject: 'Vos identifiants ont été modifiés',
    credentials: 'Le {what} de votre compte a été modifié le {when} (UTC). Toutes les autres sessions ont été fermées.',
    notYou: 'Si vous n’êtes pas à l’origine de ce changement, réinitialisez votre mot de passe maintenant et contactez votre clinique.',
    confirmSubject: 'Confirmez votre nouvelle adresse e-mail',
    confirm: 'Vous avez demandé à utiliser cette adresse pour votre compte. Confirmez-la dans les 24 heures avec ce lien :',
    confirmLabel: 'Confirmer cette adresse e-mail',
    confirmIgnore: 'Si vous n’avez rien demandé, ignorez cet e-mail : rien ne change.',
    noticeSubject: 'Votre adresse e-mail est en cours de modification',
    notice:
      'Le {when} (UTC), une personne connectée à votre compte a demandé à remplacer son adresse e-mail par {email}. Le changement aura lieu quand cette adresse sera confirmée.',
    undo: 'Si ce n’était pas vous, annulez-le dans les 7 jours avec ce lien. Cette adresse sera conservée, toutes les sessions fermées et un nouveau mot de passe demandé :',
    undoLabel: 'Annuler le changement d’adresse e-mail',
    undoneSubject: 'Le changement de votre adresse e-mail a été annulé',
    undone:
      'Le changement d’adresse e-mail a été annulé le {when} (UTC), toutes les sessions ont été fermées et cette adresse est de nouveau celle du compte. Choisissez un nouveau mot de passe avec « Mot de passe oublié » avant de vous connecter.',
  },
};

const changedWhat: Record<MailLocale, Record<'userName' | 'password' | 'both', string>> = {
  'en-US': { userName: 'user name', password: 'password', both: 'user name and password' },
  'en-GB': { userName: 'user name', password: 'password', both: 'user name and password' },
  es: { userName: 'nombre de usuario', password: 'contraseña', both: 'nombre de usuario y contraseña' },
  fr: { userName: 'nom d’utilisateur', password: 'mot de passe', both: 'nom d’utilisateur et mot de passe' },
};

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** A moment in UTC (the texts say so), written as the reader's language writes dates. */
export const utcMoment = (iso: string, locale: MailLocale) => formatLongDateTime(iso, locale, 'UTC', { seconds: false });

export const accountMail = {
  lockedOut(locale: MailLocale, name: string): MailText {
    const t = texts[locale];
    return compose(t.lockedSubject, [fill(t.greeting, { name }), t.locked, t.lockedAdvice]);
  },
  credentialsChanged(locale: MailLocale, name: string, what: 'userName' | 'password' | 'both', atIso: string): MailText {
    const t = texts[locale];
    return compose(t.credentialsSubject, [fill(t.greeting, { name }), fill(t.credentials, { what: changedWhat[locale][what], when: utcMoment(atIso, locale) }), t.notYou]);
  },
  confirmNewEmail(locale: MailLocale, name: string, link: string): MailText {
    const t = texts[locale];
    return compose(t.confirmSubject, [fill(t.greeting, { name }), t.confirm, t.confirmIgnore], { label: t.confirmLabel, href: link, after: 1 });
  },
  emailChangeNotice(locale: MailLocale, name: string, newEmail: string, atIso: string, undoLink: string): MailText {
    const t = texts[locale];
    return compose(t.noticeSubject, [fill(t.greeting, { name }), fill(t.notice, { email: newEmail, when: utcMoment(atIso, locale) }), t.undo], {
      label: t.undoLabel,
      href: undoLink,
      after: 2,
    });
  },
  emailChangeUndone(locale: MailLocale, name: string, atIso: string): MailText {
    const t = texts[locale];
    return compose(t.undoneSubject, [fill(t.greeting, { name }), fill(t.undone, { when: utcMoment(atIso, locale) })]);
  },
};
