// Namespace 'adminAudit' in French.
import type { Strings } from '../en-US/audit.ts';

export const strings: Strings = {
  heading: 'Journal d’audit',
  intro: 'Chaque fois que le personnel ouvre un membre ou modifie quelque chose, du plus récent au plus ancien. Les entrées ne peuvent être ni modifiées ni supprimées.',
  filters: 'Filtres',
  clinic: 'Clinique',
  memberId: 'Numéro de membre',
  memberIdInvalid: 'Saisissez un numéro de membre (chiffres uniquement) ou laissez vide.',
  apply: 'Afficher',
  clear: 'Effacer les filtres',
  table: 'Entrées du journal',
  empty: 'Aucune entrée ne correspond.',
  total_one: '{{count}} entrée',
  total_other: '{{count}} entrées',
  when: 'Date',
  who: 'Qui',
  what: 'Quoi',
  member: 'Membre',
  details: 'Détails',
  reference: 'Référence {{requestId}} · {{ip}}',
  memberLink: 'Membre {{memberId}}',
  item: 'Élément {{freezeEventId}}',
  actions: {
    member: {
      lookup: 'A recherché des membres',
      read: 'A ouvert un membre',
      'send-password-reset': 'A envoyé un e-mail de réinitialisation',
      'reset-two-factor': 'A désactivé la validation en deux étapes',
      'set-signInLocked': 'A changé le blocage de connexion',
      'set-readOnly': 'A changé la lecture seule',
    },
    item: {
      complete: 'A terminé un élément conservé',
      deny: 'A refusé une demande',
    },
    staff: {
      'set-clinics': 'A changé les cliniques d’un membre du personnel',
    },
    banner: {
      create: 'A publié une bannière',
      update: 'A modifié une bannière',
      end: 'A mis fin à une bannière',
    },
    maintenance: {
      clinic: {
        set: 'A planifié une maintenance de clinique',
        clear: 'A annulé une maintenance de clinique',
      },
      site: {
        set: 'A planifié une maintenance générale',
        clear: 'A annulé une maintenance générale',
      },
    },
    matching: {
      'custom-description': {
        approve: 'A validé une description personnalisée',
        sendBack: 'A renvoyé une description personnalisée',
      },
      'medical-review': {
        approve: 'A validé un examen médical',
        sendBack: 'A renvoyé un examen médical',
      },
    },
  },
  detail: {
    locked: 'Connexion bloquée',
    unlocked: 'Connexion débloquée',
    readOnlyOn: 'Lecture seule activée',
    readOnlyOff: 'Lecture seule désactivée',
    move: '{{from}} → {{to}}',
    reason: 'Motif : {{reason}}',
    found_one: '{{count}} trouvé',
    found_other: '{{count}} trouvés',
    clinics: 'Cliniques : {{clinics}}',
  },
};
