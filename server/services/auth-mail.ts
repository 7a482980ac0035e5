// Sign-in e-mails in the member's language (the portal's four locales): the password-reset link,
// the user-name reminder and the two-factor code. The language is the one of the member's own
// request when there is one, else their clinic's (mailLocaleOf).
import { compose, fill, type MailLocale, type MailText } from './account-mail.ts';

interface Texts {
  greeting: string;
  resetSubject: string;
  reset: string;
  resetLabel: string;
  resetIgnore: string;
  userNameSubject: string;
  userNameOne: string;
  userNameMany: string;
  codeSubject: string;
  code: string;
  codeOnce: string;
}

const english: Texts = {
  greeting: 'Hello {name},',
  resetSubject: 'Reset your password',
  reset: 'Use this link within 60 minutes to choose a new password:',
  resetLabel: 'Reset your password',
  resetIgnore: 'If you did not ask for this, ignore this e-mail.',
  userNameSubject: 'Your user name',
  userNameOne: 'The user name for this e-mail address: {names}',
  userNameMany: 'The user names for this e-mail address: {names}',
  codeSubject: 'Your sign-in code',
  code: 'Your sign-in code is {code}.',
  codeOnce: 'It expires in 10 minutes and works once.',
};

const texts: Record<MailLocale, Texts> = {
  'en-US': english,
  'en-GB': english,
  es: {
    greeting: 'Hola, {name}:',
    resetSubject: 'Restablezca su contraseña',
    reset: 'Use este enlace en los próximos 60 minutos para elegir una contraseña nueva:',
    resetLabel: 'Restablecer la contraseña',
    resetIgnore: 'Si no lo ha pedido usted, ignore este mensaje.',
    userNameSubject: 'Su nombre de usuario',
    userNameOne: 'El nombre de usuario de esta dirección de correo: {names}',
    userNameMany: 'Los nombres de usuario de esta dirección de correo: {names}',
    codeSubject: 'Su código de acceso',
    code: 'Su código de acceso es {code}.',
    codeOnce: 'Caduca en 10 minutos y solo sirve una vez.',
  },
  fr: {
    greeting: 'Bonjour {name},',
    resetSubject: 'Réinitialisez votre mot de passe',
    reset: 'Utilisez ce lien dans les 60 minutes pour choisir un nouveau mot de passe :',
    resetLabel: 'Réinitialiser le mot de passe',
    resetIgnore: 'Si vous n’avez rien demandé, ignorez cet e-mail.',
    userNameSubject: 'Votre nom d’utilisateur',
    userNameOne: 'Le nom d’utilisateur associé à cette adresse e-mail : {names}',
    userNameMany: 'Les noms d’utilisateur associés à cette adresse e-mail : {names}',
    codeSubject: 'Votre code de connexion',
    code: 'Votre code de connexion est {code}.',
    codeOnce: 'Il expire dans 10 minutes et ne sert qu’une fois.',
  },
};

export const authMail = {
  passwordReset(locale: MailLocale, name: string, link: string): MailText {
    const t = texts[locale];
    return compose(t.resetSubject, [fill(t.greeting, { name }), t.reset, t.resetIgnore], { label: t.resetLabel, href: link, after: 1 });
  },
  userNames(locale: MailLocale, name: string, names: string[]): MailText {
    const t = texts[locale];
    return compose(t.userNameSubject, [fill(t.greeting, { name }), fill(names.length > 1 ? t.userNameMany : t.userNameOne, { names: names.join(', ') })]);
  },
  signInCode(locale: MailLocale, code: string): MailText {
    const t = texts[locale];
    return compose(t.codeSubject, [fill(t.code, { code }), t.codeOnce]);
  },
};
