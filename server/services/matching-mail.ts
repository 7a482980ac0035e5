// What both sides of a matching request hear at every step (issue 5), each in their own clinic's
// language (issue 15: the portal's four locales; en-US with American spelling). The counterpart is
// named as the reader may know them: first names, or the profile code for a closed profile.
import type { RequestKind, RequestStateCode } from '../../contract/api/matching-site.ts';
import { compose, type MailLocale, type MailText } from './account-mail.ts';

export type MatchingMailSide = 'donor' | 'recipient';

/** What the sentences of a mail need: the request in words and the counterpart's name. */
interface Words {
  /** "match request", "solicitud de emparejamiento"… */
  what: string;
  /** The same with its indefinite article: "a match request", "una solicitud…". */
  aWhat: string;
  name: string;
}

type Sentences = Record<RequestStateCode, Record<MatchingMailSide, (w: Words) => { subject: string; body: string[] }>>;

interface Texts {
  greeting: (name: string) => string;
  kinds: Record<RequestKind, { what: string; aWhat: string }>;
  sentences: Sentences;
}

const portal = 'Sign in to the member portal to see it on your matching home.';
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const american: Texts = {
  greeting: (name) => `Hello ${name},`,
  kinds: {
    MATCH: { what: 'match request', aWhat: 'a match request' },
    PHOTOS: { what: 'photo request', aWhat: 'a photo request' },
    RESERVATION: { what: 'embryo reservation request', aWhat: 'an embryo reservation request' },
  },
  sentences: {
    REQUESTED: {
      donor: (w) => ({ subject: `New ${w.what}`, body: [`${w.name} sent you ${w.aWhat}.`, portal] }),
      recipient: (w) => ({ subject: `Your ${w.what} was sent`, body: [`Your ${w.what} to ${w.name} was sent. You will get an e-mail when the couple answers.`] }),
    },
    ACCEPTED: {
      donor: (w) => ({ subject: `You accepted ${w.aWhat}`, body: [`You accepted the ${w.what} from ${w.name}.`, portal] }),
      recipient: (w) => ({ subject: `Your ${w.what} was accepted`, body: [`${w.name} accepted your ${w.what}.`, portal] }),
    },
    DECLINED: {
      donor: (w) => ({ subject: `You declined ${w.aWhat}`, body: [`You declined the ${w.what} from ${w.name}.`] }),
      recipient: (w) => ({ subject: `Your ${w.what} was declined`, body: [`${w.name} declined your ${w.what}.`] }),
    },
    CANCELLED: {
      donor: (w) => ({ subject: `${capitalized(w.aWhat)} was canceled`, body: [`${w.name} canceled the ${w.what} they sent you.`] }),
      recipient: (w) => ({ subject: `Your ${w.what} was canceled`, body: [`Your ${w.what} to ${w.name} was canceled.`] }),
    },
  },
};

// Only the cancellations are spelt differently.
const british: Texts = {
  ...american,
  sentences: {
    ...american.sentences,
    CANCELLED: {
      donor: (w) => ({ subject: `${capitalized(w.aWhat)} was cancelled`, body: [`${w.name} cancelled the ${w.what} they sent you.`] }),
      recipient: (w) => ({ subject: `Your ${w.what} was cancelled`, body: [`Your ${w.what} to ${w.name} was cancelled.`] }),
    },
  },
};

const portalEs = 'Inicie sesión en el portal de miembros para verla en el inicio del emparejamiento.';
const portalFr = 'Connectez-vous au portail des membres pour la voir sur l’accueil de la mise en relation.';

