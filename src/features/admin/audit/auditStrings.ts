// Words of the audit log (namespace `adminAudit`).
import type { Translations } from '../../../i18n/locales.ts';

const enUS = {
  heading: 'Audit log',
  intro: 'Every time staff open a member or change anything, newest first. Entries cannot be changed or removed.',
  filters: 'Filters',
  clinic: 'Clinic',
  memberId: 'Member id',
  memberIdInvalid: 'Enter a member id (digits only), or leave it empty.',
  apply: 'Show',
  clear: 'Clear filters',
  table: 'Audit entries',
  empty: 'No entries match.',
  total_one: '{{count}} entry',
  total_other: '{{count}} entries',
  when: 'When',
  who: 'Who',
  what: 'What',
  member: 'Member',
  details: 'Details',
  reference: 'Reference {{requestId}} · {{ip}}',
  memberLink: 'Member {{memberId}}',
  item: 'Item {{freezeEventId}}',
  actions: {
    member: {
      lookup: 'Searched for members',
      read: 'Opened a member',
      'send-password-reset': 'Sent a password reset e-mail',
      'reset-two-factor': 'Turned off two-factor sign-in',
      'set-signInLocked': 'Changed the sign-in lock',
      'set-readOnly': 'Changed read-only',
    },
    item: {
      complete: 'Completed a stored item',
      deny: 'Denied a request',
    },
    staff: {
      'set-clinics': 'Changed a staff member’s clinics',
    },
    banner: {
      create: 'Published a banner',
      update: 'Changed a banner',
      end: 'Ended a banner',
    },
    maintenance: {
      clinic: {
        set: 'Scheduled clinic maintenance',
        clear: 'Cleared clinic maintenance',
      },
      site: {
        set: 'Scheduled site-wide maintenance',
        clear: 'Cleared site-wide maintenance',
      },
    },
    matching: {
      'custom-description': {
        approve: 'Approved a custom description',
        sendBack: 'Sent a custom description back',
      },
      'medical-review': {
        approve: 'Cleared a medical review',
        sendBack: 'Sent a medical review back',
      },
    },
  },
  detail: {
    locked: 'Sign-in locked',
    unlocked: 'Sign-in unlocked',
    readOnlyOn: 'Read-only on',
    readOnlyOff: 'Read-only off',
    move: '{{from}} → {{to}}',
    reason: 'Reason: {{reason}}',
    found_one: '{{count}} found',
    found_other: '{{count}} found',
    clinics: 'Clinics: {{clinics}}',
  },
};

type Strings = typeof enUS;

const es: Strings = {
  heading: 'Registro de auditoría',
  intro: 'Cada vez que el personal abre un miembro o cambia algo, de lo más reciente a lo más antiguo. Las entradas no se pueden cambiar ni borrar.',
  filters: 'Filtros',
  clinic: 'Clínica',
  memberId: 'Número de miembro',
  memberIdInvalid: 'Escriba un número de miembro (solo cifras) o déjelo vacío.',
  apply: 'Mostrar',
  clear: 'Quitar filtros',
  table: 'Entradas del registro',
  empty: 'No hay entradas que coincidan.',
  total_one: '{{count}} entrada',
  total_other: '{{count}} entradas',
  when: 'Fecha',
  who: 'Quién',
  what: 'Qué',
  member: 'Miembro',
  details: 'Detalles',
  reference: 'Referencia {{requestId}} · {{ip}}',
  memberLink: 'Miembro {{memberId}}',
  item: 'Elemento {{freezeEventId}}',
  actions: {
    member: {
      lookup: 'Buscó miembros',
      read: 'Abrió un miembro',
      'send-password-reset': 'Envió un correo para restablecer la contraseña',
      'reset-two-factor': 'Desactivó la verificación en dos pasos',
      'set-signInLocked': 'Cambió el bloqueo de acceso',
      'set-readOnly': 'Cambió el modo de solo lectura',
    },
    item: {
      complete: 'Completó un elemento almacenado',
      deny: 'Denegó una solicitud',
    },
    staff: {
      'set-clinics': 'Cambió las clínicas de un miembro del personal',
    },
    banner: {
      create: 'Publicó un aviso',
      update: 'Cambió un aviso',
      end: 'Finalizó un aviso',
    },
    maintenance: {
      clinic: {
        set: 'Programó un mantenimiento de la clínica',
        clear: 'Anuló un mantenimiento de la clínica',
      },
      site: {
        set: 'Programó un mantenimiento general',
        clear: 'Anuló un mantenimiento general',
      },
    },
    matching: {
      'custom-description': {
        approve: 'Aprobó una descripción personalizada',
        sendBack: 'Devolvió una descripción personalizada',
      },
      'medical-review': {
        approve: 'Dio por buena una revisión médica',
        sendBack: 'Devolvió una revisión médica',
      },
    },
  },
  detail: {
    locked: 'Acceso bloqueado',
    unlocked: 'Acceso desbloqueado',
    readOnlyOn: 'Solo lectura activado',
    readOnlyOff: 'Solo lectura desactivado',
    move: '{{from}} → {{to}}',
    reason: 'Motivo: {{reason}}',
    found_one: '{{count}} encontrado',
    found_other: '{{count}} encontrados',
    clinics: 'Clínicas: {{clinics}}',
  },
};

const fr: Strings = {
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

export const auditStrings: Translations = { 'en-US': enUS, 'en-GB': enUS, es, fr };
