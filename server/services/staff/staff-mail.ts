// What a member is told when the clinic moves one of their stored items (issue 12), in the clinic's
// language: what the item is, what it is now, and — for a denial — the clinic's reason.
import { compose, fill, type MailLocale, type MailText } from '../account-mail.ts';

type Outcome = 'DSCI' | 'DDON' | 'DTHD' | 'DUSE' | 'ADIV' | 'DDIV' | 'NDON' | 'NDIV' | 'CLOSED';

interface Texts {
  subject: string;
  greeting: string;
  done: string;
  denied: string;
  reason: string;
  see: string;
  outcomes: Record<Outcome, string>;
}

const english: Texts = {
  subject: 'An update about your stored {item}',
  greeting: 'Hello {name},',
  done: 'Your clinic has recorded the outcome of what you decided for {item}: {outcome}.',
  denied: 'Your clinic could not go ahead with what you asked for {item}: {outcome}.',
  reason: 'The clinic’s reason: {reason}',
  see: 'You can see every stored item and its status when you sign in to the portal. If you have questions, contact your clinic.',
  outcomes: {
    DSCI: 'donated to science',
    DDON: 'donated to another couple',
    DTHD: 'thawed and discarded',
    DUSE: 'used in your own treatment',
    ADIV: 'accepted as an anonymous donation to the clinic',
    DDIV: 'anonymously donated to another couple',
    NDON: 'the donation to another couple was not accepted',
    NDIV: 'the anonymous donation was not accepted',
    CLOSED: 'the anonymous donation is closed',
  },
};

const texts: Record<MailLocale, Texts> = {
  'en-US': english,
  'en-GB': english,
  es: {
    subject: 'Novedades sobre su {item} almacenado',
    greeting: 'Hola, {name}:',
    done: 'Su clínica ha registrado el resultado de lo que usted decidió para {item}: {outcome}.',
    denied: 'Su clínica no ha podido seguir adelante con lo que pidió para {item}: {outcome}.',
    reason: 'Motivo de la clínica: {reason}',
    see: 'Puede ver todo lo que tiene almacenado y su estado al iniciar sesión en el portal. Si tiene preguntas, contacte con su clínica.',
    outcomes: {
      DSCI: 'donado a la ciencia',
      DDON: 'donado a otra pareja',
      DTHD: 'descongelado y desechado',
      DUSE: 'utilizado en su propio tratamiento',
      ADIV: 'aceptado como donación anónima a la clínica',
      DDIV: 'donado de forma anónima a otra pareja',
      NDON: 'no se ha aceptado la donación a otra pareja',
      NDIV: 'no se ha aceptado la donación anónima',
      CLOSED: 'la donación anónima está cerrada',
    },
  },
  fr: {
    subject: 'Du nouveau sur votre {item} conservé',
    greeting: 'Bonjour {name},',
    done: 'Votre clinique a enregistré l’issue de ce que vous avez décidé pour {item} : {outcome}.',
    denied: 'Votre clinique n’a pas pu donner suite à votre demande pour {item} : {outcome}.',
    reason: 'Motif de la clinique : {reason}',
    see: 'Vous pouvez voir tout ce qui est conservé et son statut en vous connectant au portail. Pour toute question, contactez votre clinique.',
    outcomes: {
      DSCI: 'donné à la science',
      DDON: 'donné à un autre couple',
      DTHD: 'décongelé et détruit',
      DUSE: 'utilisé pour votre propre traitement',
      ADIV: 'accepté comme don anonyme à la clinique',
      DDIV: 'donné anonymement à un autre couple',
      NDON: 'le don à un autre couple n’a pas été accepté',
      NDIV: 'le don anonyme n’a pas été accepté',
      CLOSED: 'le don anonyme est clos',
    },
  },
};

const itemWords: Record<MailLocale, Record<string, string>> = {
  'en-US': { ICR: 'embryos', GCR: 'eggs', SCR: 'sperm', TCR: 'tissue' },
  'en-GB': { ICR: 'embryos', GCR: 'eggs', SCR: 'sperm', TCR: 'tissue' },
  es: { ICR: 'embriones', GCR: 'óvulos', SCR: 'semen', TCR: 'tejido' },
  fr: { ICR: 'embryons', GCR: 'ovocytes', SCR: 'sperme', TCR: 'tissu' },
};

/** `state`: the 4-letter state the item is now in; `sub`: the ADIV sub-outcome, if any. */
export function storedItemUpdateMail(
  locale: MailLocale,
  input: { name: string; prefix: string; description: string; state: string; sub: string | null; denied: boolean; reason: string | null },
): MailText {
  const t = texts[locale];
  const kind = itemWords[locale][input.prefix] ?? itemWords[locale].ICR ?? '';
  const outcomeKey: Outcome = input.sub ? (input.sub === 'COTH' || input.sub === 'TOFF' || input.sub === 'TPGS' ? 'CLOSED' : (input.sub as Outcome)) : (input.state as Outcome);
  const outcome = t.outcomes[outcomeKey] ?? input.state;
  const item = input.description ? `${kind} (${input.description})` : kind;
  const paragraphs = [fill(t.greeting, { name: input.name }), fill(input.denied ? t.denied : t.done, { item, outcome })];
  if (input.reason) paragraphs.push(fill(t.reason, { reason: input.reason }));
  paragraphs.push(t.see);
  return compose(fill(t.subject, { item: kind }), paragraphs);
}