export const matchingTexts: Record<MailLocale, Texts> = {
  'en-US': american,
  'en-GB': british,
  // Every kind is a "solicitud" (feminine), so one set of sentences fits all three.
  es: {
    greeting: (name) => `Hola, ${name}:`,
    kinds: {
      MATCH: { what: 'solicitud de emparejamiento', aWhat: 'una solicitud de emparejamiento' },
      PHOTOS: { what: 'solicitud de fotos', aWhat: 'una solicitud de fotos' },
      RESERVATION: { what: 'solicitud de reserva de embriones', aWhat: 'una solicitud de reserva de embriones' },
    },
    sentences: {
      REQUESTED: {
        donor: (w) => ({ subject: `Nueva ${w.what}`, body: [`${w.name} le ha enviado ${w.aWhat}.`, portalEs] }),
        recipient: (w) => ({
          subject: `Se ha enviado su ${w.what}`,
          body: [`Se ha enviado su ${w.what} a ${w.name}. Recibirá un correo electrónico cuando la pareja responda.`],
        }),
      },
      ACCEPTED: {
        donor: (w) => ({ subject: `Ha aceptado ${w.aWhat}`, body: [`Ha aceptado la ${w.what} de ${w.name}.`, portalEs] }),
        recipient: (w) => ({ subject: `Se ha aceptado su ${w.what}`, body: [`${w.name} ha aceptado su ${w.what}.`, portalEs] }),
      },
      DECLINED: {
        donor: (w) => ({ subject: `Ha rechazado ${w.aWhat}`, body: [`Ha rechazado la ${w.what} de ${w.name}.`] }),
        recipient: (w) => ({ subject: `Se ha rechazado su ${w.what}`, body: [`${w.name} ha rechazado su ${w.what}.`] }),
      },
      CANCELLED: {
        donor: (w) => ({ subject: `Se ha cancelado ${w.aWhat}`, body: [`${w.name} ha cancelado su ${w.what}.`] }),
        recipient: (w) => ({ subject: `Se ha cancelado su ${w.what}`, body: [`Se ha cancelado su ${w.what} a ${w.name}.`] }),
      },
    },
  },
  // Every kind is a "demande" (feminine), so one set of sentences fits all three.
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    kinds: {
      MATCH: { what: 'demande de mise en relation', aWhat: 'une demande de mise en relation' },
      PHOTOS: { what: 'demande de photos', aWhat: 'une demande de photos' },
      RESERVATION: { what: 'demande de réservation d’embryons', aWhat: 'une demande de réservation d’embryons' },
    },
    sentences: {
      REQUESTED: {
        donor: (w) => ({ subject: `Nouvelle ${w.what}`, body: [`${w.name} vous a envoyé ${w.aWhat}.`, portalFr] }),
        recipient: (w) => ({
          subject: `Votre ${w.what} a été envoyée`,
          body: [`Votre ${w.what} à ${w.name} a été envoyée. Vous recevrez un e-mail lorsque le couple aura répondu.`],
        }),
      },
      ACCEPTED: {
        donor: (w) => ({ subject: `Vous avez accepté ${w.aWhat}`, body: [`Vous avez accepté la ${w.what} de ${w.name}.`, portalFr] }),
        recipient: (w) => ({ subject: `Votre ${w.what} a été acceptée`, body: [`${w.name} a accepté votre ${w.what}.`, portalFr] }),
      },
      DECLINED: {
        donor: (w) => ({ subject: `Vous avez refusé ${w.aWhat}`, body: [`Vous avez refusé la ${w.what} de ${w.name}.`] }),
        recipient: (w) => ({ subject: `Votre ${w.what} a été refusée`, body: [`${w.name} a refusé votre ${w.what}.`] }),
      },
      CANCELLED: {
        donor: (w) => ({ subject: `${capitalized(w.aWhat)} a été annulée`, body: [`${w.name} a annulé sa ${w.what}.`] }),
        recipient: (w) => ({ subject: `Votre ${w.what} a été annulée`, body: [`Votre ${w.what} à ${w.name} a été annulée.`] }),
      },
    },
  },
};

/** The mail one side of a request gets when it reaches `state`, in `locale`. */
export function matchingRequestMail(
  locale: MailLocale,
  side: MatchingMailSide,
  facts: { kind: RequestKind; state: RequestStateCode; readerName: string; counterpartName: string },
): MailText {
  const texts = matchingTexts[locale];
  const kind = texts.kinds[facts.kind];
  const { subject, body } = texts.sentences[facts.state][side]({ ...kind, name: facts.counterpartName });
  return compose(subject, [texts.greeting(facts.readerName), ...body]);
}
